import { describe, expect, it } from "vitest";
import { deliveryCost, orderTotals, paymentFee } from "~/lib/checkout";
import { compactIban, isValidNip, isValidPolishIban } from "~/lib/checksums";
import { fulfilmentSentence, fulfilmentTime } from "~/lib/fulfilment";
import { settingsFormSchema } from "~/lib/schemas/shop-settings";
import { DEDUCTION_NAMES, DEFAULT_DEDUCTIONS } from "~/lib/production-deductions";
import { SETTING_SECTIONS, settingsFormValues } from "~/lib/settings-form";
import type { DeliveryPrices } from "~/lib/shop-settings";
import { previewShop } from "../../emails/components/preview-data";

// The settings' rules: the checksums, every field of the /admin-settings form, the texts built from the
// fulfilment days, and the pricing engine taking the delivery prices as input.

describe("isValidPolishIban", () => {
  it.each([
    ["the shop's account", "PL61109010140000071219812874", true],
    ["another real account", "PL27114020040000300201355387", true],
    ["in groups of four", "PL61 1090 1014 0000 0712 1981 2874", true],
    ["lower case, with dashes", "pl61-1090-1014-0000-0712-1981-2874", true],
    ["wrong check digits", "PL62109010140000071219812874", false],
    ["one digit mistyped", "PL61109010140000071219812875", false],
    ["two digits swapped", "PL61109010140000071219821874", false],
    ["one digit short", "PL6110901014000007121981287", false],
    ["one digit long", "PL611090101400000712198128740", false],
    ["without the country", "61109010140000071219812874", false],
    ["a valid German IBAN", "DE89370400440532013000", false],
    ["letters among the digits", "PL61109010140000071219812A74", false],
    ["empty", "", false],
  ])("%s: %s → %s", (_, iban, valid) => {
    expect(isValidPolishIban(iban)).toBe(valid);
  });

  it("compacts an account as typed to the stored form", () => {
    expect(compactIban(" pl61 1090-1014 0000 0712 1981 2874 ")).toBe("PL61109010140000071219812874");
  });
});

describe("isValidNip", () => {
  it.each([
    ["the shop's NIP", "5260001246", true],
    ["another valid one", "1234563218", true],
    ["with dashes", "123-456-32-18", true],
    ["with spaces", "123 456 32 18", true],
    ["wrong check digit", "1234563219", false],
    ["a check sum of 10 is never valid", "0200000000", false],
    ["nine digits", "123456321", false],
    ["eleven digits", "12345632180", false],
    ["letters", "12345632ab", false],
    ["with the PL prefix", "PL1234563218", false],
  ])("%s: %s → %s", (_, nip, valid) => {
    expect(isValidNip(nip)).toBe(valid);
  });
});

/** The form as the settings page fills it in, from the e-mail previews' shop (the deployment's defaults). */
const validForm: Record<string, string> = settingsFormValues(previewShop);

/** The form with some fields changed: its parsed settings, or the message of each refused field. */
function submit(change: Record<string, string | undefined>) {
  const parsed = settingsFormSchema.safeParse({ ...validForm, ...change });
  if (parsed.success) return { ok: true as const, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false as const, errors };
}

const REQUIRED = "Proszę wypełnić wszystkie wymagane pola";
/** The one field the owner may leave empty: the EU responsible person, needed only for a manufacturer outside the EU. */
const OPTIONAL_FIELDS = SETTING_SECTIONS.flatMap((section) => section.fields.filter((field) => field.optional).map((field) => field.name));

