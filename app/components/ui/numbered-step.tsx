import type { ReactNode } from "react";

/**
 * One numbered step of a measuring guide, as an <li> of an <ol>. The heading level fits the page's outline:
 * a step of the screen guide is a top-level part (h2), a step inside a section of the pleat guide is nested (h4).
 */
export function NumberedStep({ number, title, heading, children }: { number: number; title: string; heading: "h2" | "h4"; children: ReactNode }) {
  const Heading = heading;
  const nested = heading === "h4";
  return (
    <li className="flex gap-4">
      <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-600 text-sm font-bold text-white">
        {number}
      </span>
      <div className={nested ? "pt-0.5" : undefined}>
        <Heading className="font-semibold text-stone-950">{title}</Heading>
        <div className={`${nested ? "mt-1.5" : "mt-1"} space-y-2 leading-7 text-stone-700`}>{children}</div>
      </div>
    </li>
  );
}
