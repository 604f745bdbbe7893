import { describe, expect, it } from "vitest";
import { buildFa3Xml, fa3Amount, xmlText } from "~/lib/fa3-xml";
import type { InvoiceDocument } from "~/lib/invoice";
import { fa3SchemaErrors } from "../../scripts/ksef-schema";
import { companyInvoice, position, reversalOf, totalsOf } from "../support/invoice-documents";

// Every generated FA(3) document is checked against the Ministry's schema (tests/fixtures/ksef/), and what it says
// is read back from the XML.

const issuedAt = new Date("2026-11-28T10:15:30.123Z");
const ORIGINAL_KSEF_NUMBER = "5260001246-20261128-0100001AF629-5B";

function xmlOf(document: InvoiceDocument, correctedKsefNumber: string | null = null) {
  return buildFa3Xml(document, { issuedAt, correctedKsefNumber });
}

const all = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, "g"))].map((m) => m[1]);

const several = [position("Plisa PL-01, 60 × 120 cm", 24_900, 2), position("Plisa PL-02, 45,5 × 80 cm", 18_333, 1), position("Moskitiera drzwiowa", 39_999, 3)];
const discounted = [position("Plisa PL-01 (rabat 10%)", 22_410, 2), position("Plisa PL-03 (rabat 10%)", 13_499, 1)];
const withDelivery = [...several.slice(0, 1), position("Dostawa: Kurier DPD", 5_000, 1, "usł."), position("Opłata za płatność gotówką", 1_000, 1, "usł.")];

const cases: [string, InvoiceDocument, string | null][] = [
  ["one line, paid by transfer", companyInvoice(), null],
  ["several lines", companyInvoice({ positions: several, totals: totalsOf(several) }), null],
  ["the promo discount applied to the lines", companyInvoice({ positions: discounted, totals: totalsOf(discounted) }), null],
  [
    "delivery and the cash fee as positions, cash on delivery, unpaid",
    companyInvoice({ positions: withDelivery, totals: totalsOf(withDelivery), paymentMethod: "Za pobraniem", paid: false }),
    null,
  ],
  ["sold the day before it was issued", companyInvoice({ saleDate: "2026-11-27" }), null],
  [
    "names with & < > \" '",
    companyInvoice({ buyer: { ...companyInvoice().buyer, name: 'Okna "Nowak" & <Syn> sp. j.' }, positions: [position("Plisa <A&B> \"duo\" 'x'", 10_000)] }),
    null,
  ],
  ["a correction of an invoice KSeF accepted", reversalOf(companyInvoice({ positions: several, totals: totalsOf(several) })), ORIGINAL_KSEF_NUMBER],
  ["a correction of an invoice outside KSeF", reversalOf(companyInvoice()), null],
  [
    "a partial correction",
    reversalOf(companyInvoice({ positions: several, totals: totalsOf(several) }), { positions: several.slice(0, 2), totals: totalsOf(several.slice(2), -1) }),
    ORIGINAL_KSEF_NUMBER,
  ],
];

