import { describe, expect, it } from "vitest";
import { parseParcels } from "~/lib/schemas/shipment";
import { CARRIERS, type Carrier, mayShip, parcelOf, readyForPickup, trackingUrl } from "~/lib/shipping";

// The parcel's pure rules (app/lib/shipping.ts, app/lib/schemas/shipment.ts): where each carrier's parcel is followed,
// which orders leave with one, and how the owner's typing is read.

describe("tracking links", () => {
  it.each<[Carrier, string, string | null, string | null]>([
    ["dpd", "0000123456789U", null, "https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U"],
    ["inpost", "620123456789012345678901", null, "https://inpost.pl/sledzenie-przesylek?number=620123456789012345678901"],
    ["gls", "12345678901", null, "https://gls-group.com/PL/pl/sledzenie-paczek?match=12345678901"],
    ["poczta_polska", "RR123456789PL", null, "https://emonitoring.poczta-polska.pl/?numer=RR123456789PL"],
    ["dhl", "JJD0001234567", null, "https://www.dhl.com/pl-pl/home/sledzenie-przesylek.html?tracking-id=JJD0001234567"],
    // A known carrier's page comes from its number, whatever address is passed; 'inny' has only the owner's.
    ["dpd", "0000123456789U", "https://example.pl/x", "https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U"],
    ["inny", "ABC-123456", "https://kurier.example.pl/sledz/ABC-123456", "https://kurier.example.pl/sledz/ABC-123456"],
    ["inny", "ABC-123456", null, null],
  ])("%s %s → %s", (carrier, number, own, expected) => {
    expect(trackingUrl(carrier, number, own)).toBe(expected);
  });

  it("escapes a number so it never leaves the query it is put in", () => {
    expect(trackingUrl("gls", "12&p=3 4")).toBe("https://gls-group.com/PL/pl/sledzenie-paczek?match=12%26p%3D3%204");
  });

  it("reads a stored parcel for the pages and the e-mail, and none before it is recorded", () => {
    const shippedAt = new Date("2026-12-01T10:00:00Z");
    expect(parcelOf({ carrier: "inpost", trackingNumber: "620123456789012345678901", trackingUrl: null, shippedAt })).toEqual({
      carrier: "inpost",
      carrierLabel: "InPost",
      trackingNumber: "620123456789012345678901",
      trackingLink: "https://inpost.pl/sledzenie-przesylek?number=620123456789012345678901",
      shippedAt,
    });
    expect(parcelOf({ carrier: null, trackingNumber: null, trackingUrl: null, shippedAt })).toBeNull();
  });
});

describe("which orders leave with a parcel or wait for pickup", () => {
  it.each([
    [{ deliveryMethod: "kurier", orderStatus: "gotowe", accepted: true }, true],
    [{ deliveryMethod: "kurier", orderStatus: "w_realizacji", accepted: true }, true],
    [{ deliveryMethod: "kurier", orderStatus: "wysłane", accepted: true }, true],
    [{ deliveryMethod: "kurier", orderStatus: "nowe", accepted: null }, false],
    [{ deliveryMethod: "kurier", orderStatus: "anulowane", accepted: true }, false],
    [{ deliveryMethod: "kurier", orderStatus: "odrzucone", accepted: false }, false],
    [{ deliveryMethod: "odbior_osobisty", orderStatus: "gotowe", accepted: true }, false],
  ])("%o may ship: %s", (order, expected) => {
    expect(mayShip(order)).toBe(expected);
  });

  it.each([
    [{ deliveryMethod: "odbior_osobisty", orderStatus: "gotowe" }, true],
    [{ deliveryMethod: "odbior_osobisty", orderStatus: "w_realizacji" }, false],
    [{ deliveryMethod: "kurier", orderStatus: "gotowe" }, false],
  ])("%o is ready for pickup: %s", (order, expected) => {
    expect(readyForPickup(order)).toBe(expected);
  });
});

