import { Heading, Section, Text } from "@react-email/components";
import { formatPln } from "~/lib/money";
import type { OrderRecord } from "~/lib/order";
import { PAID_PAYMENT_STATUSES } from "~/lib/order-status";
import type { PickupDetails } from "~/lib/pickup";
import type { ShopIdentity } from "~/lib/shop-settings";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { OrderButton } from "./components/order-button";
import { previewOrderUrl, previewShop } from "./components/preview-data";

export interface OrderReadyForPickupEmailProps {
  shop: ShopIdentity;
  orderUrl: string;
  /** firstName is null when the mail may not repeat what the orderer typed. */
  order: Pick<OrderRecord, "number" | "paymentMethod" | "paymentStatus" | "finalTotal"> & { firstName: string | null };
  pickup: PickupDetails;
}

export function orderReadyForPickupSubject(number: string): string {
  return `Zamówienie ${number} jest gotowe do odbioru`;
}

/** The pickup order is made: where and when to collect it, and what to pay there when it is paid in cash. */
export default function OrderReadyForPickupEmail({ shop, orderUrl, order, pickup }: OrderReadyForPickupEmailProps) {
  const payOnPickup = order.paymentMethod === "gotowka_odbior" && !(PAID_PAYMENT_STATUSES as readonly string[]).includes(order.paymentStatus);
  return (
    <EmailLayout shop={shop} preview={orderReadyForPickupSubject(order.number)}>
      <Heading style={heading}>Dzień dobry{order.firstName ? `, ${order.firstName}` : ""}!</Heading>
      <Text style={text}>Twoje zamówienie {order.number} jest gotowe do odbioru. Zapraszamy po nie w godzinach otwarcia punktu odbioru.</Text>
      <Section style={{ border: `1px solid ${colors.line}`, borderRadius: "8px", padding: "12px 16px", margin: "12px 0" }}>
        <Text style={{ ...text, margin: "0 0 4px" }}>Adres odbioru: {pickup.address}</Text>
        <Text style={{ ...text, margin: payOnPickup ? "0 0 4px" : 0 }}>Godziny odbioru: {pickup.hours}</Text>
        {payOnPickup ? <Text style={{ ...text, margin: 0 }}>Do zapłaty przy odbiorze: {formatPln(order.finalTotal)}</Text> : null}
      </Section>
      <Text style={text}>Przy odbiorze podaj numer zamówienia. Jeśli chcesz odebrać je w innym terminie, odpowiedz na tę wiadomość albo zadzwoń: {shop.phone}.</Text>
      <OrderButton href={orderUrl} audience="customer" />
    </EmailLayout>
  );
}

OrderReadyForPickupEmail.PreviewProps = {
  shop: previewShop,
  orderUrl: previewOrderUrl,
  order: { number: "ZAM-2026-000042", firstName: "Anna", paymentMethod: "gotowka_odbior", paymentStatus: "oczekujaca", finalTotal: 106_971 },
  pickup: { address: "Plisy Na Wymiar, ul. Przykładowa 12, 00-950 Warszawa", hours: "pon.–pt. 9:00–17:00" },
} satisfies OrderReadyForPickupEmailProps;
