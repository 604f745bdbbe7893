import { AlertCircleIcon } from "~/components/ui/icons";
import { cancellationNotice, type Canceller } from "~/lib/order-status";

/** Shown wherever a cancelled order appears: its details, the customer's history, the admin list. */
export function CancelledOrderBanner({ cancelledBy }: { cancelledBy: Canceller | null }) {
  return (
    <p className="flex items-start gap-3 rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-600/20 sm:items-center">
      <AlertCircleIcon className="size-6 shrink-0 text-red-700" />
      <span>
        <strong className="font-semibold">ZAMÓWIENIE ANULOWANE</strong>
        {` - ${cancellationNotice(cancelledBy)}`}
      </span>
    </p>
  );
}
