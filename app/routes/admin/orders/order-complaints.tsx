import { ComplaintStatusBadge } from "~/components/complaints/complaint-parts";
import { TextLink } from "~/components/ui/text-link";
import { adminComplaintPath, complaintReference } from "~/lib/complaints";
import { formatDateTime } from "~/lib/dates";
import type { AdminOrder } from "~/lib/order";

/** The order's complaints (or the one it remakes), each with its state and a link to its case; nothing for an order without one. */
export function OrderComplaints({ order }: { order: Pick<AdminOrder, "id" | "number" | "complaints"> }) {
  if (order.complaints.length === 0) return null;
  return (
    <section aria-label={`Reklamacje zamówienia ${order.number}`} className="rounded-xl border border-stone-200 p-3 text-sm">
      <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Reklamacje</h4>
      <ul className="mt-2 divide-y divide-stone-100">
        {order.complaints.map((complaint) => (
          <li key={complaint.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-1.5">
            <TextLink to={adminComplaintPath(complaint.id)} className="tabular-nums">
              {complaintReference(complaint.id)}
            </TextLink>
            {complaint.remakeOrderId === order.id ? <span className="font-medium text-stone-900">Ponowne wykonanie w ramach tej reklamacji</span> : null}
            <ComplaintStatusBadge status={complaint.status} />
            <span className="text-stone-600">
              Zgłoszona <time dateTime={complaint.receivedAt.toISOString()}>{formatDateTime(complaint.receivedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
