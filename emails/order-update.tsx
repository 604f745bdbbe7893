import { Button, Heading, Section, Text } from "@react-email/components";
import type { OrderUpdateType } from "~/lib/events";
import { formatPln } from "~/lib/money";
import type { OrderRecord } from "~/lib/order";
import { customerPaymentStatus, orderStatusLabel } from "~/lib/order-status";
import type { ShopIdentity } from "~/lib/shop-settings";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { previewOrder, previewOrderUrl, previewShop } from "./components/preview-data";

export interface OrderUpdateEmailProps {
  shop: ShopIdentity;
  type: OrderUpdateType;
  orderUrl: string;
  /** firstName is null when the mail may not repeat what the orderer typed. */
  order: Pick<OrderRecord, "number" | "orderStatus" | "paymentStatus" | "rejectionReason" | "finalTotal"> & { firstName: string | null };
}

/** The subject and the opening sentence of each kind of update. */
const wording: Record<OrderUpdateType, { subject: (n: string) => string; intro: (n: string) => string }> = {
  order_accepted: {
    subject: (n) => `Zamówienie ${n} zostało przyjęte do realizacji`,
    intro: (n) => `Dobra wiadomość: zaakceptowaliśmy Twoje zamówienie ${n}. Przygotujemy je na wymiar i damy znać, gdy będzie gotowe do wysyłki lub odbioru.`,
  },
  order_rejected: {
    subject: (n) => `Zamówienie ${n} nie może zostać zrealizowane`,
    intro: (n) => `Niestety nie możemy zrealizować zamówienia ${n}. Jeśli zapłaciłeś już za zamówienie, zwrócimy pieniądze. Chętnie pomożemy dobrać inne rozwiązanie.`,
  },
  order_cancelled: {
    subject: (n) => `Zamówienie ${n} zostało anulowane`,
    intro: (n) => `Potwierdzamy anulowanie zamówienia ${n}. Jeśli to pomyłka, skontaktuj się z nami, a pomożemy złożyć je ponownie.`,
  },
  status_update: {
    subject: (n) => `Zmiana statusu zamówienia ${n}`,
    intro: (n) => `Status Twojego zamówienia ${n} się zmienił.`,
  },
};

export function orderUpdateSubject(type: OrderUpdateType, number: string): string {
  return wording[type].subject(number);
}

export default function OrderUpdateEmail({ shop, type, orderUrl, order }: OrderUpdateEmailProps) {
  return (
    <EmailLayout shop={shop} preview={orderUpdateSubject(type, order.number)}>
      <Heading style={heading}>Dzień dobry{order.firstName ? `, ${order.firstName}` : ""}!</Heading>
      <Text style={text}>{wording[type].intro(order.number)}</Text>
      {type === "order_rejected" && order.rejectionReason ? (
        <Section style={{ backgroundColor: colors.soft, borderRadius: "8px", padding: "12px 16px", margin: "0 0 12px" }}>
          <Text style={{ ...text, margin: 0 }}>Powód: {order.rejectionReason}</Text>
        </Section>
      ) : null}
      <Section style={{ border: `1px solid ${colors.line}`, borderRadius: "8px", padding: "12px 16px", margin: "12px 0" }}>
        <Text style={{ ...text, margin: "0 0 4px" }}>Numer zamówienia: {order.number}</Text>
        <Text style={{ ...text, margin: "0 0 4px" }}>Status zamówienia: {orderStatusLabel(order.orderStatus)}</Text>
        <Text style={{ ...text, margin: "0 0 4px" }}>Status płatności: {customerPaymentStatus(order.orderStatus, order.paymentStatus).label}</Text>
        <Text style={{ ...text, margin: 0 }}>Kwota: {formatPln(order.finalTotal)}</Text>
      </Section>
      <Button href={orderUrl} style={{ backgroundColor: colors.accent, borderRadius: "8px", color: "#ffffff", fontWeight: 700, padding: "12px 20px" }}>
        Zobacz zamówienie
      </Button>
    </EmailLayout>
  );
}

OrderUpdateEmail.PreviewProps = { shop: previewShop, type: "order_accepted", orderUrl: previewOrderUrl, order: previewOrder } satisfies OrderUpdateEmailProps;
