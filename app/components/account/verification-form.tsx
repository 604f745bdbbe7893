import { Form } from "react-router";
import { EmailField, SubmitButton } from "~/components/ui/form-field";
import { authPath, type AuthSearch } from "~/lib/account-paths";
import { CodeField, RefusalAlert, ResendCodeButton, ReturnToInput, useSubmitting } from "./form-parts";
import type { AccountRefusal } from "./form-result";
import { TextLink } from "~/components/ui/text-link";

/** The 6-digit code from the e-mail confirms the address; a new one can be sent from the same form. */
export function VerificationForm({ search, refusal }: { search: AuthSearch; refusal: AccountRefusal | undefined }) {
  const verifying = useSubmitting("verify");
  const errors = refusal?.errors ?? {};
  const email = refusal?.values.email ?? search.email;

  return (
    <div className="space-y-6">
      <RefusalAlert refusal={refusal} />

      <Form method="post" action={authPath(search)} noValidate className="space-y-5">
        <ReturnToInput returnTo={search.returnTo} />
        <EmailField defaultValue={email} error={errors.email} />
        <CodeField error={errors.code} defaultValue={refusal?.intent === "verify" ? refusal.values.code : undefined} />
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
