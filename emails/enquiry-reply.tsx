import { Heading, Section, Text } from "@react-email/components";
import { formatDateTime } from "~/lib/dates";
import type { EnquiryKind } from "~/lib/enquiry-form";
import type { ShopIdentity } from "~/lib/shop-settings";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { previewShop } from "./components/preview-data";

/**
 * The owner's answer to an enquiry, sent only to the address the enquiry came from. The answer is the
 * shop's own text (an administrator wrote it); what the sender typed (name, subject, message) is
 * repeated only at the verified address of the sender's account (`typedText`).
 */
export interface EnquiryReplyEmailProps {
  shop: ShopIdentity;
  typedText: boolean;
  reply: string;
  enquiry: { kind: EnquiryKind; firstName: string; subject: string; message: string; createdAt: Date };
}

const answered: Record<EnquiryKind, string> = {
  contact: "Twoją wiadomość",
  specialist_pleat: "Twoje zapytanie o plisę specjalistyczną",
  furniture: "Twoje zapytanie o meble",
  complaint: "Twoją reklamację",
};

export function enquiryReplySubject(kind: EnquiryKind): string {
  return `Odpowiedź na ${answered[kind]}`;
}

export default function EnquiryReplyEmail({ shop, typedText, reply, enquiry }: EnquiryReplyEmailProps) {
  return (
    <EmailLayout shop={shop} preview={enquiryReplySubject(enquiry.kind)}>
      <Heading style={heading}>{typedText ? `Dzień dobry, ${enquiry.firstName}!` : "Dzień dobry!"}</Heading>
      <Text style={text}>
        Odpowiadamy na {answered[enquiry.kind]} z {formatDateTime(enquiry.createdAt)}.
      </Text>
      <Text style={{ ...text, whiteSpace: "pre-line" }}>{reply}</Text>
      <Text style={text}>
        Pozdrawiamy,
        <br />
        {shop.name}
      </Text>
      {typedText ? (
        <Section style={{ backgroundColor: colors.soft, borderRadius: "8px", padding: "12px 16px", margin: "16px 0 0" }}>
          <Text style={{ ...text, fontSize: "13px", color: colors.muted, margin: "0 0 4px" }}>Twoja wiadomość: {enquiry.subject}</Text>
          <Text style={{ ...text, fontSize: "13px", color: colors.muted, margin: 0, whiteSpace: "pre-line" }}>{enquiry.message}</Text>
        </Section>
      ) : null}
    </EmailLayout>
  );
}

EnquiryReplyEmail.PreviewProps = {
  shop: previewShop,
  typedText: true,
  reply: "Dzień dobry,\nplisy do okien dachowych szyjemy na wymiar. Prosimy o wymiary szyby, a przygotujemy wycenę.",
  enquiry: {
    kind: "contact",
    firstName: "Jan",
    subject: "Plisy do okien dachowych",
    message: "Czy szyjecie plisy do okien dachowych?",
    createdAt: new Date("2026-11-21T10:00:00Z"),
  },
} satisfies EnquiryReplyEmailProps;
