import type { z } from "zod";
import { formErrorSummary, parseForm, type FormFailure, type FormRefusal } from "~/lib/forms";

/** An account form's refusal: the forms' one refusal, and what was typed. */
export type AccountRefusal = FormRefusal & {
  /** Which of the page's forms was refused. */
  intent: string;
  /** What was typed, shown again; passwords are never sent back. */
  values: Record<string, string>;
  /** Sign-in was refused because the address is not confirmed yet: the page offers the verification step. */
  unverified?: boolean;
};

const SECRET_FIELDS = new Set(["password", "confirmPassword"]);

export function echoValues(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET_FIELDS.has(name)));
}

/** The line above a refused form: a rule on the whole form, else one rule's own message when that is all there is, else the summary. */
export function refusalMessage({ fieldErrors, formError }: FormFailure): string {
  if (formError) return formError;
  const messages = new Set(Object.values(fieldErrors));
  return messages.size === 1 ? [...messages][0]! : formErrorSummary(fieldErrors);
}

/**
 * A schema's input from a form: each field it knows, a missing one as "" so that it gets the
 * schema's Polish message rather than a type error.
 */
export function schemaInput(schema: z.ZodObject, values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, values[name] ?? ""]));
}

/** An account form parsed with its schema: the same parse in the action and in the browser. */
export function parseAccountForm<Schema extends z.ZodObject>(schema: Schema, values: Readonly<Record<string, string>>) {
  return parseForm(schemaInput(schema, values), schema);
}
