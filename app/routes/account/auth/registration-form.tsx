import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { EmailField, FormField, SubmitButton } from "~/components/ui/form-field";
import { formValues, parseForm } from "~/lib/forms";
import { phoneDigits, registrationSchema } from "~/lib/schemas/account";
import { authPath, type AuthSearch } from "~/lib/account-paths";
import { CheckboxField, RefusalAlert, ReturnToInput, useAccountForm, useSubmitting } from "~/components/account/form-parts";
import { schemaInput, type AccountRefusal } from "~/lib/form-result";
import { PolicyLink, TextLink } from "~/components/ui/text-link";

const CONSENTS = ["privacyPolicyAccepted", "termsAccepted"] as const;

/** The registration schema's input from the form's fields: a ticked box arrives as "on", an unticked one not at all. */
function registrationInput(values: Readonly<Record<string, string>>) {
  const input: Record<string, string | boolean> = schemaInput(registrationSchema, values);
  for (const name of CONSENTS) input[name] = values[name] === "on";
  return input;
}

/** The registration parsed with its schema: the same parse in the action and in the browser. */
export const parseRegistration = (values: Readonly<Record<string, string>>) => parseForm(registrationInput(values), registrationSchema);

const checkRegistration = (data: FormData) => parseRegistration(formValues(data));

/**
 * Every field of the registration payload. Once JavaScript runs, the form checks itself with the
 * server's own schema: the button stays disabled until everything is valid, and a field shows its
 * message after it is left (or at once when it already shows one). The server checks it all again.
 */
export function RegistrationForm({ search, refusal }: { search: AuthSearch; refusal: AccountRefusal | undefined }) {
  const submitting = useSubmitting("register");
  const values = refusal?.intent === "register" ? refusal.values : { email: search.email };
  const [phone, setPhone] = useState(values.phone ?? "");
  const serverErrors = refusal?.intent === "register" ? refusal.errors : {};
  // Without JavaScript the button stays enabled and the server answers.
  const { formProps, errorOf, invalid, refusal: shown } = useAccountForm({ refusal, serverErrors, check: checkRegistration });
  const field = (name: string) => ({ name, defaultValue: values[name], error: errorOf(name) });

  return (
    <div className="space-y-6">
      <RefusalAlert refusal={shown} />

      <Form {...formProps} method="post" action={authPath(search)} noValidate className="space-y-8">
        <input type="hidden" name="intent" value="register" />
        <ReturnToInput returnTo={search.returnTo} />

        <Section legend="Dane logowania">
          <EmailField className="sm:col-span-2" {...field("email")} />
          <FormField label="Hasło" type="password" autoComplete="new-password" required hint="Co najmniej 8 znaków, w tym co najmniej jedna litera." {...field("password")} />
          <FormField label="Powtórz hasło" type="password" autoComplete="new-password" required {...field("confirmPassword")} />
        </Section>

        <Section legend="Dane kontaktowe">
          <FormField label="Imię" autoComplete="given-name" required {...field("firstName")} />
          <FormField label="Nazwisko" autoComplete="family-name" required {...field("lastName")} />
          <FormField
            label="Telefon"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            hint="9 cyfr, bez spacji i numeru kierunkowego."
            name="phone"
            error={errorOf("phone")}
            value={phone}
            onChange={(event) => setPhone(phoneDigits(event.currentTarget.value))}
          />
        </Section>

        <Section legend="Adres">
          <FormField label="Ulica" autoComplete="address-line1" required className="sm:col-span-2" {...field("street")} />
          <FormField label="Numer domu" required {...field("houseNumber")} />
          <FormField label="Numer mieszkania" {...field("apartmentNumber")} />
          <FormField label="Kod pocztowy" autoComplete="postal-code" placeholder="00-000" required {...field("postalCode")} />
          <FormField label="Miasto" autoComplete="address-level2" required {...field("city")} />
        </Section>

        <fieldset className="space-y-4">
          <legend className="mb-4 text-base font-semibold text-stone-950">Zgody</legend>
          <CheckboxField name="privacyPolicyAccepted" defaultChecked={values.privacyPolicyAccepted === "on"} error={errorOf("privacyPolicyAccepted")}>
            Akceptuję <PolicyLink to="/polityka-prywatnosci">politykę prywatności</PolicyLink>
          </CheckboxField>
          <CheckboxField name="termsAccepted" defaultChecked={values.termsAccepted === "on"} error={errorOf("termsAccepted")}>
            Akceptuję <PolicyLink to="/regulamin">regulamin</PolicyLink> sklepu
          </CheckboxField>
        </fieldset>

        <div className="space-y-3 border-t border-stone-200 pt-6">
          <SubmitButton pending={submitting} pendingLabel="Zakładanie konta..." disabled={invalid} aria-describedby="registration-status">
            Załóż konto
          </SubmitButton>
          <p id="registration-status" className="text-sm text-stone-600">
            {invalid
              ? "Przycisk będzie aktywny, gdy wszystkie wymagane pola (*) będą poprawnie wypełnione, a obie zgody zaznaczone."
              : "Po założeniu konta wyślemy na Twój adres email 6-cyfrowy kod, którym potwierdzisz adres."}
          </p>
        </div>
      </Form>

      <p className="border-t border-stone-200 pt-5 text-sm text-stone-600">
        Masz już konto? <TextLink to={authPath({ returnTo: search.returnTo })}>Zaloguj się</TextLink>
      </p>
    </div>
  );
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-4 text-base font-semibold text-stone-950">{legend}</legend>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
