import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { invoices, orders } from "~/db/schema";
import type { InvoiceDocument } from "~/lib/invoice";
import { adminInvoicePdfPath, invoicePdfPath } from "~/lib/invoice-paths";
import { ksefVerificationUrl } from "~/lib/ksef-verification";
import { formatPln } from "~/lib/money";
import { announceInvoice, invoicePdfKey, storeInvoicePdf } from "~/server/invoices/announce.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { getDb } from "~/server/platform/db.server";
import { sampleCorrection, sampleInvoice } from "../support/invoice-documents";
import { readPdf } from "../support/pdf-text";
import { signedInCustomer } from "../support/workers/accounts";
import { get, signedIn, type Session } from "../support/workers/admin";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "../support/workers/orders";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

const db = getDb(env);

async function newOrder(userId: string | null = null, email = uniqueEmail()) {
  const result = await placeOrder(keptEvents().env, db, checkoutForm({ email }), [await seededPleatLine()], userId, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  const order = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, result.number)).get();
  return { ...result, id: order!.id, email };
}

/** An invoice row as issuing writes it (another part of issue 46), its document a snapshot. */
async function issued(order: { id: number; number: string }, change: Partial<typeof invoices.$inferInsert> = {}, document: InvoiceDocument = sampleInvoice()) {
  const sequence = 1 + Math.floor(Math.random() * 1e9);
  const kind = change.kind ?? document.kind;
  const number = `${kind === "korekta" ? "FK" : "FV"}/${sequence}/11/2026`;
  const [row] = await db
    .insert(invoices)
    .values({
      orderId: order.id,
      kind,
      trigger: "platnosc",
      month: "2026-11",
      sequence,
      number,
      issueDate: document.issueDate,
      saleDate: document.saleDate,
      issuedAt: new Date(),
      buyerName: document.buyer.name,
      buyerNip: document.buyer.nip,
      netTotal: document.totals.net,
      vatTotal: document.totals.vat,
      grossTotal: document.totals.gross,
      document: { ...document, number, orderNumber: order.number },
      ...change,
    })
    .returning();
  return row!;
}

const pdfKeyOf = async (id: number) => (await db.select({ pdfKey: invoices.pdfKey }).from(invoices).where(eq(invoices.id, id)).get())?.pdfKey;

async function storedPdf(key: string) {
  const object = await env.EXPORTS.get(key);
  expect(object?.httpMetadata?.contentType).toBe("application/pdf");
  return readPdf(new Uint8Array(await object!.arrayBuffer()));
}

const linkIn = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll("&amp;", "&");

function expectPdfDownload(response: Response, fileName: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}"`);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
}

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).not.toBe("application/pdf");
  expect(await response.text()).toContain("Nie znaleziono faktury");
}

