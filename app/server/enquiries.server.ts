import { enquiries, type EnquiryKind } from "~/db/schema";
import type { ContactEnquiry } from "~/lib/schemas/enquiry";
import type { Db } from "./db.server";

/** Keeps a visitor's message in D1 first, so it survives whatever happens to its e-mail. */
export async function saveEnquiry(
  db: Db,
  kind: EnquiryKind,
  enquiry: ContactEnquiry,
  details?: Record<string, string>,
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await db.insert(enquiries).values({ id, kind, ...enquiry, phone: enquiry.phone ?? null, details: details ?? null });
  return { id };
}
