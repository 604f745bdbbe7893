import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/accessory";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { ACCESSORY_KIND_LABELS, checked, CheckField, FixedValue, ProductForm, SelectField } from "~/components/admin/product-form";
import { ProductPageError } from "~/components/admin/product-list";
import { productPaths } from "~/lib/admin-product-paths";
import { FormField } from "~/components/ui/form-field";
import { parseForm } from "~/lib/forms";
import { commaAmount } from "~/lib/money";
import { ACCESSORY_MOUNTINGS, accessorySchema } from "~/lib/schemas/product-admin";
import { auditActor } from "~/server/admin/audit.server";
import { getAccessoryAdmin, updateAccessory } from "~/server/catalogue/accessory-admin.server";
import { refuseAdminForm, saveAnswer } from "~/server/admin/form-answers.server";
import { readPhotoForm } from "~/server/platform/images.server";
import { getAdmin, getDb, getEnv } from "~/server/platform/request-context.server";

// /admin-products/dodatki/:id: one accessory's name, price, flags and photo; its kind is the pricing engine's.

const MISSING = "Nie ma dodatku o tym numerze";
const back = { to: productPaths.accessories, label: "Wróć do dodatków" };
const idSchema = z.coerce.number().int().min(1).max(1_000_000);

async function accessoryOf(params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  const id = idSchema.safeParse(params.id);
  const accessory = id.success ? await getAccessoryAdmin(getDb(context), id.data) : undefined;
  if (!accessory) throw data(MISSING, { status: 404, headers: ADMIN_HEADERS });
  return accessory;
}

export const headers = adminHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Dodatek ${loaderData.accessory.name}` : "Dodatek", matches);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return data({ accessory: await accessoryOf(params, context) }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { id } = await accessoryOf(params, context);
  const { values, upload } = await readPhotoForm(request);
  const parsed = parseForm(values, accessorySchema);
  if (!parsed.ok) return refuseAdminForm(parsed.fieldErrors, values);
  const env = getEnv(context);
  const result = await updateAccessory(env, getDb(context), auditActor(getAdmin(context), request), id, parsed.data, upload);
  return saveAnswer(env, result, values, { to: productPaths.accessories, text: "Zapisano dodatek" }, MISSING);
}

const mountingOptions = [{ value: "", label: "Dowolny" }, ...ACCESSORY_MOUNTINGS.map((value) => ({ value, label: value }))];

export default function AdminAccessoryPage({ loaderData: { accessory }, actionData }: Route.ComponentProps) {
  const initial: Record<string, string> = {
    name: accessory.name,
    price: commaAmount(accessory.price),
    multiplied: checked(accessory.multiplied),
    mounting: accessory.mounting ?? "",
    active: checked(accessory.active),
  };
  return (
    <AdminPage title={`Dodatek ${accessory.name}`} back={back}>
      <ProductForm
        schema={accessorySchema}
        refusal={actionData}
        initial={initial}
        submitLabel="Zapisz zmiany"
        cancelTo={productPaths.accessories}
        photo={{ current: accessory.image, required: false }}
      >
        {(field) => (
          <>
            <FixedValue
              label="Rodzaj"
              value={`${ACCESSORY_KIND_LABELS[accessory.kind]} (ID ${accessory.id})`}
              hint="Rodzaj i numer wyznaczają sposób wyceny; nie można ich zmienić."
            />
            <FormField label="Nazwa" required {...field("name")} />
            <FormField label="Cena (zł)" required inputMode="decimal" hint="Z groszami, np. 12,50." {...field("price")} />
            <SelectField label="Montaż" options={mountingOptions} {...field("mounting")} />
            <CheckField label="Cena przemnażana" hint="Cena mnożona przez mnożnik szerokości plisy." {...field("multiplied")} />
            <CheckField label="Aktywny" hint="Wyłączony dodatek znika z konfiguratora i strony dodatków; koszyk z nim nie przejdzie." {...field("active")} />
          </>
        )}
      </ProductForm>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <ProductPageError title="Dodatek" fallback="Nie udało się otworzyć dodatku" />;
}
