import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { SIGNED_OUT } from "~/lib/account-texts";
import { signOut } from "~/server/accounts/customers.server";
import { redirectWithFlash } from "./responses.server";
import { getEnv } from "~/server/platform/request-context.server";

// Signing out changes state, so only a POST does it (a link or a prefetch must not); a GET just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  return redirectWithFlash(env, "/", { type: "success", text: SIGNED_OUT }, await signOut(env, request));
}
