import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms";
import { fabricFormSchema, fabricFormValues, fabricsHref, parseFabricsQuery } from "~/lib/schemas/fabric-admin";

const valid = {
  code: "PL-900",
  name: "Basic 900",
  colour: "szary",
  category: "Półprzezroczysta",
  collection: "Basic",
  pricePerM2: "129,99",
  maxWidthCm: "140",
  available: "on",
  transmission: "20",
  reflection: "30",
  absorption: "50",
};

describe("the fabric form", () => {
  it("reads a valid form, ticked boxes as true and missing ones as false", () => {
    expect(parseForm(valid, fabricFormSchema)).toEqual({
      ok: true,
      data: { ...valid, pricePerM2: 12999, maxWidthCm: 140, available: true, sale: false, transmission: 20, reflection: 30, absorption: 50 },
    });
  });

  it.each([
    ["129,99", 12999],
    ["129.9", 12990],
    ["1 234,50", 123450],
    ["0,01", 1],
    ["10000", 1_000_000],
  ])("reads the price %s as %i grosze", (input, grosze) => {
    expect(parseForm({ ...valid, pricePerM2: input }, fabricFormSchema)).toMatchObject({ ok: true, data: { pricePerM2: grosze } });
  });

  it.each([
    ["-10", "Cena musi być większa od zera"],
    ["0,00", "Cena musi być większa od zera"],
    ["100000", "Cena nie może przekraczać 10 000,00 zł/m²"],
    ["10000,01", "Cena nie może przekraczać 10 000,00 zł/m²"],
    ["12,345", "Podaj cenę w złotych, np. 12,50"],
    ["12 zł", "Podaj cenę w złotych, np. 12,50"],
    ["", "Podaj cenę w złotych, np. 12,50"],
  ])("refuses the price %j: %s", (input, message) => {
    expect(parseForm({ ...valid, pricePerM2: input }, fabricFormSchema)).toMatchObject({ ok: false, fieldErrors: { pricePerM2: message } });
  });

  it.each([
    [{ maxWidthCm: "19" }, "maxWidthCm"],
    [{ maxWidthCm: "301" }, "maxWidthCm"],
    [{ maxWidthCm: "120,5" }, "maxWidthCm"],
    [{ transmission: "101", absorption: "-51" }, "transmission"],
    [{ code: "PL 900" }, "code"],
    [{ code: "Nowa" }, "code"],
    [{ name: "   " }, "name"],
  ])("refuses %j", (change, field) => {
    const parsed = parseForm({ ...valid, ...change }, fabricFormSchema);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? undefined : Object.keys(parsed.fieldErrors)).toContain(field);
  });

  it("shows a stored fabric as its inputs, which read back to the same fabric", () => {
    const parsed = parseForm(valid, fabricFormSchema);
    if (!parsed.ok) throw new Error("valid");
    expect(parseForm(fabricFormValues(parsed.data), fabricFormSchema)).toEqual(parsed);
  });
});

describe("the fabrics list's URL", () => {
  it("keeps what it knows, drops nonsense, and leaves defaults out", () => {
    const query = parseFabricsQuery(new URLSearchParams("szukaj= pl-1 &kolekcja=Basic&dostepnosc=moze&wyprzedaz=tak&strona=x"));
    expect(query).toEqual({ search: "pl-1", collection: "Basic", colour: "", availability: null, sale: "tak", page: 1 });
    expect(fabricsHref(query)).toBe("/admin-products/tkaniny?szukaj=pl-1&kolekcja=Basic&wyprzedaz=tak");
    expect(fabricsHref({ ...query, search: "", collection: "", sale: null, page: 3 })).toBe("/admin-products/tkaniny?strona=3");
  });
});
