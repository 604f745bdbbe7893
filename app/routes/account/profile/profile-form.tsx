import { useEffect, useId, useState, type InputHTMLAttributes } from "react";
import { useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { FormField, SubmitButton } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { useFieldErrors } from "~/components/ui/use-field-errors";
import { profileUpdateFailed } from "~/lib/account-texts";
import { firstMessage, formValues, parseForm, type FormRefusal } from "~/lib/forms";
import { formatPhone, phoneDigits, phoneField, profileUpdateSchema } from "~/lib/schemas/account";
import { AccountSection } from "~/components/account/account-section";

/** The action's answer to a save: saved, or the forms' one refusal. */
export type ProfileSaveAnswer = { ok: true; message: string } | FormRefusal;

type EditableProfile = {
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  houseNumber: string;
  apartmentNumber: string | null;
  city: string;
  postalCode: string;
  /** Changes on every save: the form takes the saved values back then. */
  updatedAt: Date;
};

type FieldName = Exclude<keyof EditableProfile, "updatedAt">;
type Values = Record<FieldName, string>;

const FIELDS: readonly {
  name: FieldName;
  label: string;
  required: boolean;
  autoComplete: string;
  className: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
}[] = [
  { name: "phone", label: "Numer telefonu", required: true, autoComplete: "tel-national", className: "sm:col-span-3", inputMode: "numeric" },
  { name: "firstName", label: "Imię", required: true, autoComplete: "given-name", className: "sm:col-span-3" },
  { name: "lastName", label: "Nazwisko", required: true, autoComplete: "family-name", className: "sm:col-span-3" },
  { name: "street", label: "Ulica", required: true, autoComplete: "address-line1", className: "sm:col-span-6" },
  { name: "houseNumber", label: "Numer domu", required: true, autoComplete: "off", className: "sm:col-span-3" },
  { name: "apartmentNumber", label: "Numer mieszkania", required: false, autoComplete: "off", className: "sm:col-span-3" },
  { name: "postalCode", label: "Kod pocztowy", required: true, autoComplete: "postal-code", className: "sm:col-span-2" },
  { name: "city", label: "Miasto", required: true, autoComplete: "address-level2", className: "sm:col-span-4" },
];

function storedValues(profile: EditableProfile): Values {
  return Object.fromEntries(FIELDS.map(({ name }) => [name, profile[name] ?? ""])) as Values;
}

/** The fields that differ from the stored profile, as typed: all a save sends, and all the action checks. */
function changedValues(values: Readonly<Record<string, string>>, stored: Values): Record<string, string> {
  return Object.fromEntries(FIELDS.filter(({ name }) => (values[name] ?? "").trim() !== stored[name]).map(({ name }) => [name, values[name] ?? ""]));
}

/**
 * 'Dane osobowe': the e-mail read-only, the rest editable. Only the changed fields are sent; the
 * phone keeps digits only, at most 9, and 'Zatwierdź zmiany' shows only when something changed
 * and the phone is valid.
 */
export function ProfileForm({ email, profile }: { email: string; profile: EditableProfile }) {
  const fetcher = useFetcher<ProfileSaveAnswer>();
  const toast = useToast();
  const emailId = useId();
  const stored = storedValues(profile);
  const [values, setValues] = useState(stored);
  const answer = fetcher.data;
  const { formProps, errorOf, refused } = useFieldErrors({
    serverErrors: answer && !answer.ok ? answer.errors : {},
    answer,
    check: (data) => parseForm(changedValues(formValues(data), stored), profileUpdateSchema),
  });

  // After a save the loader brings the stored profile back, and it is what the form shows from then on.
  const savedAt = profile.updatedAt.getTime();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a save (its time) is the trigger, not a new profile object of each render
  useEffect(() => setValues(storedValues(profile)), [savedAt]);

  useEffect(() => {
    if (answer) toast[answer.ok ? "success" : "error"](answer.message);
  }, [answer, toast]);
  // A save the form's check refused is blocked with the line the action would have said.
  useEffect(() => {
    if (refused) toast.error(profileUpdateFailed(firstMessage(refused)));
  }, [refused, toast]);

  const changes = changedValues(values, stored);
  // The spec's rule for the button: it shows only when something changed and the phone is valid.
  const phoneValid = phoneField.safeParse(values.phone).success;
  const saving = fetcher.state !== "idle";

  const change = (name: FieldName, value: string) => setValues((current) => ({ ...current, [name]: name === "phone" ? phoneDigits(value) : value }));

  return (
    <AccountSection title="Dane osobowe" lead="Te dane podpowiemy w formularzu zamówienia.">
      <form
        {...formProps}
        noValidate
        onSubmit={(event) => {
          formProps.onSubmit(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          void fetcher.submit({ intent: "update", ...changes }, { method: "post" });
        }}
        // 'Cofnij zmiany': the stored values again, and no message about the ones undone.
        onReset={() => {
          formProps.onReset();
          setValues(stored);
        }}
      >
        <div className="grid gap-5 sm:grid-cols-6">
          <div className="sm:col-span-3">
            <label htmlFor={emailId} className="block text-sm font-medium text-stone-900">
              E-mail
            </label>
            <input
              id={emailId}
              type="email"
              value={email}
              readOnly
              aria-describedby={`${emailId}-hint`}
              className="mt-1.5 block w-full rounded-lg border border-stone-200 bg-stone-100 px-3 py-2.5 text-base text-stone-700 sm:text-sm"
            />
            <p id={`${emailId}-hint`} className="mt-1.5 text-sm text-stone-600">
              Adresu e-mail nie można zmienić.
            </p>
          </div>
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              name={field.name}
              label={field.label}
              required={field.required}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              type={field.name === "phone" ? "tel" : "text"}
              className={field.className}
              value={values[field.name]}
              onChange={(event) => change(field.name, event.currentTarget.value)}
              error={errorOf(field.name)}
              hint={field.name === "phone" && values.phone ? `Wyświetlany jako: ${formatPhone(values.phone)}` : undefined}
            />
          ))}
        </div>

        {Object.keys(changes).length > 0 ? (
          <div className="mt-6 flex flex-col gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:items-center">
            {!phoneValid ? (
              <p className="text-sm text-stone-700">Popraw numer telefonu, aby zapisać zmiany.</p>
            ) : (
              <SubmitButton pending={saving} pendingLabel="Zapisywanie...">
                Zatwierdź zmiany
              </SubmitButton>
            )}
            <button type="reset" disabled={saving} className={`${buttonClasses("ghost", "lg")} sm:ml-auto`}>
              Cofnij zmiany
            </button>
          </div>
        ) : null}
      </form>
    </AccountSection>
  );
}