describe("announcing an issued invoice (invoice_issued)", () => {
  it("stores its PDF in R2, records the key, and e-mails the customer one link that opens it without signing in, however often it is delivered", async () => {
    const order = await newOrder();
    const invoice = await issued(order, { buyerNip: null }, sampleInvoice({ buyer: { ...sampleInvoice().buyer, name: "Anna Żak", nip: null } }));
    const email = recordingEmail();
    const event = { id: crypto.randomUUID(), type: "invoice_issued", invoiceId: invoice.id };

    expect((await deliver(event, email.env)).explicitAcks).toHaveLength(1);
    const key = invoicePdfKey(invoice.id, null);
    expect(await pdfKeyOf(invoice.id)).toBe(key);
    const pdf = await storedPdf(key);
    expect(pdf.text).toContain(`Faktura VAT nr ${invoice.number}`);
    expect(pdf.text).toContain(`Numer zamówienia: ${order.number}`);
    expect(pdf.text).toContain("NIP: 5260001246");
    expect(pdf.text).toContain("Anna Żak");
    expect(pdf.text).toContain(`Zapłacono: ${formatPln(128_456)}`);

    expect(email.sent.map((m) => [m.to, m.subject])).toEqual([[order.email, `Faktura ${invoice.number} do zamówienia ${order.number}`]]);
    const [mail] = email.sent;
    expect(mail!.text).toContain(`Wystawiliśmy fakturę VAT nr ${invoice.number}`);
    expect(mail!.text).not.toContain("KSeF");
    const pdfLink = linkIn(mail!.html, /href="(http:\/\/localhost:5173\/order-details\/[^"]+\/faktury\/[^"]+)"/)!;
    expect(pdfLink).toMatch(new RegExp(`/order-details/${order.number}/faktury/${invoice.id}\\?klucz=[\\w-]{43}$`));
    const download = await get(pdfLink.replace("http://localhost:5173", ""));
    expectPdfDownload(download, `Faktura-FV-${invoice.sequence}-11-2026.pdf`);
    expect(download.headers.get("referrer-policy")).toBe("no-referrer");
    expect((await readPdf(new Uint8Array(await download.arrayBuffer()))).text).toContain(invoice.number);
    // The same link opens the order's page too.
    const orderLink = linkIn(mail!.html, /href="(http:\/\/localhost:5173\/order-details\/ZAM-[\d-]+\?klucz=[^"]+)"/)!;
    expect(orderLink.split("?")[1]).toBe(pdfLink.split("?")[1]);
    expect((await get(orderLink.replace("http://localhost:5173", ""))).status).toBe(200);

    // Redelivered, and announced again by another event (or by KSeF's handler): no second e-mail.
    expect((await deliver(event, email.env, 2)).explicitAcks).toHaveLength(1);
    await announceInvoice(email.env, invoice.id, crypto.randomUUID());
    expect(email.sent).toHaveLength(1);
    const deliveries = await env.DB.prepare("select count(*) as n from email_deliveries where key = ?").bind(`invoice:${invoice.id}:customer`).first<{ n: number }>();
    expect(deliveries?.n).toBe(1);
    const timeline = await env.DB.prepare("select count(*) as n from order_timeline where order_id = ? and kind = 'email_sent'").bind(order.id).first<{ n: number }>();
    expect(timeline?.n).toBe(1);
  });

  it("retries a send that failed, and then sends it once", async () => {
    const order = await newOrder();
    const invoice = await issued(order);
    let failing = true;
    const email = recordingEmail(() => failing);
    const event = { id: crypto.randomUUID(), type: "invoice_issued", invoiceId: invoice.id };
    expect((await deliver(event, email.env)).retryMessages).toHaveLength(1);
    expect(await pdfKeyOf(invoice.id)).toBe(invoicePdfKey(invoice.id, null));
    failing = false;
    expect((await deliver(event, email.env, 2)).explicitAcks).toHaveLength(1);
    expect(email.sent).toHaveLength(1);
  });

  it("prints an accepted company invoice's KSeF number and QR code, and names it in the e-mail", async () => {
    const order = await newOrder();
    const hash = "UtQp9Gpc51y+u3xApZjIjgkpZ01js+J8KflSPW8WzIE=";
    const ksefNumber = `5260001246-20261128-${crypto.randomUUID().slice(0, 12).toUpperCase().replace("-", "0")}-AF`;
    const invoice = await issued(order, { ksefState: "przyjęta", ksefNumber, ksefInvoiceHash: hash });
    const email = recordingEmail();
    await announceInvoice(email.env, invoice.id, crypto.randomUUID());

    const key = invoicePdfKey(invoice.id, ksefNumber);
    expect(key).not.toBe(invoicePdfKey(invoice.id, null));
    expect(await pdfKeyOf(invoice.id)).toBe(key);
    const pdf = await storedPdf(key);
    expect(pdf.text).toContain(`Numer KSeF: ${ksefNumber}`);
    expect(pdf.text.split("\n")).toContain(ksefNumber);
    expect(pdf.text).toContain(ksefVerificationUrl("test", "5260001246", "2026-11-28", hash).slice(0, 45));
    expect(email.sent).toHaveLength(1);
    expect(email.sent[0]!.text).toContain(`pod numerem ${ksefNumber}`);
  });

  it("waits for KSeF with a company invoice it has not accepted: no e-mail, nothing for the customer", async () => {
    const owner = await signedInCustomer();
    const order = await newOrder(owner.customer.user.id, owner.email);
    const invoice = await issued(order, { ksefState: "wysłana" });
    const email = recordingEmail();
    await announceInvoice(email.env, invoice.id);
    expect(email.sent).toHaveLength(0);
    expect(await pdfKeyOf(invoice.id)).toBeNull();
    await expectNotFound(await get(invoicePdfPath(order.number, invoice.id), owner.cookie));
    await expectNotFound(await get(invoicePdfPath(order.number, invoice.id, order.accessToken)));
  });

  it("announces a correction in its own words, and stores a fresh rendering on demand", async () => {
    const order = await newOrder();
    const original = await issued(order);
    const correction = await issued(order, { kind: "korekta", correctedInvoiceId: original.id, trigger: "zwrot" }, sampleCorrection());
    const email = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type: "invoice_issued", invoiceId: correction.id }, email.env);
    expect(email.sent.map((m) => m.subject)).toEqual([`Faktura korygująca ${correction.number} do zamówienia ${order.number}`]);
    expect(email.sent[0]!.text).toContain("Wystawiliśmy fakturę korygującą nr");
    expect(email.sent[0]!.text).toContain("Pobierz fakturę korygującą (PDF)");
    const pdf = await storedPdf(invoicePdfKey(correction.id, null));
    expect(pdf.text).toContain(`Faktura korygująca nr ${correction.number}`);
    expect(pdf.text).toContain("Przed korektą");

    expect(await storeInvoicePdf(env, original.id)).toBe(invoicePdfKey(original.id, null));
    expect(await pdfKeyOf(original.id)).toBe(invoicePdfKey(original.id, null));
  });

  it("is retried for an invoice that does not exist (written before its event, so worth seeing)", async () => {
    const result = await deliver({ id: crypto.randomUUID(), type: "invoice_issued", invoiceId: 999_999_999 }, recordingEmail().env);
    expect(result.retryMessages).toHaveLength(1);
  });
});

