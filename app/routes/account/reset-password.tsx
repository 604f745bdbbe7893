import type { Route } from "./+types/reset-password";
import { AccountPage } from "~/components/account/account-page";
import { authPath, forgotPasswordPath, resetPasswordPath } from "~/lib/account-paths";
import { parseAccountForm } from "~/components/account/form-result";
import { NewPasswordForm, ResetSteps } from "~/components/account/password-reset-forms";
import { INVALID_RESET_LINK, MISSING_RESET_TOKEN, PASSWORD_CHANGED, PASSWORD_CHANGED_LOGIN } from "~/lib/account-texts";
import { pageMeta } from "~/components/layout/page-meta";
import { formValues } from "~/lib/forms";
import { newPasswordSchema, verificationSchema } from "~/lib/schemas/account";
import { resetPassword } from "~/server/accounts.server";
import { invalid, privatePageHeaders, redirectWithFlash, refused } from "./responses.server";
import { getEnv } from "~/server/request-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Ustaw nowe hasło", description: "Ustaw nowe hasło do konta z linku wysłanego na Twój adres email." }, matches),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  // The link's code is in this page's URL: no Referer may carry it to another site.
  return { ...privatePageHeaders(), "Referrer-Policy": "no-referrer" };
}

/**
 * The e-mailed link: /reset-password?email=…&code=…. Opening it tries nothing: any site can make a
 * browser open a URL (an <img> will do), so a GET that tried the code would let anyone use up another
 * person's tries. The code is tried when the form is sent (a same-origin POST), by the action.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const params = new URL(request.url).searchParams;
  const email = params.get("email");
  const code = params.get("code");
  if (!email || !code) throw redirectWithFlash(env, forgotPasswordPath(), { type: "error", text: MISSING_RESET_TOKEN });

  const parsed = verificationSchema.safeParse({ email, code });
  if (!parsed.success) throw redirectWithFlash(env, forgotPasswordPath(), { type: "error", text: INVALID_RESET_LINK });
  return parsed.data;
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const values = formValues(await request.formData());
  const parsed = parseAccountForm(newPasswordSchema, values);
  if (!parsed.ok) return invalid("reset", values, parsed);
  const { email, code, password } = parsed.data;
  const result = await resetPassword(env, request, email, code, password);
  if (result.ok) return redirectWithFlash(env, authPath({ email, message: PASSWORD_CHANGED_LOGIN }), { type: "success", text: PASSWORD_CHANGED });
  // A code that is wrong, expired or out of tries: the link is no good, and a new code is asked for on /forgot-password.
  if (result.errors?.code) return redirectWithFlash(env, forgotPasswordPath({ email }), { type: "error", text: INVALID_RESET_LINK });
  return refused("reset", values, result);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage eyebrow="Konto klienta" title="Ustaw nowe hasło" lead={<p>Wybierz nowe hasło do swojego konta.</p>}>
      <div className="mb-8">
        <ResetSteps current="password" />
      </div>
      <NewPasswordForm
        action={resetPasswordPath(loaderData.email, loaderData.code)}
        email={loaderData.email}
        code={loaderData.code}
        refusal={actionData}
        pendingLabel="Sprawdzanie tokenu..."
      />
    </AccountPage>
  );
}
