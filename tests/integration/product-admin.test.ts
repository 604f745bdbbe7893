import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_NOT_AN_IMAGE } from "~/lib/image-size";
import { commaAmount } from "~/lib/money";
import { CODE_TAKEN, PHOTO_REQUIRED, PRICE_INVALID, PRICE_NOT_POSITIVE, PRICE_TOO_HIGH, PRODUCT_CODE_FORMAT } from "~/lib/schemas/product-admin";
import { quoteCart } from "~/server/orders/cart-quote.server";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { catalogueSnapshot } from "~/server/catalogue/snapshot.server";
import { listPleatAccessories } from "~/server/catalogue/pleats.server";
import { SAMPLE_IMAGES } from "../support/sample-images";
import { flashOf, get, post, postMultipart, signedIn, visible, type Session } from "../support/workers/admin";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";

// The back-office's product forms through the worker, as the browser posts them (multipart/form-data: they
// carry a photo): each save changes the row, appends the price history when a price moves, records a new
// photo, writes the audit log and bumps the catalogue version, in one batch; bad input gets its Polish
// message and changes nothing.

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
const imageCount = async () => (await env.DB.prepare("select count(*) as n from images").first<{ n: number }>())!.n;
const imageRow = (path: string) =>
  env.DB.prepare("select content_type as contentType, width, height, uploaded_by as uploadedBy from images where key = ?").bind(path.slice("/zdjecia/".length)).first();

type Fields = Record<string, string | File | undefined>;
const png = () => new File([SAMPLE_IMAGES.png], "zdjecie.png", { type: "image/png" });
/** A text file dressed as a PNG: its name and declared type say image, its bytes do not. */
const fakePng = () => new File(["to nie jest zdjęcie"], "zdjecie.png", { type: "image/png" });

const row = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .first<Record<string, unknown>>();

/** Posts a form and expects the save's redirect to the list with its toast. */
async function saved(path: string, fields: Fields, list: string) {
  const response = await postMultipart(path, fields, admin.cookie);
  expect([response.status, response.headers.get("Location")], await response.clone().text()).toEqual([302, list]);
  return flashOf(response)?.text;
}

/** Posts a form and expects its refusal: 400, each field's message, nothing written (a photo included). */
async function refused(path: string, fields: Fields) {
  const before = await version();
  const images = await imageCount();
  const response = await postMultipart(`${path}.data`, fields, admin.cookie);
  expect(response.status).toBe(400);
  expect(await version()).toBe(before);
  expect(await imageCount()).toBe(images);
  return response.text();
}

