import { Form, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ORDER_LINK_DAYS } from "~/lib/order-number";

/** The answer to every fresh-link request let through, whether or not the order exists. */
export const FRESH_LINK_REQUESTED = "Jeśli takie zamówienie istnieje, wysłaliśmy nowy link na adres e-mail podany w zamówieniu. Sprawdź skrzynkę.";

/**
 * On an order's page reached with a link that does not open it (expired, wrong or unknown look alike):
 * a button that has a fresh link e-mailed to the order's own address. Works without JavaScript.
 */
export function FreshLinkOffer({ answer }: { answer: string | undefined }) {
  const sending = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-8 w-full rounded-2xl border border-stone-200 bg-white p-5 text-left shadow-sm">
      <h2 className="text-lg font-semibold text-stone-950">Link wygasł?</h2>
      <p className="mt-2 text-pretty text-stone-600">Link do zamówienia jest ważny {ORDER_LINK_DAYS} dni. Wyślemy nowy na adres e-mail podany w zamówieniu.</p>
      <p role="status" className="mt-3 text-sm font-medium text-stone-900 empty:hidden">
        {answer}
      </p>
      <button type="submit" disabled={sending} className={`${buttonClasses("secondary", "md")} mt-4`}>
        {sending ? "Wysyłanie…" : "Wyślij nowy link"}
      </button>
    </Form>
  );
}
