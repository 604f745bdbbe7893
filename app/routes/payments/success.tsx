import { Link } from "react-router";
import type { Route } from "./+types/success";
import { orderPageMeta } from "~/components/orders/private-page";
import { PaymentResult } from "~/components/payments/payment-result";
import { resultOrderId } from "~/components/payments/result-order-id";
import { buttonClasses } from "~/components/ui/button";
import { fulfilmentTime } from "~/lib/fulfilment";
import { useShopInfo } from "~/lib/shop-identity";

export function loader({ request }: Route.LoaderArgs) {
  return { orderId: resultOrderId(request) };
}

export function meta({ matches }: Route.MetaArgs) {
  return orderPageMeta({ title: "Płatność zakończona pomyślnie", description: "Potwierdzenie płatności za zamówienie." }, matches);
}

export default function PaymentSuccessPage({ loaderData: { orderId } }: Route.ComponentProps) {
  const shop = useShopInfo();
  return (
    <PaymentResult
      outcome="success"
      title="Płatność zakończona pomyślnie!"
      orderId={orderId}
      lead="Dziękujemy! Otrzymaliśmy Twoją płatność za zamówienie."
      listTitle="Co dalej?"
      items={[
        "Potwierdzenie płatności wyślemy na Twój adres e-mail.",
        `Przekażemy zamówienie do realizacji, która trwa ${fulfilmentTime(shop)} od zaksięgowania wpłaty.`,
        "O wysyłce zamówienia poinformujemy Cię e-mailem.",
      ]}
      actions={
        <>
          <Link to="/" className={buttonClasses("primary", "lg")}>
            Wróć na stronę główną
          </Link>
          <Link to="/profile" className={buttonClasses("secondary", "lg")}>
            Przejdź do profilu
          </Link>
        </>
      }
    />
  );
}
