import { href } from "react-router";
import { withLatinTwins } from "./look-alike-letters";
import { countOf, type NounForms } from "./plural";

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

const SAMPLES_ACCUSATIVE: NounForms = ["próbkę", "próbki", "próbek"];

export const SAMPLE_TEXTS = {
  sent: "Dziękujemy! Zamówienie próbek zostało przyjęte.",
  next: "Próbki wyślemy bezpłatnie listem na podany adres. Potwierdzenie wysłaliśmy na Twój adres e-mail.",
  failed: "Wystąpił błąd podczas wysyłania zamówienia próbek. Spróbuj ponownie.",
  tooMany: `Możesz zamówić najwyżej ${countOf(MAX_SAMPLE_FABRICS, SAMPLES_ACCUSATIVE)} naraz.`,
  noFabric: "Wybierz co najmniej jedną tkaninę.",
  pickFabric: "Wybierz tkaninę z listy, aby ją dodać.",
} as const;

/** Said when a chosen code is no fabric of the shop's, or one it does not offer now. */
export function unavailableFabricMessage(code: string): string {
  return `Tkanina ${code} nie jest dostępna: usuń ją z listy i wybierz inną.`;
}

// Polish letters that do not decompose into a base letter and a mark.
const UNDECOMPOSED: Readonly<Record<string, string>> = { ł: "l", Ł: "l" };

/** A street's leading 'ul.', 'ulica', 'al.', 'aleja', 'aleje', 'pl.', 'plac', 'os.', 'osiedle': a word followed by a dot, a space or both. */
const STREET_PREFIX = /^(?:ulica|ul|aleje|aleja|al|plac|pl|osiedle|os)(?:\s*\.\s*|\s+)/;
/** Words that stand before a flat's number: 'm. 1', 'lok. 1', 'lokal 1', 'mieszk. 1'. */
const FLAT_WORDS: ReadonlySet<string> = new Set(["m", "lok", "lokal", "mieszk", "mieszkanie"]);
const isNumber = (token: string) => /^\d/.test(token);

/**
 * One building however its address was typed, for the limit per address, which is a limit per building:
 * the flats of a house share it, as one letterbox could otherwise ask again and again by naming another flat.
 * The street's text is read as the eye reads it: compatibility forms folded (NFKC: full-width 'Ｋｌｏｎｏｗａ ５２９'),
 * Cyrillic and Greek look-alike letters as their Latin twins, Polish diacritics and letter case ignored,
 * invisible characters dropped, and a leading 'ul.', 'al.', 'pl.' or 'os.' (or the whole word) left out.
 * Then the building is the street's name (words and numbers run together, without spaces or punctuation)
 * and the number after it without leading zeros, with a letter that follows it ('529a'); what comes after
 * that is the flat ('529/1', '529 m. 1', '529 lok. 1') and is not counted. Digits apart stay apart:
 * '52 9' and '5/29' are number 52 and number 5, not 529. 'ul.Klonowa 0529 m. 1', '00-950' and
 * 'KLONOWA 529', '00950' are one building. Then the postal code's digits. The name runs into the number
 * (it ends in a letter, the number starts with a digit, so nothing is lost): a street and number typed
 * plainly keep the key of the rule before this one, and requests stored under it still count.
 */
export function postalAddressKey(street: string, postalCode: string): string {
  const plain = withLatinTwins(
    street
      .replace(/[łŁ]/g, (letter) => UNDECOMPOSED[letter]!)
      // NFKD is NFKC's folding with the marks split off the letters, so that they can be dropped with the invisible characters.
      .normalize("NFKD")
      .replace(/[\p{M}\p{Cf}]/gu, ""),
  )
    .toLowerCase()
    .trim()
    .replace(STREET_PREFIX, "");
  const tokens = (plain.match(/\p{L}+|\d+/gu) ?? []).map((token) => (isNumber(token) ? token.replace(/^0+(?=\d)/, "") : token));
  // The building's number follows a word of the street's name ('3 Maja 5' is number 5); an address of a number alone has it first.
  const afterName = tokens.findIndex((token, i) => isNumber(token) && i > 0 && !isNumber(tokens[i - 1]!) && !FLAT_WORDS.has(tokens[i - 1]!));
  const at = afterName >= 0 ? afterName : tokens.findIndex(isNumber);
  // 'nr' before the number says nothing: 'Klonowa nr 5' is 'Klonowa 5'.
  const name = at < 0 ? tokens : tokens.slice(0, tokens[at - 1] === "nr" ? at - 1 : at);
  const next = tokens[at + 1] ?? "";
  const letter = next.length === 1 && !isNumber(next) && !FLAT_WORDS.has(next) ? next : "";
  const number = at < 0 ? "" : `${tokens[at]}${letter}`;
  return `${name.join("")}${number}|${postalCode.replace(/\D/g, "")}`;
}

/**
 * What the form's action answers: sent; or not sent, with the fabrics now chosen and what was typed, to
 * show again, and why (no `message` when the visitor only added or removed a fabric).
 */
export type SampleFormResult = { ok: true } | { ok: false; message: string | null; errors: Readonly<Record<string, string>>; values: Record<string, string>; fabrics: string[] };
