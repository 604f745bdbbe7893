import { customerPaymentStatus, statusBadge, type BadgeColour } from "~/lib/order-status";

// Text colours at 700/800 on their 50 backgrounds keep at least 4.5:1 contrast.
const COLOUR_CLASSES: Readonly<Record<BadgeColour, string>> = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  red: "bg-red-50 text-red-800 ring-red-600/20",
  blue: "bg-sky-50 text-sky-800 ring-sky-600/20",
  yellow: "bg-amber-50 text-amber-800 ring-amber-600/25",
  orange: "bg-orange-50 text-orange-800 ring-orange-600/25",
  purple: "bg-violet-50 text-violet-800 ring-violet-600/20",
  grey: "bg-stone-100 text-stone-700 ring-stone-500/20",
};

/** A label as a coloured pill; the colour only repeats what the text says (the enquiries inbox shows its statuses with it too). */
export function Badge({ label, colour }: { label: string; colour: BadgeColour }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ring-inset ${COLOUR_CLASSES[colour]}`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </span>
  );
}

/** An order or payment status with the spec's label, as stored: what the back-office needs. */
export function StatusBadge({ kind, value }: { kind: "order" | "payment"; value: string | null | undefined }) {
  return <Badge {...statusBadge(kind, value)} />;
}

/** The payment status as the customer reads it: a cancelled or rejected order does not wait for a payment. */
export function CustomerPaymentBadge({ orderStatus, paymentStatus }: { orderStatus: string; paymentStatus: string }) {
  return <Badge {...customerPaymentStatus(orderStatus, paymentStatus)} />;
}
