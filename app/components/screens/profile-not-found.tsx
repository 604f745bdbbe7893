import { isRouteErrorResponse, Link } from "react-router";
import { ErrorPage } from "~/components/layout/error-pages";
import { buttonClasses } from "~/components/ui/button";
import type { ScreenType } from "~/lib/pricing";
import { screenProfilesPath } from "./screen-types";

export const PROFILE_NOT_FOUND = "Profil nie został znaleziony";

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** The spec's not-found text for a profile, with the way back to the list (of the type asked for, if it is one). */
function ProfileNotFound({ type }: { type?: ScreenType }) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-6xl font-bold tracking-tight text-accent-600">404</p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-stone-950 sm:text-3xl">{PROFILE_NOT_FOUND}</h1>
      <p className="mt-3 max-w-md text-stone-600">Nie znaleziono profilu o podanym kodzie.</p>
      <Link to={type ? screenProfilesPath(type) : "/moskitiery/profile"} className={`${buttonClasses("primary", "lg")} mt-8`}>
        Wróć do listy profili
      </Link>
    </section>
  );
}

/** A profile route's boundary: its 404 says which profile page is missing, anything else is the shop's error page. */
export function ProfileErrorContent({ error, type }: { error: unknown; type?: ScreenType }) {
  if (isNotFound(error)) return <ProfileNotFound type={type} />;
  return <ErrorPage details={import.meta.env.DEV && error instanceof Error ? error.stack : undefined} />;
}