describe("settingsFormSchema", () => {
  it("has a rule for every field the page shows, and the page shows every field the schema reads", () => {
    const shown = SETTING_SECTIONS.flatMap((section) => section.fields.map((field) => field.name)).sort();
    expect(shown).toEqual(Object.keys(validForm).sort());
    expect(Object.keys(settingsFormSchema.shape).sort()).toEqual(shown);
  });

  it("takes the defaults as typed, amounts in grosze and days as numbers", () => {
    const result = submit({});
    expect(result).toEqual({
      ok: true,
      data: {
        ...validForm,
        cashPaymentFee: 1000,
        courierSmallParcelPrice: 3000,
        smallParcelMaxPieces: 5,
        courierPrice: 5000,
        fulfilmentMinDays: 7,
        fulfilmentMaxDays: 28,
        fulfilmentUsualMinDays: 7,
        fulfilmentUsualMaxDays: 14,
        ...DEFAULT_DEDUCTIONS,
      },
    });
  });

  it("marks only the EU responsible person optional", () => {
    expect(OPTIONAL_FIELDS).toEqual(["euResponsiblePerson"]);
  });

  it.each(Object.keys(validForm).filter((field) => !(OPTIONAL_FIELDS as string[]).includes(field)))("refuses %s left empty or missing, with the Polish message", (field) => {
    expect(submit({ [field]: "" })).toMatchObject({ ok: false, errors: { [field]: expect.stringMatching(/[a-ząćęłńóśźż]{3}/) } });
    expect(submit({ [field]: "   " }).ok).toBe(false);
    expect(submit({ [field]: undefined }).ok).toBe(false);
  });

  it.each(["name", "legalName", "street", "city", "bankName", "bankRecipient", "pickupStreet", "pickupCity", "pickupHours", "manufacturerName", "manufacturerAddress"])(
    "refuses %s empty with the form's required-field message",
    (field) => {
      expect(submit({ [field]: "" })).toEqual({ ok: false, errors: { [field]: REQUIRED } });
    },
  );

  it.each([
    ["name", "Rolety u Kowalskiego"],
    ["legalName", "Rolety Sp. z o.o."],
    ["street", "ul. Nowa 1/3"],
    ["city", "Kraków"],
    ["bankName", "mBank S.A."],
    ["bankRecipient", "Rolety Sp. z o.o."],
    ["pickupStreet", "ul. Magazynowa 7"],
    ["pickupCity", "Łódź"],
    ["pickupHours", "pon.–sob. 8:00–16:00"],
    ["manufacturerName", "Plisy Nowak Sp. z o.o. (znak PLISOWO)"],
    ["manufacturerAddress", "Hauptstraße 5, 10115 Berlin, Niemcy"],
    ["euResponsiblePerson", "Rolety Import Sp. z o.o., ul. Portowa 2, 81-001 Gdynia, eu@rolety-import.example"],
  ])("keeps %s as typed: %s", (field, value) => {
    expect(submit({ [field]: value })).toMatchObject({ ok: true, data: { [field]: value } });
  });

  it("refuses a line over its length", () => {
    expect(submit({ name: "x".repeat(81) })).toEqual({ ok: false, errors: { name: "Maksymalnie 80 znaków." } });
    expect(submit({ manufacturerAddress: "x".repeat(201) })).toEqual({ ok: false, errors: { manufacturerAddress: "Maksymalnie 200 znaków." } });
    expect(submit({ euResponsiblePerson: "x".repeat(301) })).toEqual({ ok: false, errors: { euResponsiblePerson: "Maksymalnie 300 znaków." } });
  });

  it("takes the EU responsible person left empty (a manufacturer in the EU), spaces and line breaks folded", () => {
    expect(submit({ euResponsiblePerson: "" })).toMatchObject({ ok: true, data: { euResponsiblePerson: "" } });
    expect(submit({ euResponsiblePerson: "   " })).toMatchObject({ ok: true, data: { euResponsiblePerson: "" } });
    expect(submit({ euResponsiblePerson: " Rolety Import\nul. Portowa 2 " })).toMatchObject({ ok: true, data: { euResponsiblePerson: "Rolety Import ul. Portowa 2" } });
  });

  it.each(["postalCode", "pickupPostalCode"])("%s: 00-000 accepted, other shapes refused", (field) => {
    expect(submit({ [field]: "31-147" })).toMatchObject({ ok: true, data: { [field]: "31-147" } });
    for (const bad of ["31147", "31-14", "3-1147", "ab-cde", "31 147"]) {
      expect(submit({ [field]: bad })).toEqual({ ok: false, errors: { [field]: "Kod pocztowy w formacie 00-000." } });
    }
  });

  it("stores a NIP typed with dashes or spaces as its digits, and refuses a bad check digit", () => {
    expect(submit({ nip: "123-456-32-18" })).toMatchObject({ ok: true, data: { nip: "1234563218" } });
    expect(submit({ nip: "123 456 32 18" })).toMatchObject({ ok: true, data: { nip: "1234563218" } });
    expect(submit({ nip: "1234563219" })).toEqual({ ok: false, errors: { nip: "Nieprawidłowy numer NIP." } });
    expect(submit({ nip: "123456321" })).toEqual({ ok: false, errors: { nip: "Nieprawidłowy numer NIP." } });
  });

  it("stores an account typed in groups as the compact IBAN, and refuses a bad checksum", () => {
    expect(submit({ bankAccount: "pl27 1140 2004 0000 3002 0135 5387" })).toMatchObject({ ok: true, data: { bankAccount: "PL27114020040000300201355387" } });
    const message = "Nieprawidłowy numer rachunku: podaj PL i 26 cyfr z poprawną sumą kontrolną.";
    for (const bad of ["PL28114020040000300201355387", "PL2711402004000030020135538", "DE89370400440532013000", "27114020040000300201355387"]) {
      expect(submit({ bankAccount: bad })).toEqual({ ok: false, errors: { bankAccount: message } });
    }
  });

  it.each(["phone", "paymentPhone"])("%s: a Polish number as typed accepted, letters or too few digits refused", (field) => {
    for (const good of ["600700800", "600 700 800", "600-700-800", "+48 22 123 45 67", "48600700800"]) {
      expect(submit({ [field]: good })).toMatchObject({ ok: true, data: { [field]: good } });
    }
    for (const bad of ["600 700 80", "600 700 8000", "600 7OO 800", "tel. 600700800", "+49 600 700 800"]) {
      expect(submit({ [field]: bad })).toEqual({ ok: false, errors: { [field]: "Podaj prawidłowy numer telefonu (9 cyfr)." } });
    }
  });

  it.each(["email", "adminEmail", "manufacturerEmail"])("%s: an address accepted (lower-cased), a malformed one refused", (field) => {
    expect(submit({ [field]: " Biuro@Rolety.PL " })).toMatchObject({ ok: true, data: { [field]: "biuro@rolety.pl" } });
    for (const bad of ["biuro", "biuro@", "biuro@rolety", "bi uro@rolety.pl"]) {
      expect(submit({ [field]: bad })).toEqual({ ok: false, errors: { [field]: "Nieprawidłowy format adresu email." } });
    }
  });

  it.each(["facebookUrl", "instagramUrl", "powderCoatingUrl"])("%s: a full web address accepted, anything else refused", (field) => {
    expect(submit({ [field]: "https://example.pl/strona" })).toMatchObject({ ok: true, data: { [field]: "https://example.pl/strona" } });
    for (const bad of ["www.facebook.com/sklep", "javascript:alert(1)", "ftp://example.pl", "facebook"]) {
      expect(submit({ [field]: bad })).toEqual({ ok: false, errors: { [field]: "Podaj pełny adres strony, zaczynający się od https://" } });
    }
  });

  describe.each(["courierPrice", "courierSmallParcelPrice"])("%s", (field) => {
    it.each([
      ["45,00", 4500],
      ["30,50", 3050],
      ["30.5", 3050],
      [" 1 000,00 ", 100_000],
      ["0,01", 1],
    ])("%s zł → %i grosze", (typed, grosze) => {
      expect(submit({ [field]: typed })).toMatchObject({ ok: true, data: { [field]: grosze } });
    });

    it.each([
      ["0", "Kwota musi być większa od zera"],
      ["0,00", "Kwota musi być większa od zera"],
      ["-5,00", "Cena nie może być ujemna"],
      ["abc", "Podaj cenę w złotych, np. 12,50"],
      ["12,345", "Podaj cenę w złotych, np. 12,50"],
      ["1000,01", "Kwota nie może przekraczać 1 000,00 zł"],
      ["20000,00", "Kwota nie może przekraczać 1 000,00 zł"],
    ])("refuses %s: %s", (typed, message) => {
      expect(submit({ [field]: typed })).toEqual({ ok: false, errors: { [field]: message } });
    });
  });

  it("takes a cash fee of zero (no fee is the owner's choice) but refuses a negative or malformed one", () => {
    expect(submit({ cashPaymentFee: "0" })).toMatchObject({ ok: true, data: { cashPaymentFee: 0 } });
    expect(submit({ cashPaymentFee: "12,99" })).toMatchObject({ ok: true, data: { cashPaymentFee: 1299 } });
    expect(submit({ cashPaymentFee: "-1,00" })).toEqual({ ok: false, errors: { cashPaymentFee: "Cena nie może być ujemna" } });
    expect(submit({ cashPaymentFee: "dziesięć" })).toEqual({ ok: false, errors: { cashPaymentFee: "Podaj cenę w złotych, np. 12,50" } });
    expect(submit({ cashPaymentFee: "1000,01" })).toEqual({ ok: false, errors: { cashPaymentFee: "Kwota nie może przekraczać 1 000,00 zł" } });
  });

  it("takes the small parcel's pieces as a whole number from 1", () => {
    expect(submit({ smallParcelMaxPieces: " 8 " })).toMatchObject({ ok: true, data: { smallParcelMaxPieces: 8 } });
    expect(submit({ smallParcelMaxPieces: "0" })).toEqual({ ok: false, errors: { smallParcelMaxPieces: "Co najmniej 1 sztuka." } });
    expect(submit({ smallParcelMaxPieces: "1000" })).toEqual({ ok: false, errors: { smallParcelMaxPieces: "Najwyżej 999 sztuk." } });
    for (const bad of ["x", "2,5", "-1"]) expect(submit({ smallParcelMaxPieces: bad })).toEqual({ ok: false, errors: { smallParcelMaxPieces: "Podaj liczbę sztuk." } });
  });

  describe.each(DEDUCTION_NAMES)("the workshop's deduction %s", (field) => {
    it.each([
      ["0", 0],
      ["4", 4],
      [" 35 ", 35],
      ["150", 150],
    ])("takes %s mm as %i", (typed, mm) => {
      expect(submit({ [field]: typed })).toMatchObject({ ok: true, data: { [field]: mm } });
    });

    it.each([
      ["-2", "Potrącenie nie może być ujemne."],
      ["151", "Potrącenie może wynosić najwyżej 150 mm."],
      ["4,5", "Podaj liczbę całkowitą milimetrów, np. 4."],
      ["4 mm", "Podaj liczbę całkowitą milimetrów, np. 4."],
      ["", "Podaj liczbę całkowitą milimetrów, np. 4."],
    ])("refuses %s: %s", (typed, message) => {
      expect(submit({ [field]: typed })).toEqual({ ok: false, errors: { [field]: message } });
    });
  });

  describe.each(["fulfilmentMinDays", "fulfilmentMaxDays", "fulfilmentUsualMinDays", "fulfilmentUsualMaxDays"])("%s", (field) => {
    it.each([
      ["0", "Co najmniej 1 dzień roboczy."],
      ["121", "Najwyżej 120 dni roboczych."],
      ["x", "Podaj liczbę dni roboczych."],
      ["7,5", "Podaj liczbę dni roboczych."],
      ["-3", "Podaj liczbę dni roboczych."],
    ])("refuses %s: %s", (typed, message) => {
      expect(submit({ [field]: typed })).toMatchObject({ ok: false, errors: { [field]: message } });
    });
  });

  it.each([
    ["a shorter promise", { fulfilmentMinDays: "5", fulfilmentMaxDays: "20", fulfilmentUsualMinDays: "5", fulfilmentUsualMaxDays: "10" }],
    ["the usual range as the whole one", { fulfilmentUsualMinDays: "7", fulfilmentUsualMaxDays: "28" }],
    ["one fixed time", { fulfilmentMinDays: "10", fulfilmentMaxDays: "10", fulfilmentUsualMinDays: "10", fulfilmentUsualMaxDays: "10" }],
    ["the longest allowed", { fulfilmentMaxDays: "120", fulfilmentUsualMaxDays: "120" }],
  ])("accepts fulfilment days: %s", (_, change) => {
    expect(submit(change).ok).toBe(true);
  });

  it.each([
    [
      "max before min",
      { fulfilmentMinDays: "14", fulfilmentMaxDays: "10", fulfilmentUsualMinDays: "14", fulfilmentUsualMaxDays: "10" },
      "fulfilmentMaxDays",
      "Najdłuższy czas nie może być krótszy od najkrótszego.",
    ],
    ["the usual start before the promised one", { fulfilmentUsualMinDays: "5" }, "fulfilmentUsualMinDays", "Zwykły czas nie może być krótszy od najkrótszego."],
    ["the usual end after the promised one", { fulfilmentUsualMaxDays: "30" }, "fulfilmentUsualMaxDays", "Zwykły czas nie może być dłuższy od najdłuższego."],
    [
      "the usual range reversed",
      { fulfilmentUsualMinDays: "14", fulfilmentUsualMaxDays: "10" },
      "fulfilmentUsualMaxDays",
      "Koniec zwykłego czasu nie może być przed jego początkiem.",
    ],
  ])("refuses fulfilment days with %s, under the right field", (_, change, field, message) => {
    const result = submit(change);
    expect(result).toMatchObject({ ok: false, errors: { [field]: message } });
  });

  it("reports every bad field at once", () => {
    const result = submit({ nip: "1234563219", bankAccount: "PL00", courierPrice: "0", email: "x" });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(["bankAccount", "courierPrice", "email", "nip"]);
  });
});

