import "~/lib/zod-locale";
import { z } from "zod";
import { compactIban, isValidNip, isValidPolishIban } from "~/lib/checksums";
import { tooLongMessage } from "~/lib/forms";
import { NUMBER_PATTERN_PARTS } from "~/lib/invoice";
import { singleLine } from "~/lib/text";
import type { EditableSettings, SettingName } from "~/lib/shop-settings";
import { emailField, requiredLine } from "./enquiry";
import { priceField } from "./product-admin";
import { deductionFields, deductionFormFields } from "./production-deductions";

// The shop's settings, checked the same way wherever they come from: the deployment's [vars] (the defaults),
// the rows saved in D1, and the settings form (which types amounts in złote; see settingsFormSchema).

const postalCode = requiredLine(6).regex(/^\d{2}-\d{3}$/, "Kod pocztowy w formacie 00-000.");
/** A Polish number as the owner writes it ("500 600 700", "+48 22 123 45 67"); shown as typed. */
const phone = requiredLine(20).refine((value) => /^\+?[\d\s-]+$/.test(value) && /^(48)?\d{9}$/.test(value.replace(/\D/g, "")), "Podaj prawidłowy numer telefonu (9 cyfr).");
const link = requiredLine(300).pipe(z.url({ protocol: /^https?$/, error: "Podaj pełny adres strony, zaczynający się od https://" }));
const days = z.number("Podaj liczbę dni roboczych.").int("Podaj liczbę dni roboczych.").min(1, "Co najmniej 1 dzień roboczy.").max(120, "Najwyżej 120 dni roboczych.");
const MAX_SETTING_AMOUNT = 100_000;
const AMOUNT_TOO_HIGH = "Kwota nie może przekraczać 1 000,00 zł";
const grosze = (min: 0 | 1) =>
  z
    .number()
    .int()
    .min(min, min === 0 ? "Kwota nie może być ujemna" : "Kwota musi być większa od zera")
    .max(MAX_SETTING_AMOUNT, AMOUNT_TOO_HIGH);
/** An amount typed in złote, within the settings' own ceiling (not the products' 10 000 zł). */
const typedAmount = (min: 0 | 1) => priceField({ allowZero: true, max: MAX_SETTING_AMOUNT, tooHigh: AMOUNT_TOO_HIGH }).pipe(grosze(min));

/** Each part is required: without the month, year or sequence two invoices could share a number. */
const numberPattern = requiredLine(40)
  .refine((value) => NUMBER_PATTERN_PARTS.every((part) => value.split(part).length === 2), `Wzór musi zawierać raz każde z: ${NUMBER_PATTERN_PARTS.join(", ")}.`)
  .refine(
    (value) => !/[{}]/.test(NUMBER_PATTERN_PARTS.reduce((rest, part) => rest.replace(part, ""), value)),
    `Poza ${NUMBER_PATTERN_PARTS.join(", ")} wzór nie może zawierać nawiasów klamrowych.`,
  );

const settingFields = {
  name: requiredLine(80),
  legalName: requiredLine(200),
  street: requiredLine(120),
  postalCode,
  city: requiredLine(80),
  nip: requiredLine(13)
    .refine(isValidNip, "Nieprawidłowy numer NIP.")
    .transform((value) => value.replace(/[\s-]/g, "")),
  phone,
  email: emailField,
  adminEmail: emailField,
  bankName: requiredLine(120),
  bankAccount: requiredLine(40).refine(isValidPolishIban, "Nieprawidłowy numer rachunku: podaj PL i 26 cyfr z poprawną sumą kontrolną.").transform(compactIban),
  bankRecipient: requiredLine(200),
  paymentPhone: phone,
  pickupHours: requiredLine(120),
  facebookUrl: link,
  instagramUrl: link,
  powderCoatingUrl: link,
  courierSmallParcelPrice: grosze(1),
  smallParcelMaxPieces: z.number("Podaj liczbę sztuk.").int("Podaj liczbę sztuk.").min(1, "Co najmniej 1 sztuka.").max(999, "Najwyżej 999 sztuk."),
  courierPrice: grosze(1),
  // Zero is allowed: no fee for paying in cash is the owner's choice.
  cashPaymentFee: grosze(0),
  fulfilmentMinDays: days,
  fulfilmentMaxDays: days,
  fulfilmentUsualMinDays: days,
  fulfilmentUsualMaxDays: days,
  pickupStreet: requiredLine(120),
  pickupPostalCode: postalCode,
  pickupCity: requiredLine(80),
  manufacturerName: requiredLine(200),
  manufacturerAddress: requiredLine(200),
  manufacturerEmail: emailField,
  // Empty unless the manufacturer is outside the EU.
  euResponsiblePerson: z.string().overwrite(singleLine).max(300, tooLongMessage(300)),
  invoiceNumberPattern: numberPattern,
  correctionNumberPattern: numberPattern,
  ...deductionFields,
} satisfies Record<SettingName, z.ZodType>;

