import { useEffect, useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { TextLink } from "~/components/ui/text-link";
import { reserveBottom } from "./bottom-overlay";
import { CONSENT_BANNER_DELAY_MS, analyticsCookieDeletions, consentDecisionCookies, parseConsentDecision, type ConsentDecision } from "~/lib/cookie-consent";

const DECISION_CHANGED_EVENT = "cookie-consent-changed";

/** The decision as an external store (useSyncExternalStore), so the install prompt can wait for it. */
export const consentDecisionStore = {
  read: (): ConsentDecision => parseConsentDecision(document.cookie),
  subscribe(onChange: () => void): () => void {
    window.addEventListener(DECISION_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(DECISION_CHANGED_EVENT, onChange);
  },
};

/**
 * Asks once for the cookie decision. Fixed over the bottom of the page, so its appearance moves no content; the page
 * keeps room for it (reserveBottom), so it covers nothing that cannot be scrolled above it.
 * No analytics runs in the shop today; whatever is added later must check parseConsentDecision first.
 */
export function CookieConsent() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (parseConsentDecision(document.cookie) !== "undecided") return;
    const timer = setTimeout(() => setVisible(true), CONSENT_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const decide = (decision: "accepted" | "rejected") => {
    const secure = window.location.protocol === "https:";
    const cookies = consentDecisionCookies(decision, { secure });
    if (decision === "rejected") {
      cookies.push(...analyticsCookieDeletions(document.cookie, { hostname: window.location.hostname, secure }));
    }
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
    for (const cookie of cookies) document.cookie = cookie;
    setVisible(false);
    window.dispatchEvent(new Event(DECISION_CHANGED_EVENT));
  };

  if (!visible) return null;

  return (
    <section ref={reserveBottom} aria-labelledby="cookie-consent-title" className="pointer-events-none fixed inset-x-0 bottom-0 z-30 p-3 sm:p-6 print:hidden">
      <div className="pointer-events-auto mx-auto flex max-w-4xl animate-rise-in flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-2xl sm:gap-4 sm:p-5 md:flex-row md:items-center md:gap-8">
        <div className="flex-1">
          <h2 id="cookie-consent-title" className="font-semibold text-stone-950">
            Pliki cookie
          </h2>
          <p className="mt-1 text-sm leading-5 text-stone-700 sm:leading-6">
            Używamy tylko niezbędnych plików cookie, bez analityki i reklam. Szczegóły w <TextLink to="/polityka-prywatnosci">polityce prywatności</TextLink>.
          </p>
        </div>
        <div className="flex shrink-0 gap-3">
          <button type="button" onClick={() => decide("rejected")} className={`flex-1 ${buttonClasses("secondary")}`}>
            Odrzucam
          </button>
          <button type="button" onClick={() => decide("accepted")} className={`flex-1 ${buttonClasses("primary")}`}>
            Akceptuję
          </button>
        </div>
      </div>
    </section>
  );
}
