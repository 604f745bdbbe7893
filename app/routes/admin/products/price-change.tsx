import { data, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/price-change";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { PriceChangeChoice, PriceChangePreview } from "./price-change/price-change-preview";
import { ADMIN_PRODUCTS_PATH } from "~/lib/admin-product-sections";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { FormAlert } from "~/components/ui/form-field";
import { confirmPriceChangeSchema, formatPercent, priceChangeSchema, type PriceChangeRow } from "~/lib/bulk-prices";
import type { SaleRefusal } from "~/lib/price-history";
import { endedSalesText } from "~/lib/schemas/end-sales";
import { fabricCount } from "~/lib/schemas/catalogue-csv";
import { firstMessage, parseForm, refuseForm, type FieldErrors } from "~/lib/forms";
import { auditActor } from "~/server/admin/audit.server";
import { applyPriceChange, fabricCollections, planPriceChange } from "~/server/catalogue/bulk-prices.server";
import { flashHeader } from "~/server/platform/flash.server";
import { getAdmin, getDb, getEnv } from "~/server/platform/request-context.server";

// /admin-products/zmiana-cen: every fabric of a collection up or down by a percentage. The choice is a
// GET form that shows the preview; the confirmation posts the prices the preview showed (and, when the
// owner chose so, the sales to end) and is applied in one batch only if they still hold.

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Zmiana cen kolekcji", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb(context);
  const params = new URL(request.url).searchParams;
  const query = { collection: params.get("collection") ?? "", percent: params.get("percent") ?? "" };
  const collections = await fabricCollections(db);
  let errors: FieldErrors = {};
  let preview: { collection: string; percent: string; tenths: number; rows: PriceChangeRow[]; saleRefusals: SaleRefusal[] } | null = null;
  if (params.has("collection")) {
    const parsed = parseForm(query, priceChangeSchema);
    if (!parsed.ok) errors = parsed.fieldErrors;
    else if (!collections.some((choice) => choice.name === parsed.data.collection)) errors = { collection: "Wybierz kolekcję z listy." };
    else {
      const plan = await planPriceChange(db, auditActor(getAdmin(context), request), parsed.data.collection, parsed.data.percent);
      preview = { collection: parsed.data.collection, percent: query.percent, tenths: parsed.data.percent, rows: plan.rows, saleRefusals: plan.saleRefusals };
    }
  }
  return data({ collections, query, errors, preview }, { headers: ADMIN_HEADERS });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const parsed = parseForm(await request.formData(), confirmPriceChangeSchema);
  if (!parsed.ok) return refuseForm(firstMessage(parsed) ?? "Sprawdź podgląd ponownie.", parsed.fieldErrors, {}, { headers: ADMIN_HEADERS });
  const { collection, percent } = parsed.data;
  const result = await applyPriceChange(getDb(context), auditActor(getAdmin(context), request), parsed.data);
  if (!result.ok) return refuseForm(result.message, {}, {}, { status: 409, headers: ADMIN_HEADERS });
  const text = `Zmieniono ceny w kolekcji ${collection} (${formatPercent(percent)}): ${fabricCount(result.changed)}.${endedSalesText(result.endedSales)}`;
  return redirect(url.pathname, { headers: { ...ADMIN_HEADERS, "Set-Cookie": flashHeader(getEnv(context), { type: "success", text }) } });
}

export default function PriceChangePage({ loaderData: { collections, query, errors, preview } }: Route.ComponentProps) {
  const refusal = useActionData<typeof action>();
  const navigation = useNavigation();
  useAnswerToast(refusal);
  return (
    <AdminPage
      title="Zmiana cen kolekcji"
      back={{ to: ADMIN_PRODUCTS_PATH, label: "Wróć do produktów" }}
      lead={<p>Wszystkie tkaniny wybranej kolekcji o podany procent w górę lub w dół. Najpierw podgląd każdej ceny; nic się nie zmienia przed potwierdzeniem.</p>}
    >
      <div className="grid gap-6">
        <PriceChangeChoice collections={collections} collection={query.collection} percent={query.percent} errors={errors} />
        {refusal ? <FormAlert tone="error">{refusal.message}</FormAlert> : null}
        {/* After a refused confirmation the loader has run again: the preview shows the prices as they are now. */}
        {preview ? (
          <PriceChangePreview
            collection={preview.collection}
            percent={preview.percent}
            tenths={preview.tenths}
            rows={preview.rows}
            saleRefusals={preview.saleRefusals}
            pending={navigation.state === "submitting" && navigation.formMethod === "POST"}
          />
        ) : null}
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Zmiana cen kolekcji" back={{ to: ADMIN_PRODUCTS_PATH, label: "Wróć do produktów" }}>
      <FormAlert tone="error">Nie udało się przygotować zmiany cen. Spróbuj ponownie.</FormAlert>
    </AdminPage>
  );
}
