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

  it.each([
    ["Łąkowa 5", "00-950", "Łąkowa 6", "00-950"],
    ["Łąkowa 5", "00-950", "Łąkowa 5", "00-951"],
    ["Ulanowska 5", "00-950", "Anowska 5", "00-950"],
  ])("%s, %s is another address than %s, %s", (streetA, codeA, streetB, codeB) => {
    expect(postalAddressKey(streetA, codeA)).not.toBe(postalAddressKey(streetB, codeB));
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
