import "~/lib/zod-locale";
import { z } from "zod";
import { singleLine } from "~/lib/text";
import { REQUIRED_FIELDS_MESSAGE } from "~/lib/forms";
import { emailField, requiredLine } from "./enquiry";

// The account forms' rules and messages (accounts-and-backoffice.md sections 5 and 8).

export const PHONE_REQUIRED = "Numer telefonu jest wymagany";
export const PHONE_LENGTH = "Numer telefonu musi mieć dokładnie 9 cyfr";
export const CODE_FORMAT = "Wprowadź 6-cyfrowy kod weryfikacyjny";
export const PASSWORDS_DIFFER = "Hasła nie są zgodne";

/** Digits only, without the country code a pasted "+48 600 700 800" or "0048…" carries. */
function nationalDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length > 9 ? digits.replace(/^(?:00)?48/, "") : digits;
}

/** What the phone input keeps as the person types: digits only, at most 9. */
export function phoneDigits(value: string): string {
  return nationalDigits(value).slice(0, 9);
}

/** "600700800" → "600 700 800" */
export function formatPhone(digits: string): string {
  return digits.replace(/(\d{3})(?=\d)/g, "$1 ");
}

export const phoneField = z.string().transform(nationalDigits).pipe(z.string().min(1, PHONE_REQUIRED).length(9, PHONE_LENGTH));

export const postalCodeField = z
  .string()
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .regex(/^\d{2}-\d{3}$/, "Kod pocztowy w formacie 00-000.");

const checkbox = (message: string) => z.literal(true, message);

/** The customer's data, the same in registration and in the profile. */
const profileFields = {
  firstName: requiredLine(80),
  lastName: requiredLine(80),
  phone: phoneField,
  street: requiredLine(120),
  houseNumber: requiredLine(20),
  apartmentNumber: z
    .string()
    .overwrite(singleLine)
    .max(20)
    .transform((v) => v || null),
  city: requiredLine(80),
  postalCode: postalCodeField,
};

export const registrationSchema = z
  .object({
    email: emailField,
    password: z
      .string()
      .min(1, REQUIRED_FIELDS_MESSAGE)
      .min(8, "Hasło musi mieć co najmniej 8 znaków.")
      .max(128, "Hasło może mieć najwyżej 128 znaków.")
      .regex(/\p{L}/u, "Hasło musi zawierać co najmniej jedną literę."),
    confirmPassword: z.string().min(1, REQUIRED_FIELDS_MESSAGE),
    ...profileFields,
    privacyPolicyAccepted: checkbox("Proszę zaakceptować politykę prywatności"),
    termsAccepted: checkbox("Proszę zaakceptować regulamin"),
  })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DIFFER });
export type Registration = z.infer<typeof registrationSchema>;

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, REQUIRED_FIELDS_MESSAGE).max(254),
  password: z.string().min(1, REQUIRED_FIELDS_MESSAGE).max(128),
});

export const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, CODE_FORMAT);

export const verificationSchema = z.object({ email: emailField, code: codeField });

/** A new verification code: the address alone. */
export const resendCodeSchema = verificationSchema.pick({ email: true });

/** Forgot password, step 1. */
export const resetEmailSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Proszę podać adres email").pipe(emailField),
});

/** The e-mailed link's one-time token: 256 bits, base64url. */
const resetTokenField = z.string().regex(/^[\w-]{43}$/);

/** What the e-mailed link carries; a malformed one is an invalid link. */
export const resetLinkSchema = z.object({ email: emailField, token: resetTokenField });

const newPasswordFields = {
  password: z.string().min(1, "Proszę wypełnić wszystkie pola").max(128, "Hasło może mieć najwyżej 128 znaków."),
  confirmPassword: z.string().min(1, "Proszę wypełnić wszystkie pola"),
};

/** A new password typed twice: the same both times, and the spec's minimum is 6 here. */
function checkNewPassword(form: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (form.password !== form.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORDS_DIFFER });
  if (form.password.length < 6) ctx.addIssue({ code: "custom", path: ["password"], message: "Hasło musi mieć co najmniej 6 znaków" });
}

/** Forgot password, step 3: the new password with the checked code. */
export const newPasswordSchema = z.object({ email: emailField, code: codeField, ...newPasswordFields }).superRefine(checkNewPassword);

/** The e-mailed link's form: the new password with the link's token. */
export const linkPasswordSchema = z.object({ email: emailField, token: resetTokenField, ...newPasswordFields }).superRefine(checkNewPassword);

/** Deleting the account: the password once more, and the box that says it cannot be undone. */
export const accountDeletionSchema = z.object({
  password: z.string().min(1, "Wpisz swoje hasło, aby potwierdzić usunięcie konta.").max(128, "Nieprawidłowe hasło."),
  confirm: z.literal("on", "Zaznacz, że rozumiesz, że usuniętego konta nie da się przywrócić."),
});

/** The profile form: every field may be sent; only the changed ones are. */
export const profileUpdateSchema = z.object(profileFields).partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** street, house number, '/apartment' then ', postal_code city' */
export function fullAddress(p: { street: string; houseNumber: string; apartmentNumber: string | null; postalCode: string; city: string }): string {
  const line = `${p.street} ${p.houseNumber}${p.apartmentNumber ? `/${p.apartmentNumber}` : ""}`.trim();
  const town = `${p.postalCode} ${p.city}`.trim();
  return [line, town].filter(Boolean).join(", ");
}

/** A path inside the shop to return to after signing in; anything else (other sites, protocol tricks) is ignored. */
export function safeReturnTo(value: string | null | undefined, fallback = "/profile"): string {
  // Browsers drop tabs and newlines and read "\\" as "/", so "/\t/evil.example" would leave the shop.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character in the path is what is refused
  if (!value?.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value) || value.startsWith("//")) return fallback;
  return value;
}
