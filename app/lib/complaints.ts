import { href } from "react-router";
import { formatDate, isoDate } from "./dates";
import { addCalendarDays, type IsoDay } from "./polish-holidays";

// Complaints (reklamacje) as cases tied to an order (issue 47). Pure rules shared by the pages and the server: the
// states, the remedies, the law's deadline in the Warsaw calendar and the addresses of a case's pages and files.

export { complaintReasons, type ComplaintReason } from "./enquiry-form";

/**
 * Where a case stands. 'otwarta': waiting for the shop's answer; 'uznana' / 'odrzucona': the shop decided;
 * 'uznana_z_mocy_prawa': a consumer's complaint left unanswered past its deadline counts as accepted
 * (art. 7a ust. 2 of the Consumer Rights Act).
 */
export const COMPLAINT_STATUSES = ["otwarta", "uznana", "odrzucona", "uznana_z_mocy_prawa"] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_STATUS_LABELS: Readonly<Record<ComplaintStatus, string>> = {
  otwarta: "W rozpatrzeniu",
  uznana: "Uznana",
  odrzucona: "Odrzucona",
  uznana_z_mocy_prawa: "Uznana z mocy prawa",
};

/** What an accepted complaint gives the customer (art. 43d of the Consumer Rights Act: repair, replacement, price reduction, refund). */
export const COMPLAINT_REMEDIES = ["ponowne_wykonanie", "naprawa", "obnizenie_ceny", "zwrot"] as const;
export type ComplaintRemedy = (typeof COMPLAINT_REMEDIES)[number];

export const COMPLAINT_REMEDY_LABELS: Readonly<Record<ComplaintRemedy, string>> = {
  ponowne_wykonanie: "Ponowne wykonanie",
  naprawa: "Naprawa",
  obnizenie_ceny: "Obniżenie ceny",
  zwrot: "Zwrot pieniędzy",
};

/** Who wrote a message of a case's conversation. */
export const COMPLAINT_AUTHORS = ["klient", "sklep"] as const;
export type ComplaintAuthor = (typeof COMPLAINT_AUTHORS)[number];

/** Photos a customer may attach to a complaint (and to each later message). */
export const COMPLAINT_MAX_PHOTOS = 5;
/** The longest description or message a case keeps. */
export const COMPLAINT_TEXT_MAX = 5000;

/** The days a consumer's complaint must be answered in (art. 7a ust. 1 of the Consumer Rights Act), counted in calendar days. */
export const COMPLAINT_ANSWER_DAYS = 14;
/** How many days before the deadline every administrator is reminded: once for each. */
export const COMPLAINT_REMINDER_DAYS = [3, 1] as const;
export type ComplaintReminderDays = (typeof COMPLAINT_REMINDER_DAYS)[number];

/**
 * The last Warsaw day the shop may answer a complaint received at `receivedAt`: the day of receipt is not counted
 * (art. 111 § 2 of the Civil Code), so the 14th calendar day after it. Null for a company buyer, whom the
 * consumer law's deadline does not bind.
 */
export function complaintDueOn(receivedAt: Date, consumer: boolean): IsoDay | null {
  return consumer ? addCalendarDays(isoDate(receivedAt), COMPLAINT_ANSWER_DAYS) : null;
}

