import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { type MetaMatch, pageTitle } from "~/lib/page-meta";

// What a profile route says of its error in the page's head. The screen itself (components/insect-screens/profile-not-found.tsx) is deferred by
// each route: the browser loads it, and the shop's error screens with it, only when it shows one.

export const PROFILE_NOT_FOUND = "Profil nie został znaleziony";

export function isProfileNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

export function profileErrorMeta(error: unknown, matches: readonly MetaMatch[]): MetaDescriptor[] {
  return [{ title: pageTitle(isProfileNotFound(error) ? PROFILE_NOT_FOUND : "Wystąpił błąd", matches) }, { name: "robots", content: "noindex" }];
}
