import { and, eq, isNull } from "drizzle-orm";
import { invoices } from "~/db/schema";
import { buildFa3Xml } from "~/lib/fa3-xml";
import { isKsefNumber } from "~/lib/ksef-number";
import { announceInvoice } from "~/server/invoices/announce.server";
import { type Db, getDb } from "~/server/platform/db.server";
import { type KsefClient, ksefClient, ksefConfig, type SessionInvoiceStatus } from "./client.server";
import { sha256Base64 } from "./crypto.server";

// One company invoice to KSeF, exactly once however often its ksef_submission event is delivered and wherever a worker
// dies (docs/decisions/2026-11-28-ksef.md). The row records each step before the next: the session and the XML's hash
// before the invoice is sent (a run that died after sending finds it in that session's list by the hash), the invoice's
// reference once KSeF took it ('wysłana'), then KSeF's verdict: 'przyjęta' with its KSeF number and the UPO in R2, or
// 'odrzucona' with KSeF's reason. Each write is conditional on what the run read, so of two runs at once one records;
// a second send of the same invoice gets KSeF's duplicate answer (440), which names the KSeF number it already has.

/** KSeF has not decided yet, or the invoice cannot be sent yet: the event is retried later (the consumer's back-off). */
export class KsefNotYet extends Error {
  constructor(message: string) {
    super(message);
    this.name = "KsefNotYet";
  }
}

/** KSeF's codes for an invoice still being processed, and for processing it broke off (the invoice is then sent again). */
const PROCESSING = new Set([100, 150]);
const BROKEN_OFF = new Set([405, 550]);
const ACCEPTED = 200;
const DUPLICATE = 440;

/** Where an accepted invoice's UPO is kept in R2 (EXPORTS, which only the admin's routes serve). */
export function upoKey(invoiceId: number): string {
  return `invoices/upo/${invoiceId}.xml`;
}

type InvoiceRow = typeof invoices.$inferSelect;

/** Where the invoice stands after this run; one KSeF has not decided on throws KsefNotYet instead. */
export type KsefSubmissionOutcome = "outside_ksef" | "accepted" | "rejected";

interface Sent {
  session: string;
  reference: string;
}

interface Run {
  env: Env;
  db: Db;
  client: KsefClient;
  invoice: InvoiceRow;
}

export async function submitInvoiceToKsef(env: Env, invoiceId: number): Promise<KsefSubmissionOutcome> {
  const db = getDb(env);
  const invoice = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).get();
  // Invoices are written before their events are sent, so a missing one is an error worth retrying and then seeing.
  if (!invoice) throw new Error(`invoice ${invoiceId} not found`);
  if (invoice.ksefState === null) return "outside_ksef";
  if (invoice.ksefState === "odrzucona") return "rejected";
  if (invoice.ksefState === "przyjęta") {
    // A run that died between the verdict and the announcement leaves the announcement to this one.
    await announceInvoice(env, invoiceId);
    return "accepted";
  }

  const config = ksefConfig(env);
  if (!config) throw new KsefNotYet(`Brak tokenu KSeF (sekret KSEF_TOKEN): faktura ${invoice.number} czeka na wysłanie do KSeF.`);
  const correctedKsefNumber = await originalKsefNumber(db, invoice);
  const xml = new TextEncoder().encode(buildFa3Xml(invoice.document, { issuedAt: invoice.issuedAt, correctedKsefNumber }));
  const hash = await sha256Base64(xml);
  const client = ksefClient(config, invoice.document.seller.nip);
  const run: Run = { env, db, client, invoice };

  const sent = (await alreadySent(run, hash)) ?? (await send(run, xml, hash));
  return applyVerdict(run, sent, await client.invoiceStatus(sent.session, sent.reference));
}

/** A correction of an invoice in KSeF refers to its KSeF number, so it waits until KSeF has accepted the original. */
async function originalKsefNumber(db: Db, invoice: InvoiceRow): Promise<string | null> {
  if (invoice.kind !== "korekta" || invoice.correctedInvoiceId === null) return null;
  const original = await db
    .select({ number: invoices.number, ksefState: invoices.ksefState, ksefNumber: invoices.ksefNumber })
    .from(invoices)
    .where(eq(invoices.id, invoice.correctedInvoiceId))
    .get();
  if (!original) throw new Error(`invoice ${invoice.correctedInvoiceId} corrected by ${invoice.number} not found`);
  if (original.ksefState === null) return null;
  if (original.ksefState !== "przyjęta" || !original.ksefNumber)
    throw new KsefNotYet(`Korekta ${invoice.number} czeka, aż KSeF przyjmie korygowaną fakturę ${original.number} (teraz: ${original.ksefState}).`);
  return original.ksefNumber;
}

/** The invoice KSeF already has: recorded, or found by its hash in the session that a run which died had opened for it. */
async function alreadySent({ db, client, invoice }: Run, hash: string): Promise<Sent | null> {
  const session = invoice.ksefSessionReference;
  if (!session) return null;
  if (invoice.ksefInvoiceReference) return { session, reference: invoice.ksefInvoiceReference };
  if (invoice.ksefInvoiceHash !== hash) return null;
  const found = (await client.sessionInvoices(session)).find((one) => one.invoiceHash === hash);
  if (!found) return null;
  await recordSent(db, invoice.id, session, found.referenceNumber);
  return { session, reference: found.referenceNumber };
}

