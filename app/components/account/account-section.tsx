import { useId, type ReactNode } from "react";

/** One card of the account's pages (the profile, the account's data), named by its heading for assistive technology. */
export function AccountSection({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 print:shadow-none">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight text-stone-950">
        {title}
      </h2>
      {lead ? <div className="mt-1 text-sm text-stone-600">{lead}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
