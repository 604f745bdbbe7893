// What the audit log records, and how the back-office names it.

import { href } from "react-router";

/** Where the back-office lists it. */
export const ADMIN_AUDIT_PATH = href("/admin-audit");

export const AUDIT_ACTION_LABELS = {
  admin_gate_failed: "Nieudana próba wejścia do panelu",
  admin_gate_passed: "Wejście do panelu",
  admin_gate_locked: "Blokada wejścia do panelu",
  admin_totp_enrolled: "Skonfigurowano aplikację uwierzytelniającą",
  admin_granted: "Nadano uprawnienia administratora",
  admin_revoked: "Odebrano uprawnienia administratora",
  account_verified: "Zweryfikowano konto",
  account_unverified: "Cofnięto weryfikację konta",
  account_deleted: "Klient usunął swoje konto",
  order_accepted: "Zaakceptowano zamówienie",
  order_rejected: "Odrzucono zamówienie",
  order_status_changed: "Zmieniono status zamówienia",
  payment_status_changed: "Zmieniono status płatności",
  order_shipped: "Wysłano zamówienie (numer przesyłki)",
  tracking_corrected: "Poprawiono numer przesyłki",
  payment_refunded: "Zwrócono płatność online",
  order_deleted: "Usunięto zamówienie",
  order_note_added: "Dodano notatkę do zamówienia",
  invoice_issued: "Wystawiono fakturę ręcznie",
  production_started: "Rozpoczęto produkcję zamówienia",
  production_line_done: "Oznaczono pozycję zamówienia jako wykonaną",
  production_line_undone: "Cofnięto wykonanie pozycji zamówienia",
  orders_exported: "Zlecono eksport zamówień do CSV",
  product_created: "Dodano produkt",
  product_updated: "Zmieniono produkt",
  prices_bulk_changed: "Zmieniono ceny kolekcji",
  catalogue_imported: "Zaimportowano katalog z CSV",
  image_uploaded: "Przesłano zdjęcie",
  promo_code_created: "Dodano kod rabatowy",
  promo_code_updated: "Zmieniono kod rabatowy",
  enquiry_status_changed: "Zmieniono status zgłoszenia",
  enquiry_answered: "Odpowiedziano na zgłoszenie",
  complaint_answered: "Odpowiedziano w reklamacji",
  complaint_consumer_changed: "Zmieniono rodzaj nabywcy w reklamacji",
  complaint_decided: "Rozpatrzono reklamację",
  complaint_remedy_carried_out: "Wykonano uznaną z mocy prawa reklamację",
  complaint_deemed_accepted: "Reklamacja uznana z mocy prawa (minął termin odpowiedzi)",
  sample_status_changed: "Zmieniono status zamówienia próbek",
  sender_data_erased: "Usunięto zgłoszenia i zamówienia próbek nadawcy na jego żądanie",
  settings_changed: "Zmieniono ustawienia sklepu",
  dead_letter_replayed: "Wysłano ponownie nieudane zdarzenie",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** What was wrong in a refused gate attempt: kept for the administrators, never told to the one trying. */
export const GATE_FAILURE_LABELS = {
  code: "błędny kod dostępu",
  totp: "błędny kod z aplikacji",
  code_and_totp: "błędny kod dostępu i kod z aplikacji",
  totp_reused: "kod z aplikacji użyty już wcześniej",
  password: "błędne hasło przy konfiguracji aplikacji",
} as const;
export type GateFailureReason = keyof typeof GATE_FAILURE_LABELS;

export type AuditDetails = Record<string, string | number | null>;

/** One row of the log as the back-office lists it; the server fills it from audit_log. */
export interface AuditEntry {
  id: number;
  createdAt: Date;
  userId: string;
  userEmail: string;
  action: string;
  target: string | null;
  details: AuditDetails | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/** An entry's action in Polish; one the shop no longer writes keeps its code. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
}
