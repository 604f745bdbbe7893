import { LOGIN_TO_CHECKOUT } from "~/lib/account-texts";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { UserIcon } from "~/components/ui/icons";

const LOGIN_PATH = `/auth?returnTo=${encodeURIComponent("/finalizacja-zamowienia")}&message=${encodeURIComponent(LOGIN_TO_CHECKOUT)}`;

/** Checkout's search parameter that records a visitor's choice to order without an account. */
export const GUEST_PARAM = { name: "jako", value: "gosc" } as const;

/** For visitors who are not signed in: sign in first, or order as a guest (kept in the URL, so a reload keeps it). */
export function GuestChoice() {
  return (
    <section aria-labelledby="guest-choice" className="mx-auto max-w-3xl">
      <h2 id="guest-choice" className="text-center text-2xl font-semibold tracking-tight text-stone-950">
        Jak chcesz kontynuować?
      </h2>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-full bg-accent-50 text-accent-700">
            <UserIcon className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-stone-950">Mam konto</h3>
          <p className="mt-1 flex-1 text-stone-600">Zaloguj się, a dane do wysyłki uzupełnimy za Ciebie, a zamówienie trafi do historii w Twoim profilu.</p>
          <Link to={LOGIN_PATH} className={`${buttonClasses("primary", "lg")} mt-6`}>
            Zaloguj się
          </Link>
        </div>
        <div className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-full bg-stone-100 text-stone-700">
            <UserIcon className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-stone-950">Bez zakładania konta</h3>
          <p className="mt-1 flex-1 text-stone-600">Podasz tylko dane do wysyłki. Potwierdzenie zamówienia wyślemy na Twój adres e-mail.</p>
          <Link to={`?${GUEST_PARAM.name}=${GUEST_PARAM.value}`} className={`${buttonClasses("secondary", "lg")} mt-6`}>
            Kontynuuj jako gość
          </Link>
        </div>
      </div>
    </section>
  );
}
