import { Button, Heading, Link, Section, Text } from "@react-email/components";
import type { Parcel } from "~/lib/shipping";
import type { ShopIdentity } from "~/lib/shop-settings";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { OrderButton } from "./components/order-button";
import { previewOrderUrl, previewShop } from "./components/preview-data";

export interface OrderShippedEmailProps {
  shop: ShopIdentity;
  orderUrl: string;
  /** firstName is null when the mail may not repeat what the orderer typed. */
  order: { number: string; firstName: string | null };
  parcel: Pick<Parcel, "carrierLabel" | "trackingNumber" | "trackingLink">;
}

export function orderShippedSubject(number: string): string {
  return `Zamówienie ${number} zostało wysłane`;
}

/** The courier has the parcel: its carrier, its number and the link to follow it, and the way to the order. */
export default function OrderShippedEmail({ shop, orderUrl, order, parcel }: OrderShippedEmailProps) {
  return (
    <EmailLayout shop={shop} preview={orderShippedSubject(order.number)}>
      <Heading style={heading}>Dzień dobry{order.firstName ? `, ${order.firstName}` : ""}!</Heading>
      <Text style={text}>Twoje zamówienie {order.number} jest już w drodze: przekazaliśmy przesyłkę przewoźnikowi. Możesz śledzić ją pod linkiem poniżej.</Text>
      <Section style={{ border: `1px solid ${colors.line}`, borderRadius: "8px", padding: "12px 16px", margin: "12px 0" }}>
        <Text style={{ ...text, margin: "0 0 4px" }}>Przewoźnik: {parcel.carrierLabel}</Text>
        <Text style={{ ...text, margin: parcel.trackingLink ? "0 0 12px" : 0 }}>Numer przesyłki: {parcel.trackingNumber}</Text>
        {parcel.trackingLink ? (
          <>
            <Button href={parcel.trackingLink} style={{ backgroundColor: colors.accent, borderRadius: "8px", color: "#ffffff", fontWeight: 700, padding: "12px 20px" }}>
              Śledź przesyłkę
            </Button>
            <Text style={{ ...text, fontSize: "13px", color: colors.muted, margin: "12px 0 0" }}>
              Jeśli przycisk nie działa, otwórz ten adres:{" "}
              <Link href={parcel.trackingLink} style={{ color: colors.accent, wordBreak: "break-all" }}>
                {parcel.trackingLink}
              </Link>
            </Text>
          </>
        ) : null}
      </Section>
      <Text style={text}>Przewoźnik zwykle doręcza przesyłkę w ciągu 1–2 dni roboczych. Przed dostawą może zadzwonić lub wysłać SMS na numer podany w zamówieniu.</Text>
      <OrderButton href={orderUrl} audience="customer" />
    </EmailLayout>
  );
}

OrderShippedEmail.PreviewProps = {
  shop: previewShop,
  orderUrl: previewOrderUrl,
  order: { number: "ZAM-2026-000042", firstName: "Anna" },
  parcel: { carrierLabel: "DPD", trackingNumber: "0000123456789U", trackingLink: "https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U" },
} satisfies OrderShippedEmailProps;
