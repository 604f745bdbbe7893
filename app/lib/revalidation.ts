import type { ShouldRevalidateFunctionArgs } from "react-router";

/** The configurator pages' loaders read only the path: a change of the query (the form) needs no new data. */
export function skipRevalidationForSearch({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === undefined && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
