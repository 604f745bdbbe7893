import type { Route } from "./+types/forgot-password";
import { AccountPage } from "~/components/account/account-page";
import { authPath, forgotPasswordPath, readResetSearch, type ResetStep } from "~/lib/account-paths";
import { useFocusOn } from "~/components/account/form-parts";
import { parseAccountForm } from "~/lib/form-result";
import { NewPasswordForm, ResetCodeForm, ResetEmailForm, ResetSteps } from "~/components/account/password-reset-forms";
import { PASSWORD_CHANGED, PASSWORD_CHANGED_LOGIN, RESET_CODE_ACCEPTED, RESET_CODE_SENT } from "~/lib/account-texts";
import { pageMeta } from "~/lib/page-meta";
import { FormAlert } from "~/components/ui/form-field";
import { formValues } from "~/lib/forms";
import { newPasswordSchema, resetEmailSchema, verificationSchema } from "~/lib/schemas/account";
import { checkResetCode, requestPasswordReset, resetPassword } from "~/server/accounts/customers.server";
import { invalid, privatePageHeaders, redirectWithFlash, refused, unknownForm } from "./responses.server";
import { getEnv } from "~/server/platform/request-context.server";

const leads: Record<ResetStep, string> = {
  email: "Podaj adres email swojego konta. Wyślemy na niego 6-cyfrowy kod, którym potwierdzisz, że to Ty.",
  code: "Wpisz 6-cyfrowy kod z wiadomości, którą wysłaliśmy na podany adres.",
  password: "Ostatni krok: wybierz nowe hasło. Potem zalogujesz się nim jak zwykle.",
};

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Nie pamiętasz hasła?", description: "Ustaw nowe hasło do konta kodem wysłanym na Twój adres email." }, matches),
    { name: "robots", content: "noindex" },
  ];
}

export const headers = privatePageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return readResetSearch(new URL(request.url).searchParams);
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const values = formValues(await request.formData());

  switch (values.intent) {
    case "request": {
      const parsed = parseAccountForm(resetEmailSchema, values);
      if (!parsed.ok) return invalid("request", values, parsed);
      // Answered alike whether or not the address has an account.
      const result = await requestPasswordReset(env, request, parsed.data.email);
      if (!result.ok) return refused("request", values, result);
      return redirectWithFlash(env, forgotPasswordPath({ step: "code", email: parsed.data.email }), { type: "success", text: RESET_CODE_SENT });
    }
    case "check": {
      const parsed = parseAccountForm(verificationSchema, values);
      if (!parsed.ok) return invalid("check", values, parsed);
      const result = await checkResetCode(env, request, parsed.data.email, parsed.data.code);
      if (!result.ok) return refused("check", values, result);
      // Step 3 is this answer, not a page: the code stays out of URLs, history and logs.
      return { accepted: parsed.data };
    }
    case "reset": {
      const parsed = parseAccountForm(newPasswordSchema, values);
      if (!parsed.ok) return invalid("reset", values, parsed);
      const { email, code, password } = parsed.data;
      const result = await resetPassword(env, request, email, code, password);
      if (!result.ok) return refused("reset", values, result);
      return redirectWithFlash(env, authPath({ email, message: PASSWORD_CHANGED_LOGIN }), { type: "success", text: PASSWORD_CHANGED });
    }
    default:
      return unknownForm("request");
  }
}

export default function ForgotPassword({ loaderData: search, actionData }: Route.ComponentProps) {
  const accepted = actionData && "accepted" in actionData ? actionData.accepted : undefined;
  const refusal = actionData && "intent" in actionData ? actionData : undefined;
  // A refused new password stays on step 3 with the address and code it was sent with.
  const credentials = accepted ?? (refusal?.intent === "reset" ? { email: refusal.values.email ?? "", code: refusal.values.code ?? "" } : null);
  const step: ResetStep = credentials ? "password" : search.step;
  const acceptedRef = useFocusOn(accepted);

  return (
    <AccountPage eyebrow="Konto klienta" title={step === "password" ? "Ustaw nowe hasło" : "Nie pamiętasz hasła?"} lead={<p>{leads[step]}</p>}>
      <div className="mb-8">
        <ResetSteps current={step} />
      </div>
      {credentials ? (
        <NewPasswordForm
          email={credentials.email}
          proof={{ code: credentials.code }}
          refusal={refusal}
          intro={
            <FormAlert ref={acceptedRef} tone="success">
              {RESET_CODE_ACCEPTED}
            </FormAlert>
          }
        />
      ) : step === "code" ? (
        <ResetCodeForm email={refusal?.values.email ?? search.email} refusal={refusal} />
      ) : (
        <ResetEmailForm email={search.email} refusal={refusal} />
      )}
    </AccountPage>
  );
}
