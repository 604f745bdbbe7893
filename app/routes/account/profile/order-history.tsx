import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-field";
import type { OrderHistoryEntry } from "~/lib/order";
import { OrderHistoryCard } from "./order-history-card";
import { AccountSection } from "~/components/account/account-section";

/** The customer's orders, newest first; `null` when they could not be read. */
export function OrderHistory({ orders }: { orders: readonly OrderHistoryEntry[] | null }) {
  const revalidator = useRevalidator();
  const lead = orders?.length ? `Zamówienia złożone z tego konta lub na jego adres e-mail (${orders.length}).` : undefined;

  let content: ReactNode;
  if (orders === null) {
    content = (
      <FormAlert tone="error">
        <p className="font-semibold">Błąd pobierania zamówień</p>
        <p className="mt-1 font-normal">Wystąpił błąd podczas pobierania zamówień</p>
        <button type="button" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== "idle"} className={`${buttonClasses("secondary")} mt-3`}>
          {revalidator.state !== "idle" ? "Ładowanie..." : "Spróbuj ponownie"}
        </button>
      </FormAlert>
    );
  } else if (orders.length === 0) {
    content = (
      <div className="rounded-xl border border-dashed border-stone-300 px-4 py-10 text-center">
        <p className="font-semibold text-stone-950">Brak zamówień</p>
        <p className="mt-1 text-sm text-stone-600">Zamówienia złożone z tego konta pojawią się tutaj.</p>
        <Link to="/zamow" className={`${buttonClasses("primary")} mt-5`}>
          Zamów plisy lub moskitiery
        </Link>
      </div>
    );
  } else {
    content = (
      // The list scrolls inside the card (the spec's height cap); every card holds a link, so keyboards reach it.
      <ul className="-mx-1 max-h-96 space-y-4 overflow-y-auto overscroll-contain px-1 py-1">
        {orders.map((order) => (
          <li key={order.number}>
            <OrderHistoryCard order={order} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AccountSection title="Historia zamówień" lead={lead}>
      {content}
    </AccountSection>
  );
}
