import { InfoCircleIcon } from "~/components/ui/icons";
import { TextLink } from "~/components/ui/text-link";

/** The phone-transfer page's fixed notice. */
export function PhoneTransferNotice({ bankInstructionsPath }: { bankInstructionsPath: string }) {
  return (
    <aside className="flex items-start gap-3 rounded-2xl bg-accent-50 p-5 text-stone-800 ring-1 ring-accent-100">
      <InfoCircleIcon className="mt-0.5 size-6 shrink-0 text-accent-700" />
      <div className="space-y-2 text-sm leading-6">
        <p className="font-semibold text-stone-950">Jak zapłacić przelewem na telefon?</p>
        <p>
          W aplikacji swojego banku wybierz przelew na telefon (BLIK), wpisz powyższy numer telefonu i kwotę, a w tytule podaj numer zamówienia. Przelew na telefon dociera zwykle w
          kilka sekund.
        </p>
        <p>
          Jeśli Twój bank nie obsługuje przelewów na telefon, zapłać <TextLink to={bankInstructionsPath}>przelewem tradycyjnym</TextLink>.
        </p>
      </div>
    </aside>
  );
}
