import type { MouseEvent, ReactNode } from "react";
import { type NavigateFunction, useNavigate } from "react-router";

type RegionTag = "footer" | "div";

/** What the server sent for each region, read once from the document: the browser has no other copy. */
const keptMarkup = new Map<string, { __html: string }>();

function markupOf(id: string): { __html: string } {
  let kept = keptMarkup.get(id);
  if (!kept) {
    kept = { __html: document.getElementById(id)?.innerHTML ?? "" };
    keptMarkup.set(id, kept);
  }
  return kept;
}

/**
 * A region the server renders and the browser keeps as it came, without the code that drew it: for markup with no
 * state and no handlers, whose data changes only with a new document (the footer). Its children are rendered on the
 * server only; pass them as `import.meta.env.SSR ? <Region /> : null`, so the browser's bundle leaves their code out.
 * React hydrates an element with `dangerouslySetInnerHTML` without looking inside it, and the string given here is the
 * element's own markup, so nothing is redrawn. A click on a link to the shop's own page is followed by the router,
 * as a `<Link>` would be.
 */
export function ServerMarkup({ as: Tag, id, className, children }: { as: RegionTag; id: string; className: string; children: ReactNode }) {
  const navigate = useNavigate();
  if (import.meta.env.SSR) {
    return (
      <Tag id={id} className={className}>
        {children}
      </Tag>
    );
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the string is this element's own server-rendered markup, read back from the document
    <Tag id={id} className={className} onClick={(event) => followInRouter(event, navigate)} dangerouslySetInnerHTML={markupOf(id)} />
  );
}

function followInRouter(event: MouseEvent, navigate: NavigateFunction) {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  // tel: and mailto: links have no origin of ours; a link opening elsewhere keeps its target.
  if (link.origin !== window.location.origin || link.target || link.hasAttribute("download")) return;
  event.preventDefault();
  navigate(link.pathname + link.search + link.hash);
}
