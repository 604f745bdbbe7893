import { z } from "zod";

export const REQUIRED_FIELDS_MESSAGE = "Proszę wypełnić wszystkie wymagane pola";
export const INVALID_EMAIL_MESSAGE = "Nieprawidłowy format adresu email.";

const required = (max: number) => z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max, `Maksymalnie ${max} znaków.`);

export const emailField = z
  .string()
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
  firstName: required(80),
  lastName: required(80),
  email: emailField,
  phone: optionalPhoneField,
  subject: required(200),
  message: required(5000),
});
export type ContactEnquiry = z.infer<typeof contactEnquirySchema>;
