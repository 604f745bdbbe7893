import { data } from "react-router";
import type { z } from "zod";
import { countOf, type NounForms } from "./plural";
import "./zod-locale";

export type FieldErrors = Record<string, string>;

/**
 * The spec's sentence for a required field left empty (FormField says it shorter under the field).
 * Here and not with the schemas, so a form that shows it loads no zod schema in the browser.
 */
export const REQUIRED_FIELDS_MESSAGE = "Proszę wypełnić wszystkie wymagane pola";

/** 'Maksymalnie 254 znaki', 'ma dokładnie 4 znaki'. */
export const CHARACTERS: NounForms = ["znak", "znaki", "znaków"];

/** 'Maksymalnie 254 znaki.': a text field's length limit, its count in the Polish form. */
export const tooLongMessage = (max: number) => `Maksymalnie ${countOf(max, CHARACTERS)}.`;

/** A parsed form: its data, or each field's first message (and a message for the whole form, from a rule on no one field). */
export type FormParse<T> = { ok: true; data: T } | FormFailure;
export type FormFailure = { ok: false; fieldErrors: FieldErrors; formError?: string };

/** What every action answers for a form it refused: the line above the form and each field's own message. */
export type FormRefusal = { ok: false; message: string; errors: FieldErrors };

/** The first message for each field, keyed by its top-level name, as a form shows them. */
function firstIssues(error: z.ZodError): { fieldErrors: FieldErrors; formError?: string } {
  const fieldErrors: FieldErrors = {};
  let formError: string | undefined;
  for (const issue of error.issues) {
    if (issue.path.length === 0) formError ??= issue.message;
    else fieldErrors[String(issue.path[0])] ??= issue.message;
  }
  return formError === undefined ? { fieldErrors } : { fieldErrors, formError };
}

/** A form's fields as strings; repeated names keep their last value (checkbox groups read getAll themselves). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * The one way a form is checked, in the browser and in an action alike. `input` is the posted form,
 * or its fields already shaped for a schema that wants more than strings (checkboxes, defaults).
 */
export function parseForm<Schema extends z.ZodType>(input: FormData | Readonly<Record<string, unknown>>, schema: Schema): FormParse<z.output<Schema>> {
  const parsed = schema.safeParse(input instanceof FormData ? formValues(input) : input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, ...firstIssues(parsed.error) };
}

/** The first message of a refused form, as the line above it says when it has nothing better. */
export function firstMessage(failure: FormFailure): string | undefined {
  return failure.formError ?? Object.values(failure.fieldErrors)[0];
}

/** The line above a refused form: the spec's sentence when something required is missing. */
export function formErrorSummary(errors: Readonly<FieldErrors>): string {
  return Object.values(errors).includes(REQUIRED_FIELDS_MESSAGE) ? REQUIRED_FIELDS_MESSAGE : "Popraw zaznaczone pola formularza.";
}

/** The one way an action answers a refused form: 400 (or the refusal's own status) with the line above the form and each field's message. */
export function refuseForm<Extra extends object = Record<never, never>>(message: string, errors: FieldErrors, extra?: Extra, init: ResponseInit = {}) {
  return data<FormRefusal & Extra>({ ok: false, message, errors, ...(extra as Extra) }, { status: 400, ...init });
}
