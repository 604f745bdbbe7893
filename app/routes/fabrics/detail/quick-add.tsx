import { useMemo } from "react";
import { useAddToCart } from "~/components/cart/add-to-cart";
import { buttonClasses } from "~/components/ui/button";
import { formatPln } from "~/lib/money";
import { type PleatConfiguration, quotePleat } from "~/lib/pricing";
import type { ConfiguratorFabric, PleatProfileOption } from "./pleat-configurator";

/** The spec's quick add: 100 × 100 cm, one blind, standard mounting, guide 'brak', no extras. */
const QUICK_ADD: PleatConfiguration = {
  widthCm: 100,
  heightCm: 100,
  quantity: 1,
  mounting: "invasive",
  spacers: false,
  monofilamentGuide: false,
  angle: "none",
  juzKonQuantity: null,
  guide: "none",
  guideQuantity: null,
  handle: false,
  handleQuantity: null,
};

export function QuickAdd({ fabric, profile }: { fabric: ConfiguratorFabric; profile: PleatProfileOption | null }) {
  const addToCart = useAddToCart();
  // No extras, so no accessory prices are needed.
  const quote = useMemo(() => quotePleat({ configuration: QUICK_ADD, fabric, accessories: [] }), [fabric]);

  async function add() {
    const line = { fabricCode: fabric.code, fabricName: fabric.name, profileCode: profile?.code ?? null };
    await addToCart((cart, meta) => cart.pleatCartItem({ ...meta, ...line, appearance: cart.pleatAppearanceOf(fabric, profile) }, QUICK_ADD, quote), "Dodano do koszyka!");
  }

  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-semibold text-stone-950">Szybkie zamówienie</h2>
        {quote.breakdown && fabric.available ? <p className="text-lg font-bold text-stone-950 tabular-nums">{formatPln(quote.breakdown.total)}</p> : null}
      </div>
      <p className="mt-1 text-sm text-stone-600">
        Plisa 100 × 100 cm, 1 szt., montaż inwazyjny, bez prowadnic i dodatków
        {profile ? `, profil ${profile.code}` : ""}.
      </p>
      <button type="button" onClick={add} disabled={!quote.canAddToCart} className={`${buttonClasses("secondary")} mt-4 w-full`}>
        {fabric.available ? "Dodaj 100 × 100 cm do koszyka" : "Niedostępna"}
      </button>
      {fabric.available && quote.errors.width ? <p className="mt-2 text-sm text-stone-600">{quote.errors.width} Podaj własne wymiary w konfiguratorze poniżej.</p> : null}
    </div>
  );
}
