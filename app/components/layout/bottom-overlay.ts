/**
 * The ref of a banner fixed over the bottom of the page (the cookie decision, the install prompt): while it is shown
 * the page keeps room for it, its height in --bottom-overlay, which app.css makes the page's bottom padding and scroll
 * padding (a focused field scrolls above it) and sticky bars at the bottom stand on (a configurator's price). So it
 * covers nothing a visitor needs: on a phone the configurators' dimension fields were under it.
 */
export function reserveBottom(overlay: HTMLElement | null): (() => void) | undefined {
  if (!overlay) return undefined;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => root.style.setProperty("--bottom-overlay", `${overlay.offsetHeight}px`));
  observer.observe(overlay);
  return () => {
    observer.disconnect();
    root.style.removeProperty("--bottom-overlay");
  };
}
