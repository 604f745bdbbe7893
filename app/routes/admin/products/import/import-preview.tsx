import { Form } from "react-router";
import { FormAlert, SubmitButton } from "~/components/ui/form-field";
import { formatPln } from "~/lib/money";
import { fabricCount, refusalRow, rowErrorText, yesNo, type CatalogueRow, type ChangedFabric, type ImportRefusal, type RowError } from "~/lib/schemas/catalogue-csv";
import { CardTable, cardTableCell, cardTableRow, Cell } from "~/components/admin/card-table";
import { EndSalesOption } from "~/components/admin/end-sales-option";

export interface ImportPreviewData {
  /** The catalogue's version the preview was made against. */
  version: number;
  changed: ChangedFabric[];
  added: CatalogueRow[];
  unchanged: number;
  /** The file's own row errors. */
  errors: RowError[];
  /** The sales the file would leave without a real reduction: the owner may end them instead. */
  saleRefusals: ImportRefusal[];
  /** The file as read, carried back by the confirmation. */
  csv: string;
}

/**
 * Everything the file would do, and the one button that does it, offered only for a file without errors
 * (with the choice to end the sales it would leave without a real reduction). In a file with errors those
 * sales are listed among them, to be corrected with the rest.
 */
export function ImportPreview({ preview, pending }: { preview: ImportPreviewData; pending: boolean }) {
  const { changed, added, unchanged, saleRefusals } = preview;
  const errors = preview.errors.length ? [...preview.errors, ...saleRefusals.map(refusalRow)].sort((a, b) => a.row - b.row) : [];
  const changes = changed.length + added.length;
  return (
    <section aria-labelledby="import-preview-heading" className="grid gap-5">
      <h2 id="import-preview-heading" className="text-lg font-semibold text-stone-950">
        Podgląd importu
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-800">
        <li>Zmienione: {fabricCount(changed.length)}</li>
        <li>Nowe: {fabricCount(added.length)}</li>
        <li>Bez zmian: {fabricCount(unchanged)}</li>
        <li>Błędy: {errors.length}</li>
      </ul>

      {errors.length ? (
        <FormAlert tone="error">
          <p>Plik ma błędy, więc nic nie zostanie zmienione. Popraw te wiersze i wczytaj plik ponownie:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 font-normal">
            {errors.map((error) => (
              <li key={`${error.row}-${error.message}`}>{rowErrorText(error)}</li>
            ))}
          </ul>
        </FormAlert>
      ) : changes === 0 ? (
        <FormAlert tone="success">Brak zmian: plik zgadza się z katalogiem.</FormAlert>
      ) : null}

      {changed.length ? (
        <CardTable caption="Zmienione tkaniny: każde zmienione pole przed i po" columns={["Wiersz", "Kod", "Nazwa", "Zmiany"]}>
          {changed.map((fabric) => (
            <tr key={fabric.code} className={cardTableRow}>
              <Cell label="Wiersz" className="tabular-nums">
                {fabric.row}
              </Cell>
              <td className={`${cardTableCell} font-medium`}>{fabric.code}</td>
              <Cell label="Nazwa">{fabric.name}</Cell>
              <td className={cardTableCell}>
                <ul className="space-y-0.5">
                  {fabric.fields.map((field) => (
                    <li key={field.column}>
                      <span className="text-stone-600">{field.column}:</span> <del className="text-stone-500">{field.before}</del> →{" "}
                      <ins className="font-medium no-underline">{field.after}</ins>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </CardTable>
      ) : null}

      {added.length ? (
        <CardTable caption="Nowe tkaniny" columns={["Wiersz", "Kod", "Nazwa", "Kolekcja", "Cena", "Dostępna", "Wyprzedaż"]}>
          {added.map(({ row, record }) => (
            <tr key={record.code} className={cardTableRow}>
              <Cell label="Wiersz" className="tabular-nums">
                {row}
              </Cell>
              <td className={`${cardTableCell} font-medium`}>{record.code}</td>
              <Cell label="Nazwa">{record.name}</Cell>
              <Cell label="Kolekcja">{record.collection}</Cell>
              <Cell label="Cena" className="tabular-nums">
                {formatPln(record.pricePerM2)}/m²
              </Cell>
              <Cell label="Dostępna">{yesNo(record.available)}</Cell>
              <Cell label="Wyprzedaż">{yesNo(record.sale)}</Cell>
            </tr>
          ))}
        </CardTable>
      ) : null}

      {errors.length === 0 && changes > 0 ? (
        // Multipart, so the carried file is not percent-encoded (which would double or triple it).
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="version" value={preview.version} />
          <input type="hidden" name="csv" value={preview.csv} />
          <EndSalesOption refusals={saleRefusals} />
          <SubmitButton pending={pending} pendingLabel="Zapisywanie zmian...">
            Zastosuj zmiany
          </SubmitButton>
          <p className="text-sm text-stone-600">Wszystkie zmiany z podglądu naraz albo żadna.</p>
        </Form>
      ) : null}
    </section>
  );
}
