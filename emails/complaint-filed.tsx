import { Heading, Text } from "@react-email/components";
import { complaintDayText } from "~/lib/complaints";
import type { ShopIdentity } from "~/lib/shop-settings";
import { CaseButton, ComplaintFacts, type ComplaintFactsData, previewComplaint, Quoted } from "./components/complaint-parts";
import { EmailLayout, heading, text } from "./components/email-layout";
import { previewShop } from "./components/preview-data";

export interface ComplaintFiledEmailProps {
  shop: ShopIdentity;
  /** customer: the confirmation of what was filed; shop: the new case to answer. */
  audience: "customer" | "shop";
  /** The case's page: through the order's private link for the customer, in the back-office for the shop. */
  caseUrl: string;
  complaint: ComplaintFactsData & {
    /** What the customer wrote and who they are: null when the mail may not repeat what they typed. */
    description: string | null;
    customer: { name: string; email: string } | null;
  };
}

export function complaintFiledSubject(audience: "customer" | "shop", reference: string, orderNumber: string): string {
  return audience === "customer" ? `Przyjęliśmy reklamację ${reference} do zamówienia ${orderNumber}` : `Nowa reklamacja ${reference} do zamówienia ${orderNumber}`;
}

/** A complaint was filed: its confirmation (and, for a consumer, the day the answer is due by law) or the shop's new case. */
export default function ComplaintFiledEmail({ shop, audience, caseUrl, complaint }: ComplaintFiledEmailProps) {
  const subject = complaintFiledSubject(audience, complaint.reference, complaint.orderNumber);
  return (
    <EmailLayout shop={shop} preview={subject}>
      {audience === "customer" ? (
        <>
          <Heading style={heading}>Dzień dobry{complaint.customer ? `, ${complaint.customer.name}` : ""}!</Heading>
          <Text style={text}>
            Przyjęliśmy Twoją reklamację {complaint.reference} do zamówienia {complaint.orderNumber}. Rozpatrzymy ją i odpowiemy e-mailem; odpowiedź znajdziesz też na stronie
            reklamacji, gdzie możesz do nas dopisać wiadomość.
          </Text>
          {complaint.dueOn ? <Text style={{ ...text, fontWeight: 700 }}>Odpowiemy najpóźniej do {complaintDayText(complaint.dueOn)}.</Text> : null}
        </>
      ) : (
        <>
          <Heading style={heading}>Nowa reklamacja {complaint.reference}</Heading>
          <Text style={text}>
            {complaint.customer ? `${complaint.customer.name} (${complaint.customer.email})` : "Klient"} złożył reklamację do zamówienia {complaint.orderNumber}.{" "}
            {complaint.dueOn
              ? `To reklamacja konsumenta: odpowiedź musi do niego trafić najpóźniej ${complaintDayText(complaint.dueOn)}, inaczej reklamacja zostanie uznana z mocy prawa.`
              : "Zakup na firmę: ustawowy termin 14 dni nie obowiązuje."}
          </Text>
        </>
      )}
      <ComplaintFacts complaint={complaint} showDue={complaint.dueOn !== null || audience === "shop"} />
      {complaint.description ? <Quoted label="Opis reklamacji" body={complaint.description} /> : null}
      <CaseButton href={caseUrl} audience={audience} />
    </EmailLayout>
  );
}

ComplaintFiledEmail.PreviewProps = {
  shop: previewShop,
  audience: "customer",
  caseUrl: "http://localhost:5173/order-details/ZAM-2026-000042/reklamacje/7?klucz=przykladowy-klucz",
  complaint: { ...previewComplaint, description: "Plisa po zamontowaniu nie zasłania całej szyby, brakuje około 2 cm.", customer: { name: "Anna", email: "anna@example.pl" } },
} satisfies ComplaintFiledEmailProps;
