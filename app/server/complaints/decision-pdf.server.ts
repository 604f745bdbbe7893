import {
  COMPLAINT_REMEDY_LABELS,
  COMPLAINT_STATUS_LABELS,
  type ComplaintStatus,
  complaintDayText,
  complaintReasons,
  complaintReference,
  REJECTION_LEGAL_NOTE,
} from "~/lib/complaints";
import { formatDate } from "~/lib/dates";
import { formatPln } from "~/lib/money";
import type { ShopIdentity } from "~/lib/shop-settings";
import { closePdf, heading, MUTED, openPdf } from "../platform/pdf.server";
import type { ComplaintCase } from "./case.server";

// A complaint's decision on a durable medium (art. 7a ust. 1 of the Consumer Rights Act): the PDF the customer keeps,
// drawn from the case as it was decided. It names the shop as the one who decided, never an administrator.

export const decisionTitle = (id: number) => `Odpowiedź na reklamację ${complaintReference(id)}`;

type Decided = Exclude<ComplaintStatus, "otwarta">;

/** The decided case as a PDF: A4, every page numbered, Polish letters in DejaVu Sans embedded. */
export async function renderDecisionPdf(shop: ShopIdentity, { complaint, orderNumber, remakeOrderNumber, lines }: ComplaintCase): Promise<Uint8Array> {
  if (complaint.status === "otwarta" || !complaint.decidedAt) throw new Error(`complaint ${complaint.id} is not decided`);
  const status: Decided = complaint.status;
  const title = decisionTitle(complaint.id);
  const pdf = await openPdf({ title, author: shop.legalName });
  const { sheet } = pdf;
  sheet.paragraph(title, 16, { bold: true, gap: 4 });
  sheet.paragraph(`${shop.legalName}, ${shop.street}, ${shop.postalCode} ${shop.city}, NIP ${shop.nip}`, 9);
  sheet.paragraph(`Tel. ${shop.phone}, e-mail ${shop.email}, ${shop.publicUrl}`, 9, { color: MUTED, gap: 8 });

  heading(sheet, "Reklamacja");
  sheet.paragraph(`Klient: ${complaint.firstName} ${complaint.lastName}, ${complaint.email}`, 9);
  sheet.paragraph(`Zamówienie: ${orderNumber}`, 9);
  sheet.paragraph(`Numer reklamacji: ${complaintReference(complaint.id)}`, 9);
  sheet.paragraph(`Data otrzymania: ${formatDate(complaint.receivedAt)}`, 9);
  sheet.paragraph(complaint.dueOn ? `Termin odpowiedzi: ${complaintDayText(complaint.dueOn)}` : "Termin odpowiedzi: nie dotyczy (zakup na firmę)", 9);
  sheet.paragraph(`Przyczyna: ${complaintReasons[complaint.reason]}`, 9);
  for (const line of lines) sheet.paragraph(`• Poz. ${line.position}: ${line.description.title}, ${line.widthCm} × ${line.heightCm} cm, ${line.quantity} szt.`, 9);

  heading(sheet, "Decyzja");
  sheet.paragraph(`Reklamacja: ${COMPLAINT_STATUS_LABELS[status].toLowerCase()}`, 12, { bold: true, gap: 4 });
  if (complaint.remedy) sheet.paragraph(`Sposób załatwienia: ${COMPLAINT_REMEDY_LABELS[complaint.remedy]}`, 9);
  if (remakeOrderNumber) sheet.paragraph(`Zamówienie ponownego wykonania: ${remakeOrderNumber}`, 9);
  if (complaint.priceReduction) sheet.paragraph(`Obniżenie ceny: ${formatPln(complaint.priceReduction)}`, 9);
  if (complaint.justification) {
    sheet.paragraph("Uzasadnienie:", 9, { bold: true });
    for (const paragraph of complaint.justification.split(/\n+/)) sheet.paragraph(paragraph, 9, { gap: 2 });
  }
  sheet.paragraph(`Data decyzji: ${formatDate(complaint.decidedAt)}`, 9, { gap: 2 });
  sheet.paragraph(status === "uznana_z_mocy_prawa" ? "Uznana z mocy prawa (art. 7a ust. 2 ustawy o prawach konsumenta)" : `Decyzję podjął: Sklep ${shop.name}`, 9);
  if (status === "odrzucona") {
    heading(sheet, "Pouczenie");
    sheet.paragraph(REJECTION_LEGAL_NOTE, 9);
  }
  return closePdf(pdf, title);
}
