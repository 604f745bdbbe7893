import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { NEW_FABRIC_ON_SALE_MESSAGE, saleNotLowerMessage } from "~/lib/price-history";
import { IMAGE_NOT_AN_IMAGE, IMAGE_TOO_LARGE } from "~/lib/image-size";
import { FABRIC_CODE_TAKEN, FABRIC_IMAGE_REQUIRED, ORDERED_CODE_FIXED } from "~/lib/schemas/fabric-admin";
import { UPLOAD_TOO_LARGE_MESSAGE } from "../../workers/request-guard";
import { flashOf, get, ORIGIN, postMultipart, signedIn, visible, type Session } from "../support/workers/admin";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";
import { SAMPLE_IMAGES } from "../support/sample-images";

// The back-office's fabric list and form, and photos uploaded from it, through the worker as the
// browser posts them (multipart/form-data: the form carries a file).

const LIST = "/admin-products/tkaniny";

type Fields = Record<string, string | File | undefined>;

const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type = "image/jpeg") => new File([bytes], name, { type });

/** A complete, valid form for a new fabric; `change` overrides fields (undefined leaves one out). */
const fabricFields = (code: string, change: Fields = {}): Fields => ({
  code,
  name: `Testowa ${code}`,
  colour: "szary",
  category: "Półprzezroczysta",
  collection: "Testowa",
  pricePerM2: "99,50",
  maxWidthCm: "120",
  available: "on",
  transmission: "30",
  reflection: "40",
  absorption: "30",
  image: file(SAMPLE_IMAGES.png, "swatch.png", "image/png"),
  ...change,
});

const fabricRow = (code: string) =>
  env.DB.prepare("select code, name, image, price_per_m2 as price, sale, available, max_width_cm as maxWidth from fabrics where code = ?")
    .bind(code)
    .first<{ code: string; name: string; image: string; price: number; sale: number; available: number; maxWidth: number }>();
const version = async () => (await env.DB.prepare("select version from catalogue_state where id = 1").first<{ version: number }>())?.version ?? 0;
const history = (code: string) =>
  env.DB.prepare(
    "select old_price as oldPrice, new_price as newPrice, on_sale as onSale, user_id as userId from price_history where item_kind = 'fabric' and item_key = ? order by id",
  )
    .bind(code)
    .all()
    .then((r) => r.results);
const auditOf = (userId: string, action: string) =>
  env.DB.prepare("select target, details from audit_log where user_id = ? and action = ? order by id")
    .bind(userId, action)
    .all<{ target: string; details: string }>()
    .then((r) => r.results);
const imageRow = (key: string) => env.DB.prepare("select content_type as contentType, width, height, bytes, uploaded_by as uploadedBy from images where key = ?").bind(key).first();
const imageCount = async () => (await env.DB.prepare("select count(*) as n from images").first<{ n: number }>())!.n;

async function created(admin: Session, code: string, change: Fields = {}) {
  const response = await postMultipart(`${LIST}/nowa`, fabricFields(code, change), admin.cookie);
  expect([response.status, response.headers.get("Location"), flashOf(response)?.text]).toEqual([302, LIST, `Zapisano tkaninę ${code}`]);
  return (await fabricRow(code))!;
}

/** The edit form's fields for a stored fabric (no new photo). */
async function editFields(code: string, change: Fields = {}): Promise<Fields> {
  const row = await env.DB.prepare("select * from fabrics where code = ?").bind(code).first<Record<string, string | number>>();
  return {
    code,
    name: String(row!.name),
    colour: String(row!.colour),
    category: String(row!.category),
    collection: String(row!.collection),
    pricePerM2: (Number(row!.price_per_m2) / 100).toFixed(2).replace(".", ","),
    maxWidthCm: String(row!.max_width_cm),
    available: row!.available ? "on" : undefined,
    sale: row!.sale ? "on" : undefined,
    transmission: String(row!.transmission),
    reflection: String(row!.reflection),
    absorption: String(row!.absorption),
    ...change,
  };
}

let admin: Session;
beforeAll(async () => {
  admin = await signedIn({ admin: true, gate: true });
});

