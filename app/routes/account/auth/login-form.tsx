import { Form } from "react-router";
import { EmailField, FormField, SubmitButton } from "~/components/ui/form-field";
import { authPath, forgotPasswordPath, type AuthSearch } from "~/lib/account-paths";
import { loginSchema } from "~/lib/schemas/account";
import { accountCheck, RefusalAlert, ResendCodeButton, ReturnToInput, useAccountForm, useSubmitting } from "~/components/account/form-parts";
import type { AccountRefusal } from "~/lib/form-result";
import { TextLink } from "~/components/ui/text-link";

const checkLogin = accountCheck(loginSchema);

export function LoginForm({ search, refusal }: { search: AuthSearch; refusal: AccountRefusal | undefined }) {
  const submitting = useSubmitting("login");
  const form = useAccountForm({ refusal, serverErrors: refusal?.intent === "login" ? refusal.errors : {}, check: checkLogin });
  const email = refusal?.values.email ?? search.email;

  return (
    <div className="space-y-6">
      <RefusalAlert refusal={form.refusal}>{form.refusal?.unverified ? <UnverifiedAddress search={search} email={email} /> : null}</RefusalAlert>

      <Form {...form.formProps} method="post" action={authPath(search)} noValidate className="space-y-5">
        <input type="hidden" name="intent" value="login" />
        <ReturnToInput returnTo={search.returnTo} />
        <EmailField defaultValue={email} error={form.errorOf("email")} />
        <div>
          <FormField label="Hasło" name="password" type="password" autoComplete="current-password" required error={form.errorOf("password")} />
          <p className="mt-2 text-sm">
            <TextLink to={forgotPasswordPath({ email })}>Nie pamiętasz hasła?</TextLink>
          </p>
        </div>
        <SubmitButton pending={submitting} pendingLabel="Logowanie...">
          Zaloguj się
        </SubmitButton>
      </Form>

      <p className="border-t border-stone-200 pt-5 text-sm text-stone-600">
        Nie masz jeszcze konta? <TextLink to={authPath({ mode: "registration", returnTo: search.returnTo })}>Zarejestruj się</TextLink>
      </p>
    </div>
  );
}

/** Sign-in refused until the address is confirmed: a new code, or straight to the code step. */
function UnverifiedAddress({ search, email }: { search: AuthSearch; email: string }) {
  return (
    <Form method="post" action={authPath(search)} className="mt-3 flex flex-col gap-2 font-normal sm:flex-row sm:items-center">
      <input type="hidden" name="email" value={email} />
      <ReturnToInput returnTo={search.returnTo} />
      <ResendCodeButton intent="resend" />
      <TextLink to={authPath({ mode: "verification", email, returnTo: search.returnTo })} className="px-2 py-2 text-center">
        Mam już kod weryfikacyjny
      </TextLink>
    </Form>
  );
}