/** Whole Warsaw days from `now`'s day to `dueOn`: 0 on the last day, negative once it has passed. */
export function daysLeft(dueOn: IsoDay, now: Date): number {
  return Math.round((Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${isoDate(now)}T00:00:00Z`)) / 86_400_000);
}

/** Whether an open case's deadline passed unanswered at `now`: its last day is over in Warsaw. */
export function isPastDeadline(dueOn: IsoDay | null, now: Date): boolean {
  return dueOn !== null && daysLeft(dueOn, now) < 0;
}

/** The reminder due for an open case at `now`, if any: the nearest of COMPLAINT_REMINDER_DAYS reached and not yet sent. */
export function reminderDue(dueOn: IsoDay | null, now: Date, sent: readonly ComplaintReminderDays[]): ComplaintReminderDays | null {
  if (dueOn === null) return null;
  const left = daysLeft(dueOn, now);
  if (left < 0) return null;
  const reached = COMPLAINT_REMINDER_DAYS.filter((days) => left <= days);
  const nearest = reached.at(-1);
  // Reaching the 1-day mark without the 3-day one sent (a case filed late, the cron down) sends the nearer only.
  return nearest !== undefined && !sent.includes(nearest) ? nearest : null;
}

/** 'Zostało 3 dni', 'Ostatni dzień', 'Termin minął 2 dni temu': the countdown a case shows the owner. */
export function daysLeftText(left: number): string {
  if (left === 0) return "Ostatni dzień na odpowiedź";
  if (left === 1) return "Został 1 dzień";
  if (left > 1) return `Zostało ${left} dni`;
  return left === -1 ? "Termin minął wczoraj" : `Termin minął ${-left} dni temu`;
}

/** A case's reference as the customer and the owner see it. */
export function complaintReference(id: number): string {
  return `REK-${String(id).padStart(6, "0")}`;
}

export const ADMIN_COMPLAINTS_PATH = href("/admin-reklamacje");
export const adminComplaintPath = (id: number) => href("/admin-reklamacje/:complaintId", { complaintId: String(id) });
export const adminComplaintPhotoPath = (id: number, photoId: number) =>
  href("/admin-reklamacje/:complaintId/zdjecia/:photoId", { complaintId: String(id), photoId: String(photoId) });
export const adminComplaintDecisionPath = (id: number) => href("/admin-reklamacje/:complaintId/decyzja.pdf", { complaintId: String(id) });

/** The customer's pages of a case live under its order's page, behind the order page's own access check. */
export const orderComplaintsPath = (orderNumber: string) => href("/order-details/:orderNumber/reklamacje", { orderNumber });
export const orderComplaintPath = (orderNumber: string, id: number) => href("/order-details/:orderNumber/reklamacje/:complaintId", { orderNumber, complaintId: String(id) });
export const orderComplaintPhotoPath = (orderNumber: string, id: number, photoId: number) =>
  href("/order-details/:orderNumber/reklamacje/:complaintId/zdjecia/:photoId", { orderNumber, complaintId: String(id), photoId: String(photoId) });
export const orderComplaintDecisionPath = (orderNumber: string, id: number) =>
  href("/order-details/:orderNumber/reklamacje/:complaintId/decyzja.pdf", { orderNumber, complaintId: String(id) });

/** R2 keys (the private EXPORTS bucket): a case's photos and its decision's PDF, never served but through the routes above. */
export const complaintPhotoKey = (id: string, extension: string) => `complaints/photos/${id}.${extension}`;
export const complaintDecisionKey = (complaintId: number) => `complaints/${complaintId}/decision.pdf`;

/** A photo as a page shows it: where it is served (to the customer or the owner) and its size. */
export interface ComplaintPhotoView {
  id: number;
  url: string;
  width: number;
  height: number;
}

/** One message of a case's conversation, as both sides' pages show it (the filing itself first). */
export interface ComplaintMessageView {
  id: string;
  author: ComplaintAuthor;
  /** 'Klient', or the shop's name; the owner's page also says which administrator wrote. */
  authorLabel: string;
  body: string;
  /** ISO timestamp. */
  at: string;
  photos: ComplaintPhotoView[];
}

/** '14 marca 2026' for the Warsaw day '2026-03-14' (a due date), as e-mails, the decision's PDF and the pages print it. */
export function complaintDayText(day: IsoDay): string {
  // Noon UTC is the same calendar day in Warsaw (UTC+1 or +2).
  return formatDate(new Date(`${day}T12:00:00Z`));
}

/** What a consumer told of a rejection may still do: the law's remedies do not end with the seller's answer. */
export const REJECTION_LEGAL_NOTE =
  "Nieuwzględnienie reklamacji nie pozbawia Pani/Pana uprawnień wynikających z przepisów prawa. Konsument może dochodzić swoich roszczeń dalej, w szczególności skorzystać z bezpłatnej pomocy miejskiego lub powiatowego rzecznika konsumentów, zwrócić się do wojewódzkiego inspektora Inspekcji Handlowej o mediację albo wystąpić na drogę sądową.";

/** Why a case accepted by law was accepted: the justification the deadline's cron writes for it. */
export const DEEMED_ACCEPTED_JUSTIFICATION = "Reklamacja uznana z mocy prawa: sklep nie odpowiedział w ustawowym terminie 14 dni (art. 7a ust. 2 ustawy o prawach konsumenta).";