describe("the parcels form", () => {
  const row = (index: number, fields: Record<string, string>) => Object.fromEntries(Object.entries(fields).map(([name, value]) => [`${index}.${name}`, value]));

  it("reads a number as typed or pasted: spaces out, capitals, and only 'inny' keeps an address", () => {
    const parsed = parseParcels(
      {
        intent: "ship-many",
        ...row(0, { number: "ZAM-2026-000001", carrier: "poczta_polska", trackingNumber: " rr 1234 5678 9pl ", trackingUrl: "https://ignored.example.pl" }),
        ...row(1, { number: "ZAM-2026-000002", carrier: "dpd", trackingNumber: "" }),
        ...row(2, { number: "ZAM-2026-000003", carrier: "inny", trackingNumber: "X-123456", trackingUrl: " https://kurier.example.pl/s?n=X-123456 " }),
      },
      { skipBlank: true },
    );
    expect(parsed).toEqual({
      ok: true,
      parcels: [
        { number: "ZAM-2026-000001", carrier: "poczta_polska", trackingNumber: "RR123456789PL", trackingUrl: null },
        { number: "ZAM-2026-000003", carrier: "inny", trackingNumber: "X-123456", trackingUrl: "https://kurier.example.pl/s?n=X-123456" },
      ],
      rowOf: { "ZAM-2026-000001": 0, "ZAM-2026-000003": 2 },
    });
  });

  it.each([
    [{ carrier: "dpd", trackingNumber: "" }, { "0.trackingNumber": "Podaj numer przesyłki." }],
    [{ carrier: "dpd", trackingNumber: "12345" }, { "0.trackingNumber": "Numer przesyłki ma od 6 do 40 znaków." }],
    [{ carrier: "dpd", trackingNumber: "1".repeat(41) }, { "0.trackingNumber": "Numer przesyłki ma od 6 do 40 znaków." }],
    [{ carrier: "dpd", trackingNumber: "1234567<b>" }, { "0.trackingNumber": "Numer przesyłki może zawierać tylko litery, cyfry i myślniki." }],
    [{ carrier: "fedex", trackingNumber: "1234567" }, { "0.carrier": "Wybierz przewoźnika z listy." }],
    [{ carrier: "inny", trackingNumber: "1234567" }, { "0.trackingUrl": "Podaj adres śledzenia przesyłki (https://…) dla innego przewoźnika." }],
    [{ carrier: "inny", trackingNumber: "1234567", trackingUrl: "http://kurier.example.pl" }, { "0.trackingUrl": "Podaj pełny adres śledzenia, zaczynający się od https://" }],
    [{ carrier: "inny", trackingNumber: "1234567", trackingUrl: "javascript:alert(1)" }, { "0.trackingUrl": "Podaj pełny adres śledzenia, zaczynający się od https://" }],
    [
      { carrier: "inny", trackingNumber: "12", trackingUrl: "" },
      { "0.trackingNumber": "Numer przesyłki ma od 6 do 40 znaków.", "0.trackingUrl": "Podaj adres śledzenia przesyłki (https://…) dla innego przewoźnika." },
    ],
  ])("refuses a card's parcel %o with a message for each field", (fields, errors) => {
    const parsed = parseParcels(row(0, { number: "ZAM-2026-000001", ...fields }), { skipBlank: false });
    expect(parsed).toMatchObject({ ok: false, errors });
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(Object.keys(errors).sort());
  });

  it("refuses a list with nothing to ship, an order twice, and a bad row among good ones, naming each row", () => {
    expect(parseParcels(row(0, { number: "ZAM-2026-000001", carrier: "dpd", trackingNumber: " " }), { skipBlank: true })).toMatchObject({
      ok: false,
      message: "Wpisz numer przesyłki przy zamówieniach do wysłania.",
    });
    const twice = parseParcels(
      { ...row(0, { number: "ZAM-2026-000001", carrier: "dpd", trackingNumber: "1234567" }), ...row(1, { number: "ZAM-2026-000001", carrier: "gls", trackingNumber: "7654321" }) },
      { skipBlank: true },
    );
    expect(twice).toMatchObject({ ok: false, errors: { "1.number": "To zamówienie jest już na liście." } });
    const mixed = parseParcels(
      { ...row(0, { number: "ZAM-2026-000001", carrier: "dpd", trackingNumber: "1234567" }), ...row(4, { number: "ZAM-2026-000005", carrier: "dpd", trackingNumber: "12 34" }) },
      { skipBlank: true },
    );
    expect(mixed).toEqual({ ok: false, message: "Popraw zaznaczone numery przesyłek.", errors: { "4.trackingNumber": "Numer przesyłki ma od 6 do 40 znaków." } });
  });

  it("takes a page of parcels at most", () => {
    const page = (count: number) =>
      Object.assign({}, ...Array.from({ length: count }, (_, i) => row(i, { number: `ZAM-2026-${String(i + 1).padStart(6, "0")}`, carrier: "dpd", trackingNumber: "1234567" })));
    expect(parseParcels(page(25), { skipBlank: true })).toMatchObject({ ok: true, parcels: expect.arrayContaining([expect.objectContaining({ number: "ZAM-2026-000025" })]) });
    expect(parseParcels(page(26), { skipBlank: true })).toEqual({ ok: false, message: "Najwyżej 25 przesyłek naraz.", errors: {} });
  });

  it("knows every carrier it offers", () => {
    for (const carrier of CARRIERS) {
      const fields = { number: "ZAM-2026-000001", carrier, trackingNumber: "1234567", trackingUrl: "https://kurier.example.pl/1234567" };
      expect(parseParcels(row(0, fields), { skipBlank: false }).ok).toBe(true);
    }
  });
});
