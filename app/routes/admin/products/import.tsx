import { data, href, redirect, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/import";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { ImportPreview, type ImportPreviewData } from "./import/import-preview";
import { ImportUpload } from "./import/import-upload";
import { ADMIN_PRODUCTS_PATH } from "~/lib/admin-product-sections";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { FormAlert } from "~/components/ui/form-field";
import { firstMessage, parseForm, refuseForm } from "~/lib/forms";
import { CATALOGUE_FILE_MAX_BYTES, fabricCount, parseCatalogueCsv, rowErrorText, type RowError } from "~/lib/schemas/catalogue-csv";
import { endedSalesText, endSalesSchema } from "~/lib/schemas/end-sales";
import { auditActor } from "~/server/admin/audit.server";
import { catalogueVersion } from "~/server/catalogue/snapshot.server";
import { applyImport, planImport } from "~/server/catalogue/csv.server";
import { flashHeader } from "~/server/platform/flash.server";
import { getAdmin, getDb, getEnv } from "~/server/platform/request-context.server";

// /admin-products/import: the fabrics catalogue out as CSV and back in. An upload is only previewed
// (every change, every new fabric, every row error, every sale left without a real reduction); 'Zastosuj
// zmiany' posts the previewed file back with the catalogue version it was compared against and the sales
// the owner chose to end. The file is read again by the same rules (a hidden field can be edited), refused
// if any row has an error or the catalogue has moved on, and applied in one batch, all or nothing.

const EXPORT_PATH = href("/admin-products/import/katalog-tkanin.csv");
const FILE_TOO_LARGE_MESSAGE = `Plik jest za duży: najwyżej ${CATALOGUE_FILE_MAX_BYTES / 1024} KB.`;

const applySchema = z.object({
  intent: z.literal("apply"),
  version: z.coerce.number().int().min(0),
  csv: z.string().min(1, "Wczytaj plik ponownie.").max(CATALOGUE_FILE_MAX_BYTES, FILE_TOO_LARGE_MESSAGE),
  endSales: endSalesSchema,
});

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Import i eksport CSV", matches);
}

export function loader() {
  return data(null, { headers: ADMIN_HEADERS });
}

const refuse = (message: string, errors: Record<string, string> = {}, status = 400, rowErrors: RowError[] = []) =>
  refuseForm(message, errors, { rowErrors }, { status, headers: ADMIN_HEADERS });

/** The uploaded file as text, or why it cannot be read as the catalogue. */
async function uploadedText(file: FormDataEntryValue | null): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: "Wybierz plik CSV z katalogiem tkanin." };
  if (file.size > CATALOGUE_FILE_MAX_BYTES) return { ok: false, message: FILE_TOO_LARGE_MESSAGE };
  const text = new TextDecoder("utf-8", { fatal: false }).decode(await file.arrayBuffer());
  if (text.includes("\u0000")) return { ok: false, message: "To nie jest plik CSV: wybierz plik pobrany z eksportu albo zapisany w arkuszu jako CSV." };
  // A spreadsheet saving 'CSV' in Windows-1250 loses Polish letters: refused rather than imported garbled.
  if (text.includes("\uFFFD")) return { ok: false, message: "Plik nie jest zapisany w UTF-8. W arkuszu wybierz zapis jako „CSV UTF-8”." };
  return { ok: true, text };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const db = getDb(context);
  const actor = auditActor(getAdmin(context), request);

  if (form.get("intent") !== "apply") {
    const upload = await uploadedText(form.get("file"));
    if (!upload.ok) return refuse(upload.message, { file: upload.message });
    const file = parseCatalogueCsv(upload.text);
    if (!file.ok) return refuse(file.message, { file: file.message });
    // The version is read before the catalogue is compared, so a change in between makes the confirmation stale.
    const version = await catalogueVersion(db);
    const plan = await planImport(db, actor, file.rows);
    const preview: ImportPreviewData = {
      version,
      changed: plan.changed,
      added: plan.added,
      unchanged: plan.unchanged,
      errors: file.errors,
      saleRefusals: plan.saleRefusals,
      csv: upload.text,
    };
    return data({ ok: true as const, preview }, { headers: ADMIN_HEADERS });
  }

  const parsed = parseForm(form, applySchema);
  if (!parsed.ok) return refuse(firstMessage(parsed) ?? "Wczytaj plik ponownie.");
  const file = parseCatalogueCsv(parsed.data.csv);
  if (!file.ok) return refuse(file.message);
  if (file.errors.length) return refuse("Plik ma błędy, więc nic nie zostało zmienione.", {}, 400, file.errors);
  const result = await applyImport(db, actor, file.rows, parsed.data.version, parsed.data.endSales);
  if (!result.ok) return refuse(result.message, {}, 409, result.problems);
  const text = `Zaimportowano katalog. Zmienione: ${fabricCount(result.changed)}, nowe: ${fabricCount(result.added)}.${endedSalesText(result.endedSales)}`;
  return redirect(url.pathname, { headers: { ...ADMIN_HEADERS, "Set-Cookie": flashHeader(getEnv(context), { type: "success", text }) } });
}

export default function CatalogueImportPage() {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const refusal = answer && !answer.ok ? answer : undefined;
  useAnswerToast(refusal);
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <AdminPage
      title="Import i eksport CSV"
      back={{ to: ADMIN_PRODUCTS_PATH, label: "Wróć do produktów" }}
      lead={<p>Katalog tkanin w arkuszu: pobierz go, popraw i wczytaj z powrotem. Przed zapisaniem zobaczysz każdą zmianę i każdy błąd.</p>}
    >
      <div className="grid gap-8">
        <ImportUpload exportPath={EXPORT_PATH} error={refusal?.errors.file} pending={pending === "preview"} />
        {refusal && !refusal.errors.file ? (
          <FormAlert tone="error">
            <p>{refusal.message}</p>
            {refusal.rowErrors.length ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 font-normal">
                {refusal.rowErrors.map((error) => (
                  <li key={`${error.row}-${error.message}`}>{rowErrorText(error)}</li>
                ))}
              </ul>
            ) : null}
          </FormAlert>
        ) : null}
        {answer?.ok ? <ImportPreview preview={answer.preview} pending={pending === "apply"} /> : null}
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Import i eksport CSV" back={{ to: ADMIN_PRODUCTS_PATH, label: "Wróć do produktów" }}>
      <FormAlert tone="error">Nie udało się wczytać katalogu. Spróbuj ponownie.</FormAlert>
    </AdminPage>
  );
}
