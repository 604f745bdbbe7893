import type { FormRefusal } from "~/lib/forms";

// Shared by the enquiry forms and their server action; apart from the zod schemas so the browser loads no zod for them.

/** The kinds of enquiry; the drizzle schema's column takes its values from here. */
export const ENQUIRY_KINDS = ["contact", "specialist_pleat", "furniture", "complaint"] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** Where the owner's handling of an enquiry stands; the drizzle schema's column takes its values from here. */
export const ENQUIRY_STATUSES = ["nowe", "w_toku", "zamkniete"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Readonly<Record<EnquiryStatus, string>> = { nowe: "Nowe", w_toku: "W toku", zamkniete: "Zamknięte" };

/** The subject of a furniture enquiry whose sender left it empty. */
export const FURNITURE_DEFAULT_SUBJECT = "Zapytanie o meble";

/** The spec's five complaint reasons, by the value the form posts. */
export const complaintReasons = {
  uszkodzony_produkt: "Uszkodzony produkt",
  niezgodnosc_z_zamowieniem: "Niezgodność z zamówieniem",
  wada_produkcyjna: "Wada produkcyjna",
  problemy_z_montazem: "Problemy z montażem",
  inne: "Inne",
} as const;
export type ComplaintReason = keyof typeof complaintReasons;

/** The hidden field only a bot fills in; its name is one a form-filling bot expects to find. */
export const HONEYPOT_FIELD = "website";

const contactTexts = {
  sent: "Wiadomość została wysłana pomyślnie!",
  failed: "Wystąpił błąd podczas wysyłania wiadomości. Spróbuj ponownie.",
  next: "Odpowiemy na adres e-mail podany w formularzu.",
};

/**
 * The spec's outcome texts for each kind of enquiry; the specialist-pleats form is the contact form
 * with a model. Here, not in the form, because the action words a failure itself.
 */
export const ENQUIRY_TEXTS: Record<EnquiryKind, { sent: string; failed: string; next: string }> = {
  contact: contactTexts,
  specialist_pleat: contactTexts,
  furniture: {
    sent: "Zapytanie zostało wysłane pomyślnie!",
    failed: "Wystąpił błąd podczas wysyłania zapytania",
    next: "Odpowiemy na adres e-mail podany w formularzu.",
  },
  complaint: {
    sent: "Reklamacja została wysłana pomyślnie!",
    failed: "Wystąpił błąd podczas wysyłania reklamacji. Spróbuj ponownie.",
    next: "Jeśli podany adres e-mail jest adresem zamówienia lub Twojego konta, wyślemy na niego potwierdzenie zgłoszenia.",
  },
};

/** What an enquiry form's action answers: sent, or the forms' one refusal with what the visitor typed, to show it again. */
export type EnquiryFormResult = { ok: true } | (FormRefusal & { values: Record<string, string> });
