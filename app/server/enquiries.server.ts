import { enquiries, type EnquiryKind } from "~/db/schema";
import type { ContactEnquiry, EnquiryDetails } from "~/lib/schemas/enquiry";
import { getDb, type Db } from "./db.server";
import { enqueueEvent } from "./events.server";

/** Keeps a visitor's message in D1 first, so it survives whatever happens to its e-mail. */
export async function saveEnquiry(
  db: Db,
  kind: EnquiryKind,
  enquiry: ContactEnquiry,
  details?: NonNullable<EnquiryDetails>,
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await db.insert(enquiries).values({ id, kind, ...enquiry, phone: enquiry.phone ?? null, details: details ?? null });
  return { id };
}

/** A visitor's message: stored first, then handed to the events queue, whose consumer e-mails the shop. */
export async function receiveEnquiry(
  env: Env,
  kind: EnquiryKind,
  enquiry: ContactEnquiry,
  details?: NonNullable<EnquiryDetails>,
): Promise<{ id: string }> {
  const saved = await saveEnquiry(getDb(env), kind, enquiry, details);
  await enqueueEvent(env, { id: crypto.randomUUID(), type: "enquiry_received", enquiryId: saved.id });
  return saved;
}
