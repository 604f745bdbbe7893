import { useId, type ReactNode } from "react";
import { FormField } from "~/components/ui/form-field";
import { AlertCircleIcon } from "~/components/ui/icons";
import { COMPLAINT_PHOTO_ACCEPT, COMPLAINT_PHOTOS_LABEL } from "~/lib/complaint-filing";
import { COMPLAINT_MAX_PHOTOS } from "~/lib/complaints";
import { IMAGE_MAX_BYTES } from "~/lib/image-size";

// What the customer's two complaint forms share (filing a case, answering in it): the photo field and a group of
// choices with its legend and message. Plain HTML controls, so the forms work without JavaScript.

/** The photos field: several files at once, JPEG, PNG or WebP; the server checks each by its bytes. */
export function ComplaintPhotosField({ error }: { error: string | undefined }) {
  return (
    <FormField
      label={COMPLAINT_PHOTOS_LABEL}
      name="photos"
      type="file"
      multiple
      accept={COMPLAINT_PHOTO_ACCEPT}
      hint={`Do ${COMPLAINT_MAX_PHOTOS} zdjęć w formacie JPEG, PNG lub WebP, każde do ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`}
      error={error}
    />
  );
}

const choiceClasses = (invalid: boolean) =>
  `flex cursor-pointer items-start gap-3 rounded-lg border bg-white px-3.5 py-3 text-sm text-stone-900 transition-colors hover:border-stone-400 has-checked:border-accent-600 has-checked:bg-accent-50 has-checked:ring-1 has-checked:ring-accent-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600 ${
    invalid ? "border-red-600" : "border-stone-300"
  }`;

/** One choice of a ChoiceGroup: its value and what its label says. */
export interface Choice {
  value: string;
  label: ReactNode;
}

/** A required group of radios (one choice) or checkboxes (several), with its legend and the server's message. */
export function ChoiceGroup({
  legend,
  name,
  type,
  choices,
  checked,
  error,
  columns = true,
}: {
  legend: string;
  name: string;
  type: "radio" | "checkbox";
  choices: readonly Choice[];
  checked: (value: string) => boolean;
  error: string | undefined;
  columns?: boolean;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-900">
        {legend}
        <span aria-hidden="true" className="ml-0.5 text-accent-700">
          *
        </span>
      </legend>
      <div className={`mt-2 grid gap-2 ${columns ? "sm:grid-cols-2" : ""}`}>
        {choices.map((choice) => (
          <label key={choice.value} className={choiceClasses(!!error)}>
            <input
              type={type}
              name={name}
              value={choice.value}
              // The form is noValidate: `required` on radios only tells assistive technology; the server enforces it.
              required={type === "radio" || undefined}
              defaultChecked={checked(choice.value)}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-4 shrink-0 accent-accent-600 focus-visible:outline-none"
            />
            <span className="min-w-0">{choice.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <AlertCircleIcon className="mt-px size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
