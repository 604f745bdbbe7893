import { storedValue } from "~/components/ui/browser-storage";
import { INSTALL_PROMPT_STORAGE_KEY } from "~/lib/install-prompt";

// The install offer's state, apart from its banner (install-prompt.tsx): the banner is loaded after hydration
// with the cookie banner, while the browser's offer must be caught from the moment the page's code runs.

/** Once the visitor has answered, the banner never comes back. */
export const installAnswer = storedValue(INSTALL_PROMPT_STORAGE_KEY);

/** Chromium's event, missing from TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/**
 * The browser's offer to install, held from the moment this module loads: Chromium may fire
 * `beforeinstallprompt` before React has hydrated, and an offer missed then never comes back.
 */
export const installOffer = (() => {
  let offer: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<() => void>();
  const set = (next: BeforeInstallPromptEvent | null) => {
    offer = next;
    for (const listener of listeners) listener();
  };
  if (typeof window !== "undefined") {
    window.addEventListener("beforeinstallprompt", (event) => {
      // Once answered, the browser's own install UI is left alone.
      if (installAnswer.read() !== null) return;
      event.preventDefault();
      set(event as BeforeInstallPromptEvent);
    });
    window.addEventListener("appinstalled", () => {
      installAnswer.write("installed");
      set(null);
    });
  }
  return {
    read: () => offer,
    /** The event's prompt can be shown once only. */
    take(): BeforeInstallPromptEvent | null {
      const taken = offer;
      set(null);
      return taken;
    },
    subscribe(onChange: () => void): () => void {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
})();
