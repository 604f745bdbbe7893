import { Badge } from "~/components/orders/status-badge";
import { TextLink } from "~/components/ui/text-link";
import { ENQUIRIES_PATH, ENQUIRY_KIND_LABELS, enquiriesQueryParams, enquiryPath, type AdminEnquiriesQuery } from "~/lib/admin-enquiries-query";
import { formatDateTime } from "~/lib/dates";
import { ENQUIRY_KINDS, ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryStatus } from "~/lib/enquiry-form";
import type { BadgeColour } from "~/lib/order-status";
import type { InboxEnquiry } from "~/server/enquiries/inbox.server";
import { CardTable, cardTableRow, Cell } from "./card-table";
import { FilterSearch, FilterSelect, ListFilters } from "./list-filters";

const statusColours: Record<EnquiryStatus, BadgeColour> = { nowe: "blue", w_toku: "yellow", zamkniete: "grey" };

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge label={ENQUIRY_STATUS_LABELS[status]} colour={statusColours[status]} />;
}

export function EnquiryFilters({ query, filtered }: { query: AdminEnquiriesQuery; filtered: boolean }) {
  return (
    <ListFilters action={ENQUIRIES_PATH} label="Filtry zgłoszeń" className="grid grid-cols-2 gap-3 lg:grid-cols-[14rem_14rem_1fr] lg:items-end">
      <FilterSelect name={enquiriesQueryParams.kind} label="Rodzaj" value={query.kind} options={ENQUIRY_KINDS.map((kind) => [kind, ENQUIRY_KIND_LABELS[kind]])} />
      <FilterSelect name={enquiriesQueryParams.status} label="Status" value={query.status} options={ENQUIRY_STATUSES.map((status) => [status, ENQUIRY_STATUS_LABELS[status]])} />
      <FilterSearch
        name={enquiriesQueryParams.search}
        value={query.search}
        placeholder="Imię i nazwisko, e-mail, temat lub treść"
        clearTo={ENQUIRIES_PATH}
        filtered={filtered}
        className="col-span-2 lg:col-span-1"
      />
    </ListFilters>
  );
}

/** The inbox, newest first: a table on wide screens, a card per enquiry on a phone; the subject opens the enquiry. */
export function EnquiriesTable({ enquiries }: { enquiries: readonly InboxEnquiry[] }) {
  return (
    <CardTable caption="Zgłoszenia z formularzy, od najnowszych" columns={["Data", "Rodzaj", "Status", "Nadawca", "Temat"]}>
      {enquiries.map((enquiry) => (
        <tr key={enquiry.id} className={cardTableRow}>
          <Cell label="Data" className="md:align-top whitespace-nowrap tabular-nums">
            <time dateTime={enquiry.createdAt.toISOString()}>{formatDateTime(enquiry.createdAt)}</time>
          </Cell>
          <Cell label="Rodzaj" className="md:align-top">
            {ENQUIRY_KIND_LABELS[enquiry.kind]}
          </Cell>
          <Cell label="Status" className="md:align-top">
            <EnquiryStatusBadge status={enquiry.status} />
          </Cell>
          <Cell label="Nadawca" className="md:align-top break-all">
            <span className="font-medium">
              {enquiry.firstName} {enquiry.lastName}
            </span>
            <span className="block text-stone-600">{enquiry.email}</span>
          </Cell>
          <Cell label="Temat" className="md:align-top break-words">
            <TextLink to={enquiryPath(enquiry.id)}>{enquiry.subject}</TextLink>
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}
