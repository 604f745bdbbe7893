import { useId, type ReactNode } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { selectClasses } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { SEARCH_MAX_LENGTH } from "~/lib/list-query";

// The back-office's lists (orders, enquiries, samples, fabrics, products) filter the same way: a GET form, so the state
// lives in the URL and any change starts again at page 1, with "Wszystkie" in each choice, "Filtruj", and "Wyczyść" once
// something is filtered. One spelling of each part, so the lists cannot drift apart.

export const smallLabelClasses = "block text-xs font-medium text-stone-700";

/** The form around a list's filters; `className` lays its fields out. */
export function ListFilters({ action, label, className, children }: { action: string; label: string; className: string; children: ReactNode }) {
  return (
    <Form method="get" action={action} role="search" aria-label={label} className={`rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4 ${className}`}>
      {children}
    </Form>
  );
}

// Fields are keyed by their value: a select ignores a new `defaultValue`, so after "Wyczyść" or a back
// navigation it would go on showing the filter the list no longer applies.

/** A choice among `options` ([value, what it reads]), or all of them. */
export function FilterSelect({
  name,
  label,
  value,
  options,
  className,
}: {
  name: string;
  label: string;
  value: string | null | undefined;
  options: readonly (readonly [value: string, text: string])[];
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={smallLabelClasses}>
        {label}
      </label>
      <select key={value ?? ""} id={id} name={name} defaultValue={value ?? ""} className={`mt-1 ${selectClasses}`}>
        <option value="">Wszystkie</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The submit button, and the way back to the whole list once something is filtered. */
export function FilterActions({ clearTo, filtered }: { clearTo: string; filtered: boolean }) {
  return (
    <>
      <button type="submit" className={buttonClasses("primary")}>
        Filtruj
      </button>
      {filtered ? (
        <Link to={clearTo} className={buttonClasses("ghost")}>
          Wyczyść
        </Link>
      ) : null}
    </>
  );
}

/** The search box with the actions beside it, as the last cell of the form's grid. */
export function FilterSearch({
  name,
  value,
  placeholder,
  clearTo,
  filtered,
  className,
}: {
  name: string;
  value: string;
  placeholder: string;
  clearTo: string;
  filtered: boolean;
  className: string;
}) {
  const id = useId();
  return (
    <div className={`flex items-end gap-2 ${className}`}>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={smallLabelClasses}>
          Szukaj
        </label>
        <input key={value} id={id} type="search" name={name} defaultValue={value} maxLength={SEARCH_MAX_LENGTH} placeholder={placeholder} className={`mt-1 ${selectClasses}`} />
      </div>
      <FilterActions clearTo={clearTo} filtered={filtered} />
    </div>
  );
}
