import type { z } from "zod";
import "./zod-locale";

export type FieldErrors = Record<string, string>;

/** The first message for each field, keyed by its top-level name, as a form shows them. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A form's fields as strings; repeated names keep their last value (checkbox groups read getAll themselves). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return values;
}
