import type { ReactNode } from "react";
import { Link } from "./link";
import { ArrowRightIcon, ExternalLinkIcon } from "./icons";

type LinkCardProps = {
  title: string;
  description: string;
  illustration: ReactNode;
  cta: string;
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
} & ({ to: string } | { externalHref: string });

/**
 * A card whose title link covers the whole card (stretched ::after), so the card is one target while
 * screen readers hear just the title as the link, then the description.
 */
export function LinkCard({ title, description, illustration, cta, headingLevel = 3, ...target }: LinkCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const linkClasses = "after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none";
  return (
    <article className="group relative flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition duration-200 hover:-translate-y-0.5 hover:border-accent-200 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-600 has-[a:focus-visible]:ring-offset-2">
      <div className="flex h-36 items-center justify-center rounded-xl bg-linear-to-br from-accent-50 to-stone-100">{illustration}</div>
      <Heading className="mt-5 text-lg font-semibold tracking-tight text-stone-950">
        {"to" in target ? (
          <Link to={target.to} className={linkClasses}>
            {title}
          </Link>
        ) : (
          <a href={target.externalHref} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1.5 ${linkClasses}`}>
            {title}
            <ExternalLinkIcon className="size-4 text-stone-500" />
            <span className="sr-only">(otwiera się w nowej karcie)</span>
          </a>
        )}
      </Heading>
      <p className="mt-2 flex-1 text-sm leading-6 text-stone-600">{description}</p>
      <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700">
        {cta}
        <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  );
}
