import type { ShopInfo } from "~/lib/shop-identity";
import { buttonClasses } from "~/components/ui/button";
import { ExternalLinkIcon } from "~/components/ui/icons";

/** OpenStreetMap's search for the address: a map without a third-party script or embed on our page. */
function mapSearchUrl(shop: Pick<ShopInfo, "street" | "postalCode" | "city">): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${shop.street}, ${shop.postalCode} ${shop.city}`)}`;
}

/**
 * Where the shop is: a drawn street plan with a pin (decorative: the address beside it says it all)
 * and a link that opens the real map in a new tab.
 */
export function LocationCard({ shop }: { shop: ShopInfo }) {
  return (
    <figure className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <svg viewBox="0 0 480 220" width={480} height={220} aria-hidden="true" focusable="false" className="block h-auto w-full bg-stone-100">
        {/* Blocks, a park and a river between streets; the pin marks the middle. */}
        <path d="M0 168c70-18 120 6 190-6s130-40 200-30 70 16 90 12v76H0Z" className="fill-sky-100" />
        <path d="M0 168c70-18 120 6 190-6s130-40 200-30 70 16 90 12" fill="none" className="stroke-sky-200" strokeWidth="3" />
        <rect x="300" y="18" width="110" height="70" rx="10" className="fill-emerald-100" />
        <circle cx="330" cy="45" r="9" className="fill-emerald-200" />
        <circle cx="360" cy="60" r="12" className="fill-emerald-200" />
        <circle cx="388" cy="40" r="8" className="fill-emerald-200" />
        {[
          [20, 18, 110, 70],
          [150, 18, 130, 70],
          [20, 108, 110, 40],
          [150, 108, 130, 40],
          [430, 18, 60, 70],
          [300, 108, 110, 14],
        ].map(([x, y, w, h]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={w} height={h} rx="6" className="fill-stone-200" />
        ))}
        <path d="M0 98h480M140 0v168M290 0v140M420 0v132" className="stroke-white" strokeWidth="12" />
        <path d="M0 98h480M140 0v168M290 0v140M420 0v132" className="stroke-stone-300" strokeWidth="1" strokeDasharray="6 8" />
        <ellipse cx="215" cy="112" rx="16" ry="5" className="fill-stone-950/15" />
        <path d="M215 110s-24-24-24-42a24 24 0 0 1 48 0c0 18-24 42-24 42Z" className="fill-accent-600 stroke-white" strokeWidth="3" />
        <circle cx="215" cy="68" r="8" className="fill-white" />
      </svg>
      <figcaption className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <address className="text-sm leading-6 text-stone-700 not-italic">
          <span className="font-semibold text-stone-950">{shop.name}</span>
          <br />
          {shop.street}, {shop.postalCode} {shop.city}
        </address>
        <a href={mapSearchUrl(shop)} target="_blank" rel="noopener noreferrer" className={`${buttonClasses("secondary")} shrink-0`}>
          <ExternalLinkIcon className="size-4" />
          Otwórz w mapach
          <span className="sr-only">(otwiera się w nowej karcie)</span>
        </a>
      </figcaption>
    </figure>
  );
}
