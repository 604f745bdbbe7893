import { Link } from "~/components/ui/link";
import type { ScreenType } from "~/lib/pricing";
import { SCREEN_TYPES } from "~/lib/screen-types";

/** A segmented control of links, one per screen type: each is a page of its own, so it is a link, not a tab. */
export function ScreenTypeLinks({ current, label, hrefFor }: { current: ScreenType; label: string; hrefFor: (type: ScreenType) => string }) {
  return (
    <nav aria-label={label}>
      <ul className="inline-flex rounded-xl border border-stone-200 bg-white p-1 shadow-sm">
        {SCREEN_TYPES.map((type) => {
          const active = type === current;
          return (
            <li key={type}>
              <Link
                to={hrefFor(type)}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={`inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-medium transition-colors ${
                  active ? "bg-accent-600 text-white shadow-sm" : "text-stone-700 hover:bg-stone-100 hover:text-stone-950"
                }`}
              >
                {type}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
