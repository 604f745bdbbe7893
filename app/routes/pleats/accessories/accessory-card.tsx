import { accessoryDescription, accessoryPrice, type AccessoryCardData } from "~/lib/accessory-text";

const MOUNTING_LABELS: Record<string, string> = {
  inwazyjny: "Do montażu inwazyjnego",
  bezinwazyjny: "Do montażu bezinwazyjnego",
};

/** One pleat accessory: photo (or a placeholder), name, what it is for and how its price is counted. */
export function AccessoryCard({ accessory, eager = false }: { accessory: AccessoryCardData; eager?: boolean }) {
  const price = accessoryPrice(accessory);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="aspect-[4/3] bg-stone-100">
        {accessory.image ? (
          <img src={accessory.image} alt={accessory.name} width={400} height={300} loading={eager ? "eager" : "lazy"} decoding="async" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center border-b border-dashed border-stone-300 text-sm font-medium text-stone-600">Brak zdjęcia</div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold tracking-tight text-stone-950">{accessory.name}</h2>
        {accessory.mounting ? <p className="mt-1 text-xs font-medium text-accent-700">{MOUNTING_LABELS[accessory.mounting] ?? accessory.mounting}</p> : null}
        <p className="mt-2 flex-1 text-sm leading-6 text-stone-600">{accessoryDescription(accessory)}</p>
        <div className="mt-4 border-t border-stone-100 pt-4">
          <p className="font-bold text-stone-950">{price.label}</p>
          {price.detail ? <p className="mt-1 text-xs leading-5 text-stone-600">{price.detail}</p> : null}
        </div>
      </div>
    </article>
  );
}
