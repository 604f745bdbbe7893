import { data } from "react-router";
import type { Route } from "./+types/mesh";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { checked, CheckField, FixedValue, ProductForm } from "~/components/admin/product-form";
import { ProductPageError } from "~/components/admin/product-list";
import { productPaths } from "~/lib/admin-product-paths";
import { FormField } from "~/components/ui/form-field";
import { parseForm } from "~/lib/forms";
import { commaAmount } from "~/lib/money";
import { meshSchema, newMeshSchema } from "~/lib/schemas/product-admin";
import { auditActor } from "~/server/admin/audit.server";
import { createMesh, getMeshAdmin, updateMesh } from "~/server/catalogue/mesh-admin.server";
import { refuseAdminForm, saveAnswer } from "~/server/admin/form-answers.server";
import { readPhotoForm } from "~/server/platform/images.server";
import { getAdmin, getDb, getEnv } from "~/server/platform/request-context.server";

// /admin-products/siatki/nowa and /admin-products/siatki/:code: a new mesh, or one to edit (its code fixed:
// an order's line keeps the mesh it was ordered with).

const MISSING = "Nie ma siatki o tym kodzie";
const back = { to: productPaths.meshes, label: "Wróć do siatek" };

export const headers = adminHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData?.mesh ? `Siatka ${loaderData.mesh.code}` : "Nowa siatka", matches);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.code) return data({ mesh: null }, { headers: ADMIN_HEADERS });
  const mesh = await getMeshAdmin(getDb(context), params.code);
  if (!mesh) throw data(MISSING, { status: 404, headers: ADMIN_HEADERS });
  return data({ mesh }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = auditActor(getAdmin(context), request);
  const env = getEnv(context);
  const db = getDb(context);
  const { values, upload } = await readPhotoForm(request);
  const done = { to: productPaths.meshes, text: params.code ? "Zapisano siatkę" : "Dodano siatkę" };
  if (params.code) {
    const parsed = parseForm(values, meshSchema);
    if (!parsed.ok) return refuseAdminForm(parsed.fieldErrors, values);
    return saveAnswer(env, await updateMesh(env, db, actor, params.code, parsed.data, upload), values, done, MISSING);
  }
  const parsed = parseForm(values, newMeshSchema);
  if (!parsed.ok) return refuseAdminForm(parsed.fieldErrors, values);
  return saveAnswer(env, await createMesh(env, db, actor, parsed.data, upload), values, done, MISSING);
}

export default function AdminMeshPage({ loaderData: { mesh }, actionData }: Route.ComponentProps) {
  const initial: Record<string, string> = mesh ? { colour: mesh.colour, price: commaAmount(mesh.price), available: checked(mesh.available) } : { available: "on" };
  return (
    <AdminPage title={mesh ? `Siatka ${mesh.code}` : "Nowa siatka"} back={back}>
      <ProductForm
        schema={mesh ? meshSchema : newMeshSchema}
        refusal={actionData}
        initial={initial}
        submitLabel={mesh ? "Zapisz zmiany" : "Dodaj siatkę"}
        cancelTo={productPaths.meshes}
        photo={{ current: mesh?.image ?? null, required: !mesh }}
      >
        {(field) => (
          <>
            {mesh ? (
              <FixedValue label="Kod" value={mesh.code} hint="Kodu nie można zmienić: zamówienia odwołują się do niego." />
            ) : (
              <FormField label="Kod" required hint="Np. czarna. Po zapisaniu nie można go zmienić." {...field("code")} />
            )}
            <FormField label="Kolor" required {...field("colour")} />
            <FormField label="Cena za m² (zł)" required inputMode="decimal" hint="Z groszami; 0 oznacza siatkę w cenie moskitiery." {...field("price")} />
            <CheckField label="Dostępna" hint="Niedostępnej siatki nie można zamówić." {...field("available")} />
          </>
        )}
      </ProductForm>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <ProductPageError title="Siatka" fallback="Nie udało się otworzyć siatki" />;
}
