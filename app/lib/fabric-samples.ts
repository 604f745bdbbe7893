import { href } from "react-router";

// Free fabric samples: the request form's rules and texts, shared by the page, its action and the back-office.
// Apart from the zod schema (app/lib/schemas/fabric-sample.ts), so the form page loads no zod.

/** Fabrics one request may ask for. */
export const MAX_SAMPLE_FABRICS = 5;

/** Where the owner stands with a request; the drizzle schema's column takes its values from here. */
export const SAMPLE_STATUSES = ["do_wyslania", "wyslane"] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];
export const SAMPLE_STATUS_LABELS: Readonly<Record<SampleStatus, string>> = { do_wyslania: "do wysłania", wyslane: "wysłane" };

/** A fabric as the request keeps it: its name and colour at the time of the request, whatever the catalogue does later. */
export interface SampleFabric {
  code: string;
  name: string;
  colour: string;
}

export const ADMIN_SAMPLES_PATH = href("/admin-samples");

/** The chosen codes of a form or a URL: trimmed, upper-case, each once, in the order given, empty ones dropped. */
export function chosenSampleCodes(values: readonly string[]): string[] {
  return [...new Set(values.map((code) => code.trim().toUpperCase()).filter(Boolean))];
}

/** The button values of the form's second and third actions: taking a fabric off the list, adding the picked one. */
export const SAMPLE_INTENTS = { send: "send", add: "add", remove: "remove" } as const;

/** The select that picks a fabric to add. */
export const ADD_FABRIC_FIELD = "addFabric";

export const SAMPLE_TEXTS = {
  sent: "Dziękujemy! Zamówienie próbek zostało przyjęte.",
  next: "Próbki wyślemy bezpłatnie listem na podany adres. Potwierdzenie wysłaliśmy na Twój adres e-mail.",
  failed: "Wystąpił błąd podczas wysyłania zamówienia próbek. Spróbuj ponownie.",
  tooMany: `Możesz zamówić najwyżej ${MAX_SAMPLE_FABRICS} próbek naraz.`,
  noFabric: "Wybierz co najmniej jedną tkaninę.",
  pickFabric: "Wybierz tkaninę z listy, aby ją dodać.",
} as const;

/** Said when a chosen code is no fabric of the shop's, or one it does not offer now. */
export function unavailableFabricMessage(code: string): string {
  return `Tkanina ${code} nie jest dostępna: usuń ją z listy i wybierz inną.`;
}

// Polish letters that do not decompose into a base letter and a mark.
const UNDECOMPOSED: Readonly<Record<string, string>> = { ł: "l", Ł: "l" };

/**
 * One postal address however it was typed: letter case, spaces, punctuation, diacritics and a leading
 * 'ul.' ignored ("ul. Łąkowa 5/2", "00-950" and "LAKOWA 5 / 2", "00950" are one address), street with
 * number, then the postal code's digits. The limit per address counts requests by this key.
 */
export function postalAddressKey(street: string, postalCode: string): string {
  const plain = street
    .trim()
    .replace(/^(ulica|ul\.?)\s+/i, "")
    .replace(/[łŁ]/g, (letter) => UNDECOMPOSED[letter]!)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  return `${plain}|${postalCode.replace(/\D/g, "")}`;
}

/**
 * What the form's action answers: sent; or not sent, with the fabrics now chosen and what was typed, to
 * show again, and why (no `message` when the visitor only added or removed a fabric).
 */
export type SampleFormResult = { ok: true } | { ok: false; message: string | null; errors: Readonly<Record<string, string>>; values: Record<string, string>; fabrics: string[] };
