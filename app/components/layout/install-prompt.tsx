import { useSyncExternalStore } from "react";
import { buttonClasses } from "~/components/ui/button";
import { reserveBottom } from "./bottom-overlay";
import { consentDecisionStore } from "./cookie-consent";
import { installAnswer, installOffer } from "./install-offer";

/**
 * The spec's install-app prompt: offered when the browser says the shop can be installed, only after the cookie
 * decision (so the two banners never overlap), until the visitor installs or says 'Nie teraz'. A fixed overlay,
 * so its appearance moves no content.
 */
export function InstallPrompt({ shopName }: { shopName: string }) {
  const installEvent = useSyncExternalStore(installOffer.subscribe, installOffer.read, () => null);
  const answer = useSyncExternalStore(installAnswer.subscribe, installAnswer.read, () => null);
  const consent = useSyncExternalStore(consentDecisionStore.subscribe, consentDecisionStore.read, () => "undecided" as const);

  if (!installEvent || answer !== null || consent === "undecided") return null;

  const install = async () => {
    const offer = installOffer.take();
    if (!offer) return;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    installAnswer.write(outcome === "accepted" ? "installed" : "dismissed");
  };

  return (
    <section ref={reserveBottom} aria-labelledby="install-prompt-title" className="pointer-events-none fixed inset-x-0 bottom-0 z-30 p-3 sm:p-6 print:hidden">
      <div className="pointer-events-auto mx-auto flex max-w-md animate-rise-in items-start gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-2xl sm:ml-auto sm:mr-0">
        <img src="/icons/icon-192.png" alt="" width={48} height={48} className="size-12 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1">
          <h2 id="install-prompt-title" className="font-semibold text-stone-950">
            Zainstaluj aplikację
          </h2>
          <p className="mt-1 text-sm leading-6 text-stone-700">Dodaj {shopName} do ekranu głównego i wracaj do konfiguratorów i koszyka jednym dotknięciem.</p>
          <div className="mt-3 flex gap-2">
            <button type="button" onClick={install} className={buttonClasses("primary")}>
              Zainstaluj aplikację
            </button>
            <button type="button" onClick={() => installAnswer.write("dismissed")} className={buttonClasses("secondary")}>
              Nie teraz
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
