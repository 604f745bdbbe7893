import type { ReactNode } from "react";
import { Form } from "react-router";
import { EmailField, FormAlert, FormField, SubmitButton } from "~/components/ui/form-field";
import { CheckCircleIcon } from "~/components/ui/icons";
import { authPath, forgotPasswordPath, type ResetStep } from "~/lib/account-paths";
import { RESET_CODE_SENT } from "~/lib/account-texts";
import { PASSWORD_RESET_TTL_SECONDS } from "~/lib/limits";
import { linkPasswordSchema, newPasswordSchema, resetEmailSchema, verificationSchema } from "~/lib/schemas/account";
import { accountCheck, CodeField, RefusalAlert, ResendCodeButton, useAccountForm, useSubmitting } from "./form-parts";
import type { AccountRefusal } from "~/lib/form-result";
import { TextLink } from "~/components/ui/text-link";

const steps: { step: ResetStep; label: string }[] = [
  { step: "email", label: "Adres email" },
  { step: "code", label: "Kod z wiadomości" },
  { step: "password", label: "Nowe hasło" },
];

const checkResetEmail = accountCheck(resetEmailSchema);
const checkResetCode = accountCheck(verificationSchema, { request: resetEmailSchema });
const checkNewPassword = accountCheck(newPasswordSchema);
const checkLinkPassword = accountCheck(linkPasswordSchema);

/** Where the visitor is in the three steps. */
export function ResetSteps({ current }: { current: ResetStep }) {
  const currentIndex = steps.findIndex((s) => s.step === current);
  return (
    <ol aria-label="Kroki zmiany hasła" className="grid grid-cols-3 gap-2">
      {steps.map(({ step, label }, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li key={step} aria-current={active ? "step" : undefined} className="flex flex-col gap-2">
            <span className={`h-1.5 rounded-full ${done || active ? "bg-accent-600" : "bg-stone-200"}`} />
            <span className={`flex items-start gap-1 text-xs font-medium sm:text-sm ${active ? "text-stone-950" : "text-stone-500"}`}>
              {done ? <CheckCircleIcon className="mt-px size-4 shrink-0 text-accent-600" /> : <span className="tabular-nums">{index + 1}.</span>}
              {label}
              {done ? <span className="sr-only"> (zakończony)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Step 1: where to send the code. */
export function ResetEmailForm({ email, refusal }: { email: string; refusal: AccountRefusal | undefined }) {
  const sending = useSubmitting("request");
  const form = useAccountForm({ refusal, check: checkResetEmail });
  return (
    <div className="space-y-6">
      <RefusalAlert refusal={form.refusal} />
      <Form {...form.formProps} method="post" action={forgotPasswordPath({ email })} noValidate className="space-y-5">
        <input type="hidden" name="intent" value="request" />
        <EmailField hint="Ten, którego używasz do logowania." defaultValue={refusal?.values.email ?? email} error={form.errorOf("email")} />
        <SubmitButton pending={sending} pendingLabel="Wysyłanie...">
          Wyślij kod
        </SubmitButton>
      </Form>
      <BackToLogin email={email} />
    </div>
  );
}

/** Step 2: the code from the e-mail; a new one can be sent from the same form. */
export function ResetCodeForm({ email, refusal }: { email: string; refusal: AccountRefusal | undefined }) {
  const checking = useSubmitting("check");
  const form = useAccountForm({ refusal, check: checkResetCode });
  return (
    <div className="space-y-6">
      {form.refusal ? <RefusalAlert refusal={form.refusal} /> : <FormAlert tone="success">{RESET_CODE_SENT}</FormAlert>}
      <p className="text-sm leading-6 text-stone-700">
        Kod wysłaliśmy na adres <strong className="break-all text-stone-950">{email}</strong>. Nie widzisz wiadomości? Sprawdź folder spam albo{" "}
        <TextLink to={forgotPasswordPath({ email })}>podaj inny adres</TextLink>.
      </p>
      <Form {...form.formProps} method="post" action={forgotPasswordPath({ step: "code", email })} noValidate className="space-y-5">
        <input type="hidden" name="email" value={email} />
        <CodeField error={form.errorOf("code")} defaultValue={refusal?.intent === "check" ? refusal.values.code : undefined} validMinutes={PASSWORD_RESET_TTL_SECONDS / 60} />
        {/* The first button is the one Enter presses. */}
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton name="intent" value="check" pending={checking} pendingLabel="Sprawdzanie kodu...">
            Zweryfikuj kod
          </SubmitButton>
          <ResendCodeButton intent="request" />
        </div>
      </Form>
      <BackToLogin email={email} />
    </div>
  );
}

/**
 * Step 3, and the form of the e-mailed link: the new password, twice. It is sent to `action` (step 3's
 * /forgot-password, or the link's own page), which checks the proof (step 2's code, or the link's token)
 * and changes the password; the address and the proof travel as hidden fields.
 */
export function NewPasswordForm({
  action = "/forgot-password",
  email,
  proof,
  refusal,
  intro,
  pendingLabel = "Zapisywanie...",
}: {
  action?: string;
  email: string;
  proof: { code: string } | { token: string };
  refusal: AccountRefusal | undefined;
  /** What is shown above the form when nothing was refused. */
  intro?: ReactNode;
  pendingLabel?: string;
}) {
  const saving = useSubmitting("reset");
  const byCode = "code" in proof;
  const form = useAccountForm({ refusal, serverErrors: refusal?.intent === "reset" ? refusal.errors : {}, check: byCode ? checkNewPassword : checkLinkPassword });
  return (
    <div className="space-y-6">
      {form.refusal ? (
        <RefusalAlert refusal={form.refusal}>
          {/* A code that expired or ran out of tries cannot be fixed here: a new one is needed. */}
          {form.errorOf("code") ? (
            <TextLink to={forgotPasswordPath({ email })} className="mt-2 inline-block">
              Wyślij nowy kod
            </TextLink>
          ) : null}
        </RefusalAlert>
      ) : (
        intro
      )}
      <p className="text-sm leading-6 text-stone-700">
        Ustaw nowe hasło do konta <strong className="break-all text-stone-950">{email}</strong>. Po zmianie hasła wylogujemy Cię na wszystkich urządzeniach.
      </p>
      <Form {...form.formProps} method="post" action={action} noValidate className="space-y-5">
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="email" value={email} />
        {byCode ? <input type="hidden" name="code" value={proof.code} /> : <input type="hidden" name="token" value={proof.token} />}
        <FormField label="Nowe hasło" name="password" type="password" autoComplete="new-password" required hint="Co najmniej 6 znaków." error={form.errorOf("password")} />
        <FormField label="Powtórz nowe hasło" name="confirmPassword" type="password" autoComplete="new-password" required error={form.errorOf("confirmPassword")} />
        <SubmitButton pending={saving} pendingLabel={pendingLabel}>
          Zmień hasło
        </SubmitButton>
      </Form>
      <BackToLogin email={email} />
    </div>
  );
}

function BackToLogin({ email }: { email: string }) {
  return (
    <p className="border-t border-stone-200 pt-5 text-sm text-stone-600">
      Pamiętasz hasło? <TextLink to={authPath({ email })}>Zaloguj się</TextLink>
    </p>
  );
}
