import type { ComponentProps } from "react";
import { Link as RouterLink, useLinkClickHandler } from "react-router";

export interface LinkProps extends Omit<ComponentProps<"a">, "href"> {
  /** A path of this shop, with its query if any: from the root, or relative to the page ("?jako=gosc"). */
  to: string;
  replace?: boolean;
  preventScrollReset?: boolean;
  /** "intent": the page's code and data are fetched while the pointer rests on the link (React Router's `<Link>`). */
  prefetch?: "intent";
}

/**
 * A link to one of the shop's pages, followed in the browser by React Router with its own click handler (a plain click
 * navigates, a modified one or another target is the browser's), and discovered by its lazy route discovery like a
 * `<Link>`. React Router's `<Link>` also resolves the path against the route and sets up prefetching for each link it
 * draws: a few per cent of every render on pages with twenty-odd links, nearly all already absolute. A relative path
 * or a prefetch goes to React Router's. docs/decisions/2026-11-24-the-shops-own-link.md
 */
export function Link({ prefetch, ...props }: LinkProps) {
  return prefetch || !props.to.startsWith("/") ? <RouterLink prefetch={prefetch} {...props} /> : <PageLink {...props} />;
}

function PageLink({ to, replace, preventScrollReset, target, onClick, ...props }: Omit<LinkProps, "prefetch">) {
  const followInRouter = useLinkClickHandler<HTMLAnchorElement>(to, { replace, preventScrollReset, target });
  return (
    <a
      {...props}
      href={to}
      target={target}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) followInRouter(event);
      }}
    />
  );
}
