import { useFetcher } from "react-router";
import type { PromoCode } from "~/server/orders/promo-codes-admin.server";
import type { AdminAnswer } from "~/lib/admin-route";
import { CardTable, cardTableRow, Cell, CellLabel } from "~/components/admin/card-table";
import { useAnswerToast } from "~/components/admin/use-answer-toast";

/** A code's on/off switch: a click posts the opposite state; while the answer is on its way it already shows it. */
function ActiveSwitch({ promo }: { promo: Pick<PromoCode, "code" | "active"> }) {
  const fetcher = useFetcher<AdminAnswer>({ key: `promo-${promo.code}` });
  useAnswerToast(fetcher.data);
  const on = fetcher.formData ? fetcher.formData.get("active") === "true" : promo.active;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="code" value={promo.code} />
      <input type="hidden" name="active" value={String(!promo.active)} />
      <button
        type="submit"
        role="switch"
        aria-checked={on}
        aria-label={`Kod ${promo.code} aktywny`}
        disabled={fetcher.state !== "idle"}
        className="group inline-flex min-h-10 items-center gap-2 rounded-lg text-sm font-medium text-stone-800 disabled:opacity-60"
      >
        <span className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${on ? "bg-accent-600" : "bg-stone-300 group-hover:bg-stone-400"}`}>
          <span
            aria-hidden="true"
            className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform motion-reduce:transition-none ${on ? "translate-x-5" : ""}`}
          />
        </span>
        <span aria-hidden="true">{on ? "Aktywny" : "Wyłączony"}</span>
      </button>
    </fetcher.Form>
  );
}

/** The promo codes with their discount and switch; a code is never deleted, orders keep the one they used. */
export function PromoCodesTable({ codes }: { codes: readonly PromoCode[] }) {
  return (
    <CardTable caption="Kody rabatowe" columns={["Kod", "Rabat", "Aktywny"]}>
      {codes.map((promo) => (
        <tr key={promo.code} className={cardTableRow}>
          <Cell label="Kod" className="font-mono font-semibold md:align-middle">
            {promo.code}
          </Cell>
          <Cell label="Rabat" className="tabular-nums md:align-middle">
            {promo.discountPercent}%
          </Cell>
          <td className="px-3 py-1 max-md:flex max-md:items-center max-md:justify-between md:py-3 md:align-middle">
            <CellLabel>Aktywny</CellLabel>
            <ActiveSwitch promo={promo} />
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
