import { eq } from "drizzle-orm";
import { invoices, orders } from "~/db/schema";
import { invoicePdfPath } from "~/lib/invoice-paths";
import { isKsefEnvironment, ksefVerificationUrl } from "~/lib/ksef-verification";
import { privateOrderPath } from "~/lib/order-number";
import { deliverOnce } from "../email/delivery.server";
import { recipientOf } from "../email/recipients.server";
import { issueOrderLink } from "../orders/links.server";
import { getDb, type Db } from "../platform/db.server";
import { readShopSettings } from "../settings/shop.server";
import InvoiceIssuedEmail, { invoiceIssuedSubject } from "../../../emails/invoice-issued";

// An issued invoice's PDF in R2 (the bucket the exports use, read only through the download routes) and the customer's
// one e-mail about it. A company buyer's invoice is announced once KSeF has accepted it (app/server/ksef), its PDF then
// carrying KSeF's number and the verification QR code; a private buyer's as soon as it is issued (invoice_issued).

async function loadInvoice(db: Db, invoiceId: number) {
  const found = await db
    .select({ invoice: invoices, order: { id: orders.id, number: orders.number, email: orders.email, userId: orders.userId, firstName: orders.firstName } })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, invoiceId))
    .get();
  // Invoices are written before their events are sent, so a missing one is an error worth retrying and then seeing.
  if (!found) throw new Error(`invoice ${invoiceId} not found`);
  return found;
}

export type InvoiceRow = typeof invoices.$inferSelect;

/** Whether the customer may have it: a private buyer's at once, a company buyer's only once KSeF accepted it (art. 106na). */
export function isCustomerVisible(invoice: Pick<InvoiceRow, "ksefState">): boolean {
  return invoice.ksefState === null || invoice.ksefState === "przyjęta";
}

/** KSeF's number and verification link for the PDF, once KSeF accepted the invoice (its number and the XML's hash kept). */
function ksefMark(env: Pick<Env, "KSEF_ENVIRONMENT">, invoice: InvoiceRow) {
  if (!invoice.ksefNumber || !invoice.ksefInvoiceHash) return null;
  const environment: string = env.KSEF_ENVIRONMENT;
  if (!isKsefEnvironment(environment)) throw new Error(`KSEF_ENVIRONMENT is not one of test, demo, production: ${environment}`);
  const { seller, issueDate } = invoice.document;
  return { number: invoice.ksefNumber, verificationUrl: ksefVerificationUrl(environment, seller.nip, issueDate, invoice.ksefInvoiceHash) };
}

/** One R2 object per invoice and rendering: the one before KSeF's number and the one with it never overwrite each other. */
export function invoicePdfKey(invoiceId: number, ksefNumber: string | null): string {
  return `faktury/${invoiceId}/${ksefNumber ? `ksef-${ksefNumber}` : "faktura"}.pdf`;
}

async function store(env: Env, db: Db, invoice: InvoiceRow): Promise<{ key: string; pdf: Uint8Array }> {
  const ksef = ksefMark(env, invoice);
  // Loaded on first use: pdf-lib and the fonts stay out of the modules every request evaluates.
  const { renderInvoicePdf } = await import("./pdf.server");
  const pdf = await renderInvoicePdf(invoice.document, ksef);
  const key = invoicePdfKey(invoice.id, ksef?.number ?? null);
  await env.EXPORTS.put(key, pdf, { httpMetadata: { contentType: "application/pdf" } });
  await db.update(invoices).set({ pdfKey: key }).where(eq(invoices.id, invoice.id));
  return { key, pdf };
}

/** Renders the invoice as it stands now (with KSeF's number once it has one), stores it in R2 and records its key; no e-mail. */
export async function storeInvoicePdf(env: Env, invoiceId: number): Promise<string> {
  const db = getDb(env);
  const { invoice } = await loadInvoice(db, invoiceId);
  return (await store(env, db, invoice)).key;
}

/**
 * The invoice's PDF: the one stored when it is the current rendering, else rendered and stored now (an invoice whose
 * event has not been consumed yet, or one KSeF accepted since). For the download routes.
 */
export async function currentInvoicePdf(env: Env, db: Db, invoice: InvoiceRow): Promise<Uint8Array> {
  if (invoice.pdfKey === invoicePdfKey(invoice.id, ksefMark(env, invoice)?.number ?? null)) {
    const stored = await env.EXPORTS.get(invoice.pdfKey);
    if (stored) return new Uint8Array(await stored.arrayBuffer());
  }
  return (await store(env, db, invoice)).pdf;
}

/**
 * The invoice's PDF into R2 and its link to the customer, by e-mail, exactly once per invoice whatever is delivered
 * again: the delivery is keyed by the invoice (app/server/email/delivery.server.ts), and a PDF already stored for the
 * current rendering is not drawn again. A company buyer's invoice KSeF has not accepted is not announced (yet).
 * `eventId` is the event the e-mail is recorded under (the invoice_issued or ksef_submission being handled).
 */
export async function announceInvoice(env: Env, invoiceId: number, eventId = `invoice:${invoiceId}`): Promise<{ recipient: string; subject: string } | undefined> {
  const db = getDb(env);
  const { invoice, order } = await loadInvoice(db, invoiceId);
  if (!isCustomerVisible(invoice)) {
    console.log(JSON.stringify({ source: "invoice", outcome: "waiting_for_ksef", invoiceId, ksefState: invoice.ksefState }));
    return;
  }
  const ksef = ksefMark(env, invoice);
  if (invoice.pdfKey !== invoicePdfKey(invoice.id, ksef?.number ?? null)) await store(env, db, invoice);

  const [shop, customer] = await Promise.all([readShopSettings(db, env), recipientOf(db, order.userId, order.email)]);
  const key = `invoice:${invoice.id}:customer`;
  const token = await issueOrderLink(env, db, order, `email:${key}`);
  const subject = invoiceIssuedSubject(invoice.kind, invoice.number, order.number);
  await deliverOnce(env, db, shop, key, eventId, {
    to: order.email,
    orderId: order.id,
    // The shop's own document about money paid: fixed texts and facts, never held back by the recipient's limit.
    recipient: customer === "verified" ? "verified" : "orderer",
    subject,
    body: (
      <InvoiceIssuedEmail
        shop={shop}
        pdfUrl={new URL(invoicePdfPath(order.number, invoice.id, token), shop.publicUrl).toString()}
        orderUrl={new URL(privateOrderPath(order.number, token), shop.publicUrl).toString()}
        invoice={{
          kind: invoice.kind,
          number: invoice.number,
          orderNumber: order.number,
          correctedNumber: invoice.document.corrected?.number ?? null,
          ksefNumber: ksef?.number ?? null,
        }}
        firstName={customer === "verified" ? order.firstName : null}
      />
    ),
  });
  return { recipient: order.email, subject };
}
