import type { ReactNode } from "react";
import { type ChoiceOption, RadioCards } from "~/components/configurator/choice-cards";
import { FieldMessages, fieldMessageId } from "~/components/configurator/field-messages";
import { formatPln } from "~/lib/money";
import type { ScreenProfileCardData } from "./screen-profile-card";

// The screen configurator's controls that the shared configurator kit does not have.

/** A choice of one inside a configurator section: a fieldset whose legend names it, with its hint and error. */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  hint?: ReactNode;
  options: readonly ChoiceOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string;
}) {
  const hintId = `${name}-hint`;
  const describedBy = [hint ? hintId : null, error ? fieldMessageId(name) : null].filter(Boolean).join(" ");
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium text-stone-900">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-2">
        <RadioCards name={name} options={options} value={value} onChange={onChange} />
      </div>
      <FieldMessages fieldId={name} error={error} />
    </fieldset>
  );
}

/** The type's profiles as choices with picture and price per m²; an unavailable one cannot be chosen. */
export function profileOptions(profiles: readonly ScreenProfileCardData[]): ChoiceOption<string>[] {
  return profiles.map((profile) => ({
    value: profile.code,
    label: profile.code,
    price: `${formatPln(profile.pricePerM2)} / m²`,
    description: `${profile.colour} · ${profile.kind}${profile.available ? "" : " · niedostępny"}`,
    image: profile.image,
    disabled: !profile.available,
  }));
}

export function SelectField<V extends string | number>({
  id,
  label,
  hint,
  placeholder,
  options,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  placeholder: string;
  options: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V | null) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? fieldMessageId(id) : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
        <span className="text-accent-700"> *</span>
      </label>
      <select
        id={id}
        value={value === null ? "" : String(value)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(options.find((option) => String(option.value) === event.currentTarget.value)?.value ?? null)}
        onBlur={onBlur}
        className={`mt-1.5 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-950 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-accent-600 ${
          error ? "border-red-600" : "border-stone-300"
        }`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldMessages fieldId={id} error={error} />
    </div>
  );
}
