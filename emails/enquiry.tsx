import { Heading, Section, Text } from "@react-email/components";
import type { EnquiryKind } from "~/db/schema";
import { complaintReasons, type EnquiryDetails } from "~/lib/schemas/enquiry";
import type { ShopIdentity } from "~/lib/shop-identity";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { previewShop } from "./components/preview-data";

export interface EnquiryEmailProps {
  shop: ShopIdentity;
  /** The shop receives the message; the sender of a complaint gets a confirmation copy. */
  audience: "shop" | "sender";
  enquiry: {
    kind: EnquiryKind;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    subject: string;
    message: string;
    details: EnquiryDetails;
    createdAt: Date;
  };
}

const kindNames: Record<EnquiryKind, string> = {
  contact: "Wiadomość z formularza kontaktowego",
  specialist_pleat: "Zapytanie o plisę specjalistyczną",
  furniture: "Zapytanie o meble",
  complaint: "Reklamacja",
};

export function enquirySubject({ audience, enquiry }: Pick<EnquiryEmailProps, "audience" | "enquiry">): string {
  if (audience === "sender") return `Otrzymaliśmy Twoją reklamację${enquiry.details?.orderNumber ? ` zamówienia ${enquiry.details.orderNumber}` : ""}`;
  return `${kindNames[enquiry.kind]}: ${enquiry.subject}`;
}

export default function EnquiryEmail({ shop, audience, enquiry }: EnquiryEmailProps) {
  const facts: [string, string | undefined | null][] = [
    ["Od", `${enquiry.firstName} ${enquiry.lastName}`],
    ["E-mail", enquiry.email],
    ["Telefon", enquiry.phone],
    ["Temat", enquiry.subject],
    ["Model", enquiry.details?.selectedModel],
    ["Numer zamówienia", enquiry.details?.orderNumber],
    ["Powód reklamacji", enquiry.details?.complaintReason ? complaintReasons[enquiry.details.complaintReason] : undefined],
  ];
  return (
    <EmailLayout shop={shop} preview={enquirySubject({ audience, enquiry })}>
      <Heading style={heading}>{audience === "shop" ? kindNames[enquiry.kind] : `Dziękujemy, ${enquiry.firstName}!`}</Heading>
      {audience === "sender" ? (
        <Text style={text}>
          Otrzymaliśmy Twoją reklamację i rozpatrzymy ją w ciągu 14 dni roboczych (w szczególnych przypadkach do 30 dni). Odpowiemy na ten adres e-mail.
          Poniżej kopia przesłanych danych.
        </Text>
      ) : null}
      <Section style={{ backgroundColor: colors.soft, borderRadius: "8px", padding: "12px 16px", margin: "0 0 16px" }}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Text key={label} style={{ ...text, margin: "0 0 4px" }}>
              {label}: {value}
            </Text>
          ))}
      </Section>
      {enquiry.message ? (
        <Text style={{ ...text, whiteSpace: "pre-line" }}>{enquiry.message}</Text>
      ) : null}
      <Text style={{ ...text, fontSize: "13px", color: colors.muted }}>
        Wysłano {enquiry.createdAt.toLocaleString("pl-PL", { timeZone: "Europe/Warsaw" })}
      </Text>
    </EmailLayout>
  );
}

EnquiryEmail.PreviewProps = { shop: previewShop, audience: "shop", enquiry: { kind: "complaint", firstName: "Jan", lastName: "Kowalski", email: "jan@example.pl", phone: "600700800", subject: "Reklamacja zamówienia ZAM-2026-000042", message: "Plisa ociera się o ramę przy opuszczaniu.", details: { orderNumber: "ZAM-2026-000042", complaintReason: "wada_produkcyjna" }, createdAt: new Date("2026-11-21T10:00:00Z") } } satisfies EnquiryEmailProps;
