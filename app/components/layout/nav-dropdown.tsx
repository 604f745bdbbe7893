import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { ChevronDownIcon } from "~/components/ui/icons";
import { CurrentLink } from "./current-link";
import { desktopNavItemClasses, isCurrentPage, type NavGroupItem } from "~/lib/nav-items";

/**
 * A disclosure menu of links (the navigation pattern, not an application menu): Enter/Space toggle,
 * arrows move through the links, Escape closes and returns focus, a click outside or leaving with Tab closes.
 */
export function NavDropdown({ group }: { group: NavGroupItem }) {
  const location = useLocation();
  // Open only for the location it was opened at, so any navigation closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<"first" | "last" | null>(null);
  const panelId = useId();
  const active = group.items.some((item) => isCurrentPage(location.pathname, item.to, { end: false }));

  const links = () => [...(containerRef.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])];
  const focusLink = (which: "first" | "last") => {
    const items = links();
    (which === "first" ? items[0] : items.at(-1))?.focus();
  };

  const close = ({ returnFocus }: { returnFocus: boolean }) => {
    setOpenedAt(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  // The links exist in the DOM only once the panel has rendered open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the panel opens; focusLink reads refs only
  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    focusLink(pendingFocus.current);
    pendingFocus.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const which = event.key === "ArrowDown" ? "first" : "last";
    if (open) {
      focusLink(which);
    } else {
      pendingFocus.current = which;
      setOpenedAt(location.key);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close({ returnFocus: true });
      return;
    }
    const items = links();
    const index = items.indexOf(event.target as HTMLAnchorElement);
    if (index === -1) return;
    const target = {
      ArrowDown: items[(index + 1) % items.length],
      ArrowUp: items[(index - 1 + items.length) % items.length],
      Home: items[0],
      End: items.at(-1),
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and focus leaving are handled for the button and links inside, which carry the roles
    <div
      ref={containerRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpenedAt(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close({ returnFocus: false }) : setOpenedAt(location.key))}
        onKeyDown={onButtonKeyDown}
        className={`inline-flex ${desktopNavItemClasses(active)}`}
      >
        {group.label}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul id={panelId} hidden={!open} className="absolute left-0 top-full z-10 mt-2 w-72 rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
        {group.items.map((item) => (
          <li key={item.to}>
            <CurrentLink
              to={item.to}
              end
              className={(current) => `block rounded-lg px-3 py-2.5 hover:bg-stone-100 focus-visible:bg-stone-100 ${current ? "text-accent-700" : "text-stone-900"}`}
            >
              <span className="block text-sm font-medium">{item.label}</span>
              {item.description && <span className="mt-0.5 block text-xs text-stone-600">{item.description}</span>}
            </CurrentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
