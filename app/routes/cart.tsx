import { useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/cart";
import { CartLine } from "./cart/cart-line";
import { CartArea, CartSkeleton, EmptyCart } from "~/components/cart/cart-states";
import { CartQuoteNotice } from "~/components/cart/cart-quote-notice";
import { cartActions, useStoredCart } from "~/components/cart/cart-store";
import { useCartQuote } from "~/components/cart/use-cart-quote";
import { pageMeta } from "~/lib/page-meta";
import { buttonClasses } from "~/components/ui/button";
import { ShipDate } from "~/components/ui/ship-date";
import { cartCount, type CartItem } from "~/lib/cart";
import { formatPln } from "~/lib/money";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: "Koszyk", description: "Twój koszyk: sprawdź konfigurację, ilości i ceny, zanim złożysz zamówienie." }, matches);
}

export default function Cart() {
  const items = useStoredCart();
  // Lines whose quantity field was cleared: the spec's 0, kept here because a stored line always has at least 1.
  const [emptyLines, setEmptyLines] = useState<ReadonlySet<string>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);

  const setLineEmpty = (id: string, empty: boolean) =>
    setEmptyLines((current) => {
      const next = new Set(current);
      if (empty) next.add(id);
      else next.delete(id);
      return next;
    });

  const remove = (item: CartItem) => {
    setLineEmpty(item.id, false);
    cartActions.remove(item.id);
    // The removed button took the focus with it: put it somewhere that makes sense.
    headingRef.current?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight text-stone-950 outline-none sm:text-4xl">
        Koszyk
      </h1>
      <CartArea>
        {items === null ? (
          <CartSkeleton label="Ładowanie koszyka..." />
        ) : items.length === 0 ? (
          <EmptyCart />
        ) : (
          <CartContents items={items} emptyLines={emptyLines} onEmptyChange={setLineEmpty} onRemove={remove} />
        )}
      </CartArea>
    </div>
  );
}

function CartContents({
  items,
  emptyLines,
  onEmptyChange,
  onRemove,
}: {
  items: CartItem[];
  emptyLines: ReadonlySet<string>;
  onEmptyChange: (id: string, empty: boolean) => void;
  onRemove: (item: CartItem) => void;
}) {
  const counted = items.filter((item) => !emptyLines.has(item.id));
  const hasEmptyLine = counted.length < items.length;
  const total = counted.reduce((sum, item) => sum + item.totalPrice, 0);
  const quote = useCartQuote(items);

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <ul className="space-y-4" aria-label="Produkty w koszyku">
        {items.map((item) => (
          <CartLine key={item.id} item={item} empty={emptyLines.has(item.id)} onEmptyChange={(empty) => onEmptyChange(item.id, empty)} onRemove={() => onRemove(item)} />
        ))}
      </ul>

      <aside aria-labelledby="cart-summary" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
        <h2 id="cart-summary" className="text-lg font-semibold text-stone-950">
          Podsumowanie
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">Liczba sztuk</dt>
            <dd className="text-stone-900">{cartCount(counted)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-stone-200 pt-3">
            <dt className="font-medium text-stone-900">Razem</dt>
            <dd className="text-2xl font-bold text-stone-950" aria-live="polite">
              {formatPln(total)}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-stone-500">Ceny zawierają VAT. Koszt dostawy wybierzesz w kolejnym kroku.</p>
        <ShipDate className="mt-3" />
        <div className="mt-4">
          <CartQuoteNotice quote={quote} />
        </div>

        <div className="mt-6 flex flex-col gap-3">
          {hasEmptyLine ? (
            <>
              <button type="button" disabled aria-describedby="cart-quantity-hint" className={`${buttonClasses("primary", "lg")} w-full`}>
                Przejdź do finalizacji zamówienia
              </button>
              <p id="cart-quantity-hint" className="text-sm font-medium text-red-700">
                Wpisz ilość sztuk (co najmniej 1) przy każdej pozycji.
              </p>
            </>
          ) : (
            <Link to="/finalizacja-zamowienia" className={`${buttonClasses("primary", "lg")} w-full`}>
              Przejdź do finalizacji zamówienia
            </Link>
          )}
          <Link to="/zamow" className={`${buttonClasses("secondary", "lg")} w-full`}>
            Kontynuuj zakupy
          </Link>
        </div>
      </aside>
    </div>
  );
}
