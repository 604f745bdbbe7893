import { Form, useNavigation } from "react-router";
import { CheckboxField } from "~/components/account/form-parts";
import { dangerButtonClasses } from "~/components/admin/buttons";
import { buttonClasses } from "~/components/ui/button";
import { EmailField, FormAlert, SubmitButton } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import type { FieldErrors } from "~/lib/forms";
import { ERASE_SENDER_DATA_PATH, hasSenderData, senderCountsText, type SenderCounts } from "~/lib/sender-erasure";

export const FIND_INTENT = "find";
export const ERASE_INTENT = "erase";

const sending = (navigation: ReturnType<typeof useNavigation>, intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;

/** Step 1: the address whose enquiries and samples requests are to go. */
export function FindSenderForm({ email, errors }: { email: string; errors: FieldErrors }) {
  const navigation = useNavigation();
  return (
    <Form method="post" action={ERASE_SENDER_DATA_PATH} className="max-w-xl space-y-5">
      <input type="hidden" name="intent" value={FIND_INTENT} />
      <EmailField label="Adres e-mail osoby, która prosi o usunięcie danych" defaultValue={email} error={errors.email} />
      <SubmitButton pending={sending(navigation, FIND_INTENT)} pendingLabel="Szukanie...">
        Znajdź dane
      </SubmitButton>
    </Form>
  );
}

/** Step 2: what was found from the address, and the erasure itself once the owner confirms the request. */
export function ConfirmErasureForm({ email, found, errors }: { email: string; found: SenderCounts; errors: FieldErrors }) {
  const navigation = useNavigation();
  if (!hasSenderData(found)) {
    return (
      <div className="max-w-xl space-y-5">
        <FormAlert tone="success">Sklep nie przechowuje żadnych zgłoszeń ani zamówień próbek wysłanych z adresu {email}.</FormAlert>
        <Link to={ERASE_SENDER_DATA_PATH} className={buttonClasses("secondary")}>
          Sprawdź inny adres
        </Link>
      </div>
    );
  }
  const pending = sending(navigation, ERASE_INTENT);
  return (
    <Form method="post" action={ERASE_SENDER_DATA_PATH} className="max-w-xl space-y-5">
      <input type="hidden" name="intent" value={ERASE_INTENT} />
      <input type="hidden" name="email" value={email} />
      <FormAlert tone="error">
        <p>
          Z adresu <strong>{email}</strong>: {senderCountsText(found)}. Wszystko to zostanie usunięte na zawsze.
        </p>
        <p className="mt-1 font-normal">Zamówienia i konto klienta zostają: konto usuwa sam klient w swoim profilu.</p>
      </FormAlert>
      <CheckboxField name="confirm" error={errors.confirm}>
        Ta osoba poprosiła o usunięcie swoich danych, a usuniętych zgłoszeń i zamówień próbek nie da się przywrócić.
      </CheckboxField>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={pending} className={dangerButtonClasses}>
          {pending ? "Usuwanie..." : "Usuń dane"}
        </button>
        <Link to={ERASE_SENDER_DATA_PATH} className={buttonClasses("secondary")}>
          Anuluj
        </Link>
      </div>
    </Form>
  );
}
