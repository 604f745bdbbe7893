import { useId } from "react";
import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { Badge } from "~/components/orders/status-badge";
import { buttonClasses } from "~/components/ui/button";
import { TextLink } from "~/components/ui/text-link";
import { ENQUIRIES_PATH, ENQUIRY_KIND_LABELS, enquiriesQueryParams, enquiryPath, type AdminEnquiriesQuery } from "~/lib/admin-enquiries-query";
import { SEARCH_MAX_LENGTH } from "~/lib/admin-orders-query";
import { formatDateTime } from "~/lib/dates";
import { ENQUIRY_KINDS, ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryStatus } from "~/lib/enquiry-form";
import type { BadgeColour } from "~/lib/order-status";
import type { InboxEnquiry } from "~/server/enquiries-inbox.server";
import { CardTable, cardTableCell, cardTableRow, CellLabel } from "./card-table";
import { selectClasses, smallLabelClasses } from "./order-filters";

const statusColours: Record<EnquiryStatus, BadgeColour> = { nowe: "blue", w_toku: "yellow", zamkniete: "grey" };

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge label={ENQUIRY_STATUS_LABELS[status]} colour={statusColours[status]} />;
}

/** Filters and search as a GET form: the state lives in the URL and any change starts again at page 1. */
export function EnquiryFilters({ query }: { query: AdminEnquiriesQuery }) {
  const id = useId();
  const filtered = Boolean(query.kind || query.status || query.search);
  return (
    <Form
      method="get"
      action={ENQUIRIES_PATH}
      role="search"
      aria-label="Filtry zgłoszeń"
      className="grid grid-cols-2 gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4 lg:grid-cols-[14rem_14rem_1fr] lg:items-end"
    >
      <div>
        <label htmlFor={`${id}-kind`} className={smallLabelClasses}>
          Rodzaj
        </label>
        <select id={`${id}-kind`} name={enquiriesQueryParams.kind} defaultValue={query.kind ?? ""} className={`mt-1 ${selectClasses}`}>
          <option value="">Wszystkie</option>
          {ENQUIRY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {ENQUIRY_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={smallLabelClasses}>
          Status
        </label>
        <select id={`${id}-status`} name={enquiriesQueryParams.status} defaultValue={query.status ?? ""} className={`mt-1 ${selectClasses}`}>
          <option value="">Wszystkie</option>
          {ENQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ENQUIRY_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-search`} className={smallLabelClasses}>
            Szukaj
          </label>
          <input
            id={`${id}-search`}
            type="search"
            name={enquiriesQueryParams.search}
            defaultValue={query.search}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Imię i nazwisko, e-mail, temat lub treść"
            className={`mt-1 ${selectClasses}`}
          />
        </div>
        <button type="submit" className={buttonClasses("primary")}>
          Filtruj
        </button>
        {filtered ? (
          <Link to={ENQUIRIES_PATH} className={buttonClasses("ghost")}>
            Wyczyść
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

const cell = `${cardTableCell} md:align-top`;

/** The inbox, newest first: a table on wide screens, a card per enquiry on a phone; the subject opens the enquiry. */
export function EnquiriesTable({ enquiries }: { enquiries: readonly InboxEnquiry[] }) {
  return (
    <CardTable caption="Zgłoszenia z formularzy, od najnowszych" columns={["Data", "Rodzaj", "Status", "Nadawca", "Temat"]}>
      {enquiries.map((enquiry) => (
        <tr key={enquiry.id} className={cardTableRow}>
          <td className={`${cell} whitespace-nowrap tabular-nums`}>
            <CellLabel>Data</CellLabel>
            <time dateTime={enquiry.createdAt.toISOString()}>{formatDateTime(enquiry.createdAt)}</time>
          </td>
          <td className={cell}>
            <CellLabel>Rodzaj</CellLabel>
            {ENQUIRY_KIND_LABELS[enquiry.kind]}
          </td>
          <td className={cell}>
            <CellLabel>Status</CellLabel>
            <EnquiryStatusBadge status={enquiry.status} />
          </td>
          <td className={`${cell} break-all`}>
            <CellLabel>Nadawca</CellLabel>
            <span className="font-medium">
              {enquiry.firstName} {enquiry.lastName}
            </span>
            <span className="block text-stone-600">{enquiry.email}</span>
          </td>
          <td className={`${cell} break-words`}>
            <CellLabel>Temat</CellLabel>
            <TextLink to={enquiryPath(enquiry.id)}>{enquiry.subject}</TextLink>
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
