import { and, asc, count, desc, eq, inArray, isNull, or, sql, sum, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { invoices, orders } from "~/db/schema";
import { CSV_BOM, csvRows } from "~/lib/csv";
import { INVOICE_KINDS, type InvoiceKind, type InvoiceRateTotal } from "~/lib/invoice";
import { type InvoicesQuery, nipDigits } from "~/lib/admin-invoices-query";
import { type AmountTotals, type InvoiceListRow, REGISTER_HEADER, type RegisterEntry, registerCsvRows, registerOrder } from "~/lib/invoice-register";
import { searchFold, searchTextSql } from "~/lib/search-text";
import { D1_MAX_BOUND_PARAMETERS, type Db } from "../platform/db.server";

// The invoices as issued (the issuing code beside this file writes them; this only reads): /admin-faktury's list and
// its month's totals, the accountant's monthly register as CSV, and the invoices of an order for its card and its page.

export const INVOICES_PAGE_SIZE = 50;

const orderInvoiceColumns = {
  id: invoices.id,
  orderId: invoices.orderId,
  kind: invoices.kind,
  number: invoices.number,
  issueDate: invoices.issueDate,
  grossTotal: invoices.grossTotal,
  ksefState: invoices.ksefState,
  ksefNumber: invoices.ksefNumber,
  ksefError: invoices.ksefError,
};

/**
 * The buyer's name or NIP holds the term, in any letter case and with or without Polish letters, as every back-office
 * search (docs/decisions/2026-11-28-polish-search.md); a NIP typed with dashes or 'PL' finds it too. Invoices have no
 * search index of their own: a month's invoices are few, and the folded text is computed on the rows the other filters leave.
 */
function buyerMatches(term: string): SQL | undefined {
  const folded = searchFold(term.trim());
  if (!folded) return undefined;
  const byText = sql`instr(${sql.raw(searchTextSql(["buyer_name", "buyer_nip"]))}, ${folded}) > 0`;
  const digits = nipDigits(term.trim());
  return digits ? or(byText, sql`instr(${invoices.buyerNip}, ${digits}) > 0`) : byText;
}

/** The order's number under a name of its own: D1 answers a join by column names, and the invoice has a `number` too. */
const orderNumber = () => sql<string>`${orders.number}`.as("order_number");

/**
 * A month's invoices, of one kind or both: both kinds named, so SQLite seeks the month in invoices_sequence_idx (kind,
 * month, sequence) instead of reading every invoice ever issued.
 */
function ofMonth(month: string, kind: InvoiceKind | null = null): SQL | undefined {
  return and(inArray(invoices.kind, kind ? [kind] : [...INVOICE_KINDS]), eq(invoices.month, month));
}

function listWhere(query: InvoicesQuery): SQL | undefined {
  return and(
    query.month ? ofMonth(query.month, query.kind) : query.kind ? eq(invoices.kind, query.kind) : undefined,
    query.ksef === "poza" ? isNull(invoices.ksefState) : query.ksef ? eq(invoices.ksefState, query.ksef) : undefined,
    buyerMatches(query.buyer),
  );
}

/**
 * One page of invoices and corrections, newest first, the number found and their totals, and the months that have any
 * (the month filter's choices): one D1 round trip.
 */
export async function listInvoices(db: Db, query: InvoicesQuery): Promise<{ invoices: InvoiceListRow[]; total: number; totals: AmountTotals; months: string[] }> {
  const where = listWhere(query);
  const [rows, [summary], months] = await db.batch([
    db
      .select({
        ...orderInvoiceColumns,
        orderNumber: orderNumber(),
        buyerName: invoices.buyerName,
        buyerNip: invoices.buyerNip,
        netTotal: invoices.netTotal,
        vatTotal: invoices.vatTotal,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(INVOICES_PAGE_SIZE)
      .offset((query.page - 1) * INVOICES_PAGE_SIZE),
    db
      .select({ n: count(), net: sum(invoices.netTotal).mapWith(Number), vat: sum(invoices.vatTotal).mapWith(Number), gross: sum(invoices.grossTotal).mapWith(Number) })
      .from(invoices)
      .where(where),
    db.selectDistinct({ month: invoices.month }).from(invoices).orderBy(desc(invoices.month)),
  ]);
  return {
    months: months.map((row) => row.month),
    invoices: rows,
    total: summary?.n ?? 0,
    totals: { net: summary?.net ?? 0, vat: summary?.vat ?? 0, gross: summary?.gross ?? 0 },
  };
}

/**
 * The invoices and corrections of these orders, each order's in the order they were issued: a statement for the
 * caller's batch, of at most D1_MAX_BOUND_PARAMETERS orders (a page of the orders list, or one order's page).
 */
export function invoicesOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length > D1_MAX_BOUND_PARAMETERS) throw new RangeError(`at most ${D1_MAX_BOUND_PARAMETERS} orders at once`);
  return db
    .select(orderInvoiceColumns)
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]))
    .orderBy(asc(invoices.orderId), asc(invoices.issuedAt), asc(invoices.id));
}

/** The month's invoices and corrections in the register's order: the invoices by number, then the corrections by number. */
export async function registerEntries(db: Db, month: string): Promise<RegisterEntry[]> {
  const corrected = alias(invoices, "corrected");
  const rows = await db
    .select({
      kind: invoices.kind,
      sequence: invoices.sequence,
      number: invoices.number,
      issueDate: invoices.issueDate,
      saleDate: invoices.saleDate,
      orderNumber: orderNumber(),
      buyerName: invoices.buyerName,
      buyerNip: invoices.buyerNip,
      // Only the totals of the snapshot, not the whole document: a month is a few thousand of them at most.
      perRate: sql<string>`json_extract(${invoices.document}, '$.totals.perRate')`,
      netTotal: invoices.netTotal,
      vatTotal: invoices.vatTotal,
      grossTotal: invoices.grossTotal,
      correctedNumber: sql<string | null>`${corrected.number}`.as("corrected_number"),
      ksefNumber: invoices.ksefNumber,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(corrected, eq(corrected.id, invoices.correctedInvoiceId))
    .where(ofMonth(month));
  return rows.sort(registerOrder).map(({ sequence: _sequence, perRate, ...row }) => ({ ...row, perRate: JSON.parse(perRate) as InvoiceRateTotal[] }));
}

/** The month's register as the accountant opens it: UTF-8 with a BOM, ';' between columns, like the shop's other exports. */
export async function registerCsv(db: Db, month: string): Promise<string> {
  return CSV_BOM + csvRows(registerCsvRows(await registerEntries(db, month)), REGISTER_HEADER);
}
