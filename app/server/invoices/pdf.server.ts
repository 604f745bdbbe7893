import { rgb } from "pdf-lib";
import type { InvoiceDocument, InvoicePosition, InvoiceRateTotal, InvoiceTotals } from "~/lib/invoice";
import { formatPln, type Grosze } from "~/lib/money";
import { formatBankAccount } from "~/lib/shop-identity";
import { qrCode } from "../platform/qr-code.server";
import { type Align, closePdf, heading, MARGIN, MUTED, openPdf, type Sheet, WIDTH } from "../platform/pdf.server";

// The invoice's PDF, drawn in the worker with pdf-lib (pure JavaScript: no browser, no outside service) in DejaVu Sans
// embedded, so Polish letters print wherever it is opened. Its content is what art. 106e of the VAT act asks for, read
// from the invoice's snapshot only: docs/decisions/2026-11-28-invoice-pdf.md.

/** What KSeF gave an accepted invoice: its number, and the verification link ('KOD I') drawn as a QR code. */
export interface KsefMark {
  number: string;
  verificationUrl: string;
}

interface Column {
  title: string;
  width: number;
  align: Align;
  value: (position: InvoicePosition, index: number) => string;
}

const vatRate = (rate: number) => `${rate}%`;

// The columns of art. 106e ust. 1 pkt 7–12 and 14: 515 points, the page's width inside its margins.
const POSITION_COLUMNS: Column[] = [
  { title: "Lp.", width: 20, align: "right", value: (_, index) => String(index + 1) },
  { title: "Nazwa", width: 150, align: "left", value: (p) => p.description },
  { title: "Ilość", width: 30, align: "right", value: (p) => String(p.quantity) },
  { title: "J.m.", width: 28, align: "center", value: (p) => p.unit },
  { title: "Cena jedn. netto", width: 62, align: "right", value: (p) => formatPln(p.unitNet) },
  { title: "Wartość netto", width: 62, align: "right", value: (p) => formatPln(p.net) },
  { title: "Stawka VAT", width: 40, align: "right", value: (p) => vatRate(p.vatRate) },
  { title: "Kwota VAT", width: 58, align: "right", value: (p) => formatPln(p.vat) },
  { title: "Wartość brutto", width: 65, align: "right", value: (p) => formatPln(p.gross) },
];

const TOTAL_WIDTHS = [70, 80, 80, 85] as const;
const TOTALS_X = MARGIN + WIDTH - TOTAL_WIDTHS.reduce((sum, width) => sum + width, 0);

function positionsTable(sheet: Sheet, positions: InvoicePosition[]) {
  const header = () =>
    sheet.row(
      POSITION_COLUMNS.map(({ title, width }) => ({ text: title, width, align: "center" as const })),
      { bold: true, shade: true },
    );
  header();
  sheet.continuing(header);
  positions.forEach((position, index) => {
    sheet.row(POSITION_COLUMNS.map(({ width, align, value }) => ({ text: value(position, index), width, align })));
  });
  sheet.continuing(null);
}

function totalsTable(sheet: Sheet, totals: InvoiceTotals) {
  const cells = (texts: string[]) => texts.map((text, index) => ({ text, width: TOTAL_WIDTHS[index]!, align: index === 0 ? ("left" as const) : ("right" as const) }));
  const amounts = (total: Pick<InvoiceRateTotal, "net" | "vat" | "gross">) => [formatPln(total.net), formatPln(total.vat), formatPln(total.gross)];
  sheet.row(cells(["Stawka VAT", "Wartość netto", "Kwota VAT", "Wartość brutto"]), { bold: true, shade: true, x: TOTALS_X });
  for (const rate of totals.perRate) sheet.row(cells([vatRate(rate.vatRate), ...amounts(rate)]), { x: TOTALS_X });
  sheet.row(cells(["Razem", ...amounts(totals)]), { bold: true, x: TOTALS_X });
}

/** The content after a correction: what it corrected plus the difference it makes, per rate and overall. */
function totalsAfter(before: InvoiceTotals, difference: InvoiceTotals): InvoiceTotals {
  const add = <T extends { net: Grosze; vat: Grosze; gross: Grosze }>(a: T, b: { net: Grosze; vat: Grosze; gross: Grosze }): T => ({
    ...a,
    net: a.net + b.net,
    vat: a.vat + b.vat,
    gross: a.gross + b.gross,
  });
  const perRate = [...before.perRate];
  for (const rate of difference.perRate) {
    const index = perRate.findIndex((r) => r.vatRate === rate.vatRate);
    if (index < 0) perRate.push(rate);
    else perRate[index] = add(perRate[index]!, rate);
  }
  return add({ ...before, perRate }, difference);
}

