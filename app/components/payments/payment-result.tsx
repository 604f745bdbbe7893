import type { ReactNode } from "react";
import { phoneHref, useShopInfo } from "~/lib/shop-identity";
import { AlertCircleIcon, CheckCircleIcon, InfoCircleIcon, MailIcon, PhoneIcon } from "~/components/ui/icons";

/** The outcome of a payment: the result, the order number, what happens next, where to go, and how to reach the shop. */
export function PaymentResult({
  outcome,
  title,
  orderId,
  lead,
  listTitle,
  items,
  actions,
}: {
  outcome: "success" | "pending" | "failure";
  title: string;
  orderId: string | null;
  lead: ReactNode;
  listTitle: string;
  items: ReactNode[];
  actions: ReactNode;
}) {
  const shop = useShopInfo();
  const tone = { success: "bg-emerald-50", pending: "bg-accent-50", failure: "bg-red-50" }[outcome];
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-16">
      <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10">
        <div className="text-center">
          <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${tone}`}>
            {outcome === "success" ? (
              <CheckCircleIcon className="size-9 text-emerald-700" />
            ) : outcome === "pending" ? (
              <InfoCircleIcon className="size-9 text-accent-700" />
            ) : (
              <AlertCircleIcon className="size-9 text-red-700" />
            )}
          </span>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-stone-950 sm:text-4xl">{title}</h1>
          {orderId ? (
            <p className="mt-4 text-stone-700">
              Numer zamówienia: <span className="font-mono font-semibold break-all text-stone-950">{orderId}</span>
            </p>
          ) : null}
          <p className="mx-auto mt-3 max-w-md text-pretty text-stone-600">{lead}</p>
        </div>

        <div className="mt-8 rounded-xl bg-stone-50 p-5 ring-1 ring-stone-200">
          <h2 className="font-semibold text-stone-950">{listTitle}</h2>
          <ol className="mt-3 space-y-2.5 text-stone-700">
            {items.map((item, index) => (
              <li key={index} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-50 text-sm font-semibold text-accent-800 ring-1 ring-accent-100"
                >
                  {index + 1}
                </span>
                <span>{item}</span>
              </li>
            ))}
          </ol>
        </div>

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
      </section>

      <aside aria-label="Kontakt ze sklepem" className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 text-center sm:p-6">
        <p className="font-medium text-stone-950">Masz pytania dotyczące płatności? Skontaktuj się z nami.</p>
        <div className="mt-3 flex flex-col items-center justify-center gap-2 sm:flex-row sm:gap-6">
          <a href={`mailto:${shop.email}`} className="inline-flex items-center gap-2 font-medium text-accent-700 hover:text-accent-800">
            <MailIcon className="size-5" />
            {shop.email}
          </a>
          <a href={phoneHref(shop.phone)} className="inline-flex items-center gap-2 font-medium text-accent-700 hover:text-accent-800">
            <PhoneIcon className="size-5" />
            {shop.phone}
          </a>
        </div>
      </aside>
    </div>
  );
}
