import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import type { FieldErrors, FormFailure, FormParse } from "~/lib/forms";

/**
 * A form's own check: the parse its action does, of the form's data. On submit the data holds the
 * button that sent it, so a form with several buttons can check what that button needs.
 */
export type FormCheck = (data: FormData) => FormParse<unknown>;

/** What the form shows since the latest answer of the server. */
type Shown = {
  answer: unknown;
  /** Fields that show the form's own check instead of the server's message. */
  touched: ReadonlySet<string>;
  /** The browser's refusal of the latest submit: every field then shows the check, as it goes. */
  refused: FormFailure | null;
  /** The form was reset, or sent after passing its check: the server's messages are about values no longer there. */
  cleared: boolean;
};

const fresh = (answer: unknown, cleared = false): Shown => ({ answer, touched: new Set(), refused: null, cleared });

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
const isBox = (control: Control) => control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");

/**
 * The one way a form shows field messages, for every form of the shop:
 * - after an answer of the server (`answer`, each a new object), its messages (`serverErrors`);
 * - a field the visitor edits or leaves filled in shows the form's own `check` from then on, and
 *   follows the typing, so a message goes as soon as the field is right (a box is judged as soon as
 *   it is ticked or not; tabbing through empty fields says nothing);
 * - a submit the check refuses is stopped: every field shows its message and `refused` says why,
 *   for the line above the form; a submit it passes, and a reset of the form, clear every message
 *   (the page an action leads to may be this same form, with no answer to start it afresh).
 * Without a `check` (the enquiry forms load no zod in the browser) the server's messages are all
 * there is: a field loses its message once the visitor edits it, since they are fixing it and the
 * server checks it again on the next submit; leaving a field without editing it keeps the message.
 * Without JavaScript nothing runs in the browser and the server's messages show.
 */
export function useFieldErrors({ serverErrors, answer, check }: { serverErrors: FieldErrors; answer: unknown; check?: FormCheck }) {
  const formRef = useRef<HTMLFormElement>(null);
  // The form's own check of what it holds now: null until hydrated, and without a check.
  const [clientCheck, setClientCheck] = useState<FormParse<unknown> | null>(null);
  const clientErrors = clientCheck && fieldErrorsOf(clientCheck);
  const [edits, setEdits] = useState(0);
  const [stored, setShown] = useState(() => fresh(answer));
  // A new answer starts afresh in the same render, so no render shows the old state with the new answer.
  const shown = stored.answer === answer ? stored : fresh(answer);
  if (shown !== stored) setShown(shown);

  // After each change has been rendered (a controlled field filtered), and after each answer of the server.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the triggers are the edits and answers; `check` is the same parse each render
  useEffect(() => {
    if (check && formRef.current) setClientCheck(check(new FormData(formRef.current)));
  }, [edits, answer]);

  const errorOf = (name: string): string | undefined => {
    if (shown.refused || shown.touched.has(name)) return clientErrors?.[name];
    return shown.cleared ? undefined : serverErrors[name];
  };
  const touch = (name: string) => setShown((state) => (state.touched.has(name) ? state : { ...state, touched: new Set(state.touched).add(name) }));

  const formProps = {
    ref: formRef,
    onChange: (event: FormEvent<HTMLFormElement>) => {
      const control = event.nativeEvent.target;
      // Controls without a name (the promo code's draft) are not the form's fields.
      if (!isControl(control) || !control.name) return;
      // A field showing a message follows the typing; with a check, a box is judged at once.
      if (errorOf(control.name) || (check && isBox(control))) touch(control.name);
      setEdits((n) => n + 1);
    },
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      const control = event.nativeEvent.target;
      // Leaving a field with something in it is when its check speaks; without one there is nothing to say.
      if (check && isControl(control) && control.name && !isBox(control) && control.value) touch(control.name);
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (!check) return;
      const parsed = check(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
      if (parsed.ok) {
        setShown((state) => fresh(state.answer, true));
        return;
      }
      // React Router's <Form> does not send a submission whose default was prevented.
      event.preventDefault();
      setClientCheck(parsed);
      setShown((state) => ({ ...state, refused: parsed }));
    },
    onReset: () => setShown((state) => fresh(state.answer, true)),
  };

  /**
   * A refusal as it reads now, for the line above the form: the messages of the fields it named that still show one,
   * or null once every one is fixed; a refusal that named no field (of the whole submission) stands as it is.
   */
  const standing = (failure: { message: string; errors: FieldErrors } | null): { message: string; errors: FieldErrors } | null => {
    if (!failure) return null;
    const named = Object.keys(failure.errors);
    if (named.length === 0) return failure;
    const errors = Object.fromEntries(named.flatMap((name) => (errorOf(name) ? [[name, errorOf(name)!]] : [])));
    return Object.keys(errors).length ? { message: failure.message, errors } : null;
  };

  return {
    formProps,
    errorOf,
    standing,
    /** The browser's refusal of the latest submit, until the next answer of the server: the form says it above the fields. */
    refused: shown.refused,
    /** The server's latest answer still stands: not once the form was reset or sent again. */
    answerStands: !shown.cleared,
    /** How the form as it is now fails its check; null when it passes, before hydration and without a check. */
    checkFailure: clientCheck && !clientCheck.ok ? clientCheck : null,
    /** The form as it is now fails its check (false before hydration and without a check). */
    invalid: clientErrors !== null && Object.keys(clientErrors).length > 0,
  };
}

function fieldErrorsOf(parsed: FormParse<unknown>): FieldErrors {
  return parsed.ok ? {} : parsed.fieldErrors;
}