describe("fulfilmentTime", () => {
  const days = (fulfilmentMinDays: number, fulfilmentMaxDays: number, fulfilmentUsualMinDays: number, fulfilmentUsualMaxDays: number) => ({
    fulfilmentMinDays,
    fulfilmentMaxDays,
    fulfilmentUsualMinDays,
    fulfilmentUsualMaxDays,
  });

  it.each([
    ["the defaults", days(7, 28, 7, 14), "od 7 do 28 dni roboczych, zwykle 7–14 dni roboczych"],
    ["other days", days(5, 20, 6, 9), "od 5 do 20 dni roboczych, zwykle 6–9 dni roboczych"],
    ["the usual range is the whole one", days(7, 28, 7, 28), "od 7 do 28 dni roboczych"],
    ["one fixed time", days(10, 10, 10, 10), "10 dni roboczych"],
    ["a usual single day", days(7, 28, 10, 10), "od 7 do 28 dni roboczych, zwykle 10 dni roboczych"],
  ])("%s", (_, setting, text) => {
    expect(fulfilmentTime(setting)).toBe(text);
  });

  it("says when the clock starts", () => {
    expect(fulfilmentSentence(days(3, 9, 3, 5))).toBe(
      "Czas realizacji zamówienia wynosi od 3 do 9 dni roboczych, zwykle 3–5 dni roboczych od zaksięgowania płatności, a przy płatności przy odbiorze od potwierdzenia zamówienia.",
    );
  });
});

