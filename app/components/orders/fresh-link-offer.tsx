import type { ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ORDER_LINK_VALIDITY } from "~/lib/order-number";

/**
 * On an order's page that does not show the order (a link that does not open it, expired, wrong or
 * unknown alike, or no link at all): a button that has a fresh link e-mailed to the order's own
 * address. Works without JavaScript. `children` say first why the page shows nothing.
 */
export function FreshLinkOffer({ answer, title = "Link wygasł?", children }: { answer: string | undefined; title?: string; children?: ReactNode }) {
  const sending = useNavigation().state === "submitting";
  // Posted to the page's path alone: a key that opened nothing is not carried on.
  const { pathname } = useLocation();
  return (
    <Form method="post" action={pathname} className="mt-8 w-full rounded-2xl border border-stone-200 bg-white p-5 text-left shadow-sm">
      <h2 className="text-lg font-semibold text-stone-950">{title}</h2>
      {children ? <p className="mt-2 text-pretty text-stone-600">{children}</p> : null}
      <p className="mt-2 text-pretty text-stone-600">Link do zamówienia jest ważny {ORDER_LINK_VALIDITY}. Wyślemy nowy na adres e-mail podany w zamówieniu.</p>
      <p role="status" className="mt-3 text-sm font-medium text-stone-900 empty:hidden">
        {answer}
      </p>
      <button type="submit" disabled={sending} className={`${buttonClasses("secondary", "md")} mt-4`}>
        {sending ? "Wysyłanie…" : "Wyślij nowy link"}
      </button>
    </Form>
  );
}

/**
 * What the thank-you and transfer pages show in place of an order their viewer may not see, the
 * same whether or not it exists: where its data can be seen, and the offer of a fresh link.
 */
export function HiddenOrderOffer({ number, answer }: { number: string | null; answer: string | undefined }) {
  return (
    <FreshLinkOffer title="Dane zamówienia widzi tylko zamawiający" answer={answer}>
      Kwotę, status płatności i szczegóły zamówienia
      {number ? (
        <>
          {" "}
          <span className="font-mono font-semibold whitespace-nowrap text-stone-900">{number}</span>
        </>
      ) : null}{" "}
      pokazujemy tylko po otwarciu linku z e-maila z potwierdzeniem zamówienia albo po zalogowaniu na konto, z którego je złożono.
    </FreshLinkOffer>
  );
}
