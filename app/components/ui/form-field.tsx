import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from "react";
import { REQUIRED_FIELDS_MESSAGE } from "~/lib/forms";
import { buttonClasses } from "./button";
import { AlertCircleIcon, CheckCircleIcon } from "./icons";

type FieldBase = {
  label: string;
  name: string;
  /** The server's message for this field, shown under it and tied to it with aria-describedby. */
  error?: string;
  hint?: string;
  /** Marks the field as required to people and assistive technology; the server enforces it. */
  required?: boolean;
  className?: string;
};

type InputFieldProps = FieldBase & { as?: "input" } & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldBase | "id">;
type TextareaFieldProps = FieldBase & { as: "textarea" } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldBase | "id">;

const controlBase = "mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-950 shadow-xs placeholder:text-stone-400 sm:text-sm";

/** A plain select's look, in the back-office's filters and the shop's forms alike. */
export const selectClasses =
  "block min-h-10 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-950 shadow-xs hover:border-stone-400 disabled:opacity-60 sm:text-sm";

/** Under a field the short form reads better; the full sentence of the spec goes to the form's summary. */
function fieldMessage(error: string): string {
  return error === REQUIRED_FIELDS_MESSAGE ? "To pole jest wymagane." : error;
}

/** An e-mail address: the same label, keyboard and autofill wherever a form asks for one. */
export function EmailField({ label = "Adres email", ...props }: Omit<InputFieldProps, "label" | "name" | "type" | "as"> & { label?: string; name?: string }) {
  return <FormField label={label} name="email" type="email" autoComplete="email" inputMode="email" required {...props} />;
}

/** A labelled text input or textarea with its hint and error; one look for every form of the shop. */
export function FormField(props: InputFieldProps | TextareaFieldProps) {
  const { label, name, error, hint, required, className, ...control } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy,
    className: `${controlBase} ${error ? "border-red-600 bg-red-50/40" : "border-stone-300 hover:border-stone-400"}`,
  };

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-accent-700">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-stone-500">(opcjonalnie)</span>
        )}
      </label>
      {control.as === "textarea" ? <textarea {...withoutAs(control)} {...shared} /> : <input type="text" {...withoutAs(control)} {...shared} />}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <AlertCircleIcon className="mt-px size-4 shrink-0" />
          {fieldMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

function withoutAs<T extends { as?: string }>({ as: _as, ...rest }: T): Omit<T, "as"> {
  return rest;
}

/**
 * A message box above or instead of a form. It is not a live region (the toast announces the same
 * text); give it a ref and focus it when it should be read, which tabIndex -1 allows.
 */
export function FormAlert({ tone, children, ref }: { tone: "error" | "success"; children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  const Icon = tone === "error" ? AlertCircleIcon : CheckCircleIcon;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`flex items-start gap-3 rounded-xl border p-4 text-sm font-medium ${
        tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-emerald-200 bg-emerald-50 text-emerald-900"
      }`}
    >
      <Icon className="mt-px size-5 shrink-0" />
      <div className="flex-1">{children}</div>
    </div>
  );
}

/**
 * Disabled while the form is on its way, so it cannot be sent twice; the label says so. `name` and
 * `value` tell the action which button sent a form that has several.
 */
export function SubmitButton({
  pending,
  children,
  pendingLabel = "Wysyłanie...",
  disabled = false,
  ...button
}: {
  pending: boolean;
  children: ReactNode;
  pendingLabel?: string;
  disabled?: boolean;
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, "name" | "value" | "formAction" | "aria-describedby">) {
  return (
    <button type="submit" {...button} disabled={pending || disabled} className={`${buttonClasses("primary", "lg")} w-full sm:w-auto`}>
      {pending ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none" /> : null}
      {pending ? pendingLabel : children}
    </button>
  );
}
