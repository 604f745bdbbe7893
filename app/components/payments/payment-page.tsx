import type { ReactNode } from "react";
import { PageHeader } from "~/components/ui/page-header";
import { AlertCircleIcon } from "~/components/ui/icons";
import { fulfilmentTime } from "~/lib/fulfilment";
import type { FulfilmentDays } from "~/lib/shop-settings";

/** The frame of the order and payment pages: a narrow column under the page's header. */
export function PaymentPage({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      <PageHeader eyebrow={eyebrow} title={title}>
        {lead}
      </PageHeader>
      <div className="mt-8 space-y-6">{children}</div>
    </div>
  );
}

/** Why a transfer page shows no order: an unknown number, or a failed read. The generic instructions follow it. */
export function LookupNotice({ lookup }: { lookup: { state: "missing"; number: string } | { state: "failed" } }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-950 ring-1 ring-red-600/20">
      <AlertCircleIcon className="size-6 shrink-0 text-red-700" />
      <div>
        {lookup.state === "missing" ? (
          <>
            <p className="font-semibold">Nie znaleziono zamówienia</p>
            <p className="mt-1 text-sm">
              Nie mamy zamówienia o numerze <span className="font-mono break-all">{lookup.number}</span>. Sprawdź numer w e-mailu z potwierdzeniem zamówienia.
            </p>
          </>
        ) : (
          <>
            <p className="font-semibold">Błąd pobierania danych zamówienia</p>
            <p className="mt-1 text-sm">Wystąpił błąd podczas pobierania danych. Odśwież stronę za chwilę.</p>
          </>
        )}
        <p className="mt-1 text-sm">Poniżej znajdziesz ogólne instrukcje płatności.</p>
      </div>
    </div>
  );
}

/** What every transfer page says about paying by transfer (accounts-and-backoffice.md section 9). */
export function transferFacts(days: FulfilmentDays): string[] {
  return [
    "Przelew wykonaj w ciągu 7 dni roboczych od daty złożenia zamówienia.",
    "W tytule przelewu podaj numer zamówienia, dzięki temu szybko przypiszemy wpłatę.",
    `Realizacja zamówienia trwa ${fulfilmentTime(days)} od zaksięgowania wpłaty.`,
    // The shop books transfers by hand: no promise of an automatic status change.
    "Wpłaty księgujemy ręcznie: gdy przelew dotrze na nasze konto, zmienimy status płatności i wyślemy Ci e-mail z potwierdzeniem.",
  ];
}

/** A short list of facts in a card, with a heading. */
export function InfoList({ title, items }: { title: string; items: ReactNode[] }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-stone-100/60 p-5 sm:p-6">
      <h2 className="text-lg font-semibold tracking-tight text-stone-950">{title}</h2>
      <ul className="mt-3 space-y-2.5 text-stone-700">
        {items.map((item, index) => (
          <li key={index} className="flex gap-3">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
