import type { ReactNode } from "react";
import { Link } from "./link";
import { ArrowRightIcon } from "./icons";

/** The top of a content page: an optional back link, a small overline, the page's only h1 and its lead. */
export function PageHeader({
  eyebrow,
  title,
  back,
  children,
}: {
  eyebrow?: string;
  title: string;
  back?: { to: string; label: string };
  /** The lead paragraph(s) under the title. */
  children?: ReactNode;
}) {
  return (
    <header className="max-w-3xl">
      {back ? (
        <Link to={back.to} className="mb-6 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-stone-600 hover:text-accent-700">
          <ArrowRightIcon className="size-4 rotate-180" />
          {back.label}
        </Link>
      ) : null}
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{eyebrow}</p> : null}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-stone-950 sm:text-4xl">{title}</h1>
      {children ? <div className="mt-4 space-y-3 text-lg leading-8 text-pretty text-stone-600">{children}</div> : null}
    </header>
  );
}