describe("downloading an invoice PDF", () => {
  let owner: Session;
  let customer: Session;
  beforeAll(async () => {
    owner = await signedIn({ admin: true, gate: true });
    customer = await signedIn();
  });

  it("gives the owner any invoice, rendered and stored on first download", async () => {
    const order = await newOrder();
    const invoice = await issued(order, { ksefState: "oczekuje" });
    expect(await pdfKeyOf(invoice.id)).toBeNull();
    const response = await get(adminInvoicePdfPath(invoice.id), owner.cookie);
    expectPdfDownload(response, `Faktura-FV-${invoice.sequence}-11-2026.pdf`);
    expect((await readPdf(new Uint8Array(await response.arrayBuffer()))).text).toContain(invoice.number);
    expect(await pdfKeyOf(invoice.id)).toBe(invoicePdfKey(invoice.id, null));
    // Then from R2.
    expectPdfDownload(await get(adminInvoicePdfPath(invoice.id), owner.cookie), `Faktura-FV-${invoice.sequence}-11-2026.pdf`);

    await expectNotFound(await get("/admin-faktury/999999999/pdf", owner.cookie));
    await expectNotFound(await get("/admin-faktury/abc/pdf", owner.cookie));
    await expectNotFound(await get("/admin-faktury/0/pdf", owner.cookie));
    // Nobody else gets it, not even a signed-in customer.
    for (const cookie of [customer.cookie, undefined]) {
      const refused = await get(adminInvoicePdfPath(invoice.id), cookie);
      expect(refused.status).not.toBe(200);
      expect(refused.headers.get("content-type")).not.toBe("application/pdf");
    }
  });

  it("gives the customer their invoice as the order's page does: signed in as its owner or with its private link; anyone else a 404", async () => {
    const buyer = await signedInCustomer();
    const order = await newOrder(buyer.customer.user.id, buyer.email);
    const invoice = await issued(order);
    const fileName = `Faktura-FV-${invoice.sequence}-11-2026.pdf`;

    expectPdfDownload(await get(invoicePdfPath(order.number, invoice.id), buyer.cookie), fileName);
    expectPdfDownload(await get(invoicePdfPath(order.number, invoice.id, order.accessToken)), fileName);

    await expectNotFound(await get(invoicePdfPath(order.number, invoice.id)));
    await expectNotFound(await get(invoicePdfPath(order.number, invoice.id), customer.cookie));
    await expectNotFound(await get(invoicePdfPath(order.number, invoice.id, "zly-klucz")));
    await expectNotFound(await get(invoicePdfPath(order.number, 999_999_999, order.accessToken)));
    await expectNotFound(await get(`/order-details/${order.number}/faktury/abc?klucz=${order.accessToken}`));
    await expectNotFound(await get(invoicePdfPath("ZAM-2026-999999", invoice.id, order.accessToken)));
    // Another order's invoice through this order's link: not theirs.
    const other = await newOrder();
    const otherInvoice = await issued(other);
    await expectNotFound(await get(invoicePdfPath(order.number, otherInvoice.id, order.accessToken)));
    await expectNotFound(await get(invoicePdfPath(other.number, otherInvoice.id, order.accessToken)));
  });
});
