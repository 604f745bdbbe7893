import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CODE_TAKEN, PROMO_CODE_FORMAT, PROMO_PERCENT_RANGE } from "~/lib/schemas/product-admin";
import { getDb } from "~/server/platform/db.server";
import { getOrderWithLines } from "~/server/orders/views.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { answerOf, flashOf, get, post, signedIn, visible, type Session } from "../support/workers/admin";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "../support/workers/orders";

// Promo codes from the back-office to the checkout: a new code works at once, one switched off is refused
// at once, and none is ever deleted.

const db = getDb(env);
const PAGE = "/admin-products/kody-rabatowe";
const NOT_ACCEPTED = "Kod promocyjny nie istnieje lub jest nieaktywny";
let admin: Session;

beforeAll(async () => {
  admin = await signedIn({ admin: true, gate: true });
});

const stored = (code: string) => env.DB.prepare("select code, discount_percent as percent, active from promo_codes where code = ?").bind(code).first();
const audit = (action: string, target: string) =>
  env.DB.prepare("select user_email as userEmail, details from audit_log where action = ? and target = ?")
    .bind(action, target)
    .all<{ userEmail: string; details: string }>()
    .then((r) => r.results);
const codeCount = async () => (await env.DB.prepare("select count(*) as n from promo_codes").first<{ n: number }>())!.n;

async function order(promoCode: string) {
  const line = await seededPleatLine({ quantity: 1 });
  return { line, result: await placeOrder(env, db, checkoutForm({ promoCode }), [line], null, await currentDeliveryPrices()) };
}

describe("promo codes in the back-office", () => {
  it("creates a code, upper-cased and active, that the checkout accepts at once", async () => {
    const response = await post(PAGE, { intent: "create", code: " jesien15 ", discountPercent: "15" }, admin.cookie);
    expect([response.status, response.headers.get("Location"), flashOf(response)?.text]).toEqual([302, PAGE, "Dodano kod rabatowy JESIEN15"]);
    expect(await stored("JESIEN15")).toEqual({ code: "JESIEN15", percent: 15, active: 1 });
    expect(await audit("promo_code_created", "JESIEN15")).toEqual([expect.objectContaining({ userEmail: admin.email })]);

    const { line, result } = await order("jesien15");
    if (!result.ok) throw new Error(result.message);
    expect(await getOrderWithLines(db, result.number)).toMatchObject({ discount: Math.floor((line.totalPrice * 15 + 50) / 100) });
  });

  it.each([
    [{ code: "JESIEN15", discountPercent: "20" }, "code", CODE_TAKEN],
    [{ code: "rabat10", discountPercent: "20" }, "code", CODE_TAKEN],
    [{ code: "ZIMA-10", discountPercent: "10" }, "code", PROMO_CODE_FORMAT],
    [{ code: "", discountPercent: "10" }, "code", "Podaj kod"],
    [{ code: "ZIMA0", discountPercent: "0" }, "discountPercent", PROMO_PERCENT_RANGE],
    [{ code: "ZIMA91", discountPercent: "91" }, "discountPercent", PROMO_PERCENT_RANGE],
    [{ code: "ZIMAX", discountPercent: "dziesięć" }, "discountPercent", PROMO_PERCENT_RANGE],
    [{ code: "ZIMA5", discountPercent: "5.5" }, "discountPercent", PROMO_PERCENT_RANGE],
  ])("refuses %o with its field's Polish message and creates nothing", async (fields, field, message) => {
    const before = await codeCount();
    const { status, text } = await answerOf(PAGE, { intent: "create", ...fields }, admin.cookie);
    expect(status).toBe(400);
    expect(text).toContain(field);
    expect(text).toContain(message);
    expect(await codeCount()).toBe(before);
  });

  it("switches a code off (refused at checkout at once) and on again, each change audited; nothing is deleted", async () => {
    const off = await answerOf(PAGE, { intent: "toggle", code: "JESIEN15", active: "false" }, admin.cookie);
    expect(off.status).toBe(200);
    expect(off.text).toContain("Kod JESIEN15 wyłączony");
    expect(await stored("JESIEN15")).toMatchObject({ active: 0 });

    const { result } = await order("JESIEN15");
    expect(result).toMatchObject({ ok: false, errors: { promoCode: NOT_ACCEPTED } });
    const check = await post("/finalizacja-zamowienia/kod-rabatowy", { promoCode: "JESIEN15" });
    expect(check.status).toBe(400);
    expect(await check.text()).toContain(NOT_ACCEPTED);

    await answerOf(PAGE, { intent: "toggle", code: "JESIEN15", active: "true" }, admin.cookie);
    expect(await stored("JESIEN15")).toMatchObject({ active: 1 });
    expect((await order("JESIEN15")).result.ok).toBe(true);
    expect((await audit("promo_code_updated", "JESIEN15")).map((e) => JSON.parse(e.details))).toEqual([{ aktywny: "tak → nie" }, { aktywny: "nie → tak" }]);

    const unknown = await answerOf(PAGE, { intent: "toggle", code: "NIEMA", active: "false" }, admin.cookie);
    expect(unknown.status).toBe(404);
  });

  it("lists the codes with search, the active filter and paging", async () => {
    for (const n of [1, 2, 3]) await post(PAGE, { intent: "create", code: `SERIA${n}`, discountPercent: String(n) }, admin.cookie);
    await answerOf(PAGE, { intent: "toggle", code: "SERIA2", active: "false" }, admin.cookie);
    const found = await visible(await get(`${PAGE}?szukaj=seria`, admin.cookie));
    expect(found).toContain("SERIA1");
    expect(found).not.toContain("JESIEN15");
    const inactive = await visible(await get(`${PAGE}?szukaj=seria&status=nie`, admin.cookie));
    expect(inactive).toContain("SERIA2");
    expect(inactive).not.toContain("SERIA1");
    expect((await get(`${PAGE}?strona=99`, admin.cookie)).status).toBe(200);
  });
});
