import { useSyncExternalStore } from "react";
import { storedValue } from "~/components/ui/browser-storage";
import { SELECTED_PROFILE_STORAGE_KEY } from "~/lib/cart-basics";

const selectedProfile = storedValue(SELECTED_PROFILE_STORAGE_KEY);

/** The pleat profile code the shopper last chose (localStorage `selectedProfile`); null on the server and during hydration. */
export function useStoredProfileCode(): string | null {
  return useSyncExternalStore(selectedProfile.subscribe, selectedProfile.read, () => null);
}

/** Remembers the profile for the configurator; false when the browser does not let us store it. */
export function storeProfileCode(code: string): boolean {
  return selectedProfile.write(code);
}

/** The profile in use: the one chosen on the page, else the remembered one, else the first available. */
export function useSelectedProfile<P extends { code: string }>(profiles: readonly P[], chosenCode: string | null): P | null {
  const storedCode = useStoredProfileCode();
  const byCode = (code: string | null) => (code === null ? undefined : profiles.find((profile) => profile.code === code));
  return byCode(chosenCode) ?? byCode(storedCode) ?? profiles[0] ?? null;
}
