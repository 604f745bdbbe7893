import { Link } from "~/components/ui/link";
import { fabricPath, samplesHref } from "~/lib/catalogue-paths";
import { formatPln } from "~/lib/money";
import { TextLink } from "~/components/ui/text-link";
import { LowestPriceNote } from "./lowest-price-note";

export interface FabricCardData {
  code: string;
  name: string;
  colour: string;
  collection: string;
  image: string;
  pricePerM2: number;
  maxWidthCm: number;
  available: boolean;
  sale: boolean;
  /** The sale's stored reference (null off sale, and for a sale older than the price history). */
  lowestPriceBeforeSale: number | null;
  transmission: number;
  reflection: number;
  absorption: number;
}

/** One fabric in a grid: the whole card links to the fabric's page through its name. */
export function FabricCard({ fabric, headingLevel = 3, eager = false }: { fabric: FabricCardData; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    // The frame and the figures take their look from app.css (.fabric-card, .fabric-figures): forty cards on a page.
    <article className="fabric-card">
      <div className="relative aspect-[4/3] bg-stone-100">
        <img src={fabric.image} alt="" width={400} height={300} loading={eager ? "eager" : "lazy"} decoding="async" className="size-full object-cover" />
        {fabric.sale ? <span className="absolute top-3 left-3 rounded-full bg-accent-600 px-2.5 py-1 text-xs font-semibold text-white shadow">Wyprzedaż</span> : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-3">
          <Heading className="font-semibold tracking-tight text-stone-950">
            <Link to={fabricPath(fabric.code)} className="after:absolute after:inset-0 focus-visible:outline-none" prefetch="intent">
              {fabric.name}
            </Link>
          </Heading>
          <span
            className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${
              fabric.available ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-stone-100 text-stone-600 ring-stone-300"
            }`}
          >
            {fabric.available ? "dostępna" : "niedostępna"}
          </span>
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {fabric.code} · {fabric.colour} · {fabric.collection}
        </p>
        <dl className="fabric-figures">
          {[
            ["Transmisja", fabric.transmission],
            ["Refleksja", fabric.reflection],
            ["Absorpcja", fabric.absorption],
          ].map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}%</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto flex items-end justify-between gap-2 pt-4">
          <p className="text-lg font-bold text-stone-950">
            {formatPln(fabric.pricePerM2)}
            <span className="text-sm font-normal text-stone-600"> / m²</span>
          </p>
          <p className="text-xs text-stone-600">maks. szer. {fabric.maxWidthCm} cm</p>
        </div>
        <LowestPriceNote fabric={fabric} className="mt-1 text-xs" />
        {fabric.available ? (
          // Above the card's own link, which covers the whole card.
          <TextLink to={samplesHref([fabric.code])} className="relative z-10 mt-3 self-start text-sm">
            Zamów bezpłatną próbkę<span className="sr-only"> tkaniny {fabric.name}</span>
          </TextLink>
        ) : null}
      </div>
    </article>
  );
}
