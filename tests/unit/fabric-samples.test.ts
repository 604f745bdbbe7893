import { describe, expect, it } from "vitest";
import { samplesHref } from "~/lib/catalogue-paths";
import { chosenSampleCodes, MAX_SAMPLE_FABRICS, postalAddressKey, SAMPLE_TEXTS } from "~/lib/fabric-samples";
import { parseForm, REQUIRED_FIELDS_MESSAGE } from "~/lib/forms";
import { SAMPLE_REQUEST_WINDOW_DAYS, SAMPLE_REQUESTS_PER_RECIPIENT, sampleRequestsLimitedMessage } from "~/lib/limits";
import { PRIVACY_CONSENT_MESSAGE, sampleRequestSchema } from "~/lib/schemas/fabric-sample";
import { INVALID_EMAIL_MESSAGE } from "~/lib/schemas/enquiry";

const valid = {
  fabrics: ["PL-101", "PL-102"],
  name: "Anna Kowalska",
  street: "ul. Łąkowa 5/2",
  postalCode: "00-950",
  city: "Warszawa",
  email: "Anna.Kowalska@Example.PL ",
  consent: "on",
};

describe("the samples request schema", () => {
  it("takes a complete request, the e-mail lower-case and trimmed", () => {
    const parsed = parseForm(valid, sampleRequestSchema);
    expect(parsed).toEqual({ ok: true, data: { ...valid, email: "anna.kowalska@example.pl" } });
  });

  it.each([
    ["name", "", REQUIRED_FIELDS_MESSAGE],
    ["name", "   ", REQUIRED_FIELDS_MESSAGE],
    ["name", "x".repeat(121), "Maksymalnie 120 znaków."],
    ["street", "", REQUIRED_FIELDS_MESSAGE],
    ["postalCode", "", REQUIRED_FIELDS_MESSAGE],
    ["postalCode", "00950", "Kod pocztowy w formacie 00-000."],
    ["postalCode", "00-95a", "Kod pocztowy w formacie 00-000."],
    ["city", "", REQUIRED_FIELDS_MESSAGE],
    ["email", "", REQUIRED_FIELDS_MESSAGE],
    ["email", "anna@", INVALID_EMAIL_MESSAGE],
    ["consent", "", PRIVACY_CONSENT_MESSAGE],
    ["consent", "yes", PRIVACY_CONSENT_MESSAGE],
  ])("refuses %s = %j with its Polish message", (name, value, message) => {
    const parsed = parseForm({ ...valid, [name]: value }, sampleRequestSchema);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fieldErrors[name]).toBe(message);
  });

  it.each([
    ["name", REQUIRED_FIELDS_MESSAGE],
    ["street", REQUIRED_FIELDS_MESSAGE],
    ["postalCode", REQUIRED_FIELDS_MESSAGE],
    ["city", REQUIRED_FIELDS_MESSAGE],
    ["email", REQUIRED_FIELDS_MESSAGE],
    ["consent", PRIVACY_CONSENT_MESSAGE],
    ["fabrics", SAMPLE_TEXTS.noFabric],
  ])("refuses a request without %s at all: %s", (name, message) => {
    const { [name as keyof typeof valid]: _left, ...rest } = valid;
    expect(parseForm(rest, sampleRequestSchema)).toMatchObject({ ok: false, fieldErrors: { [name]: message } });
  });

  it("wants one to five different fabrics", () => {
    const fabrics = (codes: string[]) => parseForm({ ...valid, fabrics: codes }, sampleRequestSchema);
    expect(fabrics([])).toMatchObject({ ok: false, fieldErrors: { fabrics: SAMPLE_TEXTS.noFabric } });
    expect(fabrics(["", " "])).toMatchObject({ ok: false, fieldErrors: { fabrics: SAMPLE_TEXTS.noFabric } });
    const five = ["PL-101", "PL-102", "PL-103", "PL-104", "PL-105"];
    expect(fabrics(five)).toMatchObject({ ok: true, data: { fabrics: five } });
    expect(fabrics([...five, "PL-106"])).toMatchObject({ ok: false, fieldErrors: { fabrics: SAMPLE_TEXTS.tooMany } });
    // The same fabric twice is one sample, so five plus a repeat is still five.
    expect(fabrics([...five, "pl-101 "])).toMatchObject({ ok: true, data: { fabrics: five } });
    expect(fabrics(["x".repeat(41)])).toMatchObject({ ok: false });
    expect(SAMPLE_TEXTS.tooMany).toBe(`Możesz zamówić najwyżej ${MAX_SAMPLE_FABRICS} próbek naraz.`);
  });
});

