import type { ReactNode } from "react";

export interface ChoiceOption<T extends string> {
  value: T;
  label: ReactNode;
  /** The price text shown on the right, e.g. "+40,00 zł". */
  price?: ReactNode;
  description?: ReactNode;
  /** A small picture beside the label; decorative, the label names the option. */
  image?: string | null;
  disabled?: boolean;
}

// The card's look is three component classes in app.css (.choice-card, .choice-option and its input): a configurator
// draws a dozen or more cards, and their utilities were ~450 bytes of every card's HTML.

function OptionBody({ label, price, description, image }: Omit<ChoiceOption<string>, "value" | "disabled">) {
  return (
    <>
      {image ? <img src={image} alt="" width={64} height={48} loading="lazy" decoding="async" className="h-12 w-16 shrink-0 rounded-md bg-stone-100 object-cover" /> : null}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        {/* Beside a picture there is no room for the price on the right: it goes under the label. */}
        <span className={`flex gap-x-3 gap-y-0.5 ${image ? "flex-col" : "flex-wrap items-baseline justify-between"}`}>
          <span className="font-medium text-stone-950">{label}</span>
          {price ? <span className="text-sm font-semibold whitespace-nowrap text-stone-900 tabular-nums">{price}</span> : null}
        </span>
        {description ? <span className="text-sm text-stone-600">{description}</span> : null}
      </span>
    </>
  );
}

/**
 * Radio buttons drawn as cards, for a choice of one; put it in a fieldset whose legend names the
 * choice. `value` null means nothing is chosen yet (a required choice the shopper must make).
 */
export function RadioCards<T extends string>({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: readonly ChoiceOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {options.map((option) => (
        <label key={option.value} className="choice-card choice-option">
          <input
            type="radio"
            id={`${name}-${option.value}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <OptionBody {...option} />
        </label>
      ))}
    </div>
  );
}

/** A checkbox drawn as a card; `children` (say, a quantity) shows under it while it is ticked. */
export function CheckboxCard({
  id,
  checked,
  onChange,
  children,
  ...option
}: Omit<ChoiceOption<string>, "value"> & {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <div className="choice-card">
      <label className="choice-option">
        <input type="checkbox" id={id} checked={checked} disabled={option.disabled} onChange={(event) => onChange(event.currentTarget.checked)} />
        <OptionBody {...option} />
      </label>
      {checked && children ? <div className="border-t border-accent-200 px-3.5 pt-3 pb-3.5">{children}</div> : null}
    </div>
  );
}
