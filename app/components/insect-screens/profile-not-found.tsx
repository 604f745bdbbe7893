import { isRouteErrorResponse } from "react-router";
import { LoadFailedPage, NotFoundPage } from "~/components/layout/error-pages";
import type { ScreenType } from "~/lib/pricing";
import { screenProfilesPath } from "~/lib/screen-types";

export const PROFILE_NOT_FOUND = "Profil nie został znaleziony";

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** A profile route's boundary: the spec's texts for a missing profile (404) and for one that could not be loaded. */
export function ProfileErrorContent({ error, type }: { error: unknown; type?: ScreenType }) {
  const back = { to: type ? screenProfilesPath(type) : "/moskitiery/profile", label: "Wróć do listy profili" };
  if (!isNotFound(error)) return <LoadFailedPage title="Nie udało się pobrać profilu" text="Wystąpił błąd podczas ładowania danych." back={back} />;
  return <NotFoundPage title={PROFILE_NOT_FOUND} text="Nie znaleziono profilu o podanym kodzie." back={back} />;
}
