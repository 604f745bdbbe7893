import { useId } from "react";
import { Link } from "~/components/ui/link";
import { FormField } from "~/components/ui/form-field";
import { AlertCircleIcon, ArrowRightIcon, CheckCircleIcon } from "~/components/ui/icons";
import { complaintReasons } from "~/lib/enquiry-form";
import type { EnquiryField } from "~/components/enquiries/enquiry-form";

/** What a complaint asks for besides the sender: the order, the reason (one of the spec's five) and a description. */
export function ComplaintFields({ field }: { field: EnquiryField }) {
  const reason = field("complaintReason");
  const errorId = useId();
  return (
    <>
      <FormField label="Numer zamówienia" required autoComplete="off" hint="Znajdziesz go w e-mailu z potwierdzeniem zamówienia, np. ZAM-2026-000042." {...field("orderNumber")} />
      <fieldset aria-describedby={reason.error ? errorId : undefined}>
        <legend className="text-sm font-medium text-stone-900">
          Powód reklamacji
          <span aria-hidden="true" className="ml-0.5 text-accent-700">
            *
          </span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {Object.entries(complaintReasons).map(([value, label]) => (
            <label
              key={value}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-3.5 py-3 text-sm text-stone-900 transition-colors hover:border-stone-400 has-checked:border-accent-600 has-checked:bg-accent-50 has-checked:ring-1 has-checked:ring-accent-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600 ${
                reason.error ? "border-red-600" : "border-stone-300"
              }`}
            >
              <input
                type="radio"
                name={reason.name}
                value={value}
                // The form is noValidate: `required` only tells assistive technology, the server enforces it.
                required
                defaultChecked={reason.defaultValue === value}
                aria-invalid={reason.error ? true : undefined}
                className="size-4 shrink-0 accent-accent-600 focus-visible:outline-none"
              />
              {label}
            </label>
          ))}
        </div>
        {reason.error ? (
          <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
            <AlertCircleIcon className="mt-px size-4 shrink-0" />
            Wybierz powód reklamacji.
          </p>
        ) : null}
      </fieldset>
      <FormField
        as="textarea"
        label="Opis problemu"
        rows={6}
        hint="Opisz, czego dotyczy reklamacja i kiedy pojawił się problem. Zdjęcia możesz dosłać w odpowiedzi na nasz e-mail."
        {...field("description")}
      />
    </>
  );
}

const POLICY_FACTS = [
  "Reklamację złóż na piśmie w ciągu 14 dni od stwierdzenia wady; ten formularz wystarczy.",
  "Rozpatrujemy ją w ciągu 14 dni roboczych, w szczególnych przypadkach do 30 dni.",
  "Potwierdzenie zgłoszenia wyślemy na adres e-mail podany w zamówieniu albo na adres Twojego konta.",
  "Zdjęcia produktów w sklepie mają charakter poglądowy i nie są podstawą reklamacji.",
];

/** The complaint policy's facts at a glance, beside the form; the whole policy is one link away. */
export function ComplaintPolicySummary() {
  return (
    <section aria-labelledby="jak-rozpatrujemy" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="jak-rozpatrujemy" className="text-lg font-semibold text-stone-950">
        Jak rozpatrujemy reklamacje
      </h2>
      <ul className="mt-4 space-y-3 text-sm leading-6 text-stone-700">
        {POLICY_FACTS.map((fact) => (
          <li key={fact} className="flex gap-3">
            <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />
            {fact}
          </li>
        ))}
      </ul>
      <Link
        to="/polityka-reklamacji"
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 underline-offset-2 hover:text-accent-800 hover:underline"
      >
        Polityka reklamacji
        <ArrowRightIcon className="size-4" />
      </Link>
    </section>
  );
}
