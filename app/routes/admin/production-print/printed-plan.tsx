import { ProductionCard } from "~/components/admin/production-card";
import { ProductionPlanSummary } from "~/components/admin/production-plan";
import { QrCodeImage } from "~/components/admin/qr-code";
import { buttonClasses } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { lineDimensions, lineTitle } from "~/lib/line-description";
import {
  type Cut,
  cutList,
  type PlanLine,
  PRINT_LAYOUT_LABELS,
  PRINT_LAYOUTS,
  type PrintLayout,
  PRODUCTION_PATH,
  printPath,
  productKind,
  type ProductionLine,
  productionPlan,
} from "~/lib/production";
import type { ProductionDeductions } from "~/lib/production-deductions";
import type { QrCode } from "~/lib/qr-code";

// The plan as printed: on screen a toolbar to pick the layout and print; on paper (A4, app/app.css) only the sheets.

type Sheet = { orderNumber: string; line: ProductionLine; qr: QrCode | null };

/** A cut in a few characters, for the compact list: 'Profil górny 998', 'Tkanina 996×1465'. */
const cutText = (cut: Cut) => ("length" in cut ? `${cut.label} ${cut.length.mm}${cut.pieces > 1 ? ` ×${cut.pieces}` : ""}` : `${cut.label} ${cut.width.mm}×${cut.height.mm}`);

function Cards({ sheets, deductions }: { sheets: readonly Sheet[]; deductions: ProductionDeductions }) {
  return (
    <div className="space-y-6 print:space-y-0">
      {sheets.map(({ orderNumber, line, qr }) => (
        <section
          key={line.id}
          aria-label={`Karta ${orderNumber} poz. ${line.position}`}
          className="rounded-2xl border border-stone-200 bg-white p-6 break-inside-avoid print:break-after-page print:rounded-none print:border-0 print:p-0 print:last:break-after-auto"
        >
          <ProductionCard orderNumber={orderNumber} line={line} deductions={deductions} qr={qr ?? undefined} />
        </section>
      ))}
    </div>
  );
}

function CompactList({ sheets, deductions }: { sheets: readonly Sheet[]; deductions: ProductionDeductions }) {
  const lines: PlanLine[] = sheets.flatMap(({ orderNumber, line }) => (line.item ? [{ id: line.id, orderNumber, position: line.position, item: line.item }] : []));
  return (
    <div className="space-y-6">
      <ProductionPlanSummary plan={productionPlan(lines, deductions)} lines={lines} />
      <table className="w-full border-collapse text-xs">
        <caption className="mb-2 text-left text-base font-semibold text-stone-950">Pozycje do wykonania</caption>
        <thead>
          <tr className="border-b-2 border-stone-400 text-left">
            {["Zamówienie", "Produkt", "Wymiary", "Szt.", "Tkanina / siatka", "Profil", "Cięcie (na 1 szt., mm)", "✓"].map((column) => (
              <th key={column} scope="col" className="px-1.5 py-1 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const { item } = line;
            return (
              <tr key={line.id} className="border-b border-stone-300 align-top break-inside-avoid">
                <td className="px-1.5 py-1 whitespace-nowrap tabular-nums">
                  {line.orderNumber} poz. {line.position}
                </td>
                <td className="px-1.5 py-1">{productKind(item)}</td>
                <td className="px-1.5 py-1 whitespace-nowrap">{lineDimensions(item)}</td>
                <td className="px-1.5 py-1 text-right tabular-nums">{item.quantity}</td>
                <td className="px-1.5 py-1">
                  {item.productType === "plisy" ? `${item.fabricCode} ${item.fabricName}${item.appearance ? `, ${item.appearance.fabricColour}` : ""}` : `siatka ${item.meshColor}`}
                </td>
                <td className="px-1.5 py-1">
                  {item.profileCode ?? "—"}
                  {item.appearance?.profileColour ? `, ${item.appearance.profileColour}` : ""}
                </td>
                <td className="px-1.5 py-1">{cutList(item, deductions).map(cutText).join("; ")}</td>
                <td className="px-1.5 py-1">
                  <span aria-hidden="true" className="inline-block size-4 border border-stone-500" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Small labels, three across and seven down an A4 sheet, each naming its line and carrying the QR code of its card. */
function Labels({ sheets }: { sheets: readonly Sheet[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 print:grid-cols-[repeat(3,60mm)] print:gap-[2mm]">
      {sheets.map(({ orderNumber, line, qr }) => (
        <li
          key={line.id}
          aria-label={`Etykieta ${orderNumber} poz. ${line.position}`}
          className="flex items-center gap-2 overflow-hidden rounded-lg border border-stone-300 bg-white p-2 break-inside-avoid print:h-[36mm] print:rounded-none print:p-[2mm]"
        >
          {qr ? <QrCodeImage qr={qr} label={`Kod QR karty ${orderNumber} poz. ${line.position}`} className="size-24 shrink-0 print:size-[27mm]" /> : null}
          <div className="min-w-0 text-xs leading-snug print:text-[8pt]">
            <p className="font-semibold whitespace-nowrap tabular-nums">{orderNumber}</p>
            <p className="font-semibold">Poz. {line.position}</p>
            {line.item ? (
              <>
                <p>{lineTitle(line.item)}</p>
                <p className="whitespace-nowrap tabular-nums">{lineDimensions(line.item)}</p>
                <p>{line.quantity} szt.</p>
                {line.item.appearance?.profileColour ? <p>Profil: {line.item.appearance.profileColour}</p> : null}
              </>
            ) : (
              <p className="tabular-nums">
                {line.widthCm} × {line.heightCm} cm, {line.quantity} szt.
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function PrintedPlan({
  layout,
  single,
  printedAt,
  deductions,
  sheets,
}: {
  layout: PrintLayout;
  single: boolean;
  printedAt: string;
  deductions: ProductionDeductions;
  sheets: readonly Sheet[];
}) {
  const layoutPath = (to: PrintLayout) => (single && sheets[0] ? `${printPath(to)}&pozycja=${sheets[0].line.id}` : printPath(to));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
        <Link to={PRODUCTION_PATH} className={buttonClasses("ghost")}>
          Wróć do planu produkcji
        </Link>
        <nav aria-label="Układ wydruku" className="flex flex-wrap gap-2">
          {PRINT_LAYOUTS.map((choice) => (
            <Link key={choice} to={layoutPath(choice)} aria-current={choice === layout ? "page" : undefined} className={buttonClasses(choice === layout ? "primary" : "secondary")}>
              {PRINT_LAYOUT_LABELS[choice].name}
            </Link>
          ))}
        </nav>
        <button type="button" onClick={() => window.print()} className={`${buttonClasses("primary", "lg")} ml-auto`}>
          Drukuj
        </button>
      </div>
      <h1 className={`mb-4 text-2xl font-bold text-stone-950 ${layout === "lista" ? "print:text-lg" : "print:hidden"}`}>
        {single ? "Karta produkcyjna" : "Plan produkcji"} · {printedAt}
      </h1>
      {sheets.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-6 text-center text-stone-700">Nie ma pozycji do wykonania.</p>
      ) : layout === "karty" ? (
        <Cards sheets={sheets} deductions={deductions} />
      ) : layout === "lista" ? (
        <CompactList sheets={sheets} deductions={deductions} />
      ) : (
        <Labels sheets={sheets} />
      )}
    </div>
  );
}
