import { data } from "react-router";
import type { Route } from "./+types/invoices";
import { AdminPage } from "~/components/admin/admin-page";
import { buttonClasses } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-field";
import { Pagination } from "~/components/ui/pagination";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { invoicesHref, monthLabel, parseInvoicesQuery, registerCsvPath, warsawMonth } from "~/lib/admin-invoices-query";
import { formatPln } from "~/lib/money";
import { INVOICES_PAGE_SIZE, listInvoices } from "~/server/invoices/register.server";
import { getDb } from "~/server/platform/request-context.server";
import { InvoiceFilters } from "./invoices/invoice-filters";
import { InvoicesTable } from "./invoices/invoices-table";

// /admin-faktury: every invoice and correction, newest first, for the owner and the accountant: filters, the PDFs,
// the filtered invoices' totals and the month's register as CSV.

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Faktury", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const currentMonth = warsawMonth(new Date());
  const { query, problems } = parseInvoicesQuery(new URL(request.url).searchParams, currentMonth);
  const list = await listInvoices(getDb(context), query);
  // The current month and the chosen one are choices even before they have an invoice.
  const months = [...new Set([currentMonth, ...(query.month ? [query.month] : []), ...list.months])].sort().reverse();
  // A link the list could not read in full still shows the list, with what was left out and why.
  return data(
    { query, problems, currentMonth, ...list, months, pages: Math.max(1, Math.ceil(list.total / INVOICES_PAGE_SIZE)) },
    { status: problems.length ? 400 : 200, headers: ADMIN_HEADERS },
  );
}

export default function AdminInvoicesPage({ loaderData: { query, problems, currentMonth, invoices, total, totals, months, pages } }: Route.ComponentProps) {
  const filtered = Boolean(query.ksef || query.kind || query.buyer);
  const scope = query.month ? monthLabel(query.month) : "wszystkie miesiące";
  return (
    <AdminPage
      title="Faktury"
      lead={<p>Faktury VAT i faktury korygujące od najnowszych, ich stan w KSeF i pliki PDF; rejestr miesiąca do pobrania dla księgowości.</p>}
      actions={
        query.month ? (
          <a href={registerCsvPath(query.month)} download className={buttonClasses("secondary")}>
            Rejestr CSV: {monthLabel(query.month)}
          </a>
        ) : null
      }
    >
      <div className="space-y-5">
        {problems.length ? (
          <FormAlert tone="error">
            {problems.map((problem) => (
              <span key={problem} className="block">
                {problem}
              </span>
            ))}
          </FormAlert>
        ) : null}
        <InvoiceFilters query={query} months={months} filtered={filtered || query.month !== currentMonth} />
        <div className="text-sm text-stone-600" role="status">
          <p>
            {filtered ? "Pasujące faktury" : "Faktury i korekty"} ({scope}): <strong className="text-stone-900 tabular-nums">{total}</strong>
            {pages > 1 ? ` · strona ${query.page} z ${pages}` : ""}
          </p>
          {total > 0 ? (
            <p className="tabular-nums">
              Razem: netto <strong className="text-stone-900">{formatPln(totals.net)}</strong>, VAT <strong className="text-stone-900">{formatPln(totals.vat)}</strong>, brutto{" "}
              <strong className="text-stone-900">{formatPln(totals.gross)}</strong>
            </p>
          ) : null}
        </div>
        {invoices.length ? (
          <InvoicesTable invoices={invoices} />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">
            {query.page > 1
              ? "Na tej stronie nie ma już faktur."
              : filtered
                ? "Brak faktur spełniających kryteria."
                : query.month
                  ? `W miesiącu ${scope} nie wystawiono jeszcze żadnej faktury.`
                  : "Nie wystawiono jeszcze żadnej faktury."}
          </p>
        )}
        <Pagination current={query.page} totalPages={pages} pageHref={(page) => invoicesHref({ ...query, page }, currentMonth)} label="Strony faktur" />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Faktury">
      <FormAlert tone="error">Nie udało się pobrać faktur</FormAlert>
    </AdminPage>
  );
}
