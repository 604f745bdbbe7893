import { Heading, Text } from "@react-email/components";
import type { ShopIdentity } from "~/lib/shop-settings";
import { CaseButton, Quoted } from "./components/complaint-parts";
import { EmailLayout, heading, text } from "./components/email-layout";
import { previewShop } from "./components/preview-data";

export interface ComplaintMessageEmailProps {
  shop: ShopIdentity;
  /** customer: the shop wrote in the case; shop: the customer did. */
  audience: "customer" | "shop";
  caseUrl: string;
  reference: string;
  orderNumber: string;
  body: string;
  /** Greeted by name only where the mail may repeat what the customer typed. */
  firstName: string | null;
}

export function complaintMessageSubject(audience: "customer" | "shop", reference: string): string {
  return audience === "customer" ? `Nowa wiadomość w sprawie reklamacji ${reference}` : `Klient napisał w reklamacji ${reference}`;
}

/** One message of a case's conversation, to the other side: the shop's to the customer, the customer's to the shop. */
export default function ComplaintMessageEmail({ shop, audience, caseUrl, reference, orderNumber, body, firstName }: ComplaintMessageEmailProps) {
  return (
    <EmailLayout shop={shop} preview={complaintMessageSubject(audience, reference)}>
      <Heading style={heading}>{audience === "customer" ? `Dzień dobry${firstName ? `, ${firstName}` : ""}!` : `Wiadomość w reklamacji ${reference}`}</Heading>
      <Text style={text}>
        {audience === "customer"
          ? `Napisaliśmy do Ciebie w sprawie reklamacji ${reference} do zamówienia ${orderNumber}. Odpowiedzieć możesz na stronie reklamacji.`
          : `Klient dopisał wiadomość do reklamacji ${reference} (zamówienie ${orderNumber}).`}
      </Text>
      <Quoted label={audience === "customer" ? `Wiadomość od ${shop.name}` : "Wiadomość klienta"} body={body} />
      <CaseButton href={caseUrl} audience={audience} />
    </EmailLayout>
  );
}

ComplaintMessageEmail.PreviewProps = {
  shop: previewShop,
  audience: "customer",
  caseUrl: "http://localhost:5173/order-details/ZAM-2026-000042/reklamacje/7?klucz=przykladowy-klucz",
  reference: "REK-000007",
  orderNumber: "ZAM-2026-000042",
  body: "Dzień dobry,\nprosimy o zdjęcie miejsca mocowania prowadnicy.",
  firstName: "Anna",
} satisfies ComplaintMessageEmailProps;
