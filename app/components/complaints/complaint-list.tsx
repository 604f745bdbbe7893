import { ComplaintStatusBadge } from "~/components/complaints/complaint-parts";
import { Link } from "~/components/ui/link";
import { textLinkClasses } from "~/components/ui/text-link";
import type { ComplaintSummary } from "~/lib/complaint-filing";
import { orderComplaintPath, complaintDayText } from "~/lib/complaints";
import { formatDate } from "~/lib/dates";
import { withOrderToken } from "~/lib/order-number";

// A complaint as the customer's lists show it: on the order's page and on /profile.

/** One complaint's line: its reference (the link to its page), state, the day received and, while open, the day due. */
export function ComplaintListItem({ complaint, token, withOrder = false }: { complaint: ComplaintSummary; token: string | null | undefined; withOrder?: boolean }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3 first:pt-0 last:pb-0">
      <div>
        <Link to={withOrderToken(orderComplaintPath(complaint.orderNumber, complaint.id), token)} className={`${textLinkClasses} tabular-nums`}>
          {complaint.reference}
        </Link>
        {withOrder ? <span className="text-sm text-stone-600"> · zamówienie {complaint.orderNumber}</span> : null}
        <p className="text-sm text-stone-600">
          Przyjęta <time dateTime={complaint.receivedAt}>{formatDate(new Date(complaint.receivedAt))}</time>
          {complaint.status === "otwarta"
            ? complaint.dueOn
              ? `, odpowiemy najpóźniej do ${complaintDayText(complaint.dueOn)}`
              : ", bez konsumenckiego terminu (zamówienie na firmę)"
            : null}
        </p>
      </div>
      <ComplaintStatusBadge status={complaint.status} />
    </li>
  );
}
