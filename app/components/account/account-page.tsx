import type { ReactNode } from "react";
import { PageHeader } from "~/components/ui/page-header";

/**
 * The frame of the sign-in and password pages: the heading and its lead on the left (on phones,
 * above), the form's card on the right; `aside` adds what only fits beside a wide screen's form.
 */
export function AccountPage({ eyebrow, title, lead, aside, children }: { eyebrow: string; title: string; lead: ReactNode; aside?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-16 lg:px-8">
      <div className="grid gap-8 lg:grid-cols-12 lg:gap-12">
        <div className="lg:sticky lg:top-24 lg:col-span-5 lg:self-start lg:pt-6">
          <PageHeader eyebrow={eyebrow} title={title}>
            {lead}
          </PageHeader>
          {aside ? <div className="mt-10 hidden lg:block">{aside}</div> : null}
        </div>
        <div className="lg:col-span-7">
          <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
        </div>
      </div>
    </div>
  );
}
