import type { FieldErrors } from "~/lib/forms";

// Shared by the enquiry forms and their server action; apart from the zod schemas so the browser loads no zod for them.

/** The kinds of enquiry; the drizzle schema's column takes its values from here. */
export const ENQUIRY_KINDS = ["contact", "specialist_pleat", "furniture", "complaint"] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** Where the owner's handling of an enquiry stands; the drizzle schema's column takes its values from here. */
export const ENQUIRY_STATUSES = ["nowe", "w_toku", "zamkniete"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Readonly<Record<EnquiryStatus, string>> = { nowe: "Nowe", w_toku: "W toku", zamkniete: "Zamknięte" };

/** The hidden field only a bot fills in; its name is one a form-filling bot expects to find. */
export const HONEYPOT_FIELD = "website";

/** What an enquiry form's action answers; `values` is what the visitor typed, to show it again. */
export type EnquiryFormResult =
  | { status: "sent" }
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string> }
  | { status: "limited"; message: string; values: Record<string, string> }
  | { status: "failed"; values: Record<string, string> };
