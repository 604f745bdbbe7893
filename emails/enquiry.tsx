import { Heading, Section, Text } from "@react-email/components";
import { formatTimestamp } from "~/lib/dates";
import type { EnquiryKind } from "~/lib/enquiry-form";
import { complaintReasons } from "~/lib/enquiry-form";
import type { EnquiryDetails } from "~/lib/schemas/enquiry";
import type { ShopIdentity } from "~/lib/shop-settings";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { previewShop } from "./components/preview-data";

/**
 * The shop receives the message; the sender of a complaint gets a confirmation. The whole copy goes only
 * to the verified address of the sender's account (`typedText`); anywhere else it carries only the shop's
 * texts and what the shop checked: the order's number as found among its orders, the reason from the list.
 */
export type EnquiryAudience = { audience: "shop" } | { audience: "sender"; typedText: boolean; orderNumber: string | null };

export type EnquiryEmailProps = EnquiryAudience & {
  shop: ShopIdentity;
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
};

const kindNames: Record<EnquiryKind, string> = {
  contact: "Wiadomość z formularza kontaktowego",
  specialist_pleat: "Zapytanie o plisę specjalistyczną",
  furniture: "Zapytanie o meble",
  complaint: "Reklamacja",
};

export function enquirySubject(props: EnquiryAudience & Pick<EnquiryEmailProps, "enquiry">): string {
  if (props.audience === "sender") return `Otrzymaliśmy Twoją reklamację${props.orderNumber ? ` zamówienia ${props.orderNumber}` : ""}`;
  return `${kindNames[props.enquiry.kind]}: ${props.enquiry.subject}`;
}

export default function EnquiryEmail(props: EnquiryEmailProps) {
  const { shop, enquiry } = props;
  const typedText = props.audience === "shop" || props.typedText;
  const reason = enquiry.details?.complaintReason ? complaintReasons[enquiry.details.complaintReason] : undefined;
  const facts: [string, string | undefined | null][] = typedText
    ? [
        ["Od", `${enquiry.firstName} ${enquiry.lastName}`],
        ["E-mail", enquiry.email],
        ["Telefon", enquiry.phone],
        ["Temat", enquiry.subject],
        ["Model", enquiry.details?.selectedModel],
        ["Numer zamówienia", enquiry.details?.orderNumber],
        ["Powód reklamacji", reason],
      ]
    : [
        ["Numer zamówienia", props.audience === "sender" ? props.orderNumber : null],
        ["Powód reklamacji", reason],
      ];
  return (
    <EmailLayout shop={shop} preview={enquirySubject(props)}>
      <Heading style={heading}>
        {props.audience === "shop" ? kindNames[enquiry.kind] : typedText ? `Dziękujemy, ${enquiry.firstName}!` : "Dziękujemy za zgłoszenie reklamacji!"}
      </Heading>
      {props.audience === "sender" ? (
        <Text style={text}>
          Otrzymaliśmy Twoją reklamację i rozpatrzymy ją w ciągu 14 dni roboczych (w szczególnych przypadkach do 30 dni). Odpowiemy na ten adres e-mail.
          {typedText ? " Poniżej kopia przesłanych danych." : ""}
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
      {typedText && enquiry.message ? <Text style={{ ...text, whiteSpace: "pre-line" }}>{enquiry.message}</Text> : null}
      <Text style={{ ...text, fontSize: "13px", color: colors.muted }}>Wysłano {formatTimestamp(enquiry.createdAt)}</Text>
    </EmailLayout>
  );
}

EnquiryEmail.PreviewProps = {
  shop: previewShop,
  audience: "shop",
  enquiry: {
    kind: "complaint",
    firstName: "Jan",
    lastName: "Kowalski",
    email: "jan@example.pl",
    phone: "600700800",
    subject: "Reklamacja zamówienia ZAM-2026-000042",
    message: "Plisa ociera się o ramę przy opuszczaniu.",
    details: { orderNumber: "ZAM-2026-000042", complaintReason: "wada_produkcyjna" },
    createdAt: new Date("2026-11-21T10:00:00Z"),
  },
} satisfies EnquiryEmailProps;