/** Seller and buyer side by side (art. 106e ust. 1 pkt 3–5). */
function parties(sheet: Sheet, document: InvoiceDocument) {
  const { seller, buyer } = document;
  const half = (WIDTH - 20) / 2;
  const blocks = [
    {
      title: "Sprzedawca",
      lines: [
        seller.name,
        seller.street,
        `${seller.postalCode} ${seller.city}`,
        `NIP: ${seller.nip}`,
        `Bank: ${seller.bankName}`,
        `Nr rachunku: ${formatBankAccount(seller.bankAccount)}`,
      ],
    },
    { title: "Nabywca", lines: [buyer.name, buyer.street, `${buyer.postalCode} ${buyer.city}`, ...(buyer.nip ? [`NIP: ${buyer.nip}`] : [])] },
  ];
  const top = sheet.y;
  let lowest = top;
  blocks.forEach((block, index) => {
    sheet.y = top;
    const x = MARGIN + index * (half + 20);
    sheet.paragraph(block.title, 9, { bold: true, x, width: half, color: MUTED, gap: 2 });
    for (const [n, line] of block.lines.entries()) sheet.paragraph(line, 9, { bold: n === 0, x, width: half });
    lowest = Math.min(lowest, sheet.y);
  });
  sheet.y = lowest - 6;
}

/** What the buyer pays or paid, or gets back for a correction that lowers the amount. */
function settlement(document: InvoiceDocument): { label: string; amount: Grosze } {
  const gross = document.totals.gross;
  if (document.kind === "korekta" && gross < 0) return { label: document.paid ? "Zwrócono" : "Do zwrotu", amount: -gross };
  return { label: document.paid ? "Zapłacono" : "Do zapłaty", amount: gross };
}

/** The verification QR code (KOD I) with the KSeF number printed under it, as the Ministry's kody-qr.md asks. */
function ksefCode(sheet: Sheet, ksef: KsefMark) {
  const { size, path } = qrCode(ksef.verificationUrl);
  const side = 110;
  const labelSize = 7;
  sheet.need(side + 30);
  sheet.y -= 10;
  const top = sheet.y;
  // The code and its label share a column as wide as the wider of them, each centred in it.
  const column = Math.max(side, sheet.regular.widthOfTextAtSize(ksef.number, labelSize));
  const left = MARGIN + (column - side) / 2;
  // The code's SVG path as the pages draw it (y down from the top-left corner, as pdf-lib takes SVG paths), one unit a module.
  sheet.page.drawSvgPath(path, { x: left, y: top, scale: side / size, color: rgb(0, 0, 0) });
  sheet.line(ksef.number, MARGIN, top - side - 2, labelSize, { align: "center", width: column });
  const textX = MARGIN + column + 16;
  sheet.y = top - 8;
  sheet.paragraph("Faktura w Krajowym Systemie e-Faktur (KSeF)", 9, { bold: true, x: textX });
  sheet.paragraph(`Numer KSeF: ${ksef.number}`, 8, { x: textX, gap: 4 });
  sheet.paragraph("Kod QR prowadzi do weryfikacji faktury w KSeF:", 8, { x: textX, color: MUTED });
  sheet.paragraph(ksef.verificationUrl, 7, { x: textX, color: MUTED });
  sheet.y = Math.min(sheet.y, top - side - 2 - labelSize * 1.3);
}

/** The invoice or correction as a PDF: A4, every page numbered, Polish letters in DejaVu Sans embedded. */
export async function renderInvoicePdf(document: InvoiceDocument, ksef: KsefMark | null): Promise<Uint8Array> {
  const title = `${document.kind === "korekta" ? "Faktura korygująca" : "Faktura VAT"} nr ${document.number}`;
  const pdf = await openPdf({ title, author: document.seller.name });
  const { sheet } = pdf;
  sheet.paragraph(title, 16, { bold: true, gap: 4 });
  if (ksef) sheet.paragraph(`Numer KSeF: ${ksef.number}`, 9, { bold: true, gap: 2 });
  sheet.paragraph(`Data wystawienia: ${document.issueDate}`, 9);
  sheet.paragraph(`Data sprzedaży: ${document.saleDate}`, 9);
  sheet.paragraph(`Numer zamówienia: ${document.orderNumber}`, 9, { gap: 10 });
  parties(sheet, document);

  const corrected = document.corrected;
  if (corrected) {
    sheet.paragraph(`Faktura korygowana: ${corrected.number} z dnia ${corrected.issueDate}`, 9, { bold: true });
    sheet.paragraph(`Przyczyna korekty: ${corrected.reason}`, 9);
    heading(sheet, "Przed korektą");
    positionsTable(sheet, corrected.positions);
    sheet.y -= 6;
    totalsTable(sheet, corrected.totals);
    heading(sheet, "Po korekcie");
    if (document.positions.length) positionsTable(sheet, document.positions);
    else sheet.paragraph("Brak pozycji: faktura korygowana w całości.", 9);
    sheet.y -= 6;
    totalsTable(sheet, totalsAfter(corrected.totals, document.totals));
    heading(sheet, "Różnica (kwota korekty)");
    totalsTable(sheet, document.totals);
  } else {
    heading(sheet, "Pozycje");
    positionsTable(sheet, document.positions);
    sheet.y -= 6;
    heading(sheet, "Podsumowanie według stawek VAT");
    totalsTable(sheet, document.totals);
  }

  sheet.y -= 12;
  const { label, amount } = settlement(document);
  sheet.paragraph(`${label}: ${formatPln(amount)}`, 12, { bold: true, gap: 2 });
  sheet.paragraph(`Sposób płatności: ${document.paymentMethod}`, 9);
  if (ksef) ksefCode(sheet, ksef);

  return closePdf(pdf, title);
}
