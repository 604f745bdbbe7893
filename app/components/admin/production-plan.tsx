import type { ReactNode } from "react";
import { formatAreaMm2, formatMetres, type PlanLine, type ProductionPlan } from "~/lib/production";

// The plan's groups and totals: what the lines to make need, by fabric and by profile colour, and in all. On the plan's
// page and at the head of its printed list, so the totals on paper are the ones on screen.

const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase";
const td = "px-3 py-2 align-top";

function Table({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm print:overflow-visible print:rounded-none print:shadow-none">
      <table className="w-full text-sm">
        <caption className="px-3 pt-3 text-left text-base font-semibold text-stone-950">{caption}</caption>
        <thead className="border-b border-stone-200">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}

/** Which lines a group holds, as the workshop finds them: order number and position. */
function LineRefs({ ids, lines }: { ids: readonly number[]; lines: ReadonlyMap<number, PlanLine> }) {
  return (
    <ul className="space-y-0.5">
      {ids.map((id) => {
        const line = lines.get(id);
        return line ? (
          <li key={id} className="whitespace-nowrap tabular-nums">
            {line.orderNumber} poz. {line.position} × {line.item.quantity}
          </li>
        ) : null;
      })}
    </ul>
  );
}

function Total({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 print:bg-white">
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-stone-950 tabular-nums">{children}</dd>
    </div>
  );
}

function Amounts({ list, format }: { list: readonly { name: string; amount: number }[]; format: (amount: number) => string }) {
  if (list.length === 0) return <>—</>;
  return (
    <ul className="space-y-0.5 text-base">
      {list.map(({ name, amount }) => (
        <li key={name}>
          {name}: {format(amount)}
        </li>
      ))}
    </ul>
  );
}

const pieces = (n: number) => `${n} szt.`;

/** The totals, then the lines by fabric and by profile colour. */
export function ProductionPlanSummary({ plan, lines }: { plan: ProductionPlan; lines: readonly PlanLine[] }) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const { totals } = plan;
  return (
    <div className="space-y-6">
      <section aria-labelledby="plan-totals">
        <h3 id="plan-totals" className="text-lg font-semibold text-stone-950">
          Razem do wykonania
        </h3>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4">
          <Total label="Produkty">{pieces(totals.pieces)}</Total>
          <Total label="Tkanina">{formatAreaMm2(totals.fabricAreaMm2)}</Total>
          <Total label="Profile">{formatMetres(totals.profileLengthMm)}</Total>
          <Total label="Prowadnice">{formatMetres(totals.guideLengthMm)}</Total>
          <Total label="Rączki">{pieces(totals.handles)}</Total>
          <Total label="Uchwyty i mocowania">
            <Amounts list={totals.mounting} format={pieces} />
          </Total>
          <Total label="Prowadnice wg rodzaju">
            <Amounts list={totals.guides} format={formatMetres} />
          </Total>
          <Total label="Siatka">
            <Amounts list={totals.meshes} format={formatAreaMm2} />
          </Total>
          {totals.brushLengthMm > 0 ? <Total label="Szczotka uszczelniająca">{formatMetres(totals.brushLengthMm)}</Total> : null}
        </dl>
      </section>

      {plan.byFabric.length > 0 ? (
        <Table caption="Według tkaniny" columns={["Tkanina", "Pozycje", "Sztuk", "Tkanina do cięcia"]}>
          {plan.byFabric.map((group) => (
            <tr key={group.code}>
              <td className={td}>
                <span className="font-mono font-semibold">{group.code}</span> {group.name}
                {group.colour ? <span className="block text-stone-600">kolor: {group.colour}</span> : null}
              </td>
              <td className={td}>
                <LineRefs ids={group.lineIds} lines={byId} />
              </td>
              <td className={`${td} tabular-nums`}>{group.pieces}</td>
              <td className={`${td} font-semibold whitespace-nowrap tabular-nums`}>{formatAreaMm2(group.areaMm2)}</td>
            </tr>
          ))}
        </Table>
      ) : null}

      {plan.byProfileColour.length > 0 ? (
        <Table caption="Według koloru profilu" columns={["Produkt i kolor", "Pozycje", "Elementy", "Profile razem"]}>
          {plan.byProfileColour.map((group) => (
            <tr key={`${group.kind}:${group.colour}`}>
              <td className={td}>
                <span className="font-semibold">{group.kind}</span>, {group.colour}
                {group.profileCodes.length > 0 ? <span className="block font-mono text-stone-600">{group.profileCodes.join(", ")}</span> : null}
              </td>
              <td className={td}>
                <LineRefs ids={group.lineIds} lines={byId} />
              </td>
              <td className={td}>
                <ul className="space-y-0.5">
                  {group.parts.map((part) => (
                    <li key={part.label} className="whitespace-nowrap tabular-nums">
                      {part.label}: {part.pieces} szt., {formatMetres(part.lengthMm)}
                    </li>
                  ))}
                </ul>
              </td>
              <td className={`${td} font-semibold whitespace-nowrap tabular-nums`}>{formatMetres(group.lengthMm)}</td>
            </tr>
          ))}
        </Table>
      ) : null}
    </div>
  );
}
