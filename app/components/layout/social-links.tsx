import { FacebookIcon, InstagramIcon } from "~/components/ui/icons";
import type { ShopInfo } from "~/lib/shop-identity";

const NEW_TAB = "(otwiera się w nowej karcie)";

function socialProfiles(shop: ShopInfo) {
  return [
    { label: "Facebook", href: shop.facebookUrl, Icon: FacebookIcon },
    { label: "Instagram", href: shop.instagramUrl, Icon: InstagramIcon },
  ];
}

/**
 * The shop's social profiles: "labelled" names them in words beside the icons (the contact page),
 * "icons" shows round icons named for screen readers only (the dark footer).
 */
export function SocialLinks({ shop, variant, className }: { shop: ShopInfo; variant: "labelled" | "icons"; className: string }) {
  return (
    <ul className={className}>
      {socialProfiles(shop).map(({ label, href, Icon }) => (
        <li key={label}>
          {variant === "labelled" ? (
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
          ) : (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} ${NEW_TAB}`}
              className="flex size-10 items-center justify-center rounded-full bg-stone-800 text-stone-200 transition-colors hover:bg-accent-600 hover:text-white"
            >
              <Icon />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
