import { Heading, Section, Text } from "@react-email/components";
import { formatPln } from "~/lib/money";
import type { OrderRecord } from "~/lib/order";
import type { ShopIdentity } from "~/lib/shop-settings";
import { OrderButton } from "./components/order-button";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { previewOrder, previewOrderUrl, previewShop } from "./components/preview-data";

export interface PaymentReceivedEmailProps {
  shop: ShopIdentity;
  audience: "customer" | "shop";
  /** The customer's private link, or the order in the back-office for the shop. */
  orderUrl: string;
  order: Pick<OrderRecord, "number" | "finalTotal">;
  /** The provider's id of the payment, for the shop to find it in PayU's panel. */
  providerPaymentId: string;
}

export function paymentReceivedSubject({ audience, number }: { audience: PaymentReceivedEmailProps["audience"]; number: string }): string {
  return audience === "customer" ? `Otrzymaliśmy płatność za zamówienie ${number}` : `Opłacono zamówienie ${number} (PayU)`;
}

/** PayU confirmed the payment: the customer gets a receipt of it, the shop knows it may start the order. Only the shop's texts and the order's facts. */
export default function PaymentReceivedEmail({ shop, audience, orderUrl, order, providerPaymentId }: PaymentReceivedEmailProps) {
  const subject = paymentReceivedSubject({ audience, number: order.number });
  return (
    <EmailLayout shop={shop} preview={subject}>
      <Heading style={heading}>{subject}</Heading>
      <Text style={text}>
        {audience === "customer"
          ? `Dziękujemy! PayU potwierdziło płatność ${formatPln(order.finalTotal)} za zamówienie ${order.number}. Przekażemy je do realizacji i poinformujemy Cię e-mailem o jego postępach.`
          : `PayU potwierdziło płatność ${formatPln(order.finalTotal)} za zamówienie ${order.number}. Status płatności zmienił się na „PayU - opłacone”.`}
      </Text>
      <Section style={{ border: `1px solid ${colors.line}`, borderRadius: "8px", padding: "12px 16px", margin: "12px 0" }}>
        <Text style={{ ...text, margin: "0 0 4px" }}>Numer zamówienia: {order.number}</Text>
        <Text style={{ ...text, margin: "0 0 4px" }}>Kwota: {formatPln(order.finalTotal)}</Text>
        <Text style={{ ...text, margin: 0 }}>Identyfikator płatności PayU: {providerPaymentId}</Text>
      </Section>
      <OrderButton href={orderUrl} audience={audience} />
    </EmailLayout>
  );
}

PaymentReceivedEmail.PreviewProps = {
  shop: previewShop,
  audience: "customer",
  orderUrl: previewOrderUrl,
  order: previewOrder,
  providerPaymentId: "WZHF5FFDRJ140731GUEST000P01",
} satisfies PaymentReceivedEmailProps;
