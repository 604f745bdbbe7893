import { auditActionLabel, GATE_FAILURE_LABELS, type AuditDetails, type AuditEntry, type GateFailureReason } from "~/lib/audit";
import { formatDateTime } from "~/lib/dates";
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "~/lib/enquiry-form";
import { SAMPLE_STATUS_LABELS, type SampleStatus } from "~/lib/fabric-samples";
import { formatPln } from "~/lib/money";
import { eventTypeLabel } from "~/lib/operations";
import { orderStatusLabel, paymentStatusLabel } from "~/lib/order-status";
import { CardTable, cardTableRow, Cell } from "~/components/admin/card-table";

const text = (value: string | number | null | undefined) => (value == null ? "" : String(value));
const enquiryStatusLabel = (status: string) => ENQUIRY_STATUS_LABELS[status as EnquiryStatus] ?? status;
const sampleStatusLabel = (status: string) => SAMPLE_STATUS_LABELS[status as SampleStatus] ?? status;

/** An entry's details as a sentence fragment; what an action does not explain stays empty. */
function describeDetails(action: string, details: AuditDetails | null): string {
  const d = details ?? {};
  switch (action) {
    case "admin_gate_failed":
      return GATE_FAILURE_LABELS[d.reason as GateFailureReason] ?? "";
    case "admin_gate_locked":
      return d.until ? `do ${formatDateTime(new Date(String(d.until)))}` : "";
    case "order_status_changed":
      return `${orderStatusLabel(text(d.from))} → ${orderStatusLabel(text(d.to))}`;
    case "payment_status_changed":
      return `${paymentStatusLabel(text(d.from))} → ${paymentStatusLabel(text(d.to))}`;
    case "order_accepted":
      return `wcześniej: ${orderStatusLabel(text(d.from))}`;
    case "order_rejected":
      return d.reason ? `powód: ${text(d.reason)}` : "bez podanego powodu";
    case "enquiry_status_changed":
      return `${enquiryStatusLabel(text(d.from))} → ${enquiryStatusLabel(text(d.to))}`;
    case "sample_status_changed":
      return `${sampleStatusLabel(text(d.from))} → ${sampleStatusLabel(text(d.to))}`;
    case "dead_letter_replayed":
      return eventTypeLabel(text(d.type));
    case "order_deleted":
      return `${orderStatusLabel(text(d.orderStatus))}, ${paymentStatusLabel(text(d.paymentStatus))}${typeof d.finalTotal === "number" ? `, ${formatPln(d.finalTotal)}` : ""}`;
    default:
      return "";
  }
}

/** The log, newest first: a table on wide screens, a card per entry on a phone. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <CardTable caption="Dziennik zdarzeń panelu, od najnowszych" columns={["Kiedy", "Kto", "Zdarzenie", "Dotyczy", "Szczegóły", "Skąd"]}>
      {entries.map((entry) => (
        <tr key={entry.id} className={cardTableRow}>
          <Cell label="Kiedy" className="md:align-top whitespace-nowrap tabular-nums">
            <time dateTime={entry.createdAt.toISOString()}>{formatDateTime(entry.createdAt)}</time>
          </Cell>
          <Cell label="Kto" className="md:align-top break-all">
            {entry.userEmail}
          </Cell>
          <Cell label="Zdarzenie" className="md:align-top font-medium">
            {auditActionLabel(entry.action)}
          </Cell>
          <Cell label="Dotyczy" className="md:align-top break-all">
            {entry.target ?? "—"}
          </Cell>
          <Cell label="Szczegóły" className="md:align-top">
            {describeDetails(entry.action, entry.details) || "—"}
          </Cell>
          <Cell label="Skąd" className="md:align-top text-stone-600">
            <span className="tabular-nums">{entry.ipAddress ?? "nieznany adres"}</span>
            {entry.userAgent ? (
              <span className="block max-w-72 truncate text-xs" title={entry.userAgent}>
                {entry.userAgent}
              </span>
            ) : null}
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}