/** Writes the invoice's reference in its session, unless another run recorded its own send first. */
async function recordSent(db: Db, invoiceId: number, session: string, reference: string): Promise<void> {
  const recorded = await db
    .update(invoices)
    .set({ ksefState: "wysłana", ksefInvoiceReference: reference, ksefUpdatedAt: new Date() })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.ksefSessionReference, session), isNull(invoices.ksefInvoiceReference)))
    .returning({ id: invoices.id });
  if (recorded.length === 0) throw new KsefNotYet(`Inne doręczenie wysłało fakturę ${invoiceId} do KSeF; jej stan zostanie sprawdzony.`);
}

/**
 * A new session, claimed on the row (only if the row still holds the session this run read) before the invoice is sent
 * in it; the session is closed once KSeF took the invoice (an open one closes itself after 12 hours).
 */
async function send({ db, client, invoice }: Run, xml: Uint8Array<ArrayBuffer>, hash: string): Promise<Sent> {
  const session = await client.openSession();
  const claimed = await db
    .update(invoices)
    .set({ ksefSessionReference: session.referenceNumber, ksefInvoiceHash: hash, ksefUpdatedAt: new Date() })
    .where(
      and(
        eq(invoices.id, invoice.id),
        isNull(invoices.ksefInvoiceReference),
        invoice.ksefSessionReference === null ? isNull(invoices.ksefSessionReference) : eq(invoices.ksefSessionReference, invoice.ksefSessionReference),
      ),
    )
    .returning({ id: invoices.id });
  if (claimed.length === 0) throw new KsefNotYet(`Inne doręczenie wysyła fakturę ${invoice.number} do KSeF; jej stan zostanie sprawdzony.`);
  const sent = await client.sendInvoice(session, xml);
  await recordSent(db, invoice.id, session.referenceNumber, sent.referenceNumber);
  await client.closeSession(session.referenceNumber).catch(() => undefined);
  return { session: session.referenceNumber, reference: sent.referenceNumber };
}

function reasonOf(status: SessionInvoiceStatus["status"]): string {
  return [`${status.code} ${status.description}`, ...(status.details ?? [])].join(": ").slice(0, 1000);
}

function extension(status: SessionInvoiceStatus["status"], name: string): string | null {
  const value = status.extensions?.[name];
  return typeof value === "string" && value ? value : null;
}

async function applyVerdict(run: Run, sent: Sent, { status, ksefNumber }: SessionInvoiceStatus): Promise<KsefSubmissionOutcome> {
  const { invoice } = run;
  // Accepted without its number yet: KSeF gives the number as it writes the invoice down, so it is asked again.
  if (PROCESSING.has(status.code) || (status.code === ACCEPTED && !ksefNumber)) throw new KsefNotYet(`KSeF przetwarza fakturę ${invoice.number} (${status.description}).`);
  if (status.code === ACCEPTED && ksefNumber) return accept(run, sent, ksefNumber, sent);
  if (status.code === DUPLICATE) {
    // Sent twice (a run died after KSeF took it): the first send's number and session are the invoice's.
    const original = extension(status, "originalKsefNumber");
    const originalSession = extension(status, "originalSessionReferenceNumber");
    if (original && originalSession) return accept(run, sent, original, { session: originalSession, ksefNumber: original });
  }
  if (BROKEN_OFF.has(status.code)) {
    await run.db
      .update(invoices)
      .set({ ksefState: "oczekuje", ksefSessionReference: null, ksefInvoiceReference: null, ksefUpdatedAt: new Date() })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.ksefInvoiceReference, sent.reference)));
    throw new KsefNotYet(`KSeF przerwał przetwarzanie faktury ${invoice.number} (${reasonOf(status)}); zostanie wysłana ponownie.`);
  }
  await run.db
    .update(invoices)
    .set({ ksefState: "odrzucona", ksefError: `KSeF odrzucił fakturę: ${reasonOf(status)}`, ksefUpdatedAt: new Date() })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.ksefState, "wysłana"), eq(invoices.ksefInvoiceReference, sent.reference)));
  return "rejected";
}

/** Stores the UPO in R2, then the KSeF number and the UPO's key on the row, then announces the invoice. */
async function accept({ env, db, client, invoice }: Run, sent: Sent, ksefNumber: string, upoOf: Sent | { session: string; ksefNumber: string }) {
  if (!isKsefNumber(ksefNumber)) throw new Error(`KSeF answered an invalid KSeF number for invoice ${invoice.number}: ${ksefNumber}`);
  const upo = "reference" in upoOf ? await client.upo(upoOf.session, { reference: upoOf.reference }) : await client.upo(upoOf.session, { ksefNumber });
  const key = upoKey(invoice.id);
  await env.EXPORTS.put(key, upo, { httpMetadata: { contentType: "application/xml" } });
  await db
    .update(invoices)
    .set({ ksefState: "przyjęta", ksefNumber, upoKey: key, ksefError: null, ksefUpdatedAt: new Date() })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.ksefState, "wysłana"), eq(invoices.ksefInvoiceReference, sent.reference)));
  await announceInvoice(env, invoice.id);
  return "accepted" as const;
}
