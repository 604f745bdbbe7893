import { ComplaintStatusBadge } from "~/components/complaints/complaint-parts";
import { CardTable, Cell, cardTableRow } from "~/components/admin/card-table";
import { FilterActions, FilterSelect, ListFilters } from "~/components/admin/list-filters";
import { TextLink } from "~/components/ui/text-link";
import { type AdminComplaintsQuery, complaintsQueryParams } from "~/lib/admin-complaints-query";
import { ordersHref } from "~/lib/admin-orders-query";
import { Countdown } from "~/components/admin/complaint-countdown";
import { ADMIN_COMPLAINTS_PATH, adminComplaintPath, COMPLAINT_STATUS_LABELS, COMPLAINT_STATUSES, complaintReasons, complaintReference, complaintDayText } from "~/lib/complaints";
import { formatDateTime } from "~/lib/dates";
import type { InboxComplaint } from "~/server/complaints/admin.server";

/** A case of the inbox with its days left as the loader counted them (null: a company buyer's, or decided). */
export type InboxRow = InboxComplaint & { daysLeft: number | null };

export function ComplaintFilters({ query }: { query: AdminComplaintsQuery }) {
  return (
    <ListFilters action={ADMIN_COMPLAINTS_PATH} label="Filtry reklamacji" className="flex flex-wrap items-end gap-3">
      <FilterSelect
        name={complaintsQueryParams.status}
        label="Stan"
        value={query.status}
        options={COMPLAINT_STATUSES.map((status) => [status, COMPLAINT_STATUS_LABELS[status]])}
        className="w-56"
      />
      <FilterActions clearTo={ADMIN_COMPLAINTS_PATH} filtered={query.status !== null} />
    </ListFilters>
  );
}

/** The inbox: open cases by the days left, then decided ones; a table on wide screens, a card per case on a phone. */
export function ComplaintsTable({ complaints }: { complaints: readonly InboxRow[] }) {
  return (
    <CardTable
      caption="Reklamacje: otwarte według pozostałych dni, potem rozpatrzone"
      columns={["Reklamacja", "Zamówienie", "Klient", "Powód", "Otrzymano", "Termin", "Pozostało", "Nabywca"]}
    >
      {complaints.map((complaint) => (
        <tr key={complaint.id} className={cardTableRow}>
          <Cell label="Reklamacja" className="md:align-top whitespace-nowrap">
            <TextLink to={adminComplaintPath(complaint.id)} className="tabular-nums">
              {complaintReference(complaint.id)}
            </TextLink>
            <span className="mt-1 block">
              <ComplaintStatusBadge status={complaint.status} />
            </span>
          </Cell>
          <Cell label="Zamówienie" className="md:align-top whitespace-nowrap tabular-nums">
            <TextLink to={ordersHref({ orderStatus: null, paymentStatus: null, search: complaint.orderNumber, page: 1 })}>{complaint.orderNumber}</TextLink>
          </Cell>
          <Cell label="Klient" className="md:align-top">
            {complaint.firstName} {complaint.lastName}
          </Cell>
          <Cell label="Powód" className="md:align-top">
            {complaintReasons[complaint.reason]}
          </Cell>
          <Cell label="Otrzymano" className="md:align-top whitespace-nowrap tabular-nums">
            <time dateTime={complaint.receivedAt.toISOString()}>{formatDateTime(complaint.receivedAt)}</time>
          </Cell>
          <Cell label="Termin" className="md:align-top whitespace-nowrap tabular-nums">
            {complaint.dueOn ? <time dateTime={complaint.dueOn}>{complaintDayText(complaint.dueOn)}</time> : "—"}
          </Cell>
          <Cell label="Pozostało" className="md:align-top">
            {complaint.status === "otwarta" ? <Countdown daysLeft={complaint.daysLeft} /> : <span className="text-stone-600">Rozpatrzona</span>}
          </Cell>
          <Cell label="Nabywca" className="md:align-top">
            {complaint.consumer ? "Konsument" : "Firma"}
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}
