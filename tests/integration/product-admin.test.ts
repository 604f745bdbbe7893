import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_PATH_FORMAT, CODE_TAKEN, PRICE_INVALID, PRICE_NOT_POSITIVE, PRICE_TOO_HIGH, PRODUCT_CODE_FORMAT } from "~/lib/schemas/product-admin";
import { quoteCart } from "~/server/cart-quote.server";
import { getDb } from "~/server/db.server";
import { placeOrder } from "~/server/orders.server";
import { listPleatAccessories } from "~/server/pleat-catalogue.server";
import { flashOf, get, post, signedIn, visible, type Session } from "../support/workers/admin";
import { checkoutForm, seededPleatLine } from "../support/workers/orders";

// The back-office's product forms through the worker, as the browser posts them: each save changes the row,
// appends the price history when a price moves, writes the audit log and bumps the catalogue version, in one
// batch; bad input gets its Polish message and changes nothing.

const db = getDb(env);
let admin: Session;

beforeAll(async () => {
  admin = await signedIn({ admin: true, gate: true });
});

const version = async () => (await env.DB.prepare("select version from catalogue_state where id = 1").first<{ version: number }>())!.version;
const history = (kind: string, key: string) =>
  env.DB.prepare("select old_price as oldPrice, new_price as newPrice, user_email as userEmail from price_history where item_kind = ? and item_key = ? order by id")
    .bind(kind, key)
    .all()
    .then((r) => r.results);
const audit = (action: string, target: string) =>
  env.DB.prepare("select user_email as userEmail, details from audit_log where action = ? and target = ? order by id")
    .bind(action, target)
    .all<{ userEmail: string; details: string }>()
    .then((r) => r.results);
const row = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .first<Record<string, unknown>>();

/** Posts a form and expects the save's redirect to the list with its toast. */
async function saved(path: string, fields: Record<string, string>, list: string) {
  const response = await post(path, fields, admin.cookie);
  expect([response.status, response.headers.get("Location")], await response.clone().text()).toEqual([302, list]);
  return flashOf(response)?.text;
}

/** Posts a form and expects its refusal: 400, each field's message, nothing written. */
async function refused(path: string, fields: Record<string, string>) {
  const before = await version();
  const response = await post(`${path}.data`, fields, admin.cookie);
  expect(response.status).toBe(400);
  expect(await version()).toBe(before);
  return response.text();
}

describe("pleat profiles", () => {
  const list = "/admin-products/profile-plis";

  it("creates a profile with its audit entry and a version bump; a taken code is refused", async () => {
    const before = await version();
    expect(await saved(`${list}/nowy`, { code: "P-90", colour: "grafit", image: "/images/pleat-profiles/P-04.svg", available: "on" }, list)).toBe("Dodano profil plisy");
    expect(await row("select * from pleat_profiles where code = 'P-90'")).toMatchObject({ colour: "grafit", available: 1 });
    expect(await version()).toBe(before + 1);
    expect(await audit("product_created", "P-90")).toEqual([expect.objectContaining({ userEmail: admin.email })]);

    const text = await refused(`${list}/nowy`, { code: "P-90", colour: "inny", image: "/images/x.svg" });
    expect(text).toContain(CODE_TAKEN);
    expect(await row("select colour from pleat_profiles where code = 'P-90'")).toEqual({ colour: "grafit" });
  });

  it("edits a profile, its code fixed; unticked 'available' takes it out of the picker", async () => {
    await saved(`${list}/P-01`, { code: "ZMIANA", colour: "biały mat", image: "/images/pleat-profiles/P-01.svg" }, list);
    expect(await row("select code, colour, available from pleat_profiles where colour = 'biały mat'")).toEqual({ code: "P-01", colour: "biały mat", available: 0 });
    expect(await row("select count(*) as n from pleat_profiles where code = 'ZMIANA'")).toEqual({ n: 0 });
    const [entry] = await audit("product_updated", "P-01");
    expect(JSON.parse(entry!.details)).toMatchObject({ colour: "biały → biały mat", available: "true → false" });
    await saved(`${list}/P-01`, { colour: "biały", image: "/images/pleat-profiles/P-01.svg", available: "on" }, list);
  });

  it("refuses bad input in Polish, never a 500", async () => {
    const text = await refused(`${list}/nowy`, { code: "ZŁY KOD", colour: "", image: "https://evil.example/a.png" });
    expect(text).toContain(PRODUCT_CODE_FORMAT);
    expect(text).toContain("Podaj kolor");
    expect(text).toContain(IMAGE_PATH_FORMAT);
    for (const image of ["//evil.example/a.png", "/images/../../etc", "javascript:alert(1)", "/a b.png"]) {
      expect(await refused(`${list}/P-02`, { colour: "x", image })).toContain(IMAGE_PATH_FORMAT);
    }
  });

  it("lists with search, filter and paging; an unknown code is a 404", async () => {
    const html = await visible(await get(`${list}?szukaj=graf`, admin.cookie));
    expect(html).toContain("P-90");
    expect(html).not.toContain("P-02");
    const unavailable = await visible(await get(`${list}?status=nie`, admin.cookie));
    expect(unavailable).toContain("P-06");
    expect(unavailable).not.toContain("P-90");
    expect((await get(`${list}?strona=abc`, admin.cookie)).status).toBe(200);
    const missing = await get(`${list}/NIEMA`, admin.cookie);
    expect(missing.status).toBe(404);
    expect(await visible(missing)).toContain("Nie ma profilu plisy o tym kodzie");
  });
});