describe("who gets in", () => {
  it("keeps visitors, customers and administrators without the code step out, and changes nothing", async () => {
    const customer = await signedIn();
    const adminWithoutCode = await signedIn({ admin: true });
    const before = await version();
    for (const [cookie, location] of [
      [undefined, "/"],
      [customer.cookie, "/"],
      [adminWithoutCode.cookie, "/admin-auth"],
    ] as const) {
      for (const path of [LIST, `${LIST}/nowa`, `${LIST}/PL-101`]) {
        const response = await get(path, cookie);
        expect([path, response.status, response.headers.get("Location")]).toEqual([path, 302, location]);
      }
      const create = await postMultipart(`${LIST}/nowa`, fabricFields("INTRUZ-1"), cookie);
      expect([create.status, create.headers.get("Location")]).toEqual([302, location]);
      const edit = await postMultipart(`${LIST}/PL-101`, await editFields("PL-101", { pricePerM2: "1,00" }), cookie);
      expect([edit.status, edit.headers.get("Location")]).toEqual([302, location]);
    }
    expect(await fabricRow("INTRUZ-1")).toBeNull();
    expect((await fabricRow("PL-101"))!.price).toBe(6900);
    expect(await version()).toBe(before);
  });
});

describe("the fabrics list", () => {
  it("searches by code and name, filters, and links each row to its form", async () => {
    const all = await get(LIST, admin.cookie);
    expect(all.status).toBe(200);
    expect(all.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await visible(all);
    expect(html).toContain('href="/admin-products/tkaniny/nowa"');
    expect(html).toContain("Dodaj tkaninę");
    expect(html).toContain('href="/admin-products/tkaniny/PL-101"');
    expect(html).toMatch(/Wszystkie tkaniny: <strong[^>]*>\d+<\/strong> · strona 1 z \d+/);

    const byCode = await visible(await get(`${LIST}?szukaj=pl-102`, admin.cookie));
    expect(byCode).toMatch(/Pasujące tkaniny: <strong[^>]*>1<\/strong>/);
    expect(byCode).toContain('href="/admin-products/tkaniny/PL-102"');
    expect(byCode).not.toContain('href="/admin-products/tkaniny/PL-101"');

    const byName = await visible(await get(`${LIST}?szukaj=${encodeURIComponent("basic 103")}`, admin.cookie));
    expect(byName).toContain('href="/admin-products/tkaniny/PL-103"');

    const onSale = await env.DB.prepare("select count(*) as n from fabrics where sale = 1 and collection = 'Basic'").first<{ n: number }>();
    const sale = await visible(await get(`${LIST}?wyprzedaz=tak&kolekcja=Basic`, admin.cookie));
    expect(sale).toMatch(new RegExp(`Pasujące tkaniny: <strong[^>]*>${onSale!.n}</strong>`));
    expect(sale).toContain('href="/admin-products/tkaniny/PL-102"');

    const nothing = await visible(await get(`${LIST}?szukaj=nie-ma-takiej&dostepnosc=niedostepne`, admin.cookie));
    expect(nothing).toContain("Brak tkanin spełniających kryteria.");
    // Nonsense in the URL is ignored, never an error.
    expect((await get(`${LIST}?strona=abc&dostepnosc=moze`, admin.cookie)).status).toBe(200);
  });

  it("answers 404 in Polish for a code that is not there", async () => {
    const response = await get(`${LIST}/NIE-MA-TAKIEJ`, admin.cookie);
    expect(response.status).toBe(404);
    expect(await visible(response)).toContain("Nie znaleziono tkaniny o tym kodzie");
  });
});

describe("a fabric's form", () => {
  it("creates a fabric with its photo: the row, its first price, the audit, the photo's row, a new catalogue version", async () => {
    const before = await version();
    const row = await created(admin, "TEST-NOWA");
    expect(row).toMatchObject({ name: "Testowa TEST-NOWA", price: 9950, sale: 0, available: 1, maxWidth: 120 });
    expect(row.image).toMatch(/^\/zdjecia\/[0-9a-f]{64}\.png$/);
    expect(await imageRow(row.image.slice("/zdjecia/".length))).toEqual({
      contentType: "image/png",
      width: 5,
      height: 4,
      bytes: SAMPLE_IMAGES.png.byteLength,
      uploadedBy: admin.userId,
    });
    expect(await history("TEST-NOWA")).toEqual([{ oldPrice: null, newPrice: 9950, onSale: 0, userId: admin.userId }]);
    expect((await auditOf(admin.userId, "product_created")).map((e) => e.target)).toContain("TEST-NOWA");
    expect((await auditOf(admin.userId, "image_uploaded")).map((e) => e.target)).toContain(row.image);
    expect(await version()).toBe(before + 1);
    // The shop shows it at once.
    expect(await visible(await get("/tkanina/TEST-NOWA"))).toContain(`src="${row.image}"`);
  });

  it("edits the price: one history row, a product_updated entry, the version bumped", async () => {
    await created(admin, "TEST-CENA");
    const before = await version();
    const response = await postMultipart(`${LIST}/TEST-CENA`, await editFields("TEST-CENA", { pricePerM2: "120,05" }), admin.cookie);
    expect([response.status, response.headers.get("Location"), flashOf(response)?.text]).toEqual([302, LIST, "Zapisano tkaninę TEST-CENA"]);
    expect((await fabricRow("TEST-CENA"))!.price).toBe(12005);
    expect(await history("TEST-CENA")).toEqual([
      { oldPrice: null, newPrice: 9950, onSale: 0, userId: admin.userId },
      { oldPrice: 9950, newPrice: 12005, onSale: 0, userId: admin.userId },
    ]);
    const updates = (await auditOf(admin.userId, "product_updated")).filter((e) => e.target === "TEST-CENA");
    expect(updates).toHaveLength(1);
    expect(JSON.parse(updates[0]!.details)).toEqual({ pricePerM2: "9950 → 12005" });
    expect(await version()).toBe(before + 1);
    // The photo stays when no new one is sent.
    expect((await fabricRow("TEST-CENA"))!.image).toMatch(/^\/zdjecia\//);
  });

  it("refuses a duplicate code, in any letter case", async () => {
    await created(admin, "TEST-DUPLIKAT");
    const before = await version();
    for (const code of ["TEST-DUPLIKAT", "test-duplikat", "PL-101"]) {
      const response = await postMultipart(`${LIST}/nowa`, fabricFields(code, { name: "Inna" }), admin.cookie);
      expect([code, response.status]).toEqual([code, 400]);
      expect(await visible(response)).toContain(FABRIC_CODE_TAKEN);
    }
    // Nor may an edit take another fabric's code.
    const rename = await postMultipart(`${LIST}/TEST-DUPLIKAT`, await editFields("TEST-DUPLIKAT", { code: "PL-101" }), admin.cookie);
    expect(rename.status).toBe(400);
    expect(await visible(rename)).toContain(FABRIC_CODE_TAKEN);
    expect((await fabricRow("TEST-DUPLIKAT"))!.name).toBe("Testowa TEST-DUPLIKAT");
    expect(await fabricRow("test-duplikat")).toBeNull();
    expect(await version()).toBe(before);
  });

  it("lets an unordered fabric change its code (its history follows) and refuses it for an ordered one", async () => {
    await created(admin, "TEST-STARY");
    const renamed = await postMultipart(`${LIST}/TEST-STARY`, await editFields("TEST-STARY", { code: "TEST-NOWY-KOD" }), admin.cookie);
    expect(renamed.status).toBe(302);
    expect(await fabricRow("TEST-STARY")).toBeNull();
    expect((await history("TEST-NOWY-KOD")).length).toBe(1);

    const line = await seededPleatLine();
    const placed = await placeOrder(env, getDb(env), checkoutForm(), [line], null, await currentDeliveryPrices());
    expect(placed.ok).toBe(true);
    if (line.productType !== "plisy") throw new Error("a pleat line");
    const code = line.fabricCode;
    const form = await get(`${LIST}/${code}`, admin.cookie);
    expect(await visible(form)).toContain("Tkanina była zamawiana: jej kodu nie można zmienić.");
    const before = await version();
    const refused = await postMultipart(`${LIST}/${code}`, await editFields(code, { code: `${code}-X` }), admin.cookie);
    expect(refused.status).toBe(400);
    expect(await visible(refused)).toContain(ORDERED_CODE_FIXED);
    expect(await fabricRow(code)).not.toBeNull();
    expect(await fabricRow(`${code}-X`)).toBeNull();
    expect(await version()).toBe(before);
  });

  it.each([
    ["a negative price", { pricePerM2: "-10,00" }, "pricePerM2", "Cena musi być większa od zera"],
    ["a zero price", { pricePerM2: "0" }, "pricePerM2", "Cena musi być większa od zera"],
    ["100 000 zł/m²", { pricePerM2: "100000" }, "pricePerM2", "Cena nie może przekraczać 10 000,00 zł/m²"],
    ["a price that is no number", { pricePerM2: "dużo" }, "pricePerM2", "Podaj cenę w złotych, np. 12,50"],
    ["a width above the range", { maxWidthCm: "301" }, "maxWidthCm", "Maksymalna szerokość: liczba całkowita od 20 do 300 cm"],
    ["a missing name", { name: "" }, "name", "Podaj nazwę tkaniny"],
  ])("refuses %s with a Polish field message and changes nothing", async (_, change, _field, message) => {
    const before = await version();
    const images = await imageCount();
    const create = await postMultipart(`${LIST}/nowa`, fabricFields("TEST-ZLA", change), admin.cookie);
    expect(create.status).toBe(400);
    expect(await visible(create)).toContain(message);
    expect(await fabricRow("TEST-ZLA")).toBeNull();
    const edit = await postMultipart(`${LIST}/PL-101`, await editFields("PL-101", change), admin.cookie);
    expect(edit.status).toBe(400);
    expect(await visible(edit)).toContain(message);
    expect((await fabricRow("PL-101"))!.price).toBe(6900);
    expect(await version()).toBe(before);
    expect(await imageCount()).toBe(images);
  });

  it("puts a fabric on sale only below its lowest price of the 30 days before", async () => {
    await created(admin, "TEST-WYPRZEDAZ");
    const before = await version();
    const same = await postMultipart(`${LIST}/TEST-WYPRZEDAZ`, await editFields("TEST-WYPRZEDAZ", { sale: "on" }), admin.cookie);
    expect(same.status).toBe(400);
    expect(await visible(same)).toContain(saleNotLowerMessage(9950));
    expect((await fabricRow("TEST-WYPRZEDAZ"))!.sale).toBe(0);
    expect(await version()).toBe(before);

    const lower = await postMultipart(`${LIST}/TEST-WYPRZEDAZ`, await editFields("TEST-WYPRZEDAZ", { sale: "on", pricePerM2: "79,00" }), admin.cookie);
    expect(lower.status).toBe(302);
    expect(await fabricRow("TEST-WYPRZEDAZ")).toMatchObject({ sale: 1, price: 7900 });
    expect((await history("TEST-WYPRZEDAZ")).at(-1)).toEqual({ oldPrice: 9950, newPrice: 7900, onSale: 1, userId: admin.userId });
  });

  it("keeps a seeded sale a reduction: a raise to its lowest price is refused, and a new fabric is not created on sale", async () => {
    const seeded = await env.DB.prepare("select code, lowest_price_before_sale as lowest from fabrics where sale = 1 and code like 'PL-%' order by code limit 1").first<{
      code: string;
      lowest: number;
    }>();
    const before = await version();
    const raised = await postMultipart(
      `${LIST}/${seeded!.code}`,
      await editFields(seeded!.code, { pricePerM2: (seeded!.lowest / 100).toFixed(2).replace(".", ",") }),
      admin.cookie,
    );
    expect(raised.status).toBe(400);
    expect(await visible(raised)).toContain(saleNotLowerMessage(seeded!.lowest));

    const created = await postMultipart(`${LIST}/nowa`, fabricFields("TEST-NOWA-WYPRZEDAZ", { sale: "on" }), admin.cookie);
    expect(created.status).toBe(400);
    expect(await visible(created)).toContain(NEW_FABRIC_ON_SALE_MESSAGE);
    expect(await fabricRow("TEST-NOWA-WYPRZEDAZ")).toBeNull();
    expect(await version()).toBe(before);
  });

  it("asks a new fabric for a photo", async () => {
    const response = await postMultipart(`${LIST}/nowa`, fabricFields("TEST-BEZ-ZDJECIA", { image: undefined }), admin.cookie);
    expect(response.status).toBe(400);
    expect(await visible(response)).toContain(FABRIC_IMAGE_REQUIRED);
    expect(await fabricRow("TEST-BEZ-ZDJECIA")).toBeNull();
  });
});

describe("photos", () => {
  it.each([
    ["JPEG", SAMPLE_IMAGES.jpeg, "image/jpeg", "jpg", 3, 2],
    ["PNG", SAMPLE_IMAGES.png, "image/png", "png", 5, 4],
    ["WebP", SAMPLE_IMAGES.webpLossy, "image/webp", "webp", 7, 6],
  ])("takes a %s whatever its name and declared type, stores its size, and serves it for ever", async (_, bytes, contentType, extension, width, height) => {
    const code = `TEST-FOTO-${extension.toUpperCase()}`;
    // The name and the browser's type say nothing: the bytes decide.
    const row = await created(admin, code, { image: file(bytes, "zdjecie.bin", "application/octet-stream") });
    expect(row.image).toMatch(new RegExp(`^/zdjecia/[0-9a-f]{64}\\.${extension}$`));
    const key = row.image.slice("/zdjecia/".length);
    expect(await imageRow(key)).toMatchObject({ contentType, width, height, bytes: bytes.byteLength });

    const served = await get(row.image);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe(contentType);
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const etag = served.headers.get("ETag");
    expect(etag).toBeTruthy();
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const again = await exports.default.fetch(new Request(`${ORIGIN}${row.image}`, { headers: { "If-None-Match": etag! } }));
    expect(again.status).toBe(304);
  });

  it("refuses a text file named .jpg, and changes nothing", async () => {
    await created(admin, "TEST-TEKST");
    const before = await fabricRow("TEST-TEKST");
    const images = await imageCount();
    const text = new File(["to nie jest zdjęcie"], "zdjecie.jpg", { type: "image/jpeg" });
    const response = await postMultipart(`${LIST}/TEST-TEKST`, await editFields("TEST-TEKST", { image: text, pricePerM2: "50,00" }), admin.cookie);
    expect(response.status).toBe(400);
    expect(await visible(response)).toContain(IMAGE_NOT_AN_IMAGE);
    expect(await fabricRow("TEST-TEKST")).toEqual(before);
    expect(await imageCount()).toBe(images);
  });

  it("refuses a photo over 5 MB in the form, and a 50 MB upload before it reaches the form, in Polish", async () => {
    await created(admin, "TEST-DUZE");
    const before = await fabricRow("TEST-DUZE");
    const justOver = new Uint8Array(5 * 1024 * 1024 + 1);
    justOver.set(SAMPLE_IMAGES.jpeg);
    const over = await postMultipart(`${LIST}/TEST-DUZE`, await editFields("TEST-DUZE", { image: file(justOver, "duze.jpg") }), admin.cookie);
    expect(over.status).toBe(400);
    expect(await visible(over)).toContain(IMAGE_TOO_LARGE);

    const huge = new Uint8Array(50 * 1024 * 1024);
    huge.set(SAMPLE_IMAGES.jpeg);
    const refused = await postMultipart(`${LIST}/TEST-DUZE`, await editFields("TEST-DUZE", { image: file(huge, "ogromne.jpg") }), admin.cookie);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain(UPLOAD_TOO_LARGE_MESSAGE);
    expect(await fabricRow("TEST-DUZE")).toEqual(before);
  });

  it("answers 404 in Polish for an unknown or malformed key", async () => {
    for (const path of [`/zdjecia/${"a".repeat(64)}.png`, "/zdjecia/..%2Fsecret", "/zdjecia/abc.svg"]) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).toBe("Nie znaleziono zdjęcia");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });

  it("is allowed by the Content-Security-Policy (same origin)", async () => {
    expect((await get("/tkaniny-plisy")).headers.get("Content-Security-Policy")).toContain("img-src 'self'");
  });
});
