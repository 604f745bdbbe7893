import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert, FormField, SubmitButton } from "~/components/ui/form-field";
import { QrCodeImage } from "~/components/admin/qr-code";
import type { TotpEnrolment } from "~/server/admin/two-factor.server";
import type { FormRefusal } from "~/lib/forms";
import { CHARACTERS } from "~/lib/forms";
import { countOf } from "~/lib/plural";

/** The gate's answer: the forms' one refusal, or the enrolment to show after the password was confirmed. */
type GateAnswer = { ok: true; message: string; enrolment: TotpEnrolment } | FormRefusal;

const codeInput = "mt-1.5 block rounded-lg border bg-white px-3 py-2.5 text-center font-mono text-2xl text-stone-950 shadow-xs";

/**
 * The shop's access code and the administrator's TOTP code, in one form; the button stays disabled
 * until both are complete. A refusal empties both and puts the focus back in the first, under the
 * server's message.
 */
function AdminCodeForm({ codeLength, totpDigits, confirming, refusal }: { codeLength: number; totpDigits: number; confirming: boolean; refusal: FormRefusal | undefined }) {
  const [code, setCode] = useState("");
  const [totp, setTotp] = useState("");
  const codeRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const submitting = useNavigation().state === "submitting";

  useEffect(() => {
    if (!refusal) return;
    setCode("");
    setTotp("");
    codeRef.current?.focus();
  }, [refusal]);

  const invalid = refusal ? true : undefined;
  const describedBy = (hint: string) => `${hint}${refusal ? ` ${id}-error` : ""}`;
  const border = refusal ? "border-red-600" : "border-stone-300 hover:border-stone-400";
  return (
    <Form method="post" className="max-w-md space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <input type="hidden" name="intent" value="enter" />
      {refusal ? (
        <div id={`${id}-error`}>
          <FormAlert tone="error">{refusal.message}</FormAlert>
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-code`} className="block text-sm font-medium text-stone-900">
          Kod dostępu
        </label>
        <input
          ref={codeRef}
          id={`${id}-code`}
          name="code"
          type="password"
          value={code}
          onChange={(event) => setCode(event.target.value.slice(0, codeLength))}
          maxLength={codeLength}
          minLength={codeLength}
          required
          autoComplete="off"
          inputMode="text"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={describedBy(`${id}-code-hint`)}
          className={`${codeInput} w-40 tracking-[0.5em] ${border}`}
        />
        <p id={`${id}-code-hint`} className="mt-1.5 text-sm text-stone-600">
          Kod sklepu ma dokładnie {countOf(codeLength, CHARACTERS)}.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-totp`} className="block text-sm font-medium text-stone-900">
          Kod z aplikacji
        </label>
        <input
          id={`${id}-totp`}
          name="totp"
          type="text"
          value={totp}
          onChange={(event) => setTotp(event.target.value.replace(/\D/g, "").slice(0, totpDigits))}
          maxLength={totpDigits}
          minLength={totpDigits}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern={`\\d{${totpDigits}}`}
          aria-invalid={invalid}
          aria-describedby={describedBy(`${id}-totp-hint`)}
          className={`${codeInput} w-48 tracking-[0.3em] ${border}`}
        />
        <p id={`${id}-totp-hint`} className="mt-1.5 text-sm text-stone-600">
          {totpDigits} cyfr z Twojej aplikacji uwierzytelniającej; zmieniają się co 30 sekund.
        </p>
      </div>
      <SubmitButton pending={submitting} pendingLabel="Sprawdzanie..." disabled={code.length !== codeLength || totp.length !== totpDigits}>
        {confirming ? "Potwierdź i wejdź do panelu" : "Wejdź do panelu"}
      </SubmitButton>
    </Form>
  );
}

/** Enrolment, step one: the account's password again, before a secret is made and shown. */
function EnrolmentPasswordForm({ refusal }: { refusal: FormRefusal | undefined }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" className="max-w-md space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <input type="hidden" name="intent" value="enrol" />
      {refusal ? <FormAlert tone="error">{refusal.message}</FormAlert> : null}
      <p className="text-sm text-stone-700">
        Panel chroni też Twój własny drugi składnik: kod z aplikacji uwierzytelniającej (np. Google Authenticator, Microsoft Authenticator, Aegis). Potwierdź hasło, aby zobaczyć
        kod QR do zeskanowania.
      </p>
      <FormField label="Hasło do konta" name="password" type="password" autoComplete="current-password" required maxLength={128} />
      <SubmitButton pending={submitting} pendingLabel="Sprawdzanie...">
        Pokaż kod QR
      </SubmitButton>
    </Form>
  );
}

/** Enrolment, step two: the QR code of the secret (drawn here, from the server's path), and the secret to type in by hand. */
function EnrolmentSecret({ enrolment: { secret, qr } }: { enrolment: TotpEnrolment }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="max-w-md space-y-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-950">
        Skonfiguruj aplikację uwierzytelniającą
      </h2>
      <QrCodeImage qr={qr} label="Kod QR klucza aplikacji uwierzytelniającej" className="size-56 rounded-lg border border-stone-200" />
      <ol className="list-decimal space-y-2 pl-5 text-sm text-stone-700">
        <li>Zeskanuj kod QR w aplikacji uwierzytelniającej.</li>
        <li>
          Albo wpisz w niej ręcznie klucz:{" "}
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: screen readers announce what the characters are; the journey test finds the key by it */}
          <code id={`${id}-secret`} aria-label="Klucz aplikacji uwierzytelniającej" className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-sm text-stone-950">
            {secret}
          </code>
        </li>
        <li>Wpisz kod dostępu do panelu i pierwszy kod, który pokaże aplikacja. Klucz nie będzie już pokazany.</li>
      </ol>
    </section>
  );
}

/**
 * The back-office gate's page body: enrolment on the first visit (password, then the QR code with the
 * codes), afterwards the codes alone. A lock is said before anything is typed.
 */
export function AdminGate({
  codeLength,
  totpDigits,
  enrolled,
  locked,
  answer,
}: {
  codeLength: number;
  totpDigits: number;
  enrolled: boolean;
  locked: string | null;
  answer: GateAnswer | undefined;
}) {
  // The enrolment outlives a mistyped first code: the secret stays the same until it is confirmed.
  const [enrolment, setEnrolment] = useState(answer?.ok ? answer.enrolment : undefined);
  useEffect(() => {
    if (answer?.ok) setEnrolment(answer.enrolment);
  }, [answer]);
  const refusal = answer && !answer.ok ? answer : undefined;

  return (
    <div className="space-y-6">
      {locked && !refusal ? <FormAlert tone="error">{locked}</FormAlert> : null}
      {!enrolled && !enrolment ? (
        <EnrolmentPasswordForm refusal={refusal} />
      ) : (
        <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
          {enrolment && !enrolled ? <EnrolmentSecret enrolment={enrolment} /> : null}
          <AdminCodeForm codeLength={codeLength} totpDigits={totpDigits} confirming={!enrolled} refusal={refusal} />
        </div>
      )}
    </div>
  );
}