describe("accessories", () => {
  const list = "/admin-products/dodatki";
  const handle = { name: "Rączka", mounting: "", image: "/images/accessories/7.svg", active: "on" };

  it("changes a price in złote and grosze with its price history, audit entry and version bump", async () => {
    const before = await version();
    expect(await saved(`${list}/7`, { ...handle, price: "47,50" }, list)).toBe("Zapisano dodatek");
    expect(await row("select price, kind from pleat_accessories where id = 7")).toEqual({ price: 4_750, kind: "handle" });
    expect(await history("pleat_accessory", "7")).toEqual([{ oldPrice: 4_500, newPrice: 4_750, userEmail: admin.email }]);
    expect(await audit("product_updated", "7")).toHaveLength(1);
    expect(await version()).toBe(before + 1);

    // A save without a price change adds no history row.
    await saved(`${list}/7`, { ...handle, name: "Rączka plisy", price: "47.5" }, list);
    expect(await history("pleat_accessory", "7")).toHaveLength(1);
    await saved(`${list}/7`, { ...handle, price: "45" }, list);
  });

  it.each([
    ["100000", PRICE_TOO_HIGH],
    ["10000,01", PRICE_TOO_HIGH],
    ["0", PRICE_NOT_POSITIVE],
    ["-5", PRICE_NOT_POSITIVE],
    ["12,505", PRICE_INVALID],
    ["dużo", PRICE_INVALID],
  ])("refuses the price %s", async (price, message) => {
    expect(await refused(`${list}/7`, { ...handle, price })).toContain(message);
    expect(await row("select price from pleat_accessories where id = 7")).toEqual({ price: 4_500 });
  });

  it("a deactivated accessory is no longer offered and a cart line carrying it is refused", async () => {
    const line = await seededPleatLine({ handle: true, handleQuantity: 1, quantity: 1 });
    expect((await quoteCart(db, [line]))[0]?.ok).toBe(true);
    /** The handle's checkbox in the configurator on the fabric's page. */
    const fabricPageHandle = async () => {
      const html = await (await get(`/tkanina/${line.productType === "plisy" ? line.fabricCode : ""}`)).text();
      return html.match(/<input[^>]*id="pleat-handle"[^>]*>/)?.[0];
    };
    expect(await fabricPageHandle()).not.toMatch(/disabled/);

    await saved(`${list}/7`, { ...handle, price: "45", active: "" }, list);
    expect((await listPleatAccessories(db)).map((a) => a.id)).not.toContain(7);
    expect(await visible(await get("/plisy/dodatki"))).not.toContain("Rączka");
    // The configurator on the fabric's page shows the handle switched off.
    expect(await fabricPageHandle()).toMatch(/disabled/);

    const [quote] = await quoteCart(db, [line]);
    expect(quote).toMatchObject({ ok: false, message: expect.stringContaining("Rączka – obecnie niedostępne") });
    const order = await placeOrder(env, db, checkoutForm(), [line], null);
    expect(order.ok).toBe(false);

    // A line without the handle still goes through.
    expect((await quoteCart(db, [await seededPleatLine({ handle: false })]))[0]?.ok).toBe(true);
    await saved(`${list}/7`, { ...handle, price: "45" }, list);
    expect((await quoteCart(db, [line]))[0]?.ok).toBe(true);
  });

  it("a deactivated guide (id 9) is refused in a cart line", async () => {
    const line = await seededPleatLine({ guide: 9, guideQuantity: 2 });
    await saved(`${list}/9`, { name: "Prowadnica anodowana", price: "78", mounting: "", image: "/images/accessories/9.svg" }, list);
    expect((await quoteCart(db, [line]))[0]).toMatchObject({ ok: false, message: expect.stringContaining("Prowadnice") });
    await saved(`${list}/9`, { name: "Prowadnica anodowana", price: "78", mounting: "", image: "/images/accessories/9.svg", active: "on" }, list);
    expect((await quoteCart(db, [line]))[0]?.ok).toBe(true);
  });

  it("has no page for an accessory that does not exist", async () => {
    expect((await get(`${list}/999`, admin.cookie)).status).toBe(404);
    expect((await get(`${list}/abc`, admin.cookie)).status).toBe(404);
  });
});

