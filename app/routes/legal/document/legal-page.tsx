import type { LegalDocument, Seller } from "~/content/legal/types";
import { PageHeader } from "~/components/ui/page-header";
import { buttonClasses } from "~/components/ui/button";
import { Link } from "~/components/ui/link";

// A calendar date, the same on the server and in every browser time zone.
const effectiveDateFormat = new Intl.DateTimeFormat("pl-PL", { dateStyle: "long", timeZone: "UTC" });

// Typography for the policy texts, kept on the article so the documents stay plain markup.
const proseClasses = [
  "text-base leading-7 text-stone-700",
  "[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-stone-900",
  "[&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-accent-800",
  "[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-950",
  "[&_blockquote]:mt-3 [&_blockquote]:rounded-xl [&_blockquote]:border-l-4 [&_blockquote]:border-accent-200 [&_blockquote]:bg-white [&_blockquote]:p-4 [&_blockquote]:text-sm",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_td]:border-t [&_td]:border-stone-200 [&_td]:p-2 [&_td]:align-top",
  "[&_th]:border-t [&_th]:border-stone-200 [&_th]:p-2 [&_th]:align-top [&_thead_th]:border-t-0 [&_thead_th]:font-semibold [&_thead_th]:text-stone-950",
  "[&_code]:font-mono [&_code]:text-[0.85em] [&_code]:text-stone-900",
].join(" ");

const LEGAL_PARTS = { Link };

/** The one layout of the three policies: title, table of contents with anchors, numbered sections, print button. */
export function LegalPage({ document, seller }: { document: LegalDocument; seller: Seller }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8 print:max-w-none print:p-0">
      <PageHeader eyebrow="Informacje" title={document.title}>
        <p>{document.lead}</p>
      </PageHeader>
      <div className="mt-4 flex flex-wrap items-center gap-4 text-sm text-stone-600">
        <p>
          Obowiązuje od <time dateTime={document.effectiveFrom}>{effectiveDateFormat.format(new Date(document.effectiveFrom))} r.</time>
        </p>
        <button type="button" onClick={() => window.print()} className={`${buttonClasses("secondary")} print:hidden`}>
          Drukuj
        </button>
      </div>

      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] items-start gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="spis-tresci" className="rounded-2xl border border-stone-200 bg-white p-5 lg:sticky lg:top-24 print:border-0 print:p-0">
          <h2 id="spis-tresci" className="text-sm font-semibold uppercase tracking-wide text-stone-950">
            Spis treści
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="rounded-sm text-stone-700 underline-offset-2 hover:text-accent-700 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className={`max-w-3xl ${proseClasses}`}>
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10 first:mt-0 print:break-inside-avoid-page">
              <h2 id={section.id} className="text-2xl font-bold tracking-tight text-stone-950">
                {section.title}
              </h2>
              {section.body(seller, LEGAL_PARTS)}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
