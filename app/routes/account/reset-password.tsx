import type { Route } from "./+types/reset-password";
import { AccountPage } from "~/components/account/account-page";
import { authPath, forgotPasswordPath, resetPasswordPath } from "~/lib/account-paths";
import { parseAccountForm } from "~/lib/form-result";
import { NewPasswordForm, ResetSteps } from "~/components/account/password-reset-forms";
import { INVALID_RESET_LINK, MISSING_RESET_TOKEN, PASSWORD_CHANGED, PASSWORD_CHANGED_LOGIN } from "~/lib/account-texts";
import { pageMeta } from "~/lib/page-meta";
import { formValues } from "~/lib/forms";
import { linkPasswordSchema, resetLinkSchema } from "~/lib/schemas/account";
import { checkResetLink, resetPasswordWithLink } from "~/server/accounts/customers.server";
import { invalid, privatePageHeaders, redirectWithFlash, refused } from "./responses.server";
import { getEnv } from "~/server/platform/request-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Ustaw nowe hasło", description: "Ustaw nowe hasło do konta z linku wysłanego na Twój adres email." }, matches),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  // The link's token is in this page's URL: no Referer may carry it to another site.
  return { ...privatePageHeaders(), "Referrer-Policy": "no-referrer" };
}

/**
 * The e-mailed link: /reset-password?email=…&token=…, its token 256 bits that work once. Opening it
 * checks the token and spends nothing, so a link opened from anywhere (an <img> on any site can) harms
 * nobody; a used, expired or wrong one goes to /forgot-password at once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const params = new URL(request.url).searchParams;
  const email = params.get("email");
  const token = params.get("token");
  if (!email || !token) throw redirectWithFlash(env, forgotPasswordPath(), { type: "error", text: MISSING_RESET_TOKEN });

  const parsed = resetLinkSchema.safeParse({ email, token });
  if (!parsed.success) throw redirectWithFlash(env, forgotPasswordPath(), { type: "error", text: INVALID_RESET_LINK });
  if (!(await checkResetLink(env, parsed.data.email, parsed.data.token)))
    throw redirectWithFlash(env, forgotPasswordPath({ email: parsed.data.email }), { type: "error", text: INVALID_RESET_LINK });
  return parsed.data;
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const values = formValues(await request.formData());
  const parsed = parseAccountForm(linkPasswordSchema, values);
  if (!parsed.ok) return invalid("reset", values, parsed);
  const { email, token, password } = parsed.data;
  const result = await resetPasswordWithLink(env, email, token, password);
  if (result.ok) return redirectWithFlash(env, authPath({ email, message: PASSWORD_CHANGED_LOGIN }), { type: "success", text: PASSWORD_CHANGED });
  // Used or expired since the page was opened: a new e-mail is asked for on /forgot-password.
  if (result.errors?.token) return redirectWithFlash(env, forgotPasswordPath({ email }), { type: "error", text: INVALID_RESET_LINK });
  return refused("reset", values, result);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage eyebrow="Konto klienta" title="Ustaw nowe hasło" lead={<p>Wybierz nowe hasło do swojego konta.</p>}>
      <div className="mb-8">
        <ResetSteps current="password" />
      </div>
      <NewPasswordForm
        action={resetPasswordPath(loaderData.email, loaderData.token)}
        email={loaderData.email}
        proof={{ token: loaderData.token }}
        refusal={actionData}
        pendingLabel="Sprawdzanie tokenu..."
      />
    </AccountPage>
  );
}
