import { KsefState } from "~/components/admin/ksef-state";
import { textLinkClasses } from "~/components/ui/text-link";
import { adminInvoicePdfPath } from "~/lib/invoice-paths";
import { INVOICE_KIND_LABELS } from "~/lib/invoice-register";
import { formatPln } from "~/lib/money";
import type { AdminOrder } from "~/lib/order";

/** The order's invoice and its correction as issued, read-only: number, date, gross, the KSeF state and the PDF. */
export function OrderInvoices({ order }: { order: Pick<AdminOrder, "number" | "invoices"> }) {
  return (
    <section aria-label={`Faktury zamówienia ${order.number}`} className="rounded-xl border border-stone-200 p-3 text-sm">
      <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Faktury</h4>
      {order.invoices.length ? (
        <ul className="mt-2 divide-y divide-stone-100">
          {order.invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-1.5">
              <span className="font-medium text-stone-950 tabular-nums">{invoice.number}</span>
              <span className="text-stone-600">{INVOICE_KIND_LABELS[invoice.kind]}</span>
              <time dateTime={invoice.issueDate} className="tabular-nums">
                {invoice.issueDate}
              </time>
              <span className="font-medium tabular-nums">{formatPln(invoice.grossTotal)}</span>
              <span>
                KSeF: <KsefState invoice={invoice} />
              </span>
              <a href={adminInvoicePdfPath(invoice.id)} className={`${textLinkClasses} ml-auto`}>
                PDF<span className="sr-only"> {invoice.number}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-stone-600">Nie wystawiono jeszcze faktury.</p>
      )}
    </section>
  );
}
