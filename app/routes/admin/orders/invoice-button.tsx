import type { FetcherWithComponents } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { hasInvoice } from "~/lib/invoice-register";
import type { AdminOrder } from "~/lib/order";

/**
 * 'Wystaw fakturę': the owner issues an order's invoice by hand (issue 46), through the card's fetcher, so the answer
 * ('Faktura … została wystawiona.' or why not) comes as the card's other answers do. Shown only while the order has none.
 */
export function InvoiceButton({
  order,
  fetcher,
  busy,
}: {
  order: Pick<AdminOrder, "number" | "invoices" | "orderStatus">;
  fetcher: FetcherWithComponents<unknown>;
  busy: boolean;
}) {
  if (hasInvoice(order.invoices) || order.orderStatus === "anulowane" || order.orderStatus === "odrzucone") return null;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="invoice" />
      <input type="hidden" name="number" value={order.number} />
      <button type="submit" disabled={busy} className={buttonClasses("secondary")}>
        {fetcher.formData?.get("intent") === "invoice" ? "Wystawianie..." : "Wystaw fakturę"}
      </button>
    </fetcher.Form>
  );
}
