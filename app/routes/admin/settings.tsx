import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/settings";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { SettingsForm } from "./settings/settings-form";
import { settingsFormValues } from "~/lib/settings-form";
import { FormAlert } from "~/components/ui/form-field";
import { formValues, parseForm, refuseForm } from "~/lib/forms";
import { settingsFormSchema } from "~/lib/schemas/shop-settings";
import { auditActor } from "~/server/admin/audit.server";
import { flashHeader } from "~/server/platform/flash.server";
import { refuseAdminForm } from "~/server/admin/form-answers.server";
import { getAdmin, getDb, getEnv } from "~/server/platform/request-context.server";
import { readSiteState, saveShopSettings } from "~/server/settings/admin.server";

// /admin-settings: the shop's identity, delivery and payment prices, fulfilment days and pickup point.
// A save is checked field by field, audit-logged and bumps the catalogue version, so every page shows it at once.

export const STALE_SETTINGS = "Ustawienia zmieniły się w międzyczasie. Odśwież stronę i spróbuj ponownie.";
const versionSchema = z.coerce.number().int().min(0);

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Ustawienia", matches);
}

export async function loader({ context }: Route.LoaderArgs) {
  const { version, settings } = await readSiteState(getDb(context), getEnv(context));
  return data({ version, values: settingsFormValues(settings) }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const parsed = parseForm(values, settingsFormSchema);
  if (!parsed.ok) return refuseAdminForm(parsed.fieldErrors, values);
  const version = versionSchema.safeParse(values.version);
  const env = getEnv(context);
  const saved = version.success ? await saveShopSettings(getDb(context), env, auditActor(getAdmin(context), request), parsed.data, version.data) : ({ ok: false } as const);
  if (!saved.ok) return refuseForm(STALE_SETTINGS, {}, { values }, { status: 409, headers: ADMIN_HEADERS });
  const text = saved.changed.length > 0 ? "Zapisano ustawienia." : "Nic nie zmieniono.";
  return redirect("/admin-settings", { headers: { ...ADMIN_HEADERS, "Set-Cookie": flashHeader(env, { type: "success", text }) } });
}

export default function AdminSettingsPage({ loaderData: { version, values }, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title="Ustawienia">
      <p className="mb-6 max-w-3xl text-stone-700">
        Dane sklepu, ceny dostawy i dopłaty, czas realizacji, punkt odbioru oraz potrącenia, z których pracownia liczy wymiary cięcia. Zmiany obowiązują od razu: na stronach
        sklepu, w nowych zamówieniach, w wiadomościach e-mail i na kartach produkcyjnych. Złożone zamówienia zachowują swoje ceny.
      </p>
      <SettingsForm key={version} initial={values} version={version} refusal={actionData} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Ustawienia">
      <FormAlert tone="error">Nie udało się otworzyć ustawień</FormAlert>
    </AdminPage>
  );
}
