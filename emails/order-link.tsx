import { Heading, Text } from "@react-email/components";
import type { ShopIdentity } from "~/lib/shop-settings";
import { OrderButton } from "./components/order-button";
import { EmailLayout, heading, text } from "./components/email-layout";
import { previewOrderUrl, previewShop } from "./components/preview-data";

export interface OrderLinkEmailProps {
  shop: ShopIdentity;
  number: string;
  orderUrl: string;
}

export function orderLinkSubject(number: string): string {
  return `Nowy link do zamówienia ${number}`;
}

/** A fresh private link, asked for on the order's page: only the shop's texts and the order's number. */
export default function OrderLinkEmail({ shop, number, orderUrl }: OrderLinkEmailProps) {
  return (
    <EmailLayout shop={shop} preview={orderLinkSubject(number)}>
      <Heading style={heading}>{orderLinkSubject(number)}</Heading>
      <Text style={text}>
        Na stronie zamówienia {number} poproszono o nowy link do niego. Wysyłamy go wyłącznie na adres e-mail podany w zamówieniu. Jeśli to nie Ty prosiłeś o link, zignoruj tę
        wiadomość.
      </Text>
      <OrderButton href={orderUrl} audience="customer" />
    </EmailLayout>
  );
}

OrderLinkEmail.PreviewProps = { shop: previewShop, number: "ZAM-2026-000042", orderUrl: previewOrderUrl } satisfies OrderLinkEmailProps;
