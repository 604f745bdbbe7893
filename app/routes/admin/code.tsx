import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/code";
import { ADMIN_PANEL_PATH, AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta, type AdminAnswer } from "~/components/admin/admin-route";
import { AdminCodeForm } from "~/components/admin/code-form";
import { formValues } from "~/lib/forms";
import { ADMIN_CODE_LENGTH, authorizeAdmin, requireAdminForCodeStep, WRONG_ADMIN_CODE } from "~/server/admin.server";
import { getCloudflare } from "~/server/context";
import { flashHeader } from "~/server/flash.server";

// /admin and /admin-auth: the access-code step of the back-office.

const codeSchema = z.object({ code: z.string().length(ADMIN_CODE_LENGTH) });

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Kod dostępu", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireAdminForCodeStep(getCloudflare(context).env, request);
  if (customer.adminAuthorized) throw redirect(ADMIN_PANEL_PATH, { headers: ADMIN_HEADERS });
  return data({ codeLength: ADMIN_CODE_LENGTH }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getCloudflare(context);
  const customer = await requireAdminForCodeStep(env, request);
  const parsed = codeSchema.safeParse(formValues(await request.formData()));
  const result = parsed.success
    ? await authorizeAdmin(env, request, customer, parsed.data.code)
    : ({ ok: false, status: 400, message: WRONG_ADMIN_CODE } as const);
  if (!result.ok) return data<AdminAnswer>({ ok: false, message: result.message }, { status: result.status, headers: ADMIN_HEADERS });
  return redirect(ADMIN_PANEL_PATH, {
    headers: { ...ADMIN_HEADERS, "Set-Cookie": flashHeader(env, { type: "success", text: "Dostęp autoryzowany" }) },
  });
}

export default function AdminCodePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Dostęp do panelu"
      back={{ to: "/", label: "Wróć na stronę główną" }}
      lead={<p>Wpisz kod dostępu administratora, aby przejść do panelu.</p>}
    >
      <AdminCodeForm length={loaderData.codeLength} refusal={actionData} />
    </AdminPage>
  );
}
