import type { ReactNode } from "react";
import { AlertCircleIcon } from "~/components/ui/icons";

/** The id a field's aria-describedby points at while it has a message. */
export function fieldMessageId(fieldId: string): string {
  return `${fieldId}-message`;
}

/**
 * A field's error (the input is wrong) and warning (valid, but not sold here), under the field.
 * Each is an alert, so a message that appears is announced without moving focus.
 */
export function FieldMessages({ fieldId, error, warning }: { fieldId: string; error?: ReactNode; warning?: ReactNode }) {
  if (!error && !warning) return null;
  return (
    <div id={fieldMessageId(fieldId)} className="mt-2 space-y-2">
      {error ? (
        <p role="alert" className="flex gap-1.5 text-sm font-medium text-red-700">
          <AlertCircleIcon className="mt-px size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      {warning ? (
        <div role="alert" className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <AlertCircleIcon className="mt-px size-4 shrink-0 text-amber-700" />
          <div className="space-y-2">{warning}</div>
        </div>
      ) : null}
    </div>
  );
}
