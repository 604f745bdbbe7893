import { useId, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import type { z } from "zod";
import type { AccessoryKind } from "~/lib/pricing";
import { buttonClasses } from "~/components/ui/button";
import { FormAlert, selectClasses, SubmitButton } from "~/components/ui/form-field";
import { useFieldErrors } from "~/components/ui/use-field-errors";
import { parseForm, type FormRefusal } from "~/lib/forms";
import { ImageField } from "./image-field";

// One form for every product of the back-office: the fields a page gives it, checked in the browser with
// the schema the action parses, the server's messages under each field, and what was typed kept on a refusal.
// A product with a photo gets the photo field too, and the form posts multipart (app/server/platform/images.server.ts
// readPhotoForm reads it, the save checks the photo by its bytes).

/** A refused product form also carries back what was typed, so a page without JavaScript keeps it. */
export type ProductRefusal = FormRefusal & { values: Record<string, string> };

/** What a field needs from the form: its name, the value to start from, its message. */
export type FieldProps = { name: string; defaultValue: string | undefined; error: string | undefined };

export function ProductForm({
  schema,
  refusal,
  initial,
  submitLabel,
  cancelTo,
  photo,
  children,
}: {
  schema: z.ZodType;
  refusal: ProductRefusal | undefined;
  /** The stored values, as the fields show them. */
  initial: Readonly<Record<string, string>>;
  submitLabel: string;
  /** Where "Anuluj" leads; none for a form on its list's page. */
  cancelTo?: string;
  /** The product's photo now (null for a new product, which must bring one); none for a form without a photo. */
  photo?: { current: string | null; required: boolean };
  children: (field: (name: string) => FieldProps) => ReactNode;
}) {
  const navigation = useNavigation();
  const { formProps, errorOf } = useFieldErrors({ serverErrors: refusal?.errors ?? {}, answer: refusal, check: (data) => parseForm(data, schema) });
  const values = refusal?.values ?? initial;
  const field = (name: string): FieldProps => ({ name, defaultValue: values[name], error: errorOf(name) });
  return (
    <div className="max-w-3xl space-y-6">
      {refusal ? <FormAlert tone="error">{refusal.message}</FormAlert> : null}
      <Form
        {...formProps}
        method="post"
        encType={photo ? "multipart/form-data" : undefined}
        noValidate
        className="space-y-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {children(field)}
          {photo ? (
            <div className="sm:col-span-2">
              <ImageField current={photo.current} required={photo.required} error={errorOf("image")} />
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-5">
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Zapisywanie...">
            {submitLabel}
          </SubmitButton>
          {cancelTo ? (
            <Link to={cancelTo} className={buttonClasses("ghost", "lg")}>
              Anuluj
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

/** A yes/no of a product (available, active, multiplied): ticked sends "on". */
export function CheckField({ label, hint, defaultValue, name }: { label: string; hint?: string } & Pick<FieldProps, "name" | "defaultValue">) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      <input id={id} type="checkbox" name={name} defaultChecked={defaultValue === "on"} className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-accent-600" />
      <label htmlFor={id} className="cursor-pointer text-sm leading-6 text-stone-800">
        <span className="font-medium text-stone-900">{label}</span>
        {hint ? <span className="block text-stone-600">{hint}</span> : null}
      </label>
    </div>
  );
}

/** A choice among a few stored values. */
export function SelectField({ label, options, name, defaultValue, error }: { label: string; options: readonly { value: string; label: string }[] } & FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1.5 ${selectClasses}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A product's fixed key shown where its field would be: codes never change once created. */
export function FixedValue({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div>
      <p className="block text-sm font-medium text-stone-900">{label}</p>
      <p className="mt-1.5 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2.5 font-mono text-sm text-stone-900">{value}</p>
      {hint ? <p className="mt-1.5 text-sm text-stone-600">{hint}</p> : null}
    </div>
  );
}

/** Yes/no as a form value: what a checkbox of the stored flag starts with. */
export const checked = (flag: boolean) => (flag ? "on" : "");

/** The accessory kinds as the back-office names them. */
export const ACCESSORY_KIND_LABELS: Record<AccessoryKind, string> = {
  spacer: "Dystanse",
  monofilament_guide: "Prowadzenie żyłkowe",
  non_invasive_mounting: "Montaż bezinwazyjny",
  angle_pcv: "Kątownik PCV",
  angle_metal: "Kątownik metalowy",
  angle_juz_kon: "Kątownik juz-kon",
  handle: "Rączka",
  guide: "Prowadnica",
};
