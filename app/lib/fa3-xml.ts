import type { InvoiceDocument, InvoicePosition } from "~/lib/invoice";

// An issued invoice as FA(3) XML, the Ministry of Finance's structured invoice that KSeF takes (schema
// tests/fixtures/ksef/schemat_FA(3)_v1-0E.xsd; every generated document is validated against it in the tests).
// Prices include VAT, so the positions carry the gross method's fields (art. 106e ust. 7–8: P_9B unit gross price,
// P_11A gross value) and the totals per rate P_13_1 (net) and P_14_1 (VAT). A correction ('KOR') lists the corrected
// invoice's positions as they were (StanPrzed) and then as they are, and its totals are the difference. Pure: the
// same document and issue time always give the same bytes, so a resend carries the same hash.

export const FA3_NAMESPACE = "http://crd.gov.pl/wzor/2025/06/25/13775/";
/** What an online session declares it sends (KSeF's formCode for FA(3)). */
export const FA3_FORM_CODE = { systemCode: "FA (3)", schemaVersion: "1-0E", value: "FA" } as const;

export interface Fa3Options {
  /** When the invoice was issued: the document's creation time (DataWytworzeniaFa). */
  issuedAt: Date;
  /** A correction of an invoice KSeF accepted refers to it by its KSeF number. */
  correctedKsefNumber: string | null;
}

