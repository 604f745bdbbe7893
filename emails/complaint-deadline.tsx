import { Button, Heading, Section, Text } from "@react-email/components";
import { COMPLAINT_REMEDY_LABELS, type ComplaintReminderDays, type ComplaintRemedy, complaintDayText } from "~/lib/complaints";
import type { IsoDay } from "~/lib/polish-holidays";
import type { ShopIdentity } from "~/lib/shop-settings";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { previewShop } from "./components/preview-data";

/** A reminder of the days left, or the news that the deadline passed and the case is accepted by law. */
export type ComplaintDeadlineNotice = { kind: "reminder"; daysLeft: ComplaintReminderDays } | { kind: "deemed_accepted"; requestedRemedy: ComplaintRemedy | null };

export interface ComplaintDeadlineEmailProps {
  shop: ShopIdentity;
  notice: ComplaintDeadlineNotice;
  reference: string;
  orderNumber: string;
  dueOn: IsoDay;
  /** The case in the back-office. */
  adminUrl: string;
}

export function complaintDeadlineSubject(notice: ComplaintDeadlineNotice, reference: string): string {
  if (notice.kind === "deemed_accepted") return `Reklamacja ${reference} uznana z mocy prawa`;
  return notice.daysLeft === 1 ? `Został 1 dzień na odpowiedź na reklamację ${reference}` : `Zostały ${notice.daysLeft} dni na odpowiedź na reklamację ${reference}`;
}

/** To every administrator: a consumer's complaint is close to its deadline, or has passed it unanswered. */
export default function ComplaintDeadlineEmail({ shop, notice, reference, orderNumber, dueOn, adminUrl }: ComplaintDeadlineEmailProps) {
  const subject = complaintDeadlineSubject(notice, reference);
  return (
    <EmailLayout shop={shop} preview={subject}>
      <Heading style={heading}>{subject}</Heading>
      {notice.kind === "reminder" ? (
        <Text style={text}>
          {`Reklamacja ${reference} do zamówienia ${orderNumber} czeka na odpowiedź. Termin mija ${complaintDayText(dueOn)}: odpowiedź musi dotrzeć do klienta do końca tego dnia. `}
          Reklamacja konsumenta bez odpowiedzi w terminie zostaje uznana z mocy prawa (art. 7a ust. 2 ustawy o prawach konsumenta).
        </Text>
      ) : (
        <>
          <Text style={text}>
            {`Termin odpowiedzi na reklamację ${reference} do zamówienia ${orderNumber} minął ${complaintDayText(dueOn)} bez decyzji sklepu, więc reklamacja została uznana z mocy prawa (art. 7a ust. 2 ustawy o prawach konsumenta). Klient dostał już e-mail z tą informacją i dokument PDF.`}
          </Text>
          <Text style={{ ...text, fontWeight: 700 }}>
            {notice.requestedRemedy
              ? `Teraz trzeba zrealizować żądanie klienta: ${COMPLAINT_REMEDY_LABELS[notice.requestedRemedy].toLowerCase()}, i skontaktować się z nim w tej sprawie.`
              : "Klient nie wskazał, czego żąda: skontaktuj się z nim, ustal sposób załatwienia reklamacji i zrealizuj go."}
          </Text>
        </>
      )}
      <Section style={{ margin: "8px 0 16px" }}>
        <Button href={adminUrl} style={{ backgroundColor: colors.accent, borderRadius: "8px", color: "#ffffff", fontWeight: 700, padding: "12px 20px" }}>
          Otwórz reklamację w panelu
        </Button>
      </Section>
      <Text style={{ ...text, fontSize: "13px", color: colors.muted }}>Tę wiadomość dostaje każdy administrator sklepu.</Text>
    </EmailLayout>
  );
}

ComplaintDeadlineEmail.PreviewProps = {
  shop: previewShop,
  notice: { kind: "reminder", daysLeft: 3 },
  reference: "REK-000007",
  orderNumber: "ZAM-2026-000042",
  dueOn: "2026-12-04",
  adminUrl: "http://localhost:5173/admin-reklamacje/7",
} satisfies ComplaintDeadlineEmailProps;
