import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/orders/status-badge";
import { buttonClasses } from "~/components/ui/button";
import { samplesQueryParams, type AdminSamplesQuery } from "~/lib/admin-samples-query";
import { formatDateTime } from "~/lib/dates";
import { ADMIN_SAMPLES_PATH, SAMPLE_STATUS_LABELS, SAMPLE_STATUSES, type SampleStatus } from "~/lib/fabric-samples";
import type { BadgeColour } from "~/lib/order-status";
import type { ListedSampleRequest } from "~/server/samples/requests.server";
import { CardTable, cardTableCell, cardTableRow, Cell } from "~/components/admin/card-table";
import { FilterSearch, FilterSelect, ListFilters } from "~/components/admin/list-filters";

const statusColours: Record<SampleStatus, BadgeColour> = { do_wyslania: "yellow", wyslane: "green" };

export function SampleStatusBadge({ status }: { status: SampleStatus }) {
  return <Badge label={SAMPLE_STATUS_LABELS[status]} colour={statusColours[status]} />;
}

export function SampleFilters({ query }: { query: AdminSamplesQuery }) {
  return (
    <ListFilters action={ADMIN_SAMPLES_PATH} label="Filtry zamówień próbek" className="grid gap-3 sm:grid-cols-[14rem_1fr] sm:items-end">
      <FilterSelect name={samplesQueryParams.status} label="Status" value={query.status} options={SAMPLE_STATUSES.map((status) => [status, SAMPLE_STATUS_LABELS[status]])} />
      <FilterSearch
        name={samplesQueryParams.search}
        value={query.search}
        placeholder="Odbiorca, e-mail, adres lub tkanina"
        clearTo={ADMIN_SAMPLES_PATH}
        filtered={Boolean(query.status || query.search)}
        className=""
      />
    </ListFilters>
  );
}

/** 'Oznacz jako wysłane', or back to 'do wysłania' for one marked by mistake. */
function StatusButton({ request }: { request: ListedSampleRequest }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === request.id;
  const next: SampleStatus = request.status === "do_wyslania" ? "wyslane" : "do_wyslania";
  return (
    <Form method="post">
      <input type="hidden" name="id" value={request.id} />
      <button
        type="submit"
        name="status"
        value={next}
        disabled={busy}
        className={buttonClasses(next === "wyslane" ? "primary" : "ghost")}
        aria-label={next === "wyslane" ? `Oznacz jako wysłane: ${request.name}` : `Cofnij do „do wysłania”: ${request.name}`}
      >
        {next === "wyslane" ? "Oznacz jako wysłane" : "Cofnij do „do wysłania”"}
      </button>
    </Form>
  );
}

const cell = `${cardTableCell} md:align-top`;

/** The requests, newest first: a table on wide screens, a card per request on a phone. */
export function SampleRequestsTable({ requests }: { requests: readonly ListedSampleRequest[] }) {
  return (
    <CardTable caption="Zamówienia bezpłatnych próbek, od najnowszych" columns={["Data", "Status", "Odbiorca", "Tkaniny", "Działanie"]}>
      {requests.map((request) => (
        <tr key={request.id} className={cardTableRow}>
          <Cell label="Data" className="md:align-top whitespace-nowrap tabular-nums">
            <time dateTime={request.createdAt.toISOString()}>{formatDateTime(request.createdAt)}</time>
          </Cell>
          <Cell label="Status" className="md:align-top">
            <SampleStatusBadge status={request.status} />
            {request.sentAt ? (
              <span className="mt-1 block text-xs text-stone-600">
                <time dateTime={request.sentAt.toISOString()}>{formatDateTime(request.sentAt)}</time>
                {request.sentBy ? `, ${request.sentBy}` : ""}
              </span>
            ) : null}
          </Cell>
          <Cell label="Odbiorca" className="md:align-top break-words">
            <address className="inline not-italic md:block">
              <span className="font-medium">{request.name}</span>
              <span className="block">{request.street}</span>
              <span className="block">
                {request.postalCode} {request.city}
              </span>
              <span className="block break-all text-stone-600">{request.email}</span>
            </address>
          </Cell>
          <Cell label="Tkaniny" className="md:align-top">
            <ul className="inline md:block">
              {request.fabrics.map((fabric) => (
                <li key={fabric.code}>
                  <span className="font-medium tabular-nums">{fabric.code}</span> {fabric.name} <span className="text-stone-600">({fabric.colour})</span>
                </li>
              ))}
            </ul>
          </Cell>
          <td className={cell}>
            <StatusButton request={request} />
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
