import { useId } from "react";
import { MAX_LINE_QUANTITY, type CartItem } from "~/lib/cart";
import { lineTitle } from "~/lib/line-description";
import { linePriceParts } from "~/lib/line-prices";
import { formatPln } from "~/lib/money";
import { cartActions } from "~/components/cart/cart-store";
import { LinePreview } from "~/components/preview/line-preview";
import { LineDetails } from "./line-details";

const stepButton =
  "flex size-11 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white text-lg font-medium text-stone-800 hover:bg-stone-100 disabled:pointer-events-none disabled:opacity-40";

/**
 * The spec's rules: an empty field means 0 (shown as invalid, never stored, since a stored line
 * always has at least one piece); anything non-numeric, below 1 or above the limit is ignored.
 */
function QuantityControl({ item, empty, onEmptyChange }: { item: CartItem; empty: boolean; onEmptyChange: (empty: boolean) => void }) {
  const id = useId();
  const errorId = `${id}-error`;
  const setQuantity = (quantity: number) => {
    onEmptyChange(false);
    cartActions.setQuantity(item.id, quantity);
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        Ilość sztuk
      </label>
      <div className="mt-1.5 flex items-center gap-2">
        <button type="button" className={stepButton} onClick={() => setQuantity(item.quantity - 1)} disabled={empty || item.quantity <= 1} aria-label="Zmniejsz ilość">
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          step={1}
          placeholder="Wpisz ilość sztuk"
          value={empty ? "" : item.quantity}
          onChange={(event) => {
            const raw = event.currentTarget.value;
            if (raw.trim() === "") return onEmptyChange(true);
            const quantity = Number(raw);
            if (Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY) setQuantity(quantity);
          }}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? errorId : undefined}
          className={`h-11 w-40 rounded-lg border px-3 text-center text-base text-stone-950 placeholder:text-sm placeholder:text-stone-400 ${
            empty ? "border-red-600 bg-red-50/40" : "border-stone-300"
          }`}
        />
        <button
          type="button"
          className={stepButton}
          onClick={() => setQuantity(empty ? 1 : item.quantity + 1)}
          disabled={!empty && item.quantity >= MAX_LINE_QUANTITY}
          aria-label="Zwiększ ilość"
        >
          +
        </button>
      </div>
      {empty ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          Podaj ilość: co najmniej 1 sztuka.
        </p>
      ) : null}
    </div>
  );
}

/** One line of the cart page: what it is, how many, what it costs, and its removal. */
export function CartLine({ item, empty, onEmptyChange, onRemove }: { item: CartItem; empty: boolean; onEmptyChange: (empty: boolean) => void; onRemove: () => void }) {
  const title = lineTitle(item);
  // An emptied quantity field counts as 0 pieces until it is filled in again.
  const prices = linePriceParts({ ...item, configuration: item, ...(empty ? { quantity: 0, totalPrice: 0 } : {}) });
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <article aria-label={title} className="flex flex-col gap-5 md:flex-row md:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-4 sm:flex-row">
          <LinePreview item={item} />
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-semibold tracking-tight text-stone-950">{title}</h2>
            <div className="mt-3">
              <LineDetails item={item} />
            </div>
          </div>
        </div>
        <div className="flex flex-col gap-4 md:w-60 md:items-end md:text-right">
          <QuantityControl item={item} empty={empty} onEmptyChange={onEmptyChange} />
          <dl className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-1 text-sm md:w-full">
            <dt className="text-stone-600">Cena za sztukę</dt>
            <dd className="text-right text-stone-900">{formatPln(prices.unitPrice)}</dd>
            {prices.handles ? (
              <>
                <dt className="text-stone-600">{prices.handles.label}</dt>
                <dd className="text-right text-stone-900">{formatPln(prices.handles.amount)}</dd>
              </>
            ) : null}
            <dt className="font-medium text-stone-900">Razem</dt>
            <dd className="text-right text-lg font-bold text-stone-950">{formatPln(prices.total)}</dd>
          </dl>
          <button
            type="button"
            onClick={onRemove}
            className="self-start rounded-md px-2 py-1 text-sm font-medium text-red-700 underline-offset-2 hover:bg-red-50 hover:underline md:self-end"
            aria-label={`Usuń: ${title}, ${item.width} × ${item.height} cm`}
          >
            Usuń
          </button>
        </div>
      </article>
    </li>
  );
}
