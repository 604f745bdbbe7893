import "~/lib/zod-locale";
import { z } from "zod";
import { COMPLAINT_REMEDIES, COMPLAINT_TEXT_MAX, complaintReasons, type ComplaintReason } from "~/lib/complaints";
import { formValues, REQUIRED_FIELDS_MESSAGE, tooLongMessage } from "~/lib/forms";

// The customer's complaint forms on the order's page (issue 47): filing a case, and answering in its conversation.
// The photos are files, checked by their bytes on the server (app/server/complaints/files.server.ts), not here.

export const CHOOSE_LINES_MESSAGE = "Wybierz co najmniej jeden produkt, którego dotyczy reklamacja.";
export const CHOOSE_REASON_MESSAGE = "Wybierz powód reklamacji.";
export const CHOOSE_REMEDY_MESSAGE = "Wybierz, czego oczekujesz.";

const text = z.string(REQUIRED_FIELDS_MESSAGE).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(COMPLAINT_TEXT_MAX, tooLongMessage(COMPLAINT_TEXT_MAX));

/** An order line's id as a checkbox posts it. */
const lineId = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, CHOOSE_LINES_MESSAGE)
  .transform(Number);

export const complaintFilingSchema = z.object({
  // Each line once, however often it was posted; the server checks they are the order's own.
  lines: z
    .array(lineId, CHOOSE_LINES_MESSAGE)
    .min(1, CHOOSE_LINES_MESSAGE)
    .max(200, CHOOSE_LINES_MESSAGE)
    .transform((ids) => [...new Set(ids)]),
  reason: z.enum(Object.keys(complaintReasons) as [ComplaintReason, ...ComplaintReason[]], CHOOSE_REASON_MESSAGE),
  requestedRemedy: z.enum(COMPLAINT_REMEDIES, CHOOSE_REMEDY_MESSAGE),
  description: text,
});
export type ComplaintFiling = z.infer<typeof complaintFilingSchema>;

/** The filing form's fields as the schema takes them: its text fields, and every ticked line (a checkbox group repeats its name). */
export function complaintFilingInput(form: FormData): Record<string, unknown> {
  return { ...formValues(form), lines: form.getAll("lines").filter((value) => typeof value === "string") };
}

export const complaintReplySchema = z.object({ body: text });
