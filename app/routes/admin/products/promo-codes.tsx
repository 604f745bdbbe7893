import { data } from "react-router";
import type { Route } from "./+types/promo-codes";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminDone, adminHeaders, adminMeta, refuseAdmin } from "~/lib/admin-route";
import { ProductForm, type ProductRefusal } from "~/components/admin/product-form";
import { ProductListFrame, ProductPageError } from "~/components/admin/product-list";
import { PRODUCTS_BACK, productPaths } from "~/lib/admin-product-paths";
import { PromoCodesTable } from "./promo-codes/promo-codes-table";
import { FormField } from "~/components/ui/form-field";
import { formValues, parseForm } from "~/lib/forms";
import { parseListQuery, promoCodeSchema, promoToggleSchema } from "~/lib/schemas/product-admin";
import { auditActor } from "~/server/admin/audit.server";
import { refuseAdminForm, saveAnswer } from "~/server/admin/form-answers.server";
import { createPromoCode, listPromoCodes, setPromoCodeActive } from "~/server/orders/promo-codes-admin.server";
import { getAdmin, getDb, getEnv } from "~/server/platform/request-context.server";

// /admin-products/kody-rabatowe: the promo codes, a form for a new one and a switch per code.

const MISSING = "Nie ma takiego kodu rabatowego";

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Kody rabatowe", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseListQuery(new URL(request.url).searchParams);
  return data({ query, ...(await listPromoCodes(getDb(context), query)) }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = auditActor(getAdmin(context), request);
  const db = getDb(context);
  const values = formValues(await request.formData());
  if (values.intent === "toggle") {
    const parsed = parseForm(values, promoToggleSchema);
    if (!parsed.ok) return refuseAdmin("Nieprawidłowe dane formularza", 400);
    const result = await setPromoCodeActive(db, actor, parsed.data.code, parsed.data.active);
    if (!result.ok) return refuseAdmin(MISSING, 404);
    return adminDone(parsed.data.active ? `Kod ${parsed.data.code} włączony` : `Kod ${parsed.data.code} wyłączony`);
  }
  const parsed = parseForm(values, promoCodeSchema);
  if (!parsed.ok) return refuseAdminForm(parsed.fieldErrors, values);
  const done = { to: productPaths.promoCodes, text: `Dodano kod rabatowy ${parsed.data.code}` };
  return saveAnswer(getEnv(context), await createPromoCode(db, actor, parsed.data), values, done, MISSING);
}

export default function AdminPromoCodesPage({ loaderData: { query, rows, total, pages }, actionData }: Route.ComponentProps) {
  const refusal = actionData && "errors" in actionData ? (actionData as ProductRefusal) : undefined;
  return (
    <AdminPage
      title="Kody rabatowe"
      back={PRODUCTS_BACK}
      lead={<p>Rabat w procentach od wartości produktów. Kodu nie usuwa się: zamówienia pamiętają użyty kod, wyłączony nie działa w kasie.</p>}
    >
      <div className="space-y-10">
        <section aria-labelledby="new-promo-code" className="space-y-4">
          <h2 id="new-promo-code" className="text-lg font-semibold text-stone-950">
            Nowy kod
          </h2>
          <ProductForm schema={promoCodeSchema} refusal={refusal} initial={{}} submitLabel="Dodaj kod">
            {(field) => (
              <>
                <input type="hidden" name="intent" value="create" />
                <FormField label="Kod" required autoCapitalize="characters" hint="Wielkie litery i cyfry, np. LATO10." {...field("code")} />
                <FormField label="Rabat (%)" required inputMode="numeric" hint="Od 1 do 90." {...field("discountPercent")} />
              </>
            )}
          </ProductForm>
        </section>
        <section aria-labelledby="promo-code-list" className="space-y-4">
          <h2 id="promo-code-list" className="text-lg font-semibold text-stone-950">
            Kody
          </h2>
          <ProductListFrame
            path={productPaths.promoCodes}
            query={query}
            total={total}
            pages={pages}
            count={rows.length}
            flag={{ label: "Stan", yes: "Aktywne", no: "Wyłączone" }}
            searchPlaceholder="Kod"
            empty="Nie ma jeszcze kodów rabatowych."
          >
            <PromoCodesTable codes={rows} />
          </ProductListFrame>
        </section>
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <ProductPageError title="Kody rabatowe" fallback="Nie udało się pobrać kodów rabatowych" />;
}
