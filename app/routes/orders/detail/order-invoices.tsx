import { formatPln } from "~/lib/money";
import { invoicePdfPath } from "~/lib/invoice-paths";
import { INVOICE_KIND_LABELS, type OrderInvoice } from "~/lib/invoice-register";
import { textLinkClasses } from "~/components/ui/text-link";

/** What the customer sees of an invoice: no KSeF state or buyer details (the PDF says it all). */
export type CustomerInvoiceView = Pick<OrderInvoice, "id" | "kind" | "number" | "issueDate" | "grossTotal">;

/** A company's invoice is issued when KSeF accepts it (art. 106na): until then the customer has none to download. */
export function customerInvoicesView(invoices: readonly OrderInvoice[]): CustomerInvoiceView[] {
  return invoices
    .filter(({ ksefState }) => ksefState === null || ksefState === "przyjęta")
    .map(({ id, kind, number, issueDate, grossTotal }) => ({ id, kind, number, issueDate, grossTotal }));
}

/** The order's invoice and correction with their PDFs; `token`: the private link's, carried to the download. */
export function OrderInvoices({ orderNumber, invoices, token }: { orderNumber: string; invoices: readonly CustomerInvoiceView[]; token: string | null | undefined }) {
  return (
    <ul className="divide-y divide-stone-200">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="py-3 first:pt-0 last:pb-0">
          <p className="font-medium text-stone-950 tabular-nums">{invoice.number}</p>
          <p className="text-sm text-stone-600">
            {INVOICE_KIND_LABELS[invoice.kind]} z <time dateTime={invoice.issueDate}>{invoice.issueDate}</time>, brutto{" "}
            <span className="tabular-nums">{formatPln(invoice.grossTotal)}</span>
          </p>
          {/* A file, not a page: the browser fetches it itself. */}
          <a href={invoicePdfPath(orderNumber, invoice.id, token)} className={`${textLinkClasses} mt-1 inline-block text-sm`}>
            Pobierz PDF<span className="sr-only"> {invoice.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