describe("pleat profiles", () => {
  const list = "/admin-products/profile-plis";

  it("creates a profile with its uploaded photo, the photo's row, both audit entries and a version bump; a taken code is refused", async () => {
    const before = await version();
    expect(await saved(`${list}/nowy`, { code: "P-90", colour: "grafit", image: png(), available: "on" }, list)).toBe("Dodano profil plisy");
    const created = await row("select * from pleat_profiles where code = 'P-90'");
    expect(created).toMatchObject({ colour: "grafit", available: 1, image: expect.stringMatching(/^\/zdjecia\/[0-9a-f]{64}\.png$/) });
    const image = String(created!.image);
    expect(await imageRow(image)).toEqual({ contentType: "image/png", width: 5, height: 4, uploadedBy: admin.userId });
    expect(await audit("image_uploaded", image)).toEqual([expect.objectContaining({ userEmail: admin.email })]);
    expect(await version()).toBe(before + 1);
    expect(await audit("product_created", "P-90")).toEqual([expect.objectContaining({ userEmail: admin.email })]);
    const served = await get(image);
    expect([served.status, served.headers.get("Content-Type")]).toEqual([200, "image/png"]);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(SAMPLE_IMAGES.png);

    // Another photo with the taken code: refused, and neither the profile nor the photo is written.
    const text = await refused(`${list}/nowy`, { code: "P-90", colour: "inny", image: new File([SAMPLE_IMAGES.webpLossy], "inne.webp") });
    expect(text).toContain(CODE_TAKEN);
    expect(await row("select colour, image from pleat_profiles where code = 'P-90'")).toEqual({ colour: "grafit", image });
  });

  it("edits a profile without a new photo, keeping its own; its code fixed; unticked 'available' takes it out of the picker", async () => {
    const { image } = (await row("select image from pleat_profiles where code = 'P-01'"))!;
    await saved(`${list}/P-01`, { code: "ZMIANA", colour: "biały mat", image: undefined }, list);
    expect(await row("select code, colour, available, image from pleat_profiles where colour = 'biały mat'")).toEqual({ code: "P-01", colour: "biały mat", available: 0, image });
    expect(await row("select count(*) as n from pleat_profiles where code = 'ZMIANA'")).toEqual({ n: 0 });
    const [entry] = await audit("product_updated", "P-01");
    expect(JSON.parse(entry!.details)).toMatchObject({ colour: "biały → biały mat", available: "true → false" });
    expect(JSON.parse(entry!.details)).not.toHaveProperty("image");
    // A file input left empty arrives as a nameless empty file: no photo either.
    await saved(`${list}/P-01`, { colour: "biały", image: new File([], ""), available: "on" }, list);
    expect(await row("select colour, image from pleat_profiles where code = 'P-01'")).toEqual({ colour: "biały", image });
  });

  it("replaces a profile's photo, the same content stored once", async () => {
    const photo = () => new File([SAMPLE_IMAGES.jpeg], "profil.jpg", { type: "image/jpeg" });
    await saved(`${list}/P-02`, { colour: "kremowy", image: photo(), available: "on" }, list);
    const { image } = (await row("select image from pleat_profiles where code = 'P-02'"))!;
    expect(image).toMatch(/^\/zdjecia\/[0-9a-f]{64}\.jpg$/);
    const [entry] = await audit("product_updated", "P-02");
    expect(JSON.parse(entry!.details)).toMatchObject({ image: expect.stringContaining(` → ${image}`) });
    const images = await imageCount();
    await saved(`${list}/P-03`, { colour: "kremowy", image: photo(), available: "on" }, list);
    expect(await row("select image from pleat_profiles where code = 'P-03'")).toEqual({ image });
    expect(await imageCount()).toBe(images);
  });

  it("refuses bad input in Polish, never a 500", async () => {
    const text = await refused(`${list}/nowy`, { code: "ZŁY KOD", colour: "", image: fakePng() });
    expect(text).toContain(PRODUCT_CODE_FORMAT);
    expect(text).toContain("Podaj kolor");
    expect(await refused(`${list}/nowy`, { code: "P-91", colour: "grafit", image: fakePng() })).toContain(IMAGE_NOT_AN_IMAGE);
    expect(await refused(`${list}/nowy`, { code: "P-91", colour: "grafit", image: undefined })).toContain(PHOTO_REQUIRED.pleatProfile);
    expect(await row("select count(*) as n from pleat_profiles where code = 'P-91'")).toEqual({ n: 0 });
    // A text file named .png on an edit: refused, the profile as it was.
    const before = await row("select * from pleat_profiles where code = 'P-04'");
    expect(await refused(`${list}/P-04`, { colour: "inny", image: fakePng() })).toContain(IMAGE_NOT_AN_IMAGE);
    expect(await row("select * from pleat_profiles where code = 'P-04'")).toEqual(before);
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
  const handle = { name: "Rączka", mounting: "", active: "on" };

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
    expect(listPleatAccessories(await catalogueSnapshot(db, env)).map((a) => a.id)).not.toContain(7);
    expect(await visible(await get("/plisy/dodatki"))).not.toContain("Rączka");
    // The configurator on the fabric's page shows the handle switched off.
    expect(await fabricPageHandle()).toMatch(/disabled/);

    const [quote] = await quoteCart(db, [line]);
    expect(quote).toMatchObject({ ok: false, message: expect.stringContaining("Rączka – obecnie niedostępne") });
    const order = await placeOrder(env, db, checkoutForm(), [line], null, await currentDeliveryPrices());
    expect(order.ok).toBe(false);

    // A line without the handle still goes through.
    expect((await quoteCart(db, [await seededPleatLine({ handle: false })]))[0]?.ok).toBe(true);
    await saved(`${list}/7`, { ...handle, price: "45" }, list);
    expect((await quoteCart(db, [line]))[0]?.ok).toBe(true);
  });

  it("a deactivated guide (id 9) is refused in a cart line", async () => {
    const line = await seededPleatLine({ guide: 9, guideQuantity: 2 });
    await saved(`${list}/9`, { name: "Prowadnica anodowana", price: "78", mounting: "" }, list);
    expect((await quoteCart(db, [line]))[0]).toMatchObject({ ok: false, message: expect.stringContaining("Prowadnice") });
    await saved(`${list}/9`, { name: "Prowadnica anodowana", price: "78", mounting: "", active: "on" }, list);
    expect((await quoteCart(db, [line]))[0]?.ok).toBe(true);
  });

  it("takes an accessory's photo from the form, and the shop's accessories page shows it; an edit without one keeps it", async () => {
    const stored = (await row("select name, price, mounting, multiplied from pleat_accessories where id = 1"))!;
    const spacer = {
      name: String(stored.name),
      price: commaAmount(Number(stored.price)),
      mounting: String(stored.mounting ?? ""),
      multiplied: stored.multiplied ? "on" : "",
      active: "on",
    };
    const images = await imageCount();
    // A photo this file has not uploaded yet, so its row and audit entry are this save's.
    await saved(`${list}/1`, { ...spacer, image: new File([SAMPLE_IMAGES.webpLossless], "dystanse.webp", { type: "image/webp" }) }, list);
    const { image } = (await row("select image from pleat_accessories where id = 1"))!;
    expect(image).toMatch(/^\/zdjecia\/[0-9a-f]{64}\.webp$/);
    expect(await imageRow(String(image))).toMatchObject({ contentType: "image/webp", width: 9, height: 8 });
    expect(await imageCount()).toBe(images + 1);
    expect(await audit("image_uploaded", String(image))).toHaveLength(1);
    expect((await get(String(image))).headers.get("Content-Type")).toBe("image/webp");
    expect(await (await get("/plisy/dodatki")).text()).toContain(`src="${image}"`);

    await saved(`${list}/1`, { ...spacer, name: "Dystanse montażowe" }, list);
    expect(await row("select name, image from pleat_accessories where id = 1")).toEqual({ name: "Dystanse montażowe", image });
    expect(await history("pleat_accessory", "1")).toEqual([]);
  });

  it("refuses a text file named .png as an accessory's photo, and changes nothing", async () => {
    const before = await row("select * from pleat_accessories where id = 7");
    expect(await refused(`${list}/7`, { ...handle, price: "50", image: fakePng() })).toContain(IMAGE_NOT_AN_IMAGE);
    expect(await row("select * from pleat_accessories where id = 7")).toEqual(before);
  });

  it("has no page for an accessory that does not exist", async () => {
    expect((await get(`${list}/999`, admin.cookie)).status).toBe(404);
    expect((await get(`${list}/abc`, admin.cookie)).status).toBe(404);
  });
});

