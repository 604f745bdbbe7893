import { data, redirect } from "react-router";
import type { Route } from "./+types/profile-by-code";
import { profileErrorMeta } from "~/lib/screen-profile-error";
import { deferred } from "~/components/ui/deferred";
import { screenProfilePath } from "~/lib/screen-types";
import { findScreenProfileType } from "~/server/catalogue/screens.server";
import { getCatalogue } from "~/server/platform/request-context.server";

/** The old address of a profile, without its type: found in either type, it moves for good to the canonical one. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const type = findScreenProfileType(await getCatalogue(context), params.code);
  if (!type) throw data(null, { status: 404 });
  return redirect(screenProfilePath(type, params.code) + new URL(request.url).search, 301);
}

export function meta({ matches, error }: Route.MetaArgs) {
  return profileErrorMeta(error, matches);
}

/** Never rendered: the loader redirects or throws. */
export default function ProfileByCode() {
  return null;
}

// Few visits see it: the browser loads it when it is shown (the server renders it in place).
const ProfileError = deferred(() => import("~/components/insect-screens/profile-not-found").then((module) => module.ProfileErrorContent));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProfileError error={error} />;
}
