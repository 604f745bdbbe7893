import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert, SubmitButton } from "~/components/ui/form-field";
import type { AdminAnswer } from "./admin-route";

/**
 * The access-code step: exactly `length` characters, the button stays disabled until they are typed.
 * A refused code empties the field and puts the focus back in it, under the server's message.
 */
export function AdminCodeForm({ length, refusal }: { length: number; refusal: AdminAnswer | undefined }) {
  const [code, setCode] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const submitting = useNavigation().state === "submitting";

  useEffect(() => {
    if (!refusal) return;
    setCode("");
    inputRef.current?.focus();
  }, [refusal]);

  return (
    <Form method="post" className="max-w-md space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      {refusal ? (
        <div id={`${id}-error`}>
          <FormAlert tone="error">{refusal.message}</FormAlert>
        </div>
      ) : null}
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-stone-900">
          Kod dostępu
        </label>
        <input
          ref={inputRef}
          id={id}
          name="code"
          type="password"
          value={code}
          onChange={(event) => setCode(event.target.value.slice(0, length))}
          maxLength={length}
          minLength={length}
          required
          autoComplete="off"
          inputMode="text"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={`${id}-hint${refusal ? ` ${id}-error` : ""}`}
          className={`mt-1.5 block w-40 rounded-lg border bg-white px-3 py-2.5 text-center font-mono text-2xl tracking-[0.5em] text-stone-950 shadow-xs ${
            refusal ? "border-red-600" : "border-stone-300 hover:border-stone-400"
          }`}
        />
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
          Kod ma dokładnie {length} znaki.
        </p>
      </div>
      <SubmitButton pending={submitting} pendingLabel="Sprawdzanie..." disabled={code.length !== length}>
        Wejdź do panelu
      </SubmitButton>
    </Form>
  );
}
