import { useId } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { FormField, SubmitButton } from "~/components/ui/form-field";
import { CATALOGUE_FILE_MAX_BYTES, CATALOGUE_HEADER } from "~/lib/schemas/catalogue-csv";

/** The export's download and the upload that previews a file; what the import does and does not do, said before it is done. */
export function ImportUpload({ exportPath, error, pending }: { exportPath: string; error: string | undefined; pending: boolean }) {
  const id = useId();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby={`${id}-export`} className="grid content-start gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id={`${id}-export`} className="text-lg font-semibold text-stone-950">
          Eksport
        </h2>
        <p className="text-sm text-stone-700">
          Wszystkie tkaniny w pliku CSV (UTF-8, kolumny rozdzielone średnikiem) otwieranym w Excelu: ceny w złotych z przecinkiem, dostępność i wyprzedaż jako „tak” albo „nie”.
        </p>
        <p>
          {/* A download, not a page: the browser fetches it itself. */}
          <a href={exportPath} download className={buttonClasses("secondary")}>
            Pobierz katalog tkanin (CSV)
          </a>
        </p>
      </section>
      <section aria-labelledby={`${id}-import`} className="grid content-start gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id={`${id}-import`} className="text-lg font-semibold text-stone-950">
          Import
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
          <li>Kolumny jak w eksporcie: {CATALOGUE_HEADER.join(", ")}.</li>
          <li>Tkaniny o kodach z katalogu zostaną zmienione, o nowych kodach dodane.</li>
          <li>Tkaniny, których nie ma w pliku, zostają bez zmian: import niczego nie usuwa.</li>
          <li>Najpierw podgląd; zmiany zapisuje dopiero „Zastosuj zmiany”, wszystkie naraz albo żadna.</li>
          <li>Wiersze liczymy jak arkusz: nagłówek to wiersz 1.</li>
        </ul>
        <Form method="post" encType="multipart/form-data" className="grid gap-3">
          <input type="hidden" name="intent" value="preview" />
          <FormField label="Plik CSV" name="file" type="file" accept=".csv,text/csv" required hint={`Najwyżej ${CATALOGUE_FILE_MAX_BYTES / 1024} KB.`} error={error} />
          <SubmitButton pending={pending} pendingLabel="Wczytywanie pliku...">
            Pokaż podgląd zmian
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
