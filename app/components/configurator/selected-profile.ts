import { useSyncExternalStore } from "react";
import { SELECTED_PROFILE_STORAGE_KEY } from "~/lib/cart";

/** `storage` fires only in other tabs; this event tells this tab's subscribers. */
const CHANGED_EVENT = "selected-profile-changed";

function read(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_PROFILE_STORAGE_KEY);
  } catch {
    // Storage can be disabled (privacy settings): no remembered profile then.
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SELECTED_PROFILE_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGED_EVENT, onChange);
  };
}

/** The pleat profile code the shopper last chose (localStorage `selectedProfile`); null on the server and during hydration. */
export function useStoredProfileCode(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

export function storeProfileCode(code: string) {
  try {
    window.localStorage.setItem(SELECTED_PROFILE_STORAGE_KEY, code);
  } catch {
    // Not remembered; the choice still applies on this page.
  } finally {
    window.dispatchEvent(new Event(CHANGED_EVENT));
  }
}

/** The profile in use: the one chosen on the page, else the remembered one, else the first available. */
export function useSelectedProfile<P extends { code: string }>(profiles: readonly P[], chosenCode: string | null): P | null {
  const storedCode = useStoredProfileCode();
  const byCode = (code: string | null) => (code === null ? undefined : profiles.find((profile) => profile.code === code));
  return byCode(chosenCode) ?? byCode(storedCode) ?? profiles[0] ?? null;
}
