import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { Link } from "~/components/ui/link";

export interface LinkTab<K extends string> {
  key: K;
  label: string;
  /** The URL of the page with this tab open. */
  to: string;
}

const PANEL_SUFFIX = "-panel";

/**
 * Tabs whose state is the URL, so the open tab is rendered on the server and can be shared. Each tab is a
 * link (it works before hydration); with JavaScript the arrow keys, Home and End move between tabs and
 * open them, as the ARIA tabs pattern describes. Only the open tab's panel is rendered.
 */
export function LinkTabs<K extends string>({ id, label, tabs, current, children }: { id: string; label: string; tabs: readonly LinkTab<K>[]; current: K; children: ReactNode }) {
  const navigate = useNavigate();
  const tabRefs = useRef(new Map<K, HTMLAnchorElement>());
  const tabId = (key: K) => `${id}-${key}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    tabRefs.current.get(next.key)?.focus();
    navigate(next.to, { replace: true, preventScrollReset: true });
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-stone-200">
        {tabs.map((tab, index) => {
          const selected = tab.key === current;
          return (
            <Link
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              to={tab.to}
              replace
              preventScrollReset
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={`${id}${PANEL_SUFFIX}`}
              tabIndex={selected ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-base font-semibold transition-colors ${
                selected ? "border-accent-600 text-accent-700" : "border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900"
              }`}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable tab panel, as in the WAI-ARIA tabs pattern */}
      <div role="tabpanel" id={`${id}${PANEL_SUFFIX}`} aria-labelledby={tabId(current)} tabIndex={0} className="pt-8 focus-visible:outline-offset-4">
        {children}
      </div>
    </div>
  );
}
