import { LoadFailedPage, NotFoundPage } from "~/components/layout/error-pages";
import type { ScreenType } from "~/lib/pricing";
import { screenProfilesPath } from "~/lib/screen-types";
import { isProfileNotFound, PROFILE_NOT_FOUND } from "~/lib/screen-profile-error";

/** A profile route's error screen, deferred by the route: the spec's texts for a missing profile (404) and for one that could not be loaded. */
export function ProfileErrorContent({ error, type }: { error: unknown; type?: ScreenType }) {
  const back = { to: type ? screenProfilesPath(type) : "/moskitiery/profile", label: "Wróć do listy profili" };
  if (!isProfileNotFound(error)) return <LoadFailedPage title="Nie udało się pobrać profilu" text="Wystąpił błąd podczas ładowania danych." back={back} />;
  return <NotFoundPage title={PROFILE_NOT_FOUND} text="Nie znaleziono profilu o podanym kodzie." back={back} />;
}
