import type { Route } from "./+types/account-deleted";
import { buttonClasses } from "~/components/ui/button";
import { CheckCircleIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { ACCOUNT_DELETED } from "~/lib/account-texts";
import { pageMeta } from "~/lib/page-meta";
import { privatePageHeaders } from "./responses.server";

// /konto-usuniete: where the deletion of an account lands, signed out (app/routes/account/delete-account.tsx).

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta({ title: ACCOUNT_DELETED, description: "Twoje konto w sklepie zostało usunięte." }, matches), { name: "robots", content: "noindex, nofollow" }];
}

export default function AccountDeletedPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <CheckCircleIcon className="size-12 text-emerald-700" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-stone-950 sm:text-3xl">{ACCOUNT_DELETED}</h1>
      <p className="mt-3 max-w-md text-stone-600">
        Usunęliśmy Twoje konto i dane profilu, a Ciebie wylogowaliśmy. Potwierdzenie wysłaliśmy na adres e-mail konta. Złożone zamówienia przechowujemy tylko tak długo, jak
        wymagają tego przepisy.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses("primary", "lg")}>
          Wróć na stronę główną
        </Link>
        <Link to="/polityka-prywatnosci" className={buttonClasses("secondary", "lg")}>
          Polityka prywatności
        </Link>
      </div>
    </section>
  );
}
