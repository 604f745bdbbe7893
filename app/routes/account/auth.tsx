import { redirect } from "react-router";
import type { Route } from "./+types/auth";
import { AccountBenefits } from "./auth/account-benefits";
import { AccountPage } from "~/components/account/account-page";
import { afterSignInPath, authPath, readAuthSearch, type AuthMode } from "~/lib/account-paths";
import { AuthTabs } from "./auth/auth-tabs";
import { Notice } from "~/components/account/form-parts";
import { parseAccountForm } from "~/lib/form-result";
import { LoginForm } from "./auth/login-form";
import { parseRegistration, RegistrationForm } from "./auth/registration-form";
import { ACCOUNT_CREATED, EMAIL_VERIFIED, SIGNED_IN, VERIFICATION_CODE_SENT } from "~/lib/account-texts";
import { VerificationForm } from "./auth/verification-form";
import { pageMeta } from "~/lib/page-meta";
import { formValues } from "~/lib/forms";
import { loginSchema, resendCodeSchema, safeReturnTo, verificationSchema } from "~/lib/schemas/account";
import { register, resendVerificationCode, signIn, verifyEmail } from "~/server/accounts/customers.server";
import { getCustomer, getEnv } from "~/server/platform/request-context.server";
import { invalid, privatePageHeaders, redirectWithFlash, refused, unknownForm } from "./responses.server";

const pages: Record<AuthMode, { title: string; heading: string; lead: string; description: string }> = {
  login: {
    title: "Logowanie",
    heading: "Zaloguj się",
    lead: "Zaloguj się, aby zobaczyć swoje zamówienia i szybciej złożyć kolejne.",
    description: "Zaloguj się do konta klienta: historia zamówień, dane do wysyłki i instrukcje płatności.",
  },
  registration: {
    title: "Rejestracja",
    heading: "Załóż konto",
    lead: "Konto zapamięta Twoje dane do wysyłki i zbierze wszystkie zamówienia w jednym miejscu.",
    description: "Załóż konto klienta sklepu z plisami i moskitierami na wymiar.",
  },
  verification: {
    title: "Weryfikacja adresu email",
    heading: "Potwierdź adres email",
    lead: "Wpisz 6-cyfrowy kod z wiadomości, którą wysłaliśmy na Twój adres email. Po potwierdzeniu adresu możesz się zalogować.",
    description: "Potwierdź adres email kodem z wiadomości.",
  },
};

export function meta({ matches, location }: Route.MetaArgs) {
  const page = pages[readAuthSearch(new URLSearchParams(location.search)).mode];
  return [...pageMeta({ title: page.title, description: page.description }, matches), { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = readAuthSearch(new URL(request.url).searchParams);
  if (await getCustomer(context)) throw redirect(afterSignInPath(search.returnTo));
  return search;
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const values = formValues(await request.formData());
  const returnTo = safeReturnTo(values.returnTo, "") || null;

  switch (values.intent) {
    case "login": {
      const parsed = parseAccountForm(loginSchema, values);
      if (!parsed.ok) return invalid("login", values, parsed);
      const result = await signIn(env, request, parsed.data.email, parsed.data.password);
      // 403 is signIn's answer for an address not confirmed yet.
      if (!result.ok) return refused("login", values, result, { unverified: result.status === 403 });
      return redirectWithFlash(env, afterSignInPath(returnTo), { type: "success", text: SIGNED_IN }, result.headers);
    }
    case "register": {
      const parsed = parseRegistration(values);
      if (!parsed.ok) return invalid("register", values, parsed);
      const result = await register(env, request, parsed.data);
      if (!result.ok) return refused("register", values, result);
      const to = authPath({ mode: "verification", email: parsed.data.email, message: ACCOUNT_CREATED, returnTo });
      return redirectWithFlash(env, to, { type: "success", text: ACCOUNT_CREATED });
    }
    case "verify": {
      const parsed = parseAccountForm(verificationSchema, values);
      if (!parsed.ok) return invalid("verify", values, parsed);
      const result = await verifyEmail(env, request, parsed.data.email, parsed.data.code);
      if (!result.ok) return refused("verify", values, result);
      return redirectWithFlash(env, authPath({ email: parsed.data.email, message: EMAIL_VERIFIED, returnTo }), { type: "success", text: EMAIL_VERIFIED });
    }
    case "resend": {
      const parsed = parseAccountForm(resendCodeSchema, values);
      if (!parsed.ok) return invalid("resend", values, parsed);
      const result = await resendVerificationCode(env, request, parsed.data.email);
      if (!result.ok) return refused("resend", values, result);
      const to = authPath({ mode: "verification", email: parsed.data.email, message: VERIFICATION_CODE_SENT, returnTo });
      return redirectWithFlash(env, to, { type: "success", text: VERIFICATION_CODE_SENT });
    }
    default:
      return unknownForm("login");
  }
}

export default function Auth({ loaderData: search, actionData }: Route.ComponentProps) {
  const page = pages[search.mode];
  const ModeForm = { login: LoginForm, registration: RegistrationForm, verification: VerificationForm }[search.mode];

  return (
    <AccountPage eyebrow="Konto klienta" title={page.heading} lead={<p>{page.lead}</p>} aside={<AccountBenefits />}>
      {search.mode === "verification" ? null : (
        <div className="mb-6">
          <AuthTabs search={search} />
        </div>
      )}
      {/* The outcome of the step before (also announced by its toast), or a note from the page that sent the visitor here. */}
      {search.message ? (
        <div className="mb-6">
          <Notice>{search.message}</Notice>
        </div>
      ) : null}
      <ModeForm key={search.mode} search={search} refusal={actionData} />
    </AccountPage>
  );
}
