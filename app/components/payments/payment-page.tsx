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

/** A transfer page whose order could not be read; the generic instructions follow it. */
export function LookupFailedNotice() {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-950 ring-1 ring-red-600/20">
      <AlertCircleIcon className="size-6 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold">Błąd pobierania danych zamówienia</p>
        <p className="mt-1 text-sm">Wystąpił błąd podczas pobierania danych. Odśwież stronę za chwilę.</p>
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
    // What the shop does: no bank feed marks an order paid; the owner sets the status in the back-office,
    // and that change is e-mailed to the customer (the status_update event, app/server/orders/admin.server.ts).
    "Wpłaty księgujemy ręcznie: sprawdzamy wpływy na naszym koncie i gdy zobaczymy Twój przelew, oznaczamy zamówienie jako opłacone. Wtedy wyślemy Ci e-mail z nowym statusem płatności.",
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
