import { useId } from "react";
import { FormAlert } from "~/components/ui/form-field";
import type { SaleRefusal } from "~/lib/price-history";
import { fabricCount } from "~/lib/schemas/catalogue-csv";
import { END_SALES_FIELD, endSalesValue } from "~/lib/schemas/end-sales";

/**
 * Inside a bulk change's confirmation (a collection's percentage, a CSV import): the fabrics whose sale the
 * change would leave without a real reduction, each with its reason, and the owner's choice to end those
 * sales instead. Left unticked, the confirmation changes nothing.
 */
export function EndSalesOption({ refusals }: { refusals: readonly SaleRefusal[] }) {
  const id = useId();
  if (refusals.length === 0) return null;
  return (
    <div className="grid w-full gap-3">
      <FormAlert tone="error">
        <p>Wyprzedaż musi być prawdziwą obniżką, a po tej zmianie nie byłaby nią dla tych tkanin:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 font-normal">
          {refusals.map((refusal) => (
            <li key={refusal.code}>{refusal.reason}</li>
          ))}
        </ul>
      </FormAlert>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            name={END_SALES_FIELD}
            value={endSalesValue(refusals)}
            aria-describedby={`${id}-hint`}
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-accent-600"
          />
          <label htmlFor={id} className="cursor-pointer text-sm leading-6 font-medium text-stone-900">
            Zakończ wyprzedaż wymienionych tkanin ({fabricCount(refusals.length)})
          </label>
        </div>
        <p id={`${id}-hint`} className="mt-1 ml-8 text-sm text-stone-600">
          Zmiana obejmie je jak pozostałe, ale już bez wyprzedaży. Bez zaznaczenia nic nie zostanie zmienione.
        </p>
      </div>
    </div>
  );
}
