import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { lineTitle } from "~/lib/line-description";
import { type Cut, type CutSize, cardFacts, cutList, type ProductionLine } from "~/lib/production";
import type { ProductionDeductions } from "~/lib/production-deductions";
import type { QrCode } from "~/lib/qr-code";
import { successButtonClasses } from "./buttons";
import { QrCodeImage } from "./qr-code";

// A line's 'Karta produkcyjna': what to make (every fact of the order line) and what to cut (each size with the rule it
// came from). The same card on the plan, on the line's own page (the workshop's tablet) and on the printed sheets.

/** The line's state in a word, with who made it and when. */
export function LineState({ line }: { line: Pick<ProductionLine, "madeAt" | "madeBy"> }) {
  if (line.madeAt === null) return <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-900">Do wykonania</span>;
  return (
    <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-medium text-emerald-900">
      Wykonano <time dateTime={line.madeAt.toISOString()}>{formatDateTime(line.madeAt)}</time>
      {line.madeBy ? ` (${line.madeBy})` : ""}
    </span>
  );
}

function SizeCells({ size, label }: { size: CutSize; label?: string }) {
  return (
    <>
      <td className="px-2 py-1.5 font-semibold whitespace-nowrap tabular-nums">
        {label ? `${label} ` : ""}
        {size.mm} mm
      </td>
      <td className="px-2 py-1.5 text-stone-600">{size.rule}</td>
    </>
  );
}

function CutRows({ cut, quantity }: { cut: Cut; quantity: number }) {
  const pieces = (
    <>
      <td rowSpan={"length" in cut ? 1 : 2} className="px-2 py-1.5 text-right tabular-nums">
        {cut.pieces}
      </td>
      <td rowSpan={"length" in cut ? 1 : 2} className="px-2 py-1.5 text-right font-semibold tabular-nums">
        {cut.pieces * quantity}
      </td>
    </>
  );
  if ("length" in cut) {
    return (
      <tr>
        <th scope="row" className="px-2 py-1.5 text-left font-medium">
          {cut.label}
        </th>
        <SizeCells size={cut.length} />
        {pieces}
      </tr>
    );
  }
  return (
    <>
      <tr>
        <th scope="row" rowSpan={2} className="px-2 py-1.5 text-left align-top font-medium">
          {cut.label}
        </th>
        <SizeCells size={cut.width} label="szer." />
        {pieces}
      </tr>
      <tr>
        <SizeCells size={cut.height} label="wys." />
      </tr>
    </>
  );
}

/** The cut sizes of one piece, and how many pieces the whole line needs. */
export function CutTable({ line, deductions }: { line: ProductionLine & { item: NonNullable<ProductionLine["item"]> }; deductions: ProductionDeductions }) {
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="w-full text-sm">
        <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-stone-500 uppercase">Wymiary cięcia</caption>
        <thead className="text-left text-xs text-stone-500">
          <tr className="border-b border-stone-200">
            <th scope="col" className="px-2 py-1 font-medium">
              Element
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              Wymiar
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              Reguła
            </th>
            <th scope="col" className="px-2 py-1 text-right font-medium">
              Na 1 szt.
            </th>
            <th scope="col" className="px-2 py-1 text-right font-medium">
              Razem
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {cutList(line.item, deductions).map((cut) => (
            <CutRows key={cut.label} cut={cut} quantity={line.quantity} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One line's card: its heading, every fact, the cut sizes, and beside them the QR code that opens the card (on the
 * printed sheet and the tablet) and what can be done with it (`actions`).
 */
export function ProductionCard({
  orderNumber,
  line,
  deductions,
  qr,
  large = false,
  actions,
}: {
  orderNumber: string;
  line: ProductionLine;
  deductions: ProductionDeductions;
  qr?: QrCode;
  /** The tablet's size: bigger type for reading at arm's length. */
  large?: boolean;
  actions?: ReactNode;
}) {
  const { item } = line;
  return (
    <article className={`space-y-4 ${large ? "text-base sm:text-lg" : "text-sm"}`}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Karta produkcyjna</p>
          <h3 className={`font-semibold text-stone-950 ${large ? "text-2xl sm:text-3xl" : "text-lg"}`}>
            <span className="tabular-nums">{orderNumber}</span> · poz. {line.position}
            {item ? ` · ${lineTitle(item)}` : ""}
          </h3>
        </div>
        <LineState line={line} />
      </header>
      {item ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] print:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {cardFacts(item).map(({ label, value }) => (
              <div key={label} className="contents">
                <dt className="text-stone-600">{label}</dt>
                <dd className="font-medium text-stone-950">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="space-y-4">
            <CutTable line={{ ...line, item }} deductions={deductions} />
            {qr ? (
              <div className="flex items-center gap-3">
                <QrCodeImage qr={qr} label={`Kod QR karty pozycji ${line.position} zamówienia ${orderNumber}`} className="size-28 shrink-0" />
                <p className="text-xs text-stone-600">Zeskanuj, aby otworzyć tę kartę na tablecie i oznaczyć pozycję jako wykonaną.</p>
              </div>
            ) : null}
          </div>
        </div>
      ) : (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800">
          Konfiguracji tej pozycji nie da się odczytać: sprawdź zamówienie w Excel Bocie. Zamówiono {line.widthCm} × {line.heightCm} cm, {line.quantity} szt.
        </p>
      )}
      {actions}
    </article>
  );
}

// A workshop tablet's buttons: big enough for a thumb in a glove.
const TABLET_BUTTON =
  "inline-flex min-h-16 w-full items-center justify-center rounded-xl px-8 py-3 text-xl font-semibold shadow-sm transition-colors disabled:opacity-50 sm:w-auto";
const TABLET_DONE = `${TABLET_BUTTON} bg-emerald-700 text-white hover:bg-emerald-800`;
const TABLET_UNDO = `${TABLET_BUTTON} border-2 border-stone-300 bg-white text-stone-900 hover:bg-stone-100`;

/** Marks the line made, or takes that back: one big button, posted to the page's own action (the plan's or the card's). */
export function LineDoneButton({ line, large = false }: { line: Pick<ProductionLine, "id" | "position" | "madeAt">; large?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("itemId") === String(line.id);
  const done = line.madeAt !== null;
  return (
    <Form method="post" className="print:hidden">
      <input type="hidden" name="itemId" value={line.id} />
      <button
        type="submit"
        name="intent"
        value={done ? "undo" : "done"}
        disabled={busy}
        className={large ? (done ? TABLET_UNDO : TABLET_DONE) : done ? buttonClasses("secondary") : successButtonClasses}
      >
        {done ? `Cofnij wykonanie pozycji ${line.position}` : `Oznacz pozycję ${line.position} jako wykonaną`}
      </button>
    </Form>
  );
}