describe("FA(3) XML", () => {
  it.each(cases)("%s: valid against the FA(3) schema", async (_name, document, correctedKsefNumber) => {
    expect(await fa3SchemaErrors(xmlOf(document, correctedKsefNumber))).toEqual([]);
  });

  it("the schema check refuses what is not FA(3) (the check itself can fail)", async () => {
    const xml = xmlOf(companyInvoice());
    expect(await fa3SchemaErrors(xml.replace("<P_2>", "<P_2X>").replace("</P_2>", "</P_2X>"))).not.toEqual([]);
    expect(await fa3SchemaErrors(xml.replace("<P_12>23</P_12>", "<P_12>24</P_12>"))).not.toEqual([]);
    expect(await fa3SchemaErrors(xml.replace("<NIP>1234563218</NIP>", "<NIP>12345</NIP>"))).not.toEqual([]);
  });

  it("an invoice: seller, buyer with NIP, dates, the gross method per position and totals per rate", () => {
    const document = companyInvoice({ positions: withDelivery, totals: totalsOf(withDelivery), saleDate: "2026-11-27" });
    const xml = xmlOf(document);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/">')).toBe(true);
    expect(all(xml, "NIP")).toEqual(["5260001246", "1234563218"]);
    expect(all(xml, "Nazwa")).toEqual(["Plisy Na Wymiar Jan Kowalski", "Okna Nowak sp. z o.o."]);
    expect(all(xml, "AdresL2")).toEqual(["00-950 Warszawa", "30-001 Kraków"]);
    expect(all(xml, "DataWytworzeniaFa")).toEqual(["2026-11-28T10:15:30Z"]);
    expect(all(xml, "P_1")).toEqual(["2026-11-28"]);
    expect(all(xml, "P_2")).toEqual(["FV/1/11/2026"]);
    expect(all(xml, "P_6")).toEqual(["2026-11-27"]);
    expect(all(xml, "RodzajFaktury")).toEqual(["VAT"]);
    expect(all(xml, "P_7")).toEqual(["Plisa PL-01, 60 × 120 cm", "Dostawa: Kurier DPD", "Opłata za płatność gotówką"]);
    expect(all(xml, "P_8A")).toEqual(["szt.", "usł.", "usł."]);
    expect(all(xml, "P_8B")).toEqual(["2", "1", "1"]);
    expect(all(xml, "P_9B")).toEqual(["249.00", "50.00", "10.00"]);
    expect(all(xml, "P_11A")).toEqual(["498.00", "50.00", "10.00"]);
    expect(all(xml, "P_12")).toEqual(["23", "23", "23"]);
    expect(all(xml, "P_13_1")).toEqual([fa3Amount(document.totals.net)]);
    expect(all(xml, "P_14_1")).toEqual([fa3Amount(document.totals.vat)]);
    expect(all(xml, "P_15")).toEqual(["558.00"]);
    expect(document.totals.net + document.totals.vat).toBe(55_800);
    expect(all(xml, "Wartosc")).toEqual(["ZAM-2026-000042"]);
    expect(all(xml, "StanPrzed")).toEqual([]);
    expect(all(xml, "FormaPlatnosci")).toEqual(["6"]);
    expect(all(xml, "NrRB")).toEqual(["61109010140000071219812874"]);
    expect(all(xml, "Zaplacono")).toEqual(["1"]);
  });

  it("the same document and issue time give the same bytes (a resend carries the same hash)", () => {
    expect(xmlOf(companyInvoice())).toBe(xmlOf(companyInvoice()));
  });

  it("a whole reversal: KOR with the original's KSeF number, its positions before (StanPrzed) and at zero after, negative totals", () => {
    const original = companyInvoice({ positions: several, totals: totalsOf(several) });
    const xml = xmlOf(reversalOf(original), ORIGINAL_KSEF_NUMBER);
    expect(all(xml, "RodzajFaktury")).toEqual(["KOR"]);
    expect(all(xml, "PrzyczynaKorekty")).toEqual(["Zwrot należności za zamówienie"]);
    expect(all(xml, "NrFaKorygowanej")).toEqual(["FV/1/11/2026"]);
    expect(all(xml, "DataWystFaKorygowanej")).toEqual(["2026-11-28"]);
    expect(all(xml, "NrKSeF")).toEqual(["1"]);
    expect(all(xml, "NrKSeFFaKorygowanej")).toEqual([ORIGINAL_KSEF_NUMBER]);
    expect(all(xml, "NrWierszaFa")).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(all(xml, "StanPrzed")).toEqual(["1", "1", "1"]);
    expect(all(xml, "P_8B")).toEqual(["2", "1", "3", "0", "0", "0"]);
    expect(all(xml, "P_11A")).toEqual(["498.00", "183.33", "1199.97", "0.00", "0.00", "0.00"]);
    expect(all(xml, "P_15")).toEqual(["-1881.30"]);
    expect(all(xml, "P_13_1")[0]).toMatch(/^-\d+\.\d\d$/);
  });

  it("a correction of an invoice outside KSeF says so (NrKSeFN)", () => {
    const xml = xmlOf(reversalOf(companyInvoice()));
    expect(all(xml, "NrKSeFN")).toEqual(["1"]);
    expect(all(xml, "NrKSeFFaKorygowanej")).toEqual([]);
  });

  it("escapes & < > \" ' in names and descriptions, and drops characters XML forbids", () => {
    const xml = xmlOf(companyInvoice({ buyer: { ...companyInvoice().buyer, name: 'Okna "Nowak" & <Syn>\u0007' }, positions: [position("Plisa <A&B> 'x'", 10_000)] }));
    expect(xml).toContain("<Nazwa>Okna &quot;Nowak&quot; &amp; &lt;Syn&gt;</Nazwa>");
    expect(xml).toContain("<P_7>Plisa &lt;A&amp;B&gt; &apos;x&apos;</P_7>");
  });

  it("a private buyer's invoice is never built for KSeF", () => {
    expect(() => xmlOf(companyInvoice({ buyer: { ...companyInvoice().buyer, nip: null } }))).toThrow(/no buyer NIP/);
  });

  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [123_456, "1234.56"],
    [-1, "-0.01"],
    [-188_130, "-1881.30"],
  ])("amount %i grosze → %s", (grosze, text) => {
    expect(fa3Amount(grosze)).toBe(text);
  });

  it.each([
    ["a & b", "a &amp; b"],
    ["<tag>", "&lt;tag&gt;"],
    ['"q"', "&quot;q&quot;"],
    ["zażółć", "zażółć"],
  ])("xmlText(%s)", (text, escaped) => {
    expect(xmlText(text)).toBe(escaped);
  });
});
