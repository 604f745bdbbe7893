import { TextLink } from "~/components/ui/text-link";
import type { CartItem } from "~/lib/cart";
import { describeLine } from "~/lib/line-description";

/** The line's configuration as a definition list, for the cart page and the checkout summary. */
export function LineDetails({ item }: { item: CartItem }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {describeLine(item).details.map(({ label, value, href }) => (
        <div key={label} className="contents">
          <dt className="text-stone-500">{label}</dt>
          <dd className="text-stone-900">{href ? <TextLink to={href}>{value}</TextLink> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