export const SETTING_NAMES = Object.keys(settingFields) as SettingName[];

/** The rules across fields: the usual fulfilment range lies within the promised one; the two number series differ. */
function checkAcrossFields(
  settings: Pick<
    EditableSettings,
    "fulfilmentMinDays" | "fulfilmentMaxDays" | "fulfilmentUsualMinDays" | "fulfilmentUsualMaxDays" | "invoiceNumberPattern" | "correctionNumberPattern"
  >,
  ctx: z.RefinementCtx,
) {
  const flag = (path: SettingName, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (settings.fulfilmentMaxDays < settings.fulfilmentMinDays) flag("fulfilmentMaxDays", "Najdłuższy czas nie może być krótszy od najkrótszego.");
  if (settings.fulfilmentUsualMinDays < settings.fulfilmentMinDays) flag("fulfilmentUsualMinDays", "Zwykły czas nie może być krótszy od najkrótszego.");
  if (settings.fulfilmentUsualMaxDays > settings.fulfilmentMaxDays) flag("fulfilmentUsualMaxDays", "Zwykły czas nie może być dłuższy od najdłuższego.");
  if (settings.fulfilmentUsualMaxDays < settings.fulfilmentUsualMinDays) flag("fulfilmentUsualMaxDays", "Koniec zwykłego czasu nie może być przed jego początkiem.");
  if (settings.correctionNumberPattern === settings.invoiceNumberPattern) flag("correctionNumberPattern", "Korekty potrzebują innego wzoru niż faktury.");
}

/** Every setting, typed: amounts in grosze, days as numbers. */
export const shopSettingsSchema = z.object(settingFields).superRefine(checkAcrossFields) satisfies z.ZodType<EditableSettings>;

/** One stored setting on its own (a row from D1): a row that no longer passes falls back to the default. */
export function parseSetting(name: SettingName, value: unknown): z.ZodSafeParseResult<unknown> {
  return settingFields[name].safeParse(value);
}

/** A whole number typed into the form ("7", " 14 ") as a number; anything else left for the field's message. */
const typedCount = z.preprocess((value) => (typeof value === "string" && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value), z.unknown());

/** The settings form: every field a string, amounts in złote ("30,00"). The same rules as the stored settings. */
export const settingsFormSchema = z
  .object({
    ...settingFields,
    // The price field reads złote; the settings' own rules (zero allowed or not, the ceiling) then apply.
    courierSmallParcelPrice: typedAmount(1),
    courierPrice: typedAmount(1),
    cashPaymentFee: typedAmount(0),
    smallParcelMaxPieces: typedCount.pipe(settingFields.smallParcelMaxPieces),
    fulfilmentMinDays: typedCount.pipe(days),
    fulfilmentMaxDays: typedCount.pipe(days),
    fulfilmentUsualMinDays: typedCount.pipe(days),
    fulfilmentUsualMaxDays: typedCount.pipe(days),
    ...deductionFormFields,
  })
  .superRefine(checkAcrossFields);
