import { Button, Section, Text } from "@react-email/components";
import { COMPLAINT_REMEDY_LABELS, type ComplaintReason, type ComplaintRemedy, complaintDayText, complaintReasons } from "~/lib/complaints";
import { formatDateTime } from "~/lib/dates";
import type { IsoDay } from "~/lib/polish-holidays";
import { colors, text } from "./email-layout";
import { PRIVATE_LINK_NOTE } from "./private-link";

/** What every complaint e-mail says of its case: facts the shop holds, never what the customer typed. */
export interface ComplaintFactsData {
  reference: string;
  orderNumber: string;
  receivedAt: Date;
  /** The last day of the consumer's answer; null for a company buyer. */
  dueOn: IsoDay | null;
  reason: ComplaintReason;
  requestedRemedy: ComplaintRemedy | null;
  lines: { position: number; title: string; widthCm: number; heightCm: number; quantity: number }[];
}

const small = { ...text, fontSize: "14px", lineHeight: "22px", margin: "0 0 4px" } as const;

/** The case's reference, order, dates, reason, what was asked for and the complained lines. */
export function ComplaintFacts({ complaint, showDue = true }: { complaint: ComplaintFactsData; showDue?: boolean }) {
  return (
    <Section style={{ border: `1px solid ${colors.line}`, borderRadius: "8px", padding: "12px 16px", margin: "12px 0" }}>
      <Text style={small}>Numer reklamacji: {complaint.reference}</Text>
      <Text style={small}>Zamówienie: {complaint.orderNumber}</Text>
      <Text style={small}>Otrzymana: {formatDateTime(complaint.receivedAt)}</Text>
      {showDue ? <Text style={small}>Termin odpowiedzi: {complaint.dueOn ? complaintDayText(complaint.dueOn) : "nie dotyczy (zakup na firmę)"}</Text> : null}
      <Text style={small}>Przyczyna: {complaintReasons[complaint.reason]}</Text>
      <Text style={small}>Żądanie: {complaint.requestedRemedy ? COMPLAINT_REMEDY_LABELS[complaint.requestedRemedy] : "nie wskazano"}</Text>
      {complaint.lines.map((line) => (
        <Text key={line.position} style={{ ...small, color: colors.muted }}>
          {`Poz. ${line.position}: ${line.title}, ${line.widthCm} × ${line.heightCm} cm, ${line.quantity} szt.`}
        </Text>
      ))}
    </Section>
  );
}

/** The way to the case: the customer's private link to its page (with its note), or the case in the back-office. */
export function CaseButton({ href, audience }: { href: string; audience: "customer" | "shop" }) {
  return (
    <Section style={{ margin: "24px 0 0" }}>
      <Button href={href} style={{ backgroundColor: colors.accent, borderRadius: "8px", color: "#ffffff", fontWeight: 700, padding: "12px 20px" }}>
        {audience === "customer" ? "Zobacz reklamację" : "Otwórz reklamację w panelu"}
      </Button>
      {audience === "customer" ? <Text style={{ ...text, fontSize: "13px", color: colors.muted, margin: "12px 0 0" }}>{PRIVATE_LINK_NOTE}</Text> : null}
    </Section>
  );
}

/** A text quoted in a mail (a description, a message, a justification), its line breaks kept. */
export function Quoted({ label, body }: { label: string; body: string }) {
  return (
    <Section style={{ backgroundColor: colors.soft, borderRadius: "8px", padding: "12px 16px", margin: "12px 0" }}>
      <Text style={{ ...text, fontSize: "13px", color: colors.muted, margin: "0 0 4px" }}>{label}</Text>
      <Text style={{ ...text, margin: 0, whiteSpace: "pre-line" }}>{body}</Text>
    </Section>
  );
}

export const previewComplaint: ComplaintFactsData = {
  reference: "REK-000007",
  orderNumber: "ZAM-2026-000042",
  receivedAt: new Date("2026-11-20T09:30:00Z"),
  dueOn: "2026-12-04",
  reason: "wada_produkcyjna",
  requestedRemedy: "ponowne_wykonanie",
  lines: [{ position: 1, title: "Plisa Basic 102", widthCm: 100, heightCm: 150, quantity: 2 }],
};
