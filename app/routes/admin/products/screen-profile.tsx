import { data } from "react-router";
import type { Route } from "./+types/screen-profile";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { checked, CheckField, FixedValue, ProductForm, SelectField } from "~/components/admin/product-form";
import { ProductPageError } from "~/components/admin/product-list";
import { productPaths } from "~/lib/admin-product-paths";
import { FormField } from "~/components/ui/form-field";
import { parseForm } from "~/lib/forms";
import { commaAmount } from "~/lib/money";
import { newScreenProfileSchema, screenProfileSchema } from "~/lib/schemas/product-admin";
import { isScreenType, SCREEN_TYPES } from "~/lib/screen-types";
import { auditActor } from "~/server/admin/audit.server";
import { createScreenProfile, getScreenProfileAdmin, updateScreenProfile } from "~/server/catalogue/screen-profile-admin.server";
import { refuseAdminForm, saveAnswer } from "~/server/admin/form-answers.server";
import { readPhotoForm } from "~/server/platform/images.server";
import { getAdmin, getDb, getEnv } from "~/server/platform/request-context.server";

// /admin-products/profile-moskitier/nowy and /admin-products/profile-moskitier/:type/:code: a new screen
// profile, or one to edit (its type and code fixed: orders refer to them).

const MISSING = "Nie ma profilu moskitiery o tym kodzie";
const back = { to: productPaths.screenProfiles, label: "Wróć do profili moskitier" };

async function profileOf(params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  if (!params.type && !params.code) return null;
  const profile = isScreenType(params.type) && params.code ? await getScreenProfileAdmin(getDb(context), params.type, params.code) : undefined;
  if (!profile) throw data(MISSING, { status: 404, headers: ADMIN_HEADERS });
  return profile;
}

export const headers = adminHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData?.profile ? `Profil moskitiery ${loaderData.profile.code}` : "Nowy profil moskitiery", matches);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return data({ profile: await profileOf(params, context) }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const profile = await profileOf(params, context);
  const actor = auditActor(getAdmin(context), request);
  const env = getEnv(context);
  const db = getDb(context);
  const { values, upload } = await readPhotoForm(request);
  const done = { to: productPaths.screenProfiles, text: profile ? "Zapisano profil moskitiery" : "Dodano profil moskitiery" };
  if (profile) {
    const parsed = parseForm(values, screenProfileSchema);
    if (!parsed.ok) return refuseAdminForm(parsed.fieldErrors, values);
    return saveAnswer(env, await updateScreenProfile(env, db, actor, profile.type, profile.code, parsed.data, upload), values, done, MISSING);
  }
  const parsed = parseForm(values, newScreenProfileSchema);
  if (!parsed.ok) return refuseAdminForm(parsed.fieldErrors, values);
  return saveAnswer(env, await createScreenProfile(env, db, actor, parsed.data, upload), values, done, MISSING);
}

const typeOptions = SCREEN_TYPES.map((value) => ({ value, label: value }));

export default function AdminScreenProfilePage({ loaderData: { profile }, actionData }: Route.ComponentProps) {
  const initial: Record<string, string> = profile
    ? { colour: profile.colour, pricePerM2: commaAmount(profile.pricePerM2), available: checked(profile.available), kind: profile.kind }
    : { type: "okienne", available: "on" };
  return (
    <AdminPage title={profile ? `Profil moskitiery ${profile.code} (${profile.type})` : "Nowy profil moskitiery"} back={back}>
      <ProductForm
        schema={profile ? screenProfileSchema : newScreenProfileSchema}
        refusal={actionData}
        initial={initial}
        submitLabel={profile ? "Zapisz zmiany" : "Dodaj profil"}
        cancelTo={productPaths.screenProfiles}
        photo={{ current: profile?.image ?? null, required: !profile }}
      >
        {(field) => (
          <>
            {profile ? (
              <FixedValue label="Typ i kod" value={`${profile.type} / ${profile.code}`} hint="Typu i kodu nie można zmienić: zamówienia odwołują się do nich." />
            ) : (
              <>
                <SelectField label="Typ" options={typeOptions} {...field("type")} />
                <FormField label="Kod" required hint="Np. MO-50. Po zapisaniu nie można go zmienić." {...field("code")} />
              </>
            )}
            <FormField label="Kolor" required {...field("colour")} />
            <FormField label="Rodzaj" required hint="Np. ramkowa, przesuwna, plisowana." {...field("kind")} />
            <FormField label="Cena za m² (zł)" required inputMode="decimal" hint="Z groszami, np. 129,00." {...field("pricePerM2")} />
            <CheckField label="Dostępny" hint="Niedostępnego profilu nie można zamówić." {...field("available")} />
          </>
        )}
      </ProductForm>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <ProductPageError title="Profil moskitiery" fallback="Nie udało się otworzyć profilu moskitiery" />;
}
