import { FacebookIcon, InstagramIcon } from "~/components/ui/icons";
import type { ShopInfo } from "~/lib/shop-identity";

/** Said to screen readers after a link that opens a new tab. */
export const NEW_TAB = "(otwiera się w nowej karcie)";

/** The shop's social profiles, as the contact page and the footer link to them. */
export function socialProfiles(shop: ShopInfo) {
  return [
    { label: "Facebook", href: shop.facebookUrl, Icon: FacebookIcon },
    { label: "Instagram", href: shop.instagramUrl, Icon: InstagramIcon },
  ];
}
