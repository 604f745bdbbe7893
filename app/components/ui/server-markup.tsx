import { type MouseEvent, type ReactNode, useEffect } from "react";
import { type NavigateFunction, useNavigate } from "react-router";

type RegionTag = "footer" | "div";

/** What the server sent for each region, read once from the document: the browser has no other copy. */
const keptMarkup = new Map<string, { __html: string }>();

/** Null when the document has no such region: its error page, drawn when the root loader failed, has no frame. */
function markupOf(id: string): { __html: string } | null {
  let kept = keptMarkup.get(id);
  if (!kept) {
    const region = document.getElementById(id);
    if (!region) return null;
    kept = { __html: region.innerHTML };
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
 * as a `<Link>` would be. A region the document does not hold (the page was first an error page without the frame, then
 * the visitor went on in the browser) can only come from the server: the page is loaded again as a document.
 */
export function ServerMarkup({ as: Tag, id, className, children }: { as: RegionTag; id: string; className: string; children: ReactNode }) {
  const navigate = useNavigate();
  const markup = import.meta.env.SSR ? null : markupOf(id);
  useEffect(() => {
    if (!markup) window.location.reload();
  }, [markup]);
  if (import.meta.env.SSR) {
    return (
      <Tag id={id} className={className}>
        {children}
      </Tag>
    );
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the string is this element's own server-rendered markup, read back from the document
    <Tag id={id} className={className} onClick={(event) => followInRouter(event, navigate)} dangerouslySetInnerHTML={markup ?? { __html: "" }} />
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