describe("chosenSampleCodes and samplesHref", () => {
  it("keeps each code once, upper-case, in order", () => {
    expect(chosenSampleCodes([" pl-102", "PL-101", "", "pl-102"])).toEqual(["PL-102", "PL-101"]);
  });

  it("links the form with its fabrics", () => {
    expect(samplesHref(["PL-101"])).toBe("/probki-tkanin?tkanina=PL-101");
    expect(samplesHref(["PL-101", "PL-102"])).toBe("/probki-tkanin?tkanina=PL-101&tkanina=PL-102");
    expect(samplesHref([])).toBe("/probki-tkanin");
  });
});

describe("postalAddressKey", () => {
  it.each([
    ["ul. Łąkowa 5/2", "00-950", "LAKOWA 5 / 2", "00950"],
    ["Łąkowa 5/2", "00-950", "ulica łąkowa 5-2", "00-950"],
    ["Źródlana 1", "31-100", "  zrodlana   1 ", "31-100"],
    ["Aleja Róż 10", "00-001", "aleja roz 10", "00-001"],
  ])("%s, %s is the same address as %s, %s", (streetA, codeA, streetB, codeB) => {
    expect(postalAddressKey(streetA, codeA)).toBe(postalAddressKey(streetB, codeB));
  });

  // Issue 42: each spelling that passed the limit as another address, and the ones like it. The flat
  // does not count: the limit is per building.
  it.each([
    "ul.Klonowa 529",
    "ul. Klonowa 529",
    "ul Klonowa 529",
    "ul .Klonowa 529",
    "UL.KLONOWA 529",
    "ulica Klonowa 529",
    "al. Klonowa 529",
    "al.Klonowa 529",
    "aleja Klonowa 529",
    "Aleje Klonowa 529",
    "pl. Klonowa 529",
    "plac Klonowa 529",
    "os. Klonowa 529",
    "osiedle Klonowa 529",
    "Klonowa 0529",
    "Klonowa 00529",
    "Klonowa nr 529",
    "Klonowa 529 m. 1",
    "Klonowa 529/1",
    "Klonowa 529 / 12",
    "Klonowa 529 m 1",
    "Klonowa 529 m.1",
    "Klonowa 529m1",
    "Klonowa 529 lok. 1",
    "Klonowa 529 lokal 1",
    "Klonowa 529 mieszk. 3",
    "Klonowa 529, Warszawa",
    "ul.Klonowa 0529 m. 1",
    "  Klonowa   529  ",
    "Klonowa\u00a0529",
    "Klonowa-529",
    // Full-width digits and letters (NFKC).
    "Klonowa ５２９",
    "Ｋｌｏｎｏｗａ ５２９",
    "ｕｌ．Ｋｌｏｎｏｗａ 529",
    // Cyrillic and Greek look-alikes in place of the Latin letters, small and capital.
    "\u041al\u043en\u043ew\u0430 529",
    "\u041aL\u041eN\u041eW\u0410 529",
    "KLO\u039dOWA 529",
    "Kl\u043en\u043ewa 529",
    "\u039al\u03bfn\u03bfw\u03b1 529",
    // Invisible characters and combining marks typed into the name or the number.
    "Klo\u00adnowa 529",
    "Klonowa 5\u200b29",
    "Klonowa\u0301 529",
  ])("%j is the building Klonowa 529", (street) => {
    expect(postalAddressKey(street, "00-950")).toBe(postalAddressKey("Klonowa 529", "00-950"));
  });

  it.each([
    ["Łąkowa 5", "00-950", "Łąkowa 6", "00-950"],
    ["Łąkowa 5", "00-950", "Łąkowa 5", "00-951"],
    ["Ulanowska 5", "00-950", "Anowska 5", "00-950"],
    // The number's digits as they stand: '52 9' is number 52 (flat 9), '5/29' number 5 (flat 29).
    ["Klonowa 529", "00-950", "Klonowa 52 9", "00-950"],
    ["Klonowa 529", "00-950", "Klonowa 5/29", "00-950"],
    ["Klonowa 529", "00-950", "Klonowa 52", "00-950"],
    ["Klonowa 529", "00-950", "Klonowa 5290", "00-950"],
    ["Klonowa 50", "00-950", "Klonowa 5", "00-950"],
    ["Klonowa 529", "00-950", "Klonowa 529a", "00-950"],
    ["Klonowa 529a", "00-950", "Klonowa 529b m. 2", "00-950"],
    ["Klonowa 529", "00-950", "Klonowska 529", "00-950"],
    ["Klonowa 529", "00-950", "Klonowa 529", "00-951"],
    // A street whose name starts like a prefix keeps it: only a prefix followed by a dot or a space is one.
    ["Platerowska 5", "00-950", "Aterowska 5", "00-950"],
    ["Osowa 5", "00-950", "Owa 5", "00-950"],
    ["Aleksandrowska 5", "00-950", "Eksandrowska 5", "00-950"],
    // A number in the street's name is not the building's.
    ["3 Maja 5", "00-950", "3 Maja 3", "00-950"],
    ["3 Maja 5", "00-950", "Maja 35", "00-950"],
    ["11 Listopada 2", "00-950", "1 Listopada 2", "00-950"],
  ])("%s, %s is another address than %s, %s", (streetA, codeA, streetB, codeB) => {
    expect(postalAddressKey(streetA, codeA)).not.toBe(postalAddressKey(streetB, codeB));
  });

  it.each([
    ["3 Maja 5/2", "3 maja 5 m. 7"],
    ["ul. 11 Listopada 03", "11 Listopada 3"],
    ["Jana Pawła II 5a/1", "jana pawla ii 5 A"],
    ["Klonowo 15", "klonowo 15 m 2"],
  ])("%s is the same building as %s", (streetA, streetB) => {
    expect(postalAddressKey(streetA, "00-950")).toBe(postalAddressKey(streetB, "00-950"));
  });

  // Requests stored before issue 42 keep counting where the key did not change.
  it.each([
    ["ul. Klonowa 529", "00-950", "klonowa529|00950"],
    ["Łąkowa 12", "31-100", "lakowa12|31100"],
    ["ulica Źródlana 7a", "00-001", "zrodlana7a|00001"],
  ])("keeps the earlier key of %s, %s typed plainly", (street, postalCode, key) => {
    expect(postalAddressKey(street, postalCode)).toBe(key);
  });
});

describe("the limits per e-mail and per address", () => {
  it("are two requests in 30 days, said in Polish", () => {
    expect([SAMPLE_REQUESTS_PER_RECIPIENT, SAMPLE_REQUEST_WINDOW_DAYS]).toEqual([2, 30]);
    expect(sampleRequestsLimitedMessage("email")).toBe(
      "Na jeden adres e-mail wysyłamy najwyżej 2 zamówienia próbek w ciągu 30 dni. Jeśli potrzebujesz więcej próbek, napisz do nas przez formularz kontaktowy.",
    );
    expect(sampleRequestsLimitedMessage("address")).toContain("Na jeden adres dostawy wysyłamy najwyżej 2 zamówienia próbek w ciągu 30 dni.");
  });
});