describe("screen profiles", () => {
  const list = "/admin-products/profile-moskitier";
  const fields = { colour: "biały", pricePerM2: "95,00", kind: "ramkowa", available: "on" };

  it("creates a profile with its photo and its first price in the history; a new one without a photo is refused", async () => {
    expect(await refused(`${list}/nowy`, { ...fields, type: "drzwiowe", code: "MD-90" })).toContain(PHOTO_REQUIRED.screenProfile);
    await saved(`${list}/nowy`, { ...fields, type: "drzwiowe", code: "MD-90", image: png() }, list);
    expect(await row("select price_per_m2 as price, image from screen_profiles where type = 'drzwiowe' and code = 'MD-90'")).toEqual({
      price: 9_500,
      image: expect.stringMatching(/^\/zdjecia\/[0-9a-f]{64}\.png$/),
    });
    expect(await history("screen_profile", "drzwiowe/MD-90")).toEqual([{ oldPrice: null, newPrice: 9_500, userEmail: admin.email }]);
    expect(await audit("product_created", "drzwiowe/MD-90")).toHaveLength(1);
    // The same code may exist once per type.
    expect(await refused(`${list}/nowy`, { ...fields, type: "drzwiowe", code: "MD-90", image: png() })).toContain(CODE_TAKEN);
  });

  it("changes a price per m² without a new photo, keyed type/code in the history, and the configurator's catalogue reads it", async () => {
    const { image } = (await row("select image from screen_profiles where type = 'okienne' and code = 'MO-25'"))!;
    await saved(`${list}/okienne/MO-25`, fields, list);
    expect(await history("screen_profile", "okienne/MO-25")).toEqual([{ oldPrice: 8_900, newPrice: 9_500, userEmail: admin.email }]);
    expect(await row("select image from screen_profiles where type = 'okienne' and code = 'MO-25'")).toEqual({ image });
    expect(await refused(`${list}/okienne/MO-25`, { ...fields, pricePerM2: "100000" })).toContain(PRICE_TOO_HIGH);
    expect(await refused(`${list}/okienne/MO-25`, { ...fields, image: fakePng() })).toContain(IMAGE_NOT_AN_IMAGE);
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
  const fields = { colour: "szary", available: "on" };

  it("shows the current photo beside a file field in a multipart form, with no path to type", async () => {
    const { image } = (await row("select image from meshes where code = 'szara'"))!;
    const page = await visible(await get(`${list}/szara`, admin.cookie));
    // HTML attributes know no case: React writes encType.
    expect(page).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
    expect(page).toMatch(/<input[^>]*type="file"[^>]*name="image"/);
    expect(page).toMatch(new RegExp(`<img[^>]*src="${image}"`));
    expect(page).not.toMatch(/<input[^>]*type="text"[^>]*name="image"|<input[^>]*name="image"[^>]*type="text"/);
    expect(await visible(await get(`${list}/nowa`, admin.cookie))).toMatch(/<input[^>]*type="file"[^>]*name="image"/);
  });

  it("changes a mesh's price with its history, and the shop's mesh page shows it at once", async () => {
    const before = await version();
    await saved(`${list}/szara`, { ...fields, price: "12,34" }, list);
    expect(await history("mesh", "szara")).toEqual([{ oldPrice: 0, newPrice: 1_234, userEmail: admin.email }]);
    expect(await version()).toBe(before + 1);
    expect(await visible(await get("/siatki-moskitiery"))).toContain("12,34");
  });

  it("creates a mesh with its photo; a price of 0 is allowed (included), a negative one is not", async () => {
    expect(await refused(`${list}/nowa`, { ...fields, code: "czarna", colour: "czarny", price: "0" })).toContain(PHOTO_REQUIRED.mesh);
    await saved(`${list}/nowa`, { ...fields, code: "czarna", colour: "czarny", price: "0", image: png() }, list);
    expect(await history("mesh", "czarna")).toEqual([{ oldPrice: null, newPrice: 0, userEmail: admin.email }]);
    const { image } = (await row("select image from meshes where code = 'czarna'"))!;
    expect(await visible(await get("/siatki-moskitiery"))).toContain(`src="${image}"`);
    expect(await refused(`${list}/nowa`, { ...fields, code: "czarna", price: "1", image: png() })).toContain(CODE_TAKEN);
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
