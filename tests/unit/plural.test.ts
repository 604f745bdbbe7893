import { describe, expect, it } from "vitest";
import { fulfilmentTime } from "~/lib/fulfilment";
import { tooLongMessage } from "~/lib/forms";
import { FABRICS_ACCUSATIVE } from "~/lib/catalogue-paths";
import { CHARACTERS } from "~/lib/forms";
import { MINUTES_ACCUSATIVE } from "~/lib/limits";
import { ORDER_LINK_VALIDITY } from "~/lib/order-number";
import { ORDERS } from "~/lib/order-status";
import { countOf, type NounForms, pluralForm } from "~/lib/plural";

const PRODUCTS: NounForms = ["produkt", "produkty", "produktów"];
const ORDERS_AFTER_OF: NounForms = ["zamówienia", "zamówień", "zamówień"];

describe("countOf: a count with its noun in the Polish form", () => {
  it.each([
    [0, "0 zamówień"],
    [1, "1 zamówienie"],
    [2, "2 zamówienia"],
    [4, "4 zamówienia"],
    [5, "5 zamówień"],
    [11, "11 zamówień"],
    [12, "12 zamówień"],
    [14, "14 zamówień"],
    [21, "21 zamówień"],
    [22, "22 zamówienia"],
    [25, "25 zamówień"],
    [101, "101 zamówień"],
    [102, "102 zamówienia"],
    [112, "112 zamówień"],
    [1000, "1000 zamówień"],
  ])("Usunięto %i → %s", (n, text) => {
    expect(countOf(n, ORDERS)).toBe(text);
  });

  it.each([
    [2, PRODUCTS, "2 produkty"],
    [5, PRODUCTS, "5 produktów"],
    [1, FABRICS_ACCUSATIVE, "1 tkaninę"],
    [3, FABRICS_ACCUSATIVE, "3 tkaniny"],
    [3, MINUTES_ACCUSATIVE, "3 minuty"],
    [1, MINUTES_ACCUSATIVE, "1 minutę"],
    [254, CHARACTERS, "254 znaki"],
    [4, CHARACTERS, "4 znaki"],
    [100, CHARACTERS, "100 znaków"],
    [1, ORDERS_AFTER_OF, "1 zamówienia"],
    [3, ORDERS_AFTER_OF, "3 zamówień"],
  ])("%i with its forms → %s", (n, forms, text) => {
    expect(countOf(n, forms)).toBe(text);
  });

  it("a fraction takes the second form", () => {
    expect(pluralForm(1.5, ["minuta", "minuty", "minut"])).toBe("minuty");
  });
});

describe("texts built on it", () => {
  it.each([
    [254, "Maksymalnie 254 znaki."],
    [100, "Maksymalnie 100 znaków."],
    [1, "Maksymalnie 1 znak."],
  ])("tooLongMessage(%i) → %s", (max, text) => {
    expect(tooLongMessage(max)).toBe(text);
  });

  it.each([
    [{ fulfilmentMinDays: 7, fulfilmentMaxDays: 28, fulfilmentUsualMinDays: 7, fulfilmentUsualMaxDays: 14 }, "od 7 do 28 dni roboczych, zwykle 7–14 dni roboczych"],
    [{ fulfilmentMinDays: 1, fulfilmentMaxDays: 1, fulfilmentUsualMinDays: 1, fulfilmentUsualMaxDays: 1 }, "1 dzień roboczy"],
    [{ fulfilmentMinDays: 3, fulfilmentMaxDays: 3, fulfilmentUsualMinDays: 3, fulfilmentUsualMaxDays: 3 }, "3 dni robocze"],
    [{ fulfilmentMinDays: 5, fulfilmentMaxDays: 5, fulfilmentUsualMinDays: 5, fulfilmentUsualMaxDays: 5 }, "5 dni roboczych"],
    [{ fulfilmentMinDays: 1, fulfilmentMaxDays: 10, fulfilmentUsualMinDays: 2, fulfilmentUsualMaxDays: 3 }, "od 1 do 10 dni roboczych, zwykle 2–3 dni robocze"],
    [{ fulfilmentMinDays: 1, fulfilmentMaxDays: 10, fulfilmentUsualMinDays: 1, fulfilmentUsualMaxDays: 1 }, "od 1 do 10 dni roboczych, zwykle 1 dzień roboczy"],
  ])("fulfilmentTime(%j) → %s", (days, text) => {
    expect(fulfilmentTime(days)).toBe(text);
  });

  it("the private link's validity", () => {
    expect(ORDER_LINK_VALIDITY).toBe("90 dni");
  });
});
