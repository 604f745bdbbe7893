import { useId } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { FormAlert, FormField, selectClasses, SubmitButton } from "~/components/ui/form-field";
import { formatPercent, type CollectionChoice, type PriceChangeRow } from "~/lib/bulk-prices";
import { formatPln } from "~/lib/money";
import type { SaleRefusal } from "~/lib/price-history";
import { fabricCount } from "~/lib/schemas/catalogue-csv";
import { CardTable, cardTableCell, cardTableRow, Cell } from "~/components/admin/card-table";
import { EndSalesOption } from "~/components/admin/end-sales-option";

/** The choice, as a GET form: a preview changes nothing, so it can be reloaded and linked. */
export function PriceChangeChoice({
  collections,
  collection,
  percent,
  errors,
}: {
  collections: readonly CollectionChoice[];
  collection: string;
  percent: string;
  errors: Readonly<Record<string, string>>;
}) {
  const id = useId();
  return (
    <Form method="get" className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_14rem_auto] sm:items-start">
      <div>
        <label htmlFor={`${id}-collection`} className="block text-sm font-medium text-stone-900">
          Kolekcja
        </label>
        <select
          id={`${id}-collection`}
          name="collection"
          defaultValue={collection}
          required
          aria-invalid={errors.collection ? true : undefined}
          aria-describedby={errors.collection ? `${id}-collection-error` : undefined}
          className={`mt-1.5 ${selectClasses}`}
        >
          <option value="">Wybierz kolekcję</option>
          {collections.map((choice) => (
            <option key={choice.name} value={choice.name}>
              {choice.name} ({choice.fabrics})
            </option>
          ))}
        </select>
        {errors.collection ? (
          <p id={`${id}-collection-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.collection}
          </p>
        ) : null}
      </div>
      <FormField
        label="Zmiana w procentach"
        name="percent"
        defaultValue={percent}
        required
        inputMode="decimal"
        placeholder="np. 5 albo -10"
        hint="Od −90 do +100, najwyżej jedno miejsce po przecinku."
        error={errors.percent}
      />
      <button type="submit" className={`${buttonClasses("secondary")} sm:mt-7`}>
        Pokaż podgląd
      </button>
    </Form>
  );
}

/**
 * Every fabric of the collection, old price → new, and the confirmation that carries the prices it showed.
 * A sale the change would leave without a real reduction does not stop it outright: the confirmation
 * offers to end those sales instead.
 */
export function PriceChangePreview({
  collection,
  percent,
  tenths,
  rows,
  saleRefusals,
  pending,
}: {
  collection: string;
  percent: string;
  tenths: number;
  rows: readonly PriceChangeRow[];
  saleRefusals: readonly SaleRefusal[];
  pending: boolean;
}) {
  // A price out of the form's limits stops the change (sales are then not planned); refused sales only ask for the owner's choice.
  const problems = saleRefusals.length ? 0 : rows.filter((row) => row.problem).length;
  if (rows.length === 0) return <FormAlert tone="error">Ta kolekcja nie ma tkanin.</FormAlert>;
  return (
    <section aria-labelledby="price-preview-heading" className="grid gap-4">
      <h2 id="price-preview-heading" className="text-lg font-semibold text-stone-950">
        Podgląd: {collection} {formatPercent(tenths)} ({fabricCount(rows.length)})
      </h2>
      <p className="text-sm text-stone-700">Nowe ceny zaokrąglamy do pełnego grosza, połówkę grosza w górę. Inne tkaniny się nie zmieniają.</p>
      {problems ? (
        <FormAlert tone="error">Tej zmiany nie można zastosować, bo nie przyjmuje jej {fabricCount(problems)} (opis w tabeli). Nic nie zostało zmienione.</FormAlert>
      ) : null}
      <CardTable caption={`Ceny tkanin kolekcji ${collection} przed zmianą i po niej`} columns={["Kod", "Nazwa", "Cena teraz", "Cena po zmianie", "Uwagi"]}>
        {rows.map((row) => (
          <tr key={row.code} className={cardTableRow}>
            <td className={`${cardTableCell} font-medium`}>{row.code}</td>
            <Cell label="Nazwa">
              {row.name}
              {row.sale ? <span className="ml-2 rounded bg-accent-50 px-1.5 py-0.5 text-xs font-medium text-accent-800">Wyprzedaż</span> : null}
            </Cell>
            <Cell label="Cena teraz" className="tabular-nums">
              {formatPln(row.oldPrice)}
            </Cell>
            <Cell label="Cena po zmianie" className="font-medium tabular-nums">
              {formatPln(row.newPrice)}
            </Cell>
            <td className={`${cardTableCell} text-red-700`}>{row.problem ?? ""}</td>
          </tr>
        ))}
      </CardTable>
      {problems ? null : (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="collection" value={collection} />
          <input type="hidden" name="percent" value={percent} />
          <input type="hidden" name="seen" value={JSON.stringify(rows.map((row) => [row.code, row.oldPrice]))} />
          <EndSalesOption refusals={saleRefusals} />
          <SubmitButton pending={pending} pendingLabel="Zmienianie cen...">
            Zmień ceny ({fabricCount(rows.length)})
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
