import { Form } from "react-router";
import { EmailField, SubmitButton } from "~/components/ui/form-field";
import { authPath, type AuthSearch } from "~/lib/account-paths";
import { resendCodeSchema, verificationSchema } from "~/lib/schemas/account";
import { accountCheck, CodeField, RefusalAlert, ResendCodeButton, ReturnToInput, useAccountForm, useSubmitting } from "~/components/account/form-parts";
import type { AccountRefusal } from "~/lib/form-result";
import { TextLink } from "~/components/ui/text-link";

const checkVerification = accountCheck(verificationSchema, { resend: resendCodeSchema });

/** The 6-digit code from the e-mail confirms the address; a new one can be sent from the same form. */
export function VerificationForm({ search, refusal }: { search: AuthSearch; refusal: AccountRefusal | undefined }) {
  const verifying = useSubmitting("verify");
  const form = useAccountForm({ refusal, check: checkVerification });
  const email = refusal?.values.email ?? search.email;

  return (
    <div className="space-y-6">
      <RefusalAlert refusal={form.refusal} />

      <Form {...form.formProps} method="post" action={authPath(search)} noValidate className="space-y-5">
        <ReturnToInput returnTo={search.returnTo} />
        <EmailField defaultValue={email} error={form.errorOf("email")} />
        <CodeField error={form.errorOf("code")} defaultValue={refusal?.intent === "verify" ? refusal.values.code : undefined} />
        {/* The first button is the one Enter presses. */}
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton name="intent" value="verify" pending={verifying} pendingLabel="Sprawdzanie kodu...">
            Potwierdź adres email
          </SubmitButton>
          <ResendCodeButton intent="resend" />
        </div>
      </Form>

      <p className="border-t border-stone-200 pt-5 text-sm text-stone-600">
        Adres już potwierdzony? <TextLink to={authPath({ email, returnTo: search.returnTo })}>Przejdź do logowania</TextLink>
      </p>
    </div>
  );
}
