import { and, asc, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { invoices, orderLinks, orders } from "~/db/schema";
import { cutoffFor } from "~/lib/retention";
import { clearPersonalEntries } from "../orders/timeline.server";
import { D1_MAX_BOUND_PARAMETERS, type Db, getDb } from "../platform/db.server";
import { type Budget, type StepResult, withinBudget } from "./chunks.server";

/**
 * What an order keeps of its customer once accounting no longer needs it: nothing. Names, addresses and contact
 * details become empty (their columns are NOT NULL), the optional ones null; the account's link and the hash of the
 * submission (which would confirm a guess of these data) go too. Amounts, lines, dates, methods and statuses stay.
 */
const CLEARED = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  street: "",
  houseNumber: "",
  apartmentNumber: null,
  city: "",
  postalCode: "",
  notes: null,
  companyName: null,
  companyNip: null,
  userId: null,
  submissionHash: null,
} as const satisfies Partial<Record<keyof typeof orders.$inferSelect, string | null>>;

/**
 * An order that still holds something CLEARED removes. Not "anonymised_at is null": deleting an account anonymises
 * its orders only as far as accounting allows and sets anonymised_at too, and those orders must still lose the rest.
 */
const stillPersonal = or(
  isNull(orders.anonymisedAt),
  ...Object.entries(CLEARED).map(([field, value]) => {
    const column = orders[field as keyof typeof CLEARED];
    return value === null ? isNotNull(column) : ne(column, value);
  }),
);

/** Orders per statement: a chunk's links are deleted and its orders cleared in one batch. */
export const ORDERS_CHUNK = 100;

/**
 * Removes the personal data of the orders whose accounting retention ended (app/lib/retention.ts, `orders`): each
 * chunk deletes the orders' private links, clears their customer fields and what their timelines say of the customer
 * in one batch, so no order is left half-done. Running it again changes nothing; a backlog larger than the budget goes on in the next run.
 */
export function anonymiseExpiredOrders(db: Db, now: number, budget: Budget = { size: ORDERS_CHUNK }): Promise<StepResult> {
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(lt(orders.createdAt, new Date(cutoffFor("orders", now))), stillPersonal))
    .orderBy(asc(orders.id))
    .limit(budget.size);
  return withinBudget("anonymised", budget, async () => {
    // The same rows twice in one transaction: deleting links does not change which orders are due.
    const [, , cleared] = await db.batch([
      db.delete(orderLinks).where(inArray(orderLinks.orderId, due)),
      clearPersonalEntries(db, due),
      db
        .update(orders)
        .set({ ...CLEARED, anonymisedAt: new Date(now), updatedAt: new Date(now) })
        .where(inArray(orders.id, due))
        .returning({ id: orders.id }),
    ]);
    return cleared.length;
  });
}

/** Invoices per chunk: their ids are bound in one statement. */
export const INVOICES_CHUNK = D1_MAX_BOUND_PARAMETERS;

/**
 * An invoice is an accounting document kept as long as its order, counted from its own issue (an order of December may
 * be invoiced in January): then it keeps nothing of its buyer either. The name, NIP and address leave its row and its
 * document, and its PDF leaves R2 (the owner's download renders it again, without them); numbers, dates and amounts stay.
 */
export function anonymiseExpiredInvoices(env: Pick<Env, "DB" | "EXPORTS">, now: number, budget: Budget = { size: INVOICES_CHUNK }): Promise<StepResult> {
  const db = getDb(env);
  return withinBudget("anonymised", budget, async () => {
    const due = await db
      .select({ id: invoices.id, pdfKey: invoices.pdfKey })
      .from(invoices)
      .where(and(lt(invoices.issuedAt, new Date(cutoffFor("orders", now))), or(ne(invoices.buyerName, ""), isNotNull(invoices.buyerNip), isNotNull(invoices.pdfKey))))
      .orderBy(asc(invoices.id))
      .limit(budget.size);
    if (due.length === 0) return 0;
    // The files first: an invoice whose PDF could not be deleted keeps its key, and the next run tries again.
    const keys = due.flatMap(({ pdfKey }) => (pdfKey ? [pdfKey] : []));
    if (keys.length) await env.EXPORTS.delete(keys);
    await db
      .update(invoices)
      .set({
        buyerName: "",
        buyerNip: null,
        pdfKey: null,
        document: sql`json_set(${invoices.document}, '$.buyer.name', '', '$.buyer.nip', json('null'), '$.buyer.street', '', '$.buyer.postalCode', '', '$.buyer.city', '')`,
      })
      .where(
        inArray(
          invoices.id,
          due.map(({ id }) => id),
        ),
      );
    return due.length;
  });
}
