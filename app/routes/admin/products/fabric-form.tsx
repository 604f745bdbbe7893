import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/fabric-form";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { FabricForm, type FabricFormRefusal } from "./fabric-form/fabric-form";
import { FormAlert } from "~/components/ui/form-field";
import { formErrorSummary, parseForm, refuseForm } from "~/lib/forms";
import { ADMIN_FABRICS_PATH, adminFabricPath, fabricFormSchema, fabricFormValues, NEW_FABRIC_PATH } from "~/lib/schemas/fabric-admin";
import { auditActor } from "~/server/admin/audit.server";
import { adminFabric, fabricEverOrdered, saveFabric } from "~/server/catalogue/fabric-admin.server";
import { flashHeader } from "~/server/platform/flash.server";
import { readPhotoForm } from "~/server/platform/images.server";
import { getAdmin, getDb, getEnv } from "~/server/platform/request-context.server";

// /admin-products/tkaniny/nowa and /admin-products/tkaniny/:code: a fabric's form. Nothing is
// deleted here: a fabric the shop no longer sells is marked unavailable.

const BACK = { to: ADMIN_FABRICS_PATH, label: "Wróć do listy tkanin" };
const NOT_FOUND = "Nie znaleziono tkaniny o tym kodzie";

export const headers = adminHeaders;

export function meta({ matches, params }: Route.MetaArgs) {
  return adminMeta(params.code ? `Tkanina ${params.code}` : "Nowa tkanina", matches);
}

/** The fabric the address names (404 when there is none), or undefined on the new fabric's page. */
async function fabricOf(db: ReturnType<typeof getDb>, code: string | undefined) {
  if (code === undefined) return undefined;
  const fabric = await adminFabric(db, code);
  if (!fabric) throw data(NOT_FOUND, { status: 404, headers: ADMIN_HEADERS });
  return fabric;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = getDb(context);
  const fabric = await fabricOf(db, params.code);
  return data(
    {
      code: fabric?.code ?? null,
      values: fabric ? fabricFormValues(fabric) : { available: "on" },
      image: fabric?.image ?? null,
      ordered: fabric ? await fabricEverOrdered(db, fabric.code) : false,
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const db = getDb(context);
  const before = await fabricOf(db, params.code);
  const { values, upload } = await readPhotoForm(request);
  const refuse = (errors: Record<string, string>) => refuseForm<Pick<FabricFormRefusal, "values">>(formErrorSummary(errors), errors, { values }, { headers: ADMIN_HEADERS });

  const parsed = parseForm(values, fabricFormSchema);
  if (!parsed.ok) return refuse(parsed.fieldErrors);
  const saved = await saveFabric(env, db, auditActor(getAdmin(context), request), before, parsed.data, upload);
  if (!saved.ok) return refuse(saved.errors);
  return redirect(ADMIN_FABRICS_PATH, { headers: { ...ADMIN_HEADERS, "Set-Cookie": flashHeader(env, { type: "success", text: `Zapisano tkaninę ${saved.code}` }) } });
}

export default function AdminFabricFormPage({ loaderData: { code, values, image, ordered }, actionData }: Route.ComponentProps) {
  const refusal = actionData as FabricFormRefusal | undefined;
  return (
    <AdminPage
      title={code ? `Tkanina ${code}` : "Nowa tkanina"}
      back={BACK}
      lead={<p>Zmiana ceny trafia do historii cen, a każda zmiana do dziennika zdarzeń. Sklep pokazuje ją od razu.</p>}
    >
      <div className="max-w-4xl">
        <FabricForm action={code ? adminFabricPath(code) : NEW_FABRIC_PATH} values={refusal?.values ?? values} image={image} codeLocked={ordered} refusal={refusal} />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminPage title={notFound ? "Nie znaleziono tkaniny" : "Tkanina"} back={BACK}>
      <FormAlert tone="error">{notFound ? NOT_FOUND : "Nie udało się pobrać tkaniny"}</FormAlert>
    </AdminPage>
  );
}
