import { Link } from "react-router";
import { TextLink } from "~/components/ui/text-link";
import type { Route } from "./+types/failure";
import { orderPageMeta } from "~/components/orders/private-page";
import { PaymentResult } from "~/components/payments/payment-result";
import { resultOrderId } from "~/components/payments/result-order-id";
import { buttonClasses } from "~/components/ui/button";
import { PLACEHOLDER_ORDER_ID, transferInstructionsPath } from "~/lib/order-status";

export function loader({ request }: Route.LoaderArgs) {
  return { orderId: resultOrderId(request) };
}

export function meta({ matches }: Route.MetaArgs) {
  return orderPageMeta({ title: "Płatność nieudana", description: "Płatność za zamówienie nie została zrealizowana." }, matches);
}

export default function PaymentFailurePage({ loaderData: { orderId } }: Route.ComponentProps) {
  return (
    <PaymentResult
      outcome="failure"
      title="Płatność nieudana"
      orderId={orderId}
      lead="Twoje zamówienie zostało zapisane, ale płatność nie została zrealizowana."
      listTitle="Co możesz zrobić?"
      items={[
        "Spróbuj zapłacić ponownie za kilka minut. Zamówienie czeka na płatność.",
        <>
          Wybierz inną metodę płatności: zobacz <TextLink to="/instrukcje-platnosci">instrukcje płatności</TextLink> i skontaktuj się z nami, a zmienimy ją w zamówieniu.
        </>,
        <>
          Zapłać przelewem tradycyjnym: <TextLink to={transferInstructionsPath("bank", orderId ?? PLACEHOLDER_ORDER_ID)}>dane do przelewu</TextLink>, w tytule podaj numer
          zamówienia.
        </>,
      ]}
      actions={
        <>
          <Link to="/koszyk" className={buttonClasses("primary", "lg")}>
            Wróć do koszyka
          </Link>
          <Link to="/" className={buttonClasses("secondary", "lg")}>
            Wróć na stronę główną
          </Link>
        </>
      }
    />
  );
}
