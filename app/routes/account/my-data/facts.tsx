import type { ReactNode } from "react";
import { formatDateTime } from "~/lib/dates";

/** One fact of the account's data; an empty value reads 'brak', so a missing field is seen, not skipped. */
export type Fact = { label: string; value: ReactNode };

export const yesNo = (value: boolean) => (value ? "tak" : "nie");

/** An ISO time of the document, in Polish time; null reads 'brak'. */
export function when(value: string | null): ReactNode {
  return value ? <time dateTime={value}>{formatDateTime(new Date(value))}</time> : null;
}

/** Label and value pairs, two columns from a small screen up. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt className="text-stone-600">{label}</dt>
          <dd className="mt-0.5 font-medium break-words text-stone-950">{value === null || value === "" ? <span className="font-normal text-stone-500">brak</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A list's empty state. */
export function Nothing({ children }: { children: ReactNode }) {
  return <p className="text-sm text-stone-600">{children}</p>;
}
