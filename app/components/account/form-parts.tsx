import { useEffect, useId, useMemo, useRef, type ComponentProps, type ReactNode } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { buttonClasses } from "~/components/ui/button";
import { FormAlert, FormField } from "~/components/ui/form-field";
import { AlertCircleIcon, InfoCircleIcon } from "~/components/ui/icons";
import { useFieldErrors, type FormCheck } from "~/components/ui/use-field-errors";
import { formValues, type FieldErrors } from "~/lib/forms";
import { MINUTES_ACCUSATIVE } from "~/lib/limits";
import { countOf } from "~/lib/plural";
import { parseAccountForm, refusalMessage, type AccountRefusal } from "~/lib/form-result";

/** True while the form with this intent is on its way, and until the page it leads to has loaded. */
export function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("intent") === intent;
}

/**
 * A ref for the box that reports an action's answer: it takes focus, and so is read out, once per
 * answer (each answer is a new object).
 */
export function useFocusOn(answer: object | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) ref.current?.focus();
  }, [answer]);
  return ref;
}

/** What the line above an account form says: the server's refusal, or the browser's own. */
type ShownRefusal = Pick<AccountRefusal, "message" | "unverified">;

/**
 * An account form's check with the action's schema: `schema`, or the one of the button that sends
 * the form (its `intent`), so 'Wyślij nowy kod' is not held back by an empty code. While the visitor
 * types no button is pressed, and `schema` checks.
 */
export function accountCheck(schema: z.ZodObject, byIntent: Readonly<Record<string, z.ZodObject>> = {}): FormCheck {
  return (data) => {
    const intent = data.get("intent");
    return parseAccountForm((typeof intent === "string" && byIntent[intent]) || schema, formValues(data));
  };
}

/**
 * An account form's field messages (useFieldErrors, with `check`) and the refusal above it: the
 * server's `refusal` while it stands, or the browser's own of the latest submit, worded as the
 * action words it.
 * `serverErrors` are the refusal's field messages when they belong to this form.
 */
export function useAccountForm({ refusal, serverErrors = refusal?.errors ?? {}, check }: { refusal: AccountRefusal | undefined; serverErrors?: FieldErrors; check: FormCheck }) {
  const { formProps, errorOf, refused, answerStands, invalid } = useFieldErrors({ serverErrors, answer: refusal, check });
  const shown = useMemo<ShownRefusal | undefined>(() => (refused ? { message: refusalMessage(refused) } : answerStands ? refusal : undefined), [refused, answerStands, refusal]);
  return { formProps, errorOf, invalid, refusal: shown };
}

/** The refusal above a form: the spec's message, or the summary of the fields' messages. */
export function RefusalAlert({ refusal, children }: { refusal: ShownRefusal | undefined; children?: ReactNode }) {
  const ref = useFocusOn(refusal);
  if (!refusal) return null;
  return (
    <FormAlert ref={ref} tone="error">
      <p>{refusal.message}</p>
      {children}
    </FormAlert>
  );
}

/** A note the page was opened with (the `message` of a link, e.g. from checkout or after a password change). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-accent-200 bg-accent-50 p-4 text-sm font-medium text-stone-900">
      <InfoCircleIcon className="mt-px size-5 shrink-0 text-accent-700" />
      <p className="flex-1">{children}</p>
    </div>
  );
}

/** A required consent: the box, its label (which may hold a link) and the server's or the form's message. */
export function CheckboxField({
  name,
  error,
  children,
  ...input
}: { name: string; error?: string; children: ReactNode } & Omit<ComponentProps<"input">, "name" | "type" | "id" | "children">) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...input}
          id={id}
          type="checkbox"
          name={name}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-accent-600"
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-6 text-stone-800">
          {children}
          <span aria-hidden="true" className="ml-0.5 text-accent-700">
            *
          </span>
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 ml-8 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <AlertCircleIcon className="mt-px size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The 6-digit code from the e-mail: a numeric keypad on phones, the code offered by the phone's autofill, digits only.
 * A verification code is valid 10 minutes; a password reset's, `validMinutes`.
 */
export function CodeField({ error, defaultValue, validMinutes = 10 }: { error?: string; defaultValue?: string; validMinutes?: number }) {
  return (
    <FormField
      label="Kod weryfikacyjny"
      name="code"
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="[0-9]{6}"
      spellCheck={false}
      hint={`6 cyfr z wiadomości, którą wysłaliśmy. Kod jest ważny przez ${countOf(validMinutes, MINUTES_ACCUSATIVE)}.`}
      defaultValue={defaultValue}
      error={error}
      onInput={(event) => {
        const input = event.currentTarget;
        input.value = input.value.replace(/\D/g, "").slice(0, 6);
      }}
    />
  );
}

/** 'Wyślij nowy kod': a second button of a code form, or the only one of a small form beside it. */
export function ResendCodeButton({ intent }: { intent: string }) {
  const sending = useSubmitting(intent);
  return (
    <button type="submit" name="intent" value={intent} disabled={sending} className={`${buttonClasses("secondary", "lg")} w-full sm:w-auto`}>
      {sending ? "Wysyłanie..." : "Wyślij nowy kod"}
    </button>
  );
}

/** Where to go after signing in, carried through the form (the action checks it again). */
export function ReturnToInput({ returnTo }: { returnTo: string | null }) {
  return returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null;
}
