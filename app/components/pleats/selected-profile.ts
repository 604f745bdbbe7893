import { useSyncExternalStore } from "react";
import { SELECTED_PROFILE_STORAGE_KEY } from "~/lib/cart";

/** `storage` fires only in other tabs; this event tells this tab's subscribers. */
const SELECTED_PROFILE_CHANGED_EVENT = "selected-profile-changed";

function readSelectedProfile(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_PROFILE_STORAGE_KEY);
  } catch {
    // Storage can be disabled (privacy settings): nothing is selected then.
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SELECTED_PROFILE_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(SELECTED_PROFILE_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(SELECTED_PROFILE_CHANGED_EVENT, onChange);
  };
}

/** The chosen pleat profile's code (localStorage `selectedProfile`); null on the server and during hydration. */
export function useSelectedProfile(): string | null {
  return useSyncExternalStore(subscribe, readSelectedProfile, () => null);
}

/** Remembers the profile for the configurator; false when the browser does not let us store it. */
export function selectProfile(code: string): boolean {
  try {
    window.localStorage.setItem(SELECTED_PROFILE_STORAGE_KEY, code);
    return true;
  } catch {
    return false;
  } finally {
    window.dispatchEvent(new Event(SELECTED_PROFILE_CHANGED_EVENT));
  }
}
