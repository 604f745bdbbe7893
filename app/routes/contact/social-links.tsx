import type { ShopInfo } from "~/lib/shop-identity";
import { NEW_TAB, socialProfiles } from "~/components/layout/social-profiles";

/** The shop's social profiles named in words beside their icons (the contact page; the footer draws its own round icons). */
export function SocialLinks({ shop, className }: { shop: ShopInfo; className: string }) {
  return (
    <ul className={className}>
      {socialProfiles(shop).map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 shadow-xs transition-colors hover:border-accent-600 hover:text-accent-700"
          >
            <Icon className="size-5" />
            {label}
            <span className="sr-only">{NEW_TAB}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
