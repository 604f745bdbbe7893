import "~/lib/zod-locale";
import { z } from "zod";
import { complaintReasons, FURNITURE_DEFAULT_SUBJECT, type ComplaintReason } from "~/lib/enquiry-form";
import { REQUIRED_FIELDS_MESSAGE, tooLongMessage } from "~/lib/forms";
import { singleLine } from "~/lib/text";

// Read from here with the schemas' other messages; it lives in ~/lib/forms, which needs no zod schema.
export { REQUIRED_FIELDS_MESSAGE };
export const INVALID_EMAIL_MESSAGE = "Nieprawidłowy format adresu email.";

// A field missing from the request altogether reads like an empty one: the same Polish message.
const required = (max: number) => z.string(REQUIRED_FIELDS_MESSAGE).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max, tooLongMessage(max));
/** A required one-line field (a name, a subject, an address line): no line breaks, control or bidi characters. */
export const requiredLine = (max: number) => z.string(REQUIRED_FIELDS_MESSAGE).overwrite(singleLine).min(1, REQUIRED_FIELDS_MESSAGE).max(max, tooLongMessage(max));

export const emailField = z
  .string(REQUIRED_FIELDS_MESSAGE)
  .trim()
  .toLowerCase()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(254, INVALID_EMAIL_MESSAGE)
  .pipe(z.email(INVALID_EMAIL_MESSAGE));

/** Optional Polish phone: digits, spaces, dashes and a leading +48 accepted, stored as 9 digits. */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(20)
  .transform((v) => v.replace(/[\s-]/g, "").replace(/^\+?48(?=\d{9}$)/, ""))
  .refine((v) => v === "" || /^\d{9}$/.test(v), "Numer telefonu musi mieć dokładnie 9 cyfr")
  .transform((v) => v || undefined)
  .optional();

/** The contact payload of the spec: firstName, lastName, email, subject, message required; phone optional. */
export const contactEnquirySchema = z.object({
  firstName: requiredLine(80),
  lastName: requiredLine(80),
  email: emailField,
  phone: optionalPhoneField,
  subject: requiredLine(200),
  message: required(5000),
});
export type ContactEnquiry = z.infer<typeof contactEnquirySchema>;

/** Furniture enquiry: first name, last name, e-mail and message required; phone optional; a default subject. */
export const furnitureEnquirySchema = contactEnquirySchema.extend({
  subject: z
    .string()
    .overwrite(singleLine)
    .max(200, tooLongMessage(200))
    .transform((subject) => subject || FURNITURE_DEFAULT_SUBJECT),
});

/** Complaint: names, e-mail, order number and reason required; phone and description optional. */
export const complaintSchema = z.object({
  firstName: requiredLine(80),
  lastName: requiredLine(80),
  email: emailField,
  phone: optionalPhoneField,
  orderNumber: requiredLine(40),
  complaintReason: z.enum(Object.keys(complaintReasons) as [ComplaintReason, ...ComplaintReason[]], REQUIRED_FIELDS_MESSAGE),
  description: z.string().trim().max(5000, tooLongMessage(5000)).default(""),
});
export type Complaint = z.infer<typeof complaintSchema>;

/** What an enquiry carries besides the contact fields, by kind; validated again when read. */
export const enquiryDetailsSchema = z
  .object({
    selectedModel: z.string().max(40).optional(),
    orderNumber: z.string().max(40).optional(),
    complaintReason: z.enum(Object.keys(complaintReasons) as [ComplaintReason, ...ComplaintReason[]]).optional(),
  })
  .nullable();
export type EnquiryDetails = z.infer<typeof enquiryDetailsSchema>;
