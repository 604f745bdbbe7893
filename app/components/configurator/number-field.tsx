import type { ReactNode } from "react";
import { MAX_LINE_QUANTITY } from "~/lib/pricing/constants";
import { FieldMessages, fieldMessageId } from "./field-messages";

export interface NumberFieldProps {
  id: string;
  label: ReactNode;
  /** The text of the field, as typed. */
  value: string;
  /** Called with the field's text when it is empty or a number; a half-typed non-number (a lone "-") is not reported, so the field keeps its value. */
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown inside the field on the right, e.g. "cm". */
  unit?: string;
  hint?: ReactNode;
  error?: ReactNode;
  warning?: ReactNode;
  /** The measuring assistant's hints for this field (app/lib/measuring-hints.ts). */
  hints?: readonly string[];
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
  placeholder?: string;
}

/** A labelled whole-number input with its hint, error and warning wired to aria-describedby. */
export function NumberField({ id, label, value, onValueChange, onBlur, unit, hint, error, warning, hints = [], min, max, step = 1, required, placeholder }: NumberFieldProps) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error || warning || hints.length > 0 ? fieldMessageId(id) : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
        {required ? <span className="text-accent-700"> *</span> : null}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={value}
          placeholder={placeholder}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            if (!event.currentTarget.validity.badInput) onValueChange(event.currentTarget.value);
          }}
          onBlur={onBlur}
          // No spinner arrows: they would sit on the unit, and typing is quicker for centimetres anyway.
          className={`block min-h-11 w-full [appearance:textfield] rounded-lg border bg-white px-3 py-2 text-base text-stone-950 shadow-sm tabular-nums placeholder:text-stone-400 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none ${
            unit ? "pr-12" : ""
          } ${error ? "border-red-600" : warning ? "border-amber-500" : "border-stone-300"}`}
        />
        {unit ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-stone-500">
            {unit}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldMessages fieldId={id} error={error} warning={warning} hints={hints} />
    </div>
  );
}

/**
 * A quantity with the spec's rule: a blank field is allowed (the form counts it as 0), while 0, a
 * negative number or one above `max` is ignored and the previous quantity stays.
 */
export function QuantityField({ onValueChange, max = MAX_LINE_QUANTITY, unit = "szt.", ...props }: NumberFieldProps) {
  return (
    <NumberField
      {...props}
      unit={unit}
      min={1}
      max={max}
      step={1}
      onValueChange={(value) => {
        const quantity = Number(value);
        if (value === "" || (quantity > 0 && quantity <= max)) onValueChange(value);
      }}
    />
  );
}
