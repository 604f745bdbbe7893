import { auditActionLabel, GATE_FAILURE_LABELS, type AuditDetails, type AuditEntry, type GateFailureReason } from "~/lib/audit";
import { formatDateTime } from "~/lib/dates";
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "~/lib/enquiry-form";
import { SAMPLE_STATUS_LABELS, type SampleStatus } from "~/lib/fabric-samples";
import { formatPln } from "~/lib/money";
import { orderStatusLabel, paymentStatusLabel } from "~/lib/order-status";
import { CardTable, cardTableCell, cardTableRow, CellLabel } from "./card-table";

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
    case "order_deleted":
      return `${orderStatusLabel(text(d.orderStatus))}, ${paymentStatusLabel(text(d.paymentStatus))}${typeof d.finalTotal === "number" ? `, ${formatPln(d.finalTotal)}` : ""}`;
    default:
      return "";
  }
}

const cell = `${cardTableCell} md:align-top`;

/** The log, newest first: a table on wide screens, a card per entry on a phone. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <CardTable caption="Dziennik zdarzeń panelu, od najnowszych" columns={["Kiedy", "Kto", "Zdarzenie", "Dotyczy", "Szczegóły", "Skąd"]}>
      {entries.map((entry) => (
        <tr key={entry.id} className={cardTableRow}>
          <td className={`${cell} whitespace-nowrap tabular-nums`}>
            <CellLabel>Kiedy</CellLabel>
            <time dateTime={entry.createdAt.toISOString()}>{formatDateTime(entry.createdAt)}</time>
          </td>
          <td className={`${cell} break-all`}>
            <CellLabel>Kto</CellLabel>
            {entry.userEmail}
          </td>
          <td className={`${cell} font-medium`}>
            <CellLabel>Zdarzenie</CellLabel>
            {auditActionLabel(entry.action)}
          </td>
          <td className={`${cell} break-all`}>
            <CellLabel>Dotyczy</CellLabel>
            {entry.target ?? "—"}
          </td>
          <td className={cell}>
            <CellLabel>Szczegóły</CellLabel>
            {describeDetails(entry.action, entry.details) || "—"}
          </td>
          <td className={`${cell} text-stone-600`}>
            <CellLabel>Skąd</CellLabel>
            <span className="tabular-nums">{entry.ipAddress ?? "nieznany adres"}</span>
            {entry.userAgent ? (
              <span className="block max-w-72 truncate text-xs" title={entry.userAgent}>
                {entry.userAgent}
              </span>
            ) : null}
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
