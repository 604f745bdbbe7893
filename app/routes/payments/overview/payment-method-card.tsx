import type { ReactNode } from "react";

/** A payment method that needs no transfer data: its name, how it works, and its fee or availability. */
export function PaymentMethodCard({ title, note, unavailable = false, children }: { title: string; note?: string; unavailable?: boolean; children: ReactNode }) {
  return (
    <section className={`rounded-2xl border p-5 sm:p-6 ${unavailable ? "border-dashed border-stone-300 bg-stone-100/60" : "border-stone-200 bg-white shadow-sm"}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className={`text-lg font-semibold tracking-tight ${unavailable ? "text-stone-600" : "text-stone-950"}`}>{title}</h2>
        {unavailable ? (
          <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-sm font-medium text-stone-700">Chwilowo niedostępne</span>
        ) : note ? (
          <span className="rounded-full bg-accent-50 px-2.5 py-0.5 text-sm font-medium text-accent-800 ring-1 ring-accent-100">{note}</span>
        ) : null}
      </div>
      <p className="mt-2 leading-7 text-stone-600">{children}</p>
    </section>
  );
}