describe("screen profiles", () => {
  const list = "/admin-products/profile-moskitier";
  const fields = { colour: "biały", pricePerM2: "95,00", image: "/images/screen-profiles/okienne-MO-25.svg", kind: "ramkowa", available: "on" };

  it("creates a profile with its first price in the history", async () => {
    await saved(`${list}/nowy`, { ...fields, type: "drzwiowe", code: "MD-90" }, list);
    expect(await row("select price_per_m2 as price from screen_profiles where type = 'drzwiowe' and code = 'MD-90'")).toEqual({ price: 9_500 });
    expect(await history("screen_profile", "drzwiowe/MD-90")).toEqual([{ oldPrice: null, newPrice: 9_500, userEmail: admin.email }]);
    expect(await audit("product_created", "drzwiowe/MD-90")).toHaveLength(1);
    // The same code may exist once per type.
    expect(await refused(`${list}/nowy`, { ...fields, type: "drzwiowe", code: "MD-90" })).toContain(CODE_TAKEN);
  });

  it("changes a price per m², keyed type/code in the history, and the configurator's catalogue reads it", async () => {
    await saved(`${list}/okienne/MO-25`, fields, list);
    expect(await history("screen_profile", "okienne/MO-25")).toEqual([{ oldPrice: 8_900, newPrice: 9_500, userEmail: admin.email }]);
    expect(await refused(`${list}/okienne/MO-25`, { ...fields, pricePerM2: "100000" })).toContain(PRICE_TOO_HIGH);
  });

  it("filters by type", async () => {
    const doors = await visible(await get(`${list}?typ=drzwiowe`, admin.cookie));
    expect(doors).toContain("MD-40");
    expect(doors).not.toContain("MO-25");
    expect((await get(`${list}/szklane/MO-25`, admin.cookie)).status).toBe(404);
  });
});

describe("meshes", () => {
  const list = "/admin-products/siatki";
  const fields = { colour: "szary", image: "/images/meshes/szara.svg", available: "on" };

  it("changes a mesh's price with its history, and the shop's mesh page shows it at once", async () => {
    const before = await version();
    await saved(`${list}/szara`, { ...fields, price: "12,34" }, list);
    expect(await history("mesh", "szara")).toEqual([{ oldPrice: 0, newPrice: 1_234, userEmail: admin.email }]);
    expect(await version()).toBe(before + 1);
    expect(await visible(await get("/siatki-moskitiery"))).toContain("12,34");
  });

  it("creates a mesh; a price of 0 is allowed (included), a negative one is not", async () => {
    await saved(`${list}/nowa`, { ...fields, code: "czarna", colour: "czarny", price: "0" }, list);
    expect(await history("mesh", "czarna")).toEqual([{ oldPrice: null, newPrice: 0, userEmail: admin.email }]);
    expect(await refused(`${list}/nowa`, { ...fields, code: "czarna", price: "1" })).toContain(CODE_TAKEN);
    expect(await refused(`${list}/szara`, { ...fields, price: "-1" })).toContain("Cena nie może być ujemna");
  });
});

describe("the gate", () => {
  it("sends a visitor and a customer away from every product page and form", async () => {
    const customer = await signedIn();
    for (const path of ["/admin-products/profile-plis", "/admin-products/dodatki/7", "/admin-products/siatki/nowa", "/admin-products/kody-rabatowe"]) {
      for (const cookie of [undefined, customer.cookie]) {
        expect((await get(path, cookie)).headers.get("Location")).toBe("/");
        expect((await post(path, { colour: "x" }, cookie)).headers.get("Location")).toBe("/");
      }
    }
  });
});
