import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PaymentFieldset } from "~/routes/checkout/delivery-payment";
import { PAYU_UNAVAILABLE } from "~/lib/order-status";
import { toShopInfo } from "~/lib/shop-identity";
import { defaultSettings } from "~/server/settings/shop.server";

// The checkout's payment choice as the server renders it (here in workerd, whose project type-checks the
// app's components): PayU, while unavailable (no credentials), is listed with its notice but cannot be chosen.

const shop = toShopInfo(defaultSettings(env));
const render = (delivery: "kurier" | "odbior_osobisty" | null, onlinePayments = false) =>
  renderToStaticMarkup(createElement(PaymentFieldset, { shop, onlinePayments, delivery, value: null, onChange: () => {} }));

const radio = (html: string, value: string) => html.match(new RegExp(`<input[^>]*value="${value}"[^>]*>`))?.[0];
/** The card (label) of one option: its radio and the text read with it. */
const card = (html: string, value: string) => html.match(new RegExp(`<label(?:(?!</label>).)*value="${value}"(?:(?!</label>).)*</label>`, "s"))?.[0];

describe("the payment choice", () => {
  it.each(["kurier", "odbior_osobisty", null] as const)("shows PayU disabled with its notice (delivery %s)", (delivery) => {
    const html = render(delivery);
    expect(radio(html, "payu")).toMatch(/\bdisabled=""/);
    expect(card(html, "payu")).toContain(`>${PAYU_UNAVAILABLE}<`);
  });

  it.each(["kurier", "odbior_osobisty", null] as const)("offers PayU, without a fee, once the shop takes online payments (delivery %s)", (delivery) => {
    const html = render(delivery, true);
    expect(radio(html, "payu")).not.toMatch(/\bdisabled/);
    expect(card(html, "payu")).not.toContain(PAYU_UNAVAILABLE);
    expect(card(html, "payu")).toContain("bez opłat");
  });

  it("keeps every other allowed payment selectable", () => {
    const html = render("kurier");
    for (const value of ["przelew_tradycyjny", "za_pobraniem"]) {
      expect(radio(html, value), value).toBeDefined();
      expect(radio(html, value), value).not.toMatch(/\bdisabled/);
    }
  });
});
