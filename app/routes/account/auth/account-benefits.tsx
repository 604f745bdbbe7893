import { CheckCircleIcon } from "~/components/ui/icons";

const benefits = [
  { title: "Historia zamówień", text: "Wszystkie zamówienia, ich statusy i płatności w jednym miejscu." },
  { title: "Szybsze zamawianie", text: "Dane do wysyłki uzupełnimy za Ciebie przy kolejnym zamówieniu." },
  { title: "Instrukcje płatności pod ręką", text: "Dane do przelewu każdego zamówienia znajdziesz w swoim profilu." },
];

/** Why an account is worth having, beside the sign-in form on wide screens. */
export function AccountBenefits() {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white/60 p-6">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-500">Co daje konto</h2>
      <ul className="mt-5 space-y-5">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="flex gap-3">
            <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />
            <div>
              <p className="font-semibold text-stone-950">{benefit.title}</p>
              <p className="mt-0.5 text-sm leading-6 text-stone-600">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
