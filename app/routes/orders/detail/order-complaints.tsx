import { ComplaintListItem } from "~/components/complaints/complaint-list";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import type { ComplaintSummary } from "~/lib/complaint-filing";
import { orderComplaintsPath } from "~/lib/complaints";
import { withOrderToken } from "~/lib/order-number";

/** The order's complaints and the way to file one; `mayComplain`: the order has left the shop. */
export interface OrderComplaintsView {
  list: ComplaintSummary[];
  mayComplain: boolean;
}

/** The order page's 'Reklamacje': each complaint, and 'Zgłoś reklamację' once the order has left the shop. */
export function OrderComplaints({ orderNumber, complaints, token }: { orderNumber: string; complaints: OrderComplaintsView; token: string | null | undefined }) {
  if (!complaints.list.length && !complaints.mayComplain) return null;
  return (
    <section aria-labelledby="reklamacje" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="reklamacje" className="text-lg font-semibold tracking-tight text-stone-950">
        Reklamacje
      </h2>
      {complaints.list.length ? (
        <ul className="mt-4 divide-y divide-stone-200">
          {complaints.list.map((complaint) => (
            <ComplaintListItem key={complaint.id} complaint={complaint} token={token} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-stone-600">Coś jest nie tak z zamówieniem? Zgłoś reklamację: wybierz produkty, opisz problem i dołącz zdjęcia.</p>
      )}
      {complaints.mayComplain ? (
        <Link to={withOrderToken(orderComplaintsPath(orderNumber), token)} className={`${buttonClasses("secondary")} mt-5`}>
          Zgłoś reklamację
        </Link>
      ) : null}
    </section>
  );
}
