import { Heading, Link, Text } from "@react-email/components";
import { COMPLAINT_REMEDY_LABELS, type ComplaintRemedy, type ComplaintStatus, REJECTION_LEGAL_NOTE } from "~/lib/complaints";
import { formatPln } from "~/lib/money";
import type { ShopIdentity } from "~/lib/shop-settings";
import { CaseButton, Quoted } from "./components/complaint-parts";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { previewShop } from "./components/preview-data";

type Decided = Exclude<ComplaintStatus, "otwarta">;

export interface ComplaintDecidedEmailProps {
  shop: ShopIdentity;
  /** The case's page through the order's private link: the decision and its PDF are there. */
  caseUrl: string;
  decision: {
    reference: string;
    orderNumber: string;
    status: Decided;
    remedy: ComplaintRemedy | null;
    justification: string | null;
    remakeOrderNumber: string | null;
    /** The remake order's page through a private link of its own (the case's link opens only the complained order). */
    remakeUrl: string | null;
    priceReduction: number | null;
  };
  firstName: string | null;
}

const verdicts: Record<Decided, string> = { uznana: "uznana", odrzucona: "odrzucona", uznana_z_mocy_prawa: "uznana z mocy prawa" };

export function complaintDecidedSubject(reference: string, status: Decided): string {
  return `Reklamacja ${reference} ${verdicts[status]}`;
}

/** The shop's (or the law's) decision on a complaint, with the way to its PDF on the case's page: the durable medium. */
export default function ComplaintDecidedEmail({ shop, caseUrl, decision, firstName }: ComplaintDecidedEmailProps) {
  const accepted = decision.status !== "odrzucona";
  return (
    <EmailLayout shop={shop} preview={complaintDecidedSubject(decision.reference, decision.status)}>
      <Heading style={heading}>Dzień dobry{firstName ? `, ${firstName}` : ""}!</Heading>
      <Text style={text}>
        {decision.status === "uznana_z_mocy_prawa"
          ? `Twoja reklamacja ${decision.reference} do zamówienia ${decision.orderNumber} została uznana z mocy prawa: nie odpowiedzieliśmy na nią w ustawowym terminie 14 dni. Zrealizujemy Twoje żądanie i skontaktujemy się w tej sprawie.`
          : `Rozpatrzyliśmy Twoją reklamację ${decision.reference} do zamówienia ${decision.orderNumber}: reklamacja została ${verdicts[decision.status]}.`}
      </Text>
      {accepted && decision.remedy ? <Text style={{ ...text, fontWeight: 700 }}>Sposób załatwienia: {COMPLAINT_REMEDY_LABELS[decision.remedy]}</Text> : null}
      {decision.remakeOrderNumber ? (
        <Text style={text}>
          Ponowne wykonanie przyjęliśmy do realizacji jako zamówienie{" "}
          {decision.remakeUrl ? (
            <Link href={decision.remakeUrl} style={{ color: colors.accent }}>
              {decision.remakeOrderNumber}
            </Link>
          ) : (
            decision.remakeOrderNumber
          )}
          , bez opłat.
        </Text>
      ) : null}
      {decision.priceReduction ? <Text style={text}>Obniżamy cenę o {formatPln(decision.priceReduction)}.</Text> : null}
      {decision.justification ? <Quoted label="Uzasadnienie" body={decision.justification} /> : null}
      {decision.status === "odrzucona" ? <Text style={{ ...text, fontSize: "13px", color: colors.muted }}>{REJECTION_LEGAL_NOTE}</Text> : null}
      <Text style={text}>Decyzję w formie dokumentu PDF pobierzesz ze strony reklamacji; zachowaj ją.</Text>
      <CaseButton href={caseUrl} audience="customer" />
    </EmailLayout>
  );
}

ComplaintDecidedEmail.PreviewProps = {
  shop: previewShop,
  caseUrl: "http://localhost:5173/order-details/ZAM-2026-000042/reklamacje/7?klucz=przykladowy-klucz",
  decision: {
    reference: "REK-000007",
    orderNumber: "ZAM-2026-000042",
    status: "uznana",
    remedy: "ponowne_wykonanie",
    justification: "Plisa została uszyta 2 cm węższa, niż wynikało z zamówienia. Wykonamy ją ponownie w zamówionym wymiarze.",
    remakeOrderNumber: "ZAM-2026-000057",
    remakeUrl: "http://localhost:5173/order-details/ZAM-2026-000057?klucz=przykladowy-klucz",
    priceReduction: null,
  },
  firstName: "Anna",
} satisfies ComplaintDecidedEmailProps;
