import { AlertCircleIcon, InfoCircleIcon } from "~/components/ui/icons";
import type { CartQuote } from "./use-cart-quote";

export const PRICES_UPDATED = "Ceny w koszyku zostały zaktualizowane zgodnie z aktualnym cennikiem. Sprawdź kwoty przed złożeniem zamówienia.";

/** What the server said of the cart's prices: still checking, changed, or lines it cannot sell. */
export function CartQuoteNotice({ quote }: { quote: CartQuote }) {
  return (
    <div className="space-y-3">
      <p role="status" className={quote.state === "checking" ? "text-sm text-stone-600" : "sr-only"}>
        {quote.state === "checking" ? "Sprawdzamy aktualne ceny..." : ""}
      </p>
      {quote.repriced ? (
        <p className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <InfoCircleIcon className="mt-0.5 size-5 shrink-0" />
          <span>{PRICES_UPDATED}</span>
        </p>
      ) : null}
      {quote.problems.length > 0 ? (
        <div role="alert" className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <AlertCircleIcon className="mt-0.5 size-5 shrink-0" />
          <ul className="space-y-1">
            {quote.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
