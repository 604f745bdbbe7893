import type { EnquiryKind } from "~/lib/enquiry-form";
import type { ContactEnquiry, EnquiryDetails } from "~/lib/schemas/enquiry";
import { enquiryInsert } from "~/server/enquiries/intake.server";
import type { Db } from "~/server/platform/db.server";

/** A visitor's message kept in D1 without its event, so no e-mail goes: the tests' way to have one in the inbox. */
export async function saveEnquiry(
  db: Db,
  kind: EnquiryKind,
  enquiry: ContactEnquiry,
  details?: NonNullable<EnquiryDetails>,
  userId: string | null = null,
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await enquiryInsert(db, id, kind, enquiry, { details, userId });
  return { id };
}
