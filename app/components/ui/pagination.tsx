import type { ReactNode } from "react";
import { Link } from "./link";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/ui/icons";
import { paginationItems } from "~/lib/pagination";

interface PaginationProps {
  current: number;
  totalPages: number;
  /** The URL of a page, keeping whatever else the list's URL holds (filters, sort). */
  pageHref: (page: number) => string;
  label?: string;
}

const cell = "inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg text-sm font-medium";
const idle = "border border-stone-300 bg-white text-stone-800 shadow-sm hover:border-stone-400 hover:bg-stone-100";

/**
 * Previous, the page numbers of paginationItems and Next; nothing with one page or fewer.
 * On narrow screens Previous and Next share a row and the numbers wrap below them.
 */
export function Pagination({ current, totalPages, pageHref, label = "Strony wyników" }: PaginationProps) {
  const items = paginationItems(current, totalPages);
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 sm:flex-nowrap sm:justify-center">
      <StepLink page={current > 1 ? current - 1 : null} pageHref={pageHref}>
        <ChevronLeftIcon className="size-4" />
        Poprzednia
      </StepLink>
      <ul className="order-last flex w-full flex-wrap justify-center gap-1 sm:order-none sm:w-auto">
        {items.map((item) =>
          item.type === "ellipsis" ? (
            <li key={item.key} aria-hidden="true" className={`${cell} text-stone-500`}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={pageHref(item.page)}
                aria-label={`Strona ${item.page}`}
                aria-current={item.current ? "page" : undefined}
                className={`${cell} px-3 ${item.current ? "bg-accent-600 text-white shadow-sm hover:bg-accent-700" : idle}`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ul>
      <StepLink page={current < totalPages ? current + 1 : null} pageHref={pageHref}>
        Następna
        <ChevronRightIcon className="size-4" />
      </StepLink>
    </nav>
  );
}

/** Previous or Next: a link, or at either end a span that says it is disabled. */
function StepLink({ page, pageHref, children }: { page: number | null; pageHref: (page: number) => string; children: ReactNode }) {
  const classes = `${cell} gap-1 px-3`;
  if (page === null) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a link with nowhere to go is announced as a disabled link, and is not focusable on purpose
      // biome-ignore lint/a11y/useFocusableInteractive: see above
      <span role="link" aria-disabled="true" className={`${classes} cursor-not-allowed border border-stone-200 bg-stone-50 text-stone-400`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={pageHref(page)} className={`${classes} ${idle}`}>
      {children}
    </Link>
  );
}
