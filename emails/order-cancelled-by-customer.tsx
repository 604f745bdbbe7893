import { Button, Heading, Section, Text } from "@react-email/components";
import { formatDate } from "~/lib/dates";
import { formatPln } from "~/lib/money";
import type { OrderRecord } from "~/lib/order";
import { paymentMethodLabel, paymentStatusLabel } from "~/lib/order-status";
import type { ShopIdentity } from "~/lib/shop-settings";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { previewOrder, previewShop } from "./components/preview-data";

export interface OrderCancelledByCustomerEmailProps {
  shop: ShopIdentity;
  /** The order in the back-office. */
  adminUrl: string;
  order: Pick<OrderRecord, "number" | "createdAt" | "firstName" | "lastName" | "email" | "phone" | "paymentMethod" | "paymentStatus" | "finalTotal">;
}

export function orderCancelledByCustomerSubject(number: string): string {
  return `Klient anulował zamówienie ${number}`;
}

/** To the shop: a customer cancelled from their order history, so nobody starts making the order. */
export default function OrderCancelledByCustomerEmail({ shop, adminUrl, order }: OrderCancelledByCustomerEmailProps) {
  const line = { ...text, margin: "0 0 4px" };
  return (
    <EmailLayout shop={shop} preview={orderCancelledByCustomerSubject(order.number)}>
      <Heading style={heading}>{orderCancelledByCustomerSubject(order.number)}</Heading>
      <Text style={text}>
        {`Klient ${order.firstName} ${order.lastName} anulował w swoim koncie zamówienie ${order.number} złożone ${formatDate(order.createdAt)}. `}
        Zamówienie ma status Anulowane i nie należy go realizować. Odpowiedź na tę wiadomość trafi do klienta.
      </Text>
      <Section style={{ border: `1px solid ${colors.line}`, borderRadius: "8px", padding: "12px 16px", margin: "12px 0" }}>
        <Text style={line}>Numer zamówienia: {order.number}</Text>
        <Text style={line}>
          Klient: {order.firstName} {order.lastName}, {order.email}, tel. {order.phone}
        </Text>
        <Text style={line}>Sposób płatności: {paymentMethodLabel(order.paymentMethod)}</Text>
        <Text style={line}>Status płatności: {paymentStatusLabel(order.paymentStatus)}</Text>
        <Text style={{ ...text, margin: 0 }}>Kwota: {formatPln(order.finalTotal)}</Text>
      </Section>
      <Button href={adminUrl} style={{ backgroundColor: colors.accent, borderRadius: "8px", color: "#ffffff", fontWeight: 700, padding: "12px 20px" }}>
        Otwórz zamówienie w panelu
      </Button>
    </EmailLayout>
  );
}

OrderCancelledByCustomerEmail.PreviewProps = {
  shop: previewShop,
  adminUrl: "http://localhost:5173/admin/excel-bot?szukaj=ZAM-2026-000042",
  order: { ...previewOrder, createdAt: new Date("2026-11-21T10:00:00Z"), paymentStatus: "oczekujaca" },
} satisfies OrderCancelledByCustomerEmailProps;
