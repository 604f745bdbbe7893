import type { ReactNode } from "react";
import { AlertCircleIcon, InfoCircleIcon } from "~/components/ui/icons";

/** The id a field's aria-describedby points at while it has a message. */
export function fieldMessageId(fieldId: string): string {
  return `${fieldId}-message`;
}

/**
 * A field's error (the input is wrong), warning (valid, but not sold here) and hints (the measuring assistant's
 * "did you measure right?", app/lib/measuring-hints.ts), under the field. Errors and warnings are alerts; a hint is a
 * polite status, announced without interrupting the typing that caused it. A hint never changes the value.
 */
export function FieldMessages({ fieldId, error, warning, hints = [] }: { fieldId: string; error?: ReactNode; warning?: ReactNode; hints?: readonly string[] }) {
  if (!error && !warning && hints.length === 0) return null;
  return (
    <div id={fieldMessageId(fieldId)} className="mt-2 space-y-2">
      {error ? (
        <p role="alert" className="flex gap-1.5 text-sm font-medium text-red-700">
          <AlertCircleIcon className="mt-px size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      {hints.map((hint) => (
        <p key={hint} role="status" className="flex gap-1.5 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
          <InfoCircleIcon className="mt-px size-4 shrink-0 text-sky-700" />
          <span>{hint}</span>
        </p>
      ))}
      {warning ? (
        <div role="alert" className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <AlertCircleIcon className="mt-px size-4 shrink-0 text-amber-700" />
          <div className="space-y-2">{warning}</div>
        </div>
      ) : null}
    </div>
  );
}