describe("the pricing engine takes the delivery prices as input", () => {
  // Deliberately unlike the defaults (30 / 50 / 10 zł, 5 pieces), so no constant can pass these.
  const prices: DeliveryPrices = { courierSmallParcelPrice: 1_999, smallParcelMaxPieces: 2, courierPrice: 4_500, cashPaymentFee: 750 };
  const pleats = (quantity: number, totalPrice = 10_000) => ({ productType: "plisy" as const, quantity, totalPrice });
  const screen = { productType: "moskitiery" as const, quantity: 1, totalPrice: 20_000 };

  it.each([
    ["2 pleats: the small parcel", "kurier", [pleats(2)], 1_999],
    ["3 pleats: over the settings' pieces", "kurier", [pleats(3)], 4_500],
    ["5 pleats: over the settings' pieces, though the default would call it small", "kurier", [pleats(2), pleats(3)], 4_500],
    ["a screen", "kurier", [screen], 4_500],
    ["pickup", "odbior_osobisty", [screen], 0],
  ] as const)("deliveryCost: %s", (_, delivery, lines, cost) => {
    expect(deliveryCost(delivery, lines, prices)).toBe(cost);
  });

  it("paymentFee charges the settings' cash fee for cash only", () => {
    expect(paymentFee("za_pobraniem", prices)).toBe(750);
    expect(paymentFee("gotowka_odbior", prices)).toBe(750);
    expect(paymentFee("przelew_tradycyjny", prices)).toBe(0);
    expect(paymentFee("payu", prices)).toBe(0);
    expect(paymentFee("za_pobraniem", { cashPaymentFee: 0 })).toBe(0);
  });

  it("orderTotals adds the settings' delivery price and fee", () => {
    expect(orderTotals([screen, pleats(1)], "kurier", "za_pobraniem", 10, prices)).toEqual({
      itemsTotal: 30_000,
      discountPercent: 10,
      discount: 3_000,
      deliveryCost: 4_500,
      paymentFee: 750,
      finalTotal: 32_250,
    });
    expect(orderTotals([pleats(1)], "kurier", "przelew_tradycyjny", 0, prices).finalTotal).toBe(11_999);
    expect(orderTotals([pleats(1)], "kurier", "przelew_tradycyjny", 0, { ...prices, courierSmallParcelPrice: 2_500 }).finalTotal).toBe(12_500);
    expect(orderTotals([screen], "odbior_osobisty", "gotowka_odbior", 0, prices).finalTotal).toBe(20_750);
  });
});
