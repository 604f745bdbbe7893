import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { invoices, processedEvents } from "~/db/schema";
import { buildFa3Xml } from "~/lib/fa3-xml";
import type { InvoiceDocument } from "~/lib/invoice";
import { isKsefNumber } from "~/lib/ksef-number";
import { sha256Base64 } from "~/server/ksef/crypto.server";
import { upoKey } from "~/server/ksef/submission.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { getDb } from "~/server/platform/db.server";
import { companyInvoice, reversalOf } from "../support/invoice-documents";
import { type FakeKsef, fakeKsef } from "../support/workers/ksef";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "../support/workers/orders";
import { deliver, keptEvents, uniqueEmail } from "../support/workers/queue";

// The ksef_submission handler against the local KSeF stand-in's API: accepted, refused, still processing, sent once
// however the event is redelivered or a worker dies half-way, a correction waiting for its original, and no token.

const db = getDb(env);
let ksef: FakeKsef;
let sequence = Math.floor(Math.random() * 1_000_000);

beforeEach(async () => {
  ksef = await fakeKsef();
});
afterEach(() => ksef.restore());

async function orderId(): Promise<number> {
  const result = await placeOrder(keptEvents().env, db, checkoutForm({ email: uniqueEmail() }), [await seededPleatLine()], null, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  return (await env.DB.prepare("select id from orders where number = ?").bind(result.number).first<{ id: number }>())!.id;
}

/** An issued company invoice waiting for KSeF, as issuing writes it (the row, not the issuing: helper A's part). */
async function issued(document: InvoiceDocument, correctedInvoiceId: number | null = null, forOrder?: number) {
  const n = ++sequence;
  const number = `${document.kind === "faktura" ? "FV" : "FK"}/${n}/11/2026`;
  const content = { ...document, number };
  const [row] = await db
    .insert(invoices)
    .values({
      orderId: forOrder ?? (await orderId()),
      kind: document.kind,
      correctedInvoiceId,
      trigger: document.kind === "faktura" ? "platnosc" : "zwrot",
      month: "2026-11",
      sequence: n,
      number,
      issueDate: document.issueDate,
      saleDate: document.saleDate,
      issuedAt: new Date("2026-11-28T09:00:00Z"),
      buyerName: document.buyer.name,
      buyerNip: document.buyer.nip,
      netTotal: document.totals.net,
      vatTotal: document.totals.vat,
      grossTotal: document.totals.gross,
      document: content,
      ksefState: document.buyer.nip ? "oczekuje" : null,
    })
    .returning();
  return row!;
}

const submission = (invoiceId: number) => ({ id: crypto.randomUUID(), type: "ksef_submission" as const, invoiceId });
const rowOf = async (id: number) => (await db.select().from(invoices).where(eq(invoices.id, id)).get())!;
const errorOf = async (eventId: string) => (await db.select().from(processedEvents).where(eq(processedEvents.id, eventId)).get())?.error;

describe("sending a company invoice to KSeF", () => {
  it("KSeF accepts it: 'przyjęta' with its KSeF number, the session and invoice references, the XML's hash and the UPO in R2", async () => {
    const invoice = await issued(companyInvoice());
    const result = await deliver(submission(invoice.id));
    expect(result.explicitAcks).toHaveLength(1);

    const row = await rowOf(invoice.id);
    expect(row.ksefState).toBe("przyjęta");
    expect(isKsefNumber(row.ksefNumber!)).toBe(true);
    expect(row.ksefNumber!.startsWith("5260001246-")).toBe(true);
    const [received] = ksef.received();
    expect(ksef.received()).toHaveLength(1);
    expect(row.ksefSessionReference).toBe(received!.session);
    expect(row.ksefInvoiceReference).toBe(received!.referenceNumber);
    const xml = buildFa3Xml(row.document, { issuedAt: row.issuedAt, correctedKsefNumber: null });
    expect(received!.xml).toBe(xml);
    expect(row.ksefInvoiceHash).toBe(await sha256Base64(new TextEncoder().encode(xml)));
    expect(row.ksefError).toBeNull();
    expect(row.upoKey).toBe(upoKey(invoice.id));
    const upo = await (await env.EXPORTS.get(row.upoKey!))!.text();
    expect(upo).toContain(`<NumerKSeFDokumentu>${row.ksefNumber}</NumerKSeFDokumentu>`);
    // The session is closed once KSeF took the invoice.
    expect(ksef.sandbox.sessions.get(row.ksefSessionReference!)?.open).toBe(false);
  });

  it("KSeF refuses it: 'odrzucona' with KSeF's reason, and the event is done (nothing to retry)", async () => {
    const invoice = await issued(companyInvoice());
    ksef.refuseWith(["Element '{http://crd.gov.pl/wzor/2025/06/25/13775/}P_12': [facet 'enumeration'] The value '24' is not an element of the set."]);
    const event = submission(invoice.id);
    expect((await deliver(event)).explicitAcks).toHaveLength(1);
    const row = await rowOf(invoice.id);
    expect(row.ksefState).toBe("odrzucona");
    expect(row.ksefNumber).toBeNull();
    expect(row.ksefError).toBe(
      "KSeF odrzucił fakturę: 430 Błąd weryfikacji pliku faktury: Element '{http://crd.gov.pl/wzor/2025/06/25/13775/}P_12': [facet 'enumeration'] The value '24' is not an element of the set.",
    );
    // Delivered again, a refused invoice is not sent again.
    expect((await deliver(submission(invoice.id))).explicitAcks).toHaveLength(1);
    expect(ksef.sends()).toHaveLength(1);
  });

  it("while KSeF processes it the event is retried, the invoice 'wysłana'; the retry finds the verdict without sending again", async () => {
    const invoice = await issued(companyInvoice());
    ksef.sandbox.hold(true);
    const event = submission(invoice.id);
    expect((await deliver(event)).retryMessages).toHaveLength(1);
    expect((await rowOf(invoice.id)).ksefState).toBe("wysłana");
    expect(await errorOf(event.id)).toMatch(/^KSeF przetwarza fakturę FV\/\d+\/11\/2026 \(Trwa przetwarzanie\)\.$/);

    ksef.sandbox.hold(false);
    expect((await deliver(event, env, 2)).explicitAcks).toHaveLength(1);
    expect((await rowOf(invoice.id)).ksefState).toBe("przyjęta");
    expect(ksef.sends()).toHaveLength(1);
  });

  it("a worker dying after KSeF took the invoice, before its reference was recorded: the redelivery finds it in the session by its hash", async () => {
    const invoice = await issued(companyInvoice());
    ksef.loseAnswers((call) => call.method === "POST" && call.path.endsWith("/invoices"));
    const event = submission(invoice.id);
    expect((await deliver(event)).retryMessages).toHaveLength(1);
    const half = await rowOf(invoice.id);
    expect(half.ksefState).toBe("oczekuje");
    expect(half.ksefSessionReference).not.toBeNull();
    expect(half.ksefInvoiceHash).not.toBeNull();

    ksef.heal();
    expect((await deliver(event, env, 2)).explicitAcks).toHaveLength(1);
    const row = await rowOf(invoice.id);
    expect(row.ksefState).toBe("przyjęta");
    expect(row.ksefSessionReference).toBe(half.ksefSessionReference);
    expect(ksef.sends()).toHaveLength(1);
    expect(ksef.received()).toHaveLength(1);
  });

  it("KSeF unreachable as the invoice is sent: the event is retried and the retry sends it once, in a new session", async () => {
    const invoice = await issued(companyInvoice());
    ksef.fail((call) => call.method === "POST" && call.path.endsWith("/invoices"));
    const event = submission(invoice.id);
    expect((await deliver(event)).retryMessages).toHaveLength(1);
    expect(await errorOf(event.id)).toBe("Network connection lost.");
    const half = await rowOf(invoice.id);

    ksef.heal();
    expect((await deliver(event, env, 2)).explicitAcks).toHaveLength(1);
    const row = await rowOf(invoice.id);
    expect(row.ksefState).toBe("przyjęta");
    expect(row.ksefSessionReference).not.toBe(half.ksefSessionReference);
    expect(ksef.received()).toHaveLength(1);
  });

  it("an accepted invoice is never sent again, whatever event arrives for it", async () => {
    const invoice = await issued(companyInvoice());
    const event = submission(invoice.id);
    await deliver(event);
    const accepted = await rowOf(invoice.id);
    expect((await deliver(event, env, 2)).explicitAcks).toHaveLength(1);
    expect((await deliver(submission(invoice.id))).explicitAcks).toHaveLength(1);
    expect(ksef.sends()).toHaveLength(1);
    expect((await rowOf(invoice.id)).ksefNumber).toBe(accepted.ksefNumber);
  });

  it("sent twice all the same (its record lost), KSeF's duplicate answer (440) gives the invoice the first send's KSeF number", async () => {
    const invoice = await issued(companyInvoice());
    await deliver(submission(invoice.id));
    const first = await rowOf(invoice.id);
    await db
      .update(invoices)
      .set({ ksefState: "oczekuje", ksefNumber: null, ksefSessionReference: null, ksefInvoiceReference: null, upoKey: null })
      .where(eq(invoices.id, invoice.id));

    expect((await deliver(submission(invoice.id))).explicitAcks).toHaveLength(1);
    const row = await rowOf(invoice.id);
    expect(ksef.received().map((one) => one.status.code)).toEqual([200, 440]);
    expect(row.ksefState).toBe("przyjęta");
    expect(row.ksefNumber).toBe(first.ksefNumber);
    expect(await (await env.EXPORTS.get(row.upoKey!))!.text()).toContain(`<NumerReferencyjnySesji>${first.ksefSessionReference}</NumerReferencyjnySesji>`);
  });

  it("a correction waits (retried) until KSeF has accepted the original, then refers to its KSeF number", async () => {
    const original = await issued(companyInvoice());
    const correction = await issued(reversalOf({ ...original.document }), original.id, original.orderId);
    const waiting = submission(correction.id);
    expect((await deliver(waiting)).retryMessages).toHaveLength(1);
    expect(await errorOf(waiting.id)).toBe(`Korekta ${correction.number} czeka, aż KSeF przyjmie korygowaną fakturę ${original.number} (teraz: oczekuje).`);
    expect(ksef.calls).toHaveLength(0);
    expect((await rowOf(correction.id)).ksefState).toBe("oczekuje");

    await deliver(submission(original.id));
    const accepted = await rowOf(original.id);
    expect((await deliver(waiting, env, 2)).explicitAcks).toHaveLength(1);
    const row = await rowOf(correction.id);
    expect(row.ksefState).toBe("przyjęta");
    const sent = ksef.received().at(-1)!.xml;
    expect(sent).toContain("<RodzajFaktury>KOR</RodzajFaktury>");
    expect(sent).toContain(`<NrKSeFFaKorygowanej>${accepted.ksefNumber}</NrKSeFFaKorygowanej>`);
  });

  it("without the KSEF_TOKEN secret the invoice stays 'oczekuje' and the event's error says why; KSeF is not called", async () => {
    const invoice = await issued(companyInvoice());
    const event = submission(invoice.id);
    const result = await deliver(event, { ...env, KSEF_TOKEN: "" } as Env);
    expect(result.retryMessages).toHaveLength(1);
    expect((await rowOf(invoice.id)).ksefState).toBe("oczekuje");
    expect(await errorOf(event.id)).toBe(`Brak tokenu KSeF (sekret KSEF_TOKEN): faktura ${invoice.number} czeka na wysłanie do KSeF.`);
    expect(ksef.calls).toHaveLength(0);
  });

  it("a private buyer's invoice stays outside KSeF", async () => {
    const invoice = await issued(companyInvoice({ buyer: { ...companyInvoice().buyer, nip: null, name: "Anna Nowak" } }));
    expect((await deliver(submission(invoice.id))).explicitAcks).toHaveLength(1);
    expect((await rowOf(invoice.id)).ksefState).toBeNull();
    expect(ksef.calls).toHaveLength(0);
  });
});
