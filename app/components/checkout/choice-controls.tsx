import { useId, type ReactNode } from "react";
import { AlertCircleIcon } from "~/components/ui/icons";

/** A card around a group of the checkout form, headed like the page's other sections. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-stone-950">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertCircleIcon className="mt-px size-4 shrink-0" />
      {message}
    </p>
  );
}

/**
 * A radio group as a card with its legend as the heading; the group's error sits under the
 * legend and is tied to the fieldset, so it is read when the group is entered.
 */
export function ChoiceFieldset({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="float-left w-full">
        <h2 className="text-lg font-semibold text-stone-950">{legend}</h2>
      </legend>
      {/* Below the floated legend: a flex box beside a float would squeeze into the space next to it. */}
      <div className="clear-left">
        {error ? <FieldError id={errorId} message={error} /> : null}
        <div className="grid gap-3 pt-4">{children}</div>
      </div>
    </fieldset>
  );
}

/**
 * One radio of a group, drawn as a selectable card: title, description and price on the right. A
 * disabled one is shown but cannot be chosen or focused; its description says why.
 */
export function ChoiceOption({
  name,
  value,
  checked,
  onChange,
  title,
  description,
  price,
  invalid,
  disabled = false,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  description?: ReactNode;
  price: ReactNode;
  invalid?: boolean;
  disabled?: boolean;
}) {
  const state = disabled
    ? "cursor-not-allowed border-stone-200 bg-stone-50"
    : `cursor-pointer has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-600 ${
        invalid ? "border-red-300" : "border-stone-300 hover:border-stone-400"
      }`;
  return (
    <label className={`flex items-start gap-3 rounded-xl border p-4 transition-colors ${state}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        // The group's error is read with its fieldset; this marks the radio as a place to fix for the form's focus.
        data-invalid={(invalid && !disabled) || undefined}
        className="mt-0.5 size-4 shrink-0 accent-accent-600 focus-visible:outline-none"
      />
      <span className="min-w-0 flex-1">
        <span className={`block font-medium ${disabled ? "text-stone-600" : "text-stone-950"}`}>{title}</span>
        {description ? <span className="mt-0.5 block text-sm text-stone-600">{description}</span> : null}
      </span>
      <span className="shrink-0 text-sm font-semibold text-stone-950">{price}</span>
    </label>
  );
}

/** A checkbox with its label text beside it and its error under it. */
export function CheckboxField({
  name,
  error,
  required,
  checked,
  onChange,
  children,
}: {
  name: string;
  error?: string;
  required?: boolean;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 rounded accent-accent-600"
        />
        <label htmlFor={id} className="text-sm leading-6 text-stone-800">
          {children}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-accent-700">
              *
            </span>
          ) : null}
        </label>
      </div>
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}
