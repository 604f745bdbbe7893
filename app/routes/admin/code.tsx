import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/code";
import { ADMIN_PANEL_PATH, AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { AdminGate } from "./code/code-form";
import { ADMIN_CODE_LENGTH, adminStepActive, TOTP_DIGITS } from "~/lib/admin-gate";
import { formValues, parseForm, refuseForm } from "~/lib/forms";
import { adminGateState, authorizeAdmin, checkAdminAccount, gateLockedMessage, startTotpEnrolment, WRONG_ADMIN_CODES } from "~/server/admin/gate.server";
import { getAfterResponse, getCustomer, getEnv } from "~/server/platform/request-context.server";
import { flashHeader } from "~/server/platform/flash.server";

// /admin and /admin-auth: the back-office gate. On the first visit the administrator enrols an
// authenticator app; then the shop's access code and the app's code are asked together.

const enrolSchema = z.object({ password: z.string().min(1).max(128) });
const codesSchema = z.object({
  code: z.string().length(ADMIN_CODE_LENGTH),
  totp: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`)),
});

/** The gate's refusal, as every form's: the message above the form, with the refusal's status. */
const refuse = (message: string, status: number) => refuseForm(message, {}, undefined, { status, headers: ADMIN_HEADERS });

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Kod dostępu", matches);
}

export async function loader({ context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const customer = checkAdminAccount(env, await getCustomer(context));
  if (adminStepActive(customer.adminStep, new Date())) throw redirect(ADMIN_PANEL_PATH, { headers: ADMIN_HEADERS });
  const { enrolled, lockedUntil } = await adminGateState(env, customer);
  return data({ codeLength: ADMIN_CODE_LENGTH, totpDigits: TOTP_DIGITS, enrolled, locked: lockedUntil ? gateLockedMessage(lockedUntil) : null }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const customer = checkAdminAccount(env, await getCustomer(context));
  const values = formValues(await request.formData());

  if (values.intent === "enrol") {
    const parsed = parseForm(values, enrolSchema);
    if (!parsed.ok) return refuse("Podaj hasło do swojego konta.", 400);
    const result = await startTotpEnrolment(env, request, customer, parsed.data.password, getAfterResponse(context));
    if (!result.ok) return refuse(result.message, result.status);
    return data({ ok: true as const, message: "Zeskanuj kod QR w aplikacji uwierzytelniającej", enrolment: result.enrolment }, { headers: ADMIN_HEADERS });
  }

  const parsed = parseForm(values, codesSchema);
  const result = parsed.ok
    ? await authorizeAdmin(env, request, customer, parsed.data, getAfterResponse(context))
    : ({ ok: false, status: 400, message: WRONG_ADMIN_CODES } as const);
  if (!result.ok) return refuse(result.message, result.status);
  return redirect(ADMIN_PANEL_PATH, {
    headers: { ...ADMIN_HEADERS, "Set-Cookie": flashHeader(env, { type: "success", text: "Dostęp autoryzowany" }) },
  });
}

export default function AdminCodePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Dostęp do panelu"
      back={{ to: "/", label: "Wróć na stronę główną" }}
      lead={
        <p>
          {loaderData.enrolled
            ? "Wpisz kod dostępu administratora i kod z aplikacji uwierzytelniającej, aby przejść do panelu."
            : "Przy pierwszym wejściu do panelu skonfiguruj swoją aplikację uwierzytelniającą."}
        </p>
      }
    >
      <AdminGate {...loaderData} answer={actionData} />
    </AdminPage>
  );
}
