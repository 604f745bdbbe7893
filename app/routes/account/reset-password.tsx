import type { Route } from "./+types/reset-password";
import { AccountPage } from "~/components/account/account-page";
import { forgotPasswordPath } from "~/components/account/account-paths";
import { NewPasswordForm, ResetSteps } from "~/components/account/password-reset-forms";
import { INVALID_RESET_LINK, MISSING_RESET_TOKEN } from "~/components/account/texts";
import { pageMeta } from "~/components/layout/page-meta";
import { verificationSchema } from "~/lib/schemas/account";
import { checkResetCode } from "~/server/accounts.server";
import { getCloudflare } from "~/server/context";
import { privatePageHeaders, redirectWithFlash } from "./responses.server";

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

/** The e-mailed link: /reset-password?email=…&code=…; the code is checked, not used up, before the form is shown. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const params = new URL(request.url).searchParams;
  const email = params.get("email");
  const code = params.get("code");
  if (!email || !code) throw redirectWithFlash(env, forgotPasswordPath(), { type: "error", text: MISSING_RESET_TOKEN });

  const parsed = verificationSchema.safeParse({ email, code });
  if (!parsed.success) throw redirectWithFlash(env, forgotPasswordPath(), { type: "error", text: INVALID_RESET_LINK });
  const result = await checkResetCode(env, request, parsed.data.email, parsed.data.code);
  if (!result.ok) {
    // Only the rate limit is worth saying as it is; any other refusal means the link is no good.
    const text = result.status === 429 ? result.message : INVALID_RESET_LINK;
    throw redirectWithFlash(env, forgotPasswordPath({ email: parsed.data.email }), { type: "error", text });
  }
  return parsed.data;
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage eyebrow="Konto klienta" title="Ustaw nowe hasło" lead={<p>Link jest prawidłowy. Wybierz nowe hasło do swojego konta.</p>}>
      <div className="mb-8">
        <ResetSteps current="password" />
      </div>
      <NewPasswordForm email={loaderData.email} code={loaderData.code} refusal={undefined} pendingLabel="Sprawdzanie tokenu..." />
    </AccountPage>
  );
}
