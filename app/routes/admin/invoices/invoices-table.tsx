import { CardTable, cardTableRow, Cell } from "~/components/admin/card-table";
import { KsefState } from "~/components/admin/ksef-state";
import { TextLink, textLinkClasses } from "~/components/ui/text-link";
import { ordersHref } from "~/lib/admin-orders-query";
import { adminInvoicePdfPath } from "~/lib/invoice-paths";
import { INVOICE_KIND_LABELS, type InvoiceListRow } from "~/lib/invoice-register";
import { formatPln } from "~/lib/money";

const COLUMNS = ["Numer", "Rodzaj", "Data wystawienia", "Zamówienie", "Nabywca", "Netto", "VAT", "Brutto", "KSeF", "PDF"] as const;

/** The invoices and corrections, newest first: a table on wide screens, a card per invoice on a phone. */
export function InvoicesTable({ invoices }: { invoices: readonly InvoiceListRow[] }) {
  return (
    <CardTable caption="Faktury i korekty, od najnowszych" columns={COLUMNS}>
      {invoices.map((invoice) => (
        <tr key={invoice.id} className={cardTableRow}>
          <Cell label="Numer" className="font-medium whitespace-nowrap tabular-nums md:align-top">
            {invoice.number}
          </Cell>
          <Cell label="Rodzaj" className="md:align-top">
            {INVOICE_KIND_LABELS[invoice.kind]}
          </Cell>
          <Cell label="Data wystawienia" className="whitespace-nowrap tabular-nums md:align-top">
            <time dateTime={invoice.issueDate}>{invoice.issueDate}</time>
          </Cell>
          <Cell label="Zamówienie" className="whitespace-nowrap md:align-top">
            <TextLink to={ordersHref({ orderStatus: null, paymentStatus: null, search: invoice.orderNumber, page: 1 })} className="tabular-nums">
              {invoice.orderNumber}
            </TextLink>
          </Cell>
          <Cell label="Nabywca" className="md:align-top">
            {invoice.buyerName}
            {invoice.buyerNip ? <span className="block text-stone-600 tabular-nums">NIP {invoice.buyerNip}</span> : null}
          </Cell>
          <Cell label="Netto" className="whitespace-nowrap tabular-nums md:text-right md:align-top">
            {formatPln(invoice.netTotal)}
          </Cell>
          <Cell label="VAT" className="whitespace-nowrap tabular-nums md:text-right md:align-top">
            {formatPln(invoice.vatTotal)}
          </Cell>
          <Cell label="Brutto" className="font-medium whitespace-nowrap tabular-nums md:text-right md:align-top">
            {formatPln(invoice.grossTotal)}
          </Cell>
          <Cell label="KSeF" className="md:align-top">
            <KsefState invoice={invoice} />
          </Cell>
          <Cell label="PDF" className="md:align-top">
            {/* A file, not a page: the browser fetches it itself. */}
            <a href={adminInvoicePdfPath(invoice.id)} className={textLinkClasses}>
              PDF<span className="sr-only"> {invoice.number}</span>
            </a>
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}
