import type { ReactNode } from "react";

// The cards the customer's pages of an order are made of (the order's page, a complaint's page): a titled section and
// its label-and-value facts.

/** A titled section; given an `id`, the section is named by its heading. */
export function DetailCard({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold tracking-tight text-stone-950">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One fact of a card's list (inside a `dl`). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-stone-950">{children}</dd>
    </div>
  );
}
