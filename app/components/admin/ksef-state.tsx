import { ksefStateLabel, type OrderInvoice } from "~/lib/invoice-register";

const tones = { przyjęta: "text-emerald-800", odrzucona: "text-red-800", wysłana: "text-amber-800", oczekuje: "text-amber-800" } as const;

/** An invoice's place in KSeF in the words, coloured by how it stands (the invoice list and an order's card). */
export function KsefState({ invoice }: { invoice: Pick<OrderInvoice, "ksefState" | "ksefNumber" | "ksefError"> }) {
  const tone = invoice.ksefState ? tones[invoice.ksefState] : "text-stone-600";
  return <span className={`break-words ${tone}`}>{ksefStateLabel(invoice)}</span>;
}