const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text for an element or attribute; characters XML 1.0 forbids (controls other than tab and newlines) are dropped, as KSeF refuses them. */
export function xmlText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing exactly those characters is the point
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\ufffe\uffff]/g, "").replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Grosze as the schema's amount ('-12.30'). */
export function fa3Amount(grosze: number): string {
  const sign = grosze < 0 ? "-" : "";
  const abs = Math.abs(grosze);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

function element(name: string, value: string | number): string {
  return `<${name}>${typeof value === "number" ? value : xmlText(value)}</${name}>`;
}

/** FormaPlatnosci: 1 gotówka, 6 przelew, 7 płatność mobilna; a method the schema has no code for is left out. */
const PAYMENT_FORMS: Readonly<Record<string, number>> = {
  "Przelew tradycyjny": 6,
  "Przelew na telefon": 7,
  PayU: 6,
  "Za pobraniem": 1,
  "Gotówka przy odbiorze": 1,
};

function address(party: { street: string; postalCode: string; city: string; country: string }): string {
  return `<Adres>${element("KodKraju", party.country)}${element("AdresL1", party.street)}${element("AdresL2", `${party.postalCode} ${party.city}`)}</Adres>`;
}

function positionRow(position: InvoicePosition, row: number, before: boolean): string {
  return [
    "<FaWiersz>",
    element("NrWierszaFa", row),
    element("P_7", position.description),
    element("P_8A", position.unit),
    element("P_8B", position.quantity),
    element("P_9B", fa3Amount(position.unitGross)),
    element("P_11A", fa3Amount(position.gross)),
    element("P_12", String(position.vatRate)),
    before ? element("StanPrzed", 1) : "",
    "</FaWiersz>",
  ].join("");
}

/** A whole reversal leaves nothing after it: each corrected position is shown again at zero. */
function zeroed(position: InvoicePosition): InvoicePosition {
  return { ...position, quantity: 0, net: 0, vat: 0, gross: 0 };
}

function rows(document: InvoiceDocument): string {
  if (!document.corrected) return document.positions.map((position, i) => positionRow(position, i + 1, false)).join("");
  const before = document.corrected.positions;
  const after = document.positions.length > 0 ? document.positions : before.map(zeroed);
  return [...before.map((position, i) => positionRow(position, i + 1, true)), ...after.map((position, i) => positionRow(position, before.length + i + 1, false))].join("");
}

function correction(document: InvoiceDocument, correctedKsefNumber: string | null): string {
  const corrected = document.corrected;
  if (!corrected) return element("RodzajFaktury", "VAT");
  return [
    element("RodzajFaktury", "KOR"),
    element("PrzyczynaKorekty", corrected.reason),
    // 2: the correction takes effect in the period it is issued in (a refund or a cancellation after the sale).
    element("TypKorekty", 2),
    "<DaneFaKorygowanej>",
    element("DataWystFaKorygowanej", corrected.issueDate),
    element("NrFaKorygowanej", corrected.number),
    correctedKsefNumber ? `${element("NrKSeF", 1)}${element("NrKSeFFaKorygowanej", correctedKsefNumber)}` : element("NrKSeFN", 1),
    "</DaneFaKorygowanej>",
  ].join("");
}

function payment(document: InvoiceDocument): string {
  const form = PAYMENT_FORMS[document.paymentMethod];
  const paid = document.paid ? `${element("Zaplacono", 1)}${element("DataZaplaty", document.issueDate)}` : "";
  const account =
    form === 6 ? `<RachunekBankowy>${element("NrRB", document.seller.bankAccount.replace(/^PL/, ""))}${element("NazwaBanku", document.seller.bankName)}</RachunekBankowy>` : "";
  const content = `${paid}${form ? element("FormaPlatnosci", form) : ""}${account}`;
  return content ? `<Platnosc>${content}</Platnosc>` : "";
}

/** The FA(3) XML of an issued invoice or correction, UTF-8 without a BOM, as KSeF takes it. */
export function buildFa3Xml(document: InvoiceDocument, { issuedAt, correctedKsefNumber }: Fa3Options): string {
  const { seller, buyer, totals } = document;
  if (!buyer.nip) throw new Error(`invoice ${document.number} has no buyer NIP: a private buyer's invoice stays outside KSeF`);
  const perRate = totals.perRate.map((rate) => `${element("P_13_1", fa3Amount(rate.net))}${element("P_14_1", fa3Amount(rate.vat))}`).join("");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Faktura xmlns="${FA3_NAMESPACE}">`,
    "<Naglowek>",
    `<KodFormularza kodSystemowy="${FA3_FORM_CODE.systemCode}" wersjaSchemy="${FA3_FORM_CODE.schemaVersion}">${FA3_FORM_CODE.value}</KodFormularza>`,
    element("WariantFormularza", 3),
    element("DataWytworzeniaFa", `${issuedAt.toISOString().slice(0, 19)}Z`),
    element("SystemInfo", "Plisy Na Wymiar – sklep"),
    "</Naglowek>",
    "<Podmiot1>",
    `<DaneIdentyfikacyjne>${element("NIP", seller.nip)}${element("Nazwa", seller.name)}</DaneIdentyfikacyjne>`,
    address(seller),
    "</Podmiot1>",
    "<Podmiot2>",
    `<DaneIdentyfikacyjne>${element("NIP", buyer.nip)}${element("Nazwa", buyer.name)}</DaneIdentyfikacyjne>`,
    address(buyer),
    // The buyer is not a local government unit (JST) nor a member of a VAT group (GV): 2 = no.
    element("JST", 2),
    element("GV", 2),
    "</Podmiot2>",
    "<Fa>",
    element("KodWaluty", "PLN"),
    element("P_1", document.issueDate),
    element("P_2", document.number),
    !document.corrected && document.saleDate !== document.issueDate ? element("P_6", document.saleDate) : "",
    perRate,
    element("P_15", fa3Amount(totals.gross)),
    // No cash accounting (P_16), no self-billing (P_17), no reverse charge (P_18), no split payment (P_18A), no
    // exemption, no new means of transport, no triangular procedure (P_23), no margin scheme: 2 or the N flags.
    "<Adnotacje>",
    element("P_16", 2),
    element("P_17", 2),
    element("P_18", 2),
    element("P_18A", 2),
    `<Zwolnienie>${element("P_19N", 1)}</Zwolnienie>`,
    `<NoweSrodkiTransportu>${element("P_22N", 1)}</NoweSrodkiTransportu>`,
    element("P_23", 2),
    `<PMarzy>${element("P_PMarzyN", 1)}</PMarzy>`,
    "</Adnotacje>",
    correction(document, correctedKsefNumber),
    `<DodatkowyOpis>${element("Klucz", "Numer zamówienia")}${element("Wartosc", document.orderNumber)}</DodatkowyOpis>`,
    rows(document),
    payment(document),
    "</Fa>",
    "</Faktura>",
  ].join("");
}
