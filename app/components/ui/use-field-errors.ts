import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import type { FieldErrors } from "~/lib/forms";

/**
 * The one way a form shows field messages as the visitor goes: the server's messages until a field
 * is touched again, then the form's own check of that field, shown once the field is left with
 * something in it (a box as soon as it is ticked or not), and followed while typing once shown.
 * `check` is the same parse the action does; `answer` is the action's latest answer.
 */
export function useFieldErrors(check: (form: HTMLFormElement) => FieldErrors, serverErrors: FieldErrors, answer: unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  // Null until hydrated: without JavaScript nothing is checked in the browser and the server answers.
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [edits, setEdits] = useState(0);

  // After each change has been rendered (a controlled field filtered), and after each answer of the server.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the triggers are the edits and answers; `check` is the same parse each render
  useEffect(() => {
    if (formRef.current) setClientErrors(check(formRef.current));
  }, [edits, answer]);
  // A new answer of the server shows its messages until the fields are touched again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is the trigger
  useEffect(() => setTouched(new Set()), [answer]);

  const errorOf = (name: string) => (touched.has(name) ? clientErrors?.[name] : serverErrors[name]);
  const touch = (name: string) => setTouched((names) => (names.has(name) ? names : new Set(names).add(name)));

  const formProps = {
    ref: formRef,
    onChange: (event: FormEvent<HTMLFormElement>) => {
      const input = event.nativeEvent.target;
      if (!(input instanceof HTMLInputElement)) return;
      // A field already showing a message follows the typing, so the message goes as soon as it is right.
      if (errorOf(input.name) || input.type === "checkbox") touch(input.name);
      setEdits((n) => n + 1);
    },
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      const input = event.nativeEvent.target;
      // Tabbing through empty fields says nothing yet; a box is judged when it is ticked or not.
      if (input instanceof HTMLInputElement && input.type !== "checkbox" && input.value) touch(input.name);
    },
  };

  return { formProps, errorOf, invalid: clientErrors !== null && Object.keys(clientErrors).length > 0 };
}
