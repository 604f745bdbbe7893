import "~/lib/zod-locale";
import { z } from "zod";
import { DEDUCTION_NAMES, type DeductionName, MAX_DEDUCTION_MM } from "~/lib/production-deductions";

// The workshop's deductions as settings (app/lib/schemas/shop-settings.ts spreads these into its fields): whole
// millimetres from 0 to MAX_DEDUCTION_MM, stored as numbers and typed into the settings form as text.

const WHOLE_MM = "Podaj liczbę całkowitą milimetrów, np. 4.";
const millimetres = z.number(WHOLE_MM).int(WHOLE_MM).min(0, "Potrącenie nie może być ujemne.").max(MAX_DEDUCTION_MM, `Potrącenie może wynosić najwyżej ${MAX_DEDUCTION_MM} mm.`);

/** Digits as typed ("4", " 35 ", "-2") as a number; anything else is left for the field's message. */
const typedMillimetres = z.preprocess((value) => (typeof value === "string" && /^\s*-?\d{1,4}\s*$/.test(value) ? Number(value) : value), millimetres);

const fieldsOf = <T extends z.ZodType>(field: T) => Object.fromEntries(DEDUCTION_NAMES.map((name) => [name, field])) as Record<DeductionName, T>;

/** As stored (a row of D1 `settings`) and as the settings are typed. */
export const deductionFields = fieldsOf(millimetres);
/** As the settings form sends them. */
export const deductionFormFields = fieldsOf(typedMillimetres);
