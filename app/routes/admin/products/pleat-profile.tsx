import { data } from "react-router";
import type { Route } from "./+types/pleat-profile";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { checked, CheckField, FixedValue, ProductForm } from "~/components/admin/product-form";
import { ProductPageError } from "~/components/admin/product-list";
import { productPaths } from "~/lib/admin-product-paths";
import { FormField } from "~/components/ui/form-field";
import { parseForm } from "~/lib/forms";
import { newPleatProfileSchema, pleatProfileSchema } from "~/lib/schemas/product-admin";
import { auditActor } from "~/server/admin/audit.server";
import { createPleatProfile, getPleatProfileAdmin, updatePleatProfile } from "~/server/catalogue/pleat-profile-admin.server";
import { refuseAdminForm, saveAnswer } from "~/server/admin/form-answers.server";
import { readPhotoForm } from "~/server/platform/images.server";
import { getAdmin, getDb, getEnv } from "~/server/platform/request-context.server";

// /admin-products/profile-plis/nowy and /admin-products/profile-plis/:code: a new pleat profile, or one
// to edit (its code fixed: orders refer to it).

const MISSING = "Nie ma profilu plisy o tym kodzie";
const back = { to: productPaths.pleatProfiles, label: "Wróć do profili plis" };

export const headers = adminHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData?.profile ? `Profil plisy ${loaderData.profile.code}` : "Nowy profil plisy", matches);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.code) return data({ profile: null }, { headers: ADMIN_HEADERS });
  const profile = await getPleatProfileAdmin(getDb(context), params.code);
  if (!profile) throw data(MISSING, { status: 404, headers: ADMIN_HEADERS });
  return data({ profile }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = auditActor(getAdmin(context), request);
  const env = getEnv(context);
  const db = getDb(context);
  const { values, upload } = await readPhotoForm(request);
  const done = { to: productPaths.pleatProfiles, text: params.code ? "Zapisano profil plisy" : "Dodano profil plisy" };
  if (params.code) {
    const parsed = parseForm(values, pleatProfileSchema);
    if (!parsed.ok) return refuseAdminForm(parsed.fieldErrors, values);
    return saveAnswer(env, await updatePleatProfile(env, db, actor, params.code, parsed.data, upload), values, done, MISSING);
  }
  const parsed = parseForm(values, newPleatProfileSchema);
  if (!parsed.ok) return refuseAdminForm(parsed.fieldErrors, values);
  return saveAnswer(env, await createPleatProfile(env, db, actor, parsed.data, upload), values, done, MISSING);
}

export default function AdminPleatProfilePage({ loaderData: { profile }, actionData }: Route.ComponentProps) {
  const initial: Record<string, string> = profile ? { colour: profile.colour, available: checked(profile.available) } : { available: "on" };
  return (
    <AdminPage title={profile ? `Profil plisy ${profile.code}` : "Nowy profil plisy"} back={back}>
      <ProductForm
        schema={profile ? pleatProfileSchema : newPleatProfileSchema}
        refusal={actionData}
        initial={initial}
        submitLabel={profile ? "Zapisz zmiany" : "Dodaj profil"}
        cancelTo={productPaths.pleatProfiles}
        photo={{ current: profile?.image ?? null, required: !profile }}
      >
        {(field) => (
          <>
            {profile ? (
              <FixedValue label="Kod" value={profile.code} hint="Kodu nie można zmienić: zamówienia odwołują się do niego." />
            ) : (
              <FormField label="Kod" required hint="Np. P-09. Po zapisaniu nie można go zmienić." {...field("code")} />
            )}
            <FormField label="Kolor" required {...field("colour")} />
            <CheckField label="Dostępny" hint="Niedostępny profil nie jest oferowany w konfiguratorze." {...field("available")} />
          </>
        )}
      </ProductForm>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <ProductPageError title="Profil plisy" fallback="Nie udało się otworzyć profilu plisy" />;
}
