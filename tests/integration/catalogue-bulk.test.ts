import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { changedPrice } from "~/lib/bulk-prices";
import { eq } from "drizzle-orm";
import { fabrics } from "~/db/schema";
import { formatPln } from "~/lib/money";
import { NEW_FABRIC_ON_SALE_MESSAGE, saleNotLowerMessage } from "~/lib/price-history";
import { CATALOGUE_HEADER, fabricCount } from "~/lib/schemas/catalogue-csv";
import { END_SALES_FIELD, SALES_NOT_ENDED_MESSAGE } from "~/lib/schemas/end-sales";
import { runStatements } from "~/server/catalogue/changes.server";
import { STALE_PREVIEW_MESSAGE, unchangedSince } from "~/server/catalogue/bulk-prices.server";
import { getDb } from "~/server/platform/db.server";
import { flashOf, get, ORIGIN, post, uniqueIp, visible, type Session, signedIn } from "../support/workers/admin";

// Bulk changes of the fabrics through the worker, as the back-office uses them: a collection's prices
// by a percentage, and the catalogue's CSV out and back in, each previewed before anything is applied.

const PRICE_PATH = "/admin-products/zmiana-cen";
const IMPORT_PATH = "/admin-products/import";
const EXPORT_PATH = "/admin-products/import/katalog-tkanin.csv";

type FabricRow = { code: string; name: string; price_per_m2: number; collection: string; sale: number; lowest_price_before_sale: number | null };
const allFabrics = async () => (await env.DB.prepare("select * from fabrics order by code").all<FabricRow>()).results;
const priceByCode = async () => new Map((await allFabrics()).map((fabric) => [fabric.code, fabric.price_per_m2]));
const version = async () => (await env.DB.prepare("select version from catalogue_state where id = 1").first<{ version: number }>())?.version ?? 0;
const countOf = async (query: string, ...binds: unknown[]) =>
  (await env.DB.prepare(query)
    .bind(...binds)
    .first<{ n: number }>())!.n;

const unescapeHtml = (text: string) => text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
/** A hidden field's value as the page renders it. */
function hidden(html: string, name: string): string {
  const match = html.match(new RegExp(`name="${name}" value="([^"]*)"`));
  if (!match) throw new Error(`the page has no hidden field ${name}`);
  return unescapeHtml(match[1]!);
}

function postMultipart(path: string, form: FormData, cookie: string): Promise<Response> {
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { method: "POST", body: form, headers: { Origin: ORIGIN, Cookie: cookie, "CF-Connecting-IP": uniqueIp() }, redirect: "manual" }),
  );
}
const csvFile = (text: string, name = "katalog.csv") => new File([text], name, { type: "text/csv" });
function previewUpload(file: File, cookie: string) {
  const form = new FormData();
  form.set("intent", "preview");
  form.set("file", file);
  return postMultipart(IMPORT_PATH, form, cookie);
}
/** Posts 'Zastosuj zmiany' with what the preview page carries, and the sales to end when the owner ticked that. */
function applyFrom(previewHtml: string, cookie: string, endSales?: string) {
  const form = new FormData();
  form.set("intent", "apply");
  form.set("version", hidden(previewHtml, "version"));
  form.set("csv", hidden(previewHtml, "csv"));
  if (endSales) form.set(END_SALES_FIELD, endSales);
  return postMultipart(IMPORT_PATH, form, cookie);
}

/** The catalogue's CSV export, as the owner downloads it. */
async function exported() {
  const response = await get(EXPORT_PATH, admin.cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  // The BOM is part of the bytes; text() would drop it.
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
}

let admin: Session;
beforeAll(async () => {
  admin = await signedIn({ admin: true, gate: true });
});

describe("the pages are the back-office's", () => {
  it("sends a visitor to /", async () => {
    for (const path of [PRICE_PATH, IMPORT_PATH, EXPORT_PATH]) expect([path, (await get(path)).headers.get("Location")]).toEqual([path, "/"]);
  });
});

describe("a collection's prices by a percentage", () => {
  const preview = async (collection: string, percent: string) => {
    const response = await get(`${PRICE_PATH}?${new URLSearchParams({ collection, percent })}`, admin.cookie);
    expect(response.status).toBe(200);
    return response.text();
  };

  it("+5 % changes every fabric of the collection and nothing else, with its history, its audit entries and one version bump", async () => {
    const before = await allFabrics();
    const natura = before.filter((fabric) => fabric.collection === "Natura");
    const versionBefore = await version();
    const historyBefore = await countOf("select count(*) as n from price_history");
    const html = await preview("Natura", "+5");
    const shown = unescapeHtml(await visible(new Response(html)));
    expect(shown).toContain("Podgląd: Natura +5% (18 tkanin)");
    expect(shown).toContain("połówkę grosza w górę");
    expect(await priceByCode()).toEqual(new Map(before.map((fabric) => [fabric.code, fabric.price_per_m2])));

    const response = await post(PRICE_PATH, { collection: "Natura", percent: "+5", seen: hidden(html, "seen") }, admin.cookie);
    expect(response.status).toBe(302);
    expect(flashOf(response)).toMatchObject({ type: "success", text: "Zmieniono ceny w kolekcji Natura (+5%): 18 tkanin." });

    const after = await priceByCode();
    for (const fabric of before) {
      const expected = fabric.collection === "Natura" ? changedPrice(fabric.price_per_m2, 50) : fabric.price_per_m2;
      expect([fabric.code, after.get(fabric.code)]).toEqual([fabric.code, expected]);
    }
    const codes = natura.map((fabric) => fabric.code);
    const marks = codes.map(() => "?").join(",");
    // The seed's sale fabrics come with their history: count what this change wrote.
    const written = `select count(*) as n from price_history where user_id = '${admin.userId}'`;
    expect(await countOf(`${written} and item_kind = 'fabric' and item_key in (${marks})`, ...codes)).toBe(natura.length);
    expect(await countOf(written)).toBe(natura.length);
    expect(await countOf("select count(*) as n from price_history")).toBe(historyBefore + natura.length);
    const history = await env.DB.prepare("select old_price, new_price, user_email from price_history where item_key = ? order by id desc").bind(natura[0]!.code).first();
    expect(history).toEqual({ old_price: natura[0]!.price_per_m2, new_price: changedPrice(natura[0]!.price_per_m2, 50), user_email: admin.email });
    expect(await countOf("select count(*) as n from audit_log where action = 'prices_bulk_changed' and user_id = ?", admin.userId)).toBe(natura.length);
    expect(await version()).toBe(versionBefore + 1);
  });

  it("refuses a stale preview: a price changed since it was shown, nothing is applied", async () => {
    const html = await preview("Perła", "-10");
    const [first] = (await allFabrics()).filter((fabric) => fabric.collection === "Perła");
    await env.DB.prepare("update fabrics set price_per_m2 = price_per_m2 + 100 where code = ?").bind(first!.code).run();
    const before = await priceByCode();
    const versionBefore = await version();

    const response = await post(PRICE_PATH, { collection: "Perła", percent: "-10", seen: hidden(html, "seen") }, admin.cookie);
    expect(response.status).toBe(409);
    expect(await visible(response)).toContain("Ceny zmieniły się od podglądu. Sprawdź podgląd ponownie.");
    expect(await priceByCode()).toEqual(before);
    expect(await version()).toBe(versionBefore);
  });

  it("refuses the whole change when one fabric's sale would no longer be a reduction, and says which and why", async () => {
    const fabrics = (await allFabrics()).filter((fabric) => fabric.collection === "Żakard");
    const onSale = fabrics[0]!;
    // On sale at just under its reference: +5 % would put it above the lowest price before the sale.
    await env.DB.prepare("update fabrics set sale = 1, sale_started_at = ?, lowest_price_before_sale = price_per_m2 + 1 where code = ?").bind(Date.now(), onSale.code).run();
    const html = await preview("Żakard", "5");
    const shown = unescapeHtml(await visible(new Response(html)));
    expect(shown).toContain(`${onSale.code} „${onSale.name}”: ${saleNotLowerMessage(onSale.price_per_m2 + 1)}`);
    expect(hidden(html, END_SALES_FIELD)).toBe(onSale.code);

    const before = await priceByCode();
    const versionBefore = await version();
    const response = await post(PRICE_PATH, { collection: "Żakard", percent: "5", seen: hidden(html, "seen") }, admin.cookie);
    expect(response.status).toBe(409);
    expect(unescapeHtml(await visible(response))).toContain(SALES_NOT_ENDED_MESSAGE);
    expect(await priceByCode()).toEqual(before);
    expect(await version()).toBe(versionBefore);
  });

  it.each([
    ["0", "Zmiana o 0% nie zmienia cen."],
    ["-91", "Obniżka może wynosić najwyżej 90%."],
    ["100,5", "Podwyżka może wynosić najwyżej 100%."],
    ["abc", "Podaj procent jako liczbę całkowitą albo z jednym miejscem po przecinku, np. 5, -10 albo 2,5."],
  ])("answers a percentage of %j with a Polish message and no preview", async (percent, message) => {
    const html = await preview("Basic", percent);
    expect(await visible(new Response(html))).toContain(message);
    expect(html).not.toContain("Podgląd:");
  });

  it("answers a collection that does not exist with a message, not a preview", async () => {
    expect(await visible(new Response(await preview("Nieistniejąca", "5")))).toContain("Wybierz kolekcję z listy.");
  });
});

describe("a sale stays a real reduction, whatever path changes a price (Omnibus)", () => {
  const fabricPage = async (code: string) => {
    const response = await get(`/tkanina/${code}`);
    expect(response.status).toBe(200);
    return unescapeHtml(await visible(response));
  };
  /** The seed's sale fabrics of a collection, with the lowest price of the 30 days before their reduction. */
  const seededSales = async (collection: string) => (await allFabrics()).filter((fabric) => fabric.collection === collection && fabric.sale === 1);
  const reasonOf = (fabric: FabricRow) => `${fabric.code} „${fabric.name}”: ${saleNotLowerMessage(fabric.lowest_price_before_sale!)}`;

  it("a collection +30 % over the seed's sale fabrics: each refused with its reason, then applied with their sales ended when the owner asks", async () => {
    const sales = await seededSales("Lumière");
    expect(sales.length).toBeGreaterThan(0);
    const lumiere = (await allFabrics()).filter((fabric) => fabric.collection === "Lumière");
    const html = await (await get(`${PRICE_PATH}?${new URLSearchParams({ collection: "Lumière", percent: "30" })}`, admin.cookie)).text();
    const shown = unescapeHtml(await visible(new Response(html)));
    for (const sale of sales) expect(shown).toContain(reasonOf(sale));
    expect(shown).toContain(`Zakończ wyprzedaż wymienionych tkanin (${fabricCount(sales.length)})`);
    expect(hidden(html, END_SALES_FIELD).split(" ").sort()).toEqual(sales.map((sale) => sale.code).sort());

    // Without the owner's choice nothing is written.
    const before = await priceByCode();
    const versionBefore = await version();
    const confirmation = { collection: "Lumière", percent: "30", seen: hidden(html, "seen") };
    const refused = await post(PRICE_PATH, confirmation, admin.cookie);
    expect(refused.status).toBe(409);
    expect(unescapeHtml(await visible(refused))).toContain(SALES_NOT_ENDED_MESSAGE);
    // Ending some of the listed sales but not all is not what the preview showed.
    const partial = await post(PRICE_PATH, { ...confirmation, [END_SALES_FIELD]: sales[0]!.code }, admin.cookie);
    expect(partial.status).toBe(409);
    expect(await visible(partial)).toContain(STALE_PREVIEW_MESSAGE);
    expect(await priceByCode()).toEqual(before);
    expect(await version()).toBe(versionBefore);

    const applied = await post(PRICE_PATH, { ...confirmation, [END_SALES_FIELD]: hidden(html, END_SALES_FIELD) }, admin.cookie);
    expect(applied.status).toBe(302);
    expect(flashOf(applied)).toMatchObject({
      type: "success",
      text: `Zmieniono ceny w kolekcji Lumière (+30%): ${fabricCount(lumiere.length)}. Zakończono wyprzedaż: ${fabricCount(sales.length)}.`,
    });
    expect(await version()).toBe(versionBefore + 1);
    for (const sale of sales) {
      const price = changedPrice(sale.price_per_m2, 300);
      expect(await env.DB.prepare("select price_per_m2, sale, sale_started_at, lowest_price_before_sale from fabrics where code = ?").bind(sale.code).first()).toEqual({
        price_per_m2: price,
        sale: 0,
        sale_started_at: null,
        lowest_price_before_sale: null,
      });
      // The ended sale is written to the history like every other change.
      const last = await env.DB.prepare("select old_price, new_price, on_sale, user_id from price_history where item_key = ? order by id desc").bind(sale.code).first();
      expect(last).toEqual({ old_price: sale.price_per_m2, new_price: price, on_sale: 0, user_id: admin.userId });
      const page = await fabricPage(sale.code);
      expect(page).toContain(formatPln(price));
      expect(page).not.toContain("Wyprzedaż");
      expect(page).not.toContain("Najniższa cena z 30 dni");
    }
  });

  it("an import over a sale fabric at 999,00 zł and a new fabric on sale: each refused with its reason, then applied with the sales ended when the owner asks", async () => {
    const [sale] = await seededSales("Basic");
    const lines = (await exported()).split("\r\n");
    const index = lines.findIndex((line) => line.startsWith(`${sale!.code};`));
    lines[index] = lines[index]!.replace(/;\d+,\d\d;(\d+);(tak|nie);tak;/, ";999,00;$1;$2;tak;");
    lines.push("NOWA-W;Nowa w wyprzedaży;zielony;Zaciemniająca;Nowości;/images/fabrics/PL-101.svg;120,00;200;tak;tak;0;30;70");
    const csv = lines.join("\r\n");
    const html = await (await previewUpload(csvFile(csv), admin.cookie)).text();
    const shown = unescapeHtml(await visible(new Response(html)));
    expect(shown).toContain("Zmienione: 1 tkanina");
    expect(shown).toContain(reasonOf(sale!));
    expect(shown).toContain(`NOWA-W „Nowa w wyprzedaży”: ${NEW_FABRIC_ON_SALE_MESSAGE}`);
    expect(hidden(html, END_SALES_FIELD)).toBe(`${sale!.code} NOWA-W`);

    const before = await priceByCode();
    const versionBefore = await version();
    const refused = await applyFrom(html, admin.cookie);
    expect(refused.status).toBe(409);
    const refusal = unescapeHtml(await visible(refused));
    expect(refusal).toContain(SALES_NOT_ENDED_MESSAGE);
    expect(refusal).toContain(`Wiersz ${index + 1}: ${reasonOf(sale!)}`);
    expect(await priceByCode()).toEqual(before);
    expect(await version()).toBe(versionBefore);

    const applied = await applyFrom(html, admin.cookie, hidden(html, END_SALES_FIELD));
    expect(applied.status).toBe(302);
    expect(flashOf(applied)).toMatchObject({ type: "success", text: "Zaimportowano katalog. Zmienione: 1 tkanina, nowe: 1 tkanina. Zakończono wyprzedaż: 2 tkaniny." });
    expect(
      await env.DB.prepare("select code, price_per_m2, sale, lowest_price_before_sale from fabrics where code in (?, 'NOWA-W') order by code")
        .bind(sale!.code)
        .all()
        .then((r) => r.results),
    ).toEqual([
      { code: "NOWA-W", price_per_m2: 12000, sale: 0, lowest_price_before_sale: null },
      { code: sale!.code, price_per_m2: 99900, sale: 0, lowest_price_before_sale: null },
    ]);
    const last = await env.DB.prepare("select old_price, new_price, on_sale from price_history where item_key = ? order by id desc").bind(sale!.code).first();
    expect(last).toEqual({ old_price: sale!.price_per_m2, new_price: 99900, on_sale: 0 });
    for (const code of [sale!.code, "NOWA-W"]) {
      const page = await fabricPage(code);
      expect(page).not.toContain("Wyprzedaż");
      expect(page).not.toContain("Najniższa cena z 30 dni");
    }
  });
});

describe("the catalogue as CSV, out and back in", () => {
  it("exports every fabric with a BOM, `;`, CRLF, prices with a comma and tak/nie", async () => {
    const csv = await exported();
    const lines = csv.split("\r\n");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(lines[0]).toBe(`\uFEFF${CATALOGUE_HEADER.join(";")}`);
    expect(lines).toHaveLength((await allFabrics()).length + 1);
    const seeded = lines.find((line) => line.startsWith("PL-101;"));
    expect(seeded).toMatch(/^PL-101;Basic 101;czarny;Półprzezroczysta;Basic;\/images\/fabrics\/PL-101\.svg;\d+,\d\d;60;(tak|nie);(tak|nie);20;22;58$/);
  });

  it("reads its own export back as 'no changes' and offers nothing to apply", async () => {
    // Values a spreadsheet would misread: the delimiter and quotes (quoted), a formula (guarded, and the guard undone on import).
    await env.DB.prepare(`update fabrics set name = 'Basic; "104"' where code = 'PL-104'`).run();
    await env.DB.prepare("update fabrics set name = '=2+3', colour = '-czarny' where code = 'PL-105'").run();
    const versionBefore = await version();
    const response = await previewUpload(csvFile(await exported()), admin.cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    const shown = await visible(new Response(html));
    expect(shown).toContain("Brak zmian: plik zgadza się z katalogiem.");
    expect(shown).toContain(`Bez zmian: ${(await allFabrics()).length} tkanin`);
    expect(html).not.toContain('name="csv"');
    expect(await version()).toBe(versionBefore);
  });

  it("previews a change and a new fabric, then applies them all in one batch", async () => {
    const csv = await exported();
    const lines = csv.split("\r\n");
    const index = lines.findIndex((line) => line.startsWith("PL-103;"));
    lines[index] = lines[index]!.replace(/;[\d]+,\d\d;120;tak;nie;/, ";99,99;150;nie;nie;");
    lines.push("NOWA-1;Nowa tkanina;zielony;Zaciemniająca;Nowości;/images/fabrics/PL-101.svg;120,00;200;tak;nie;0;30;70");
    const versionBefore = await version();

    const response = await previewUpload(csvFile(lines.join("\r\n")), admin.cookie);
    const html = await response.text();
    const shown = unescapeHtml(await visible(new Response(html)));
    expect(shown).toContain("Zmienione: 1 tkanina");
    expect(shown).toContain("Nowe: 1 tkanina");
    const change = (column: string, before: string, after: string) => new RegExp(`${column}:</span> <del[^>]*>${before}</del> → <ins[^>]*>${after}</ins>`);
    expect(shown).toMatch(change("Cena \\(zł/m²\\)", "89,00 zł", "99,99 zł"));
    expect(shown).toMatch(change("Maksymalna szerokość \\(cm\\)", "120 cm", "150 cm"));
    expect(shown).toMatch(change("Dostępność", "tak", "nie"));
    expect(shown).toContain("NOWA-1");
    expect(shown).toContain("import niczego nie usuwa");
    expect(await countOf("select count(*) as n from fabrics where code = 'NOWA-1'")).toBe(0);

    const applied = await applyFrom(html, admin.cookie);
    expect(applied.status).toBe(302);
    expect(flashOf(applied)).toMatchObject({ type: "success", text: "Zaimportowano katalog. Zmienione: 1 tkanina, nowe: 1 tkanina." });
    expect(await env.DB.prepare("select price_per_m2, max_width_cm, available from fabrics where code = 'PL-103'").first()).toEqual({
      price_per_m2: 9999,
      max_width_cm: 150,
      available: 0,
    });
    expect(await env.DB.prepare("select collection, price_per_m2 from fabrics where code = 'NOWA-1'").first()).toEqual({ collection: "Nowości", price_per_m2: 12000 });
    expect(await countOf("select count(*) as n from audit_log where action = 'catalogue_imported' and target in ('PL-103', 'NOWA-1')")).toBe(2);
    expect(await countOf("select count(*) as n from price_history where item_key in ('PL-103', 'NOWA-1')")).toBe(2);
    expect(await version()).toBe(versionBefore + 1);
  });

  it("applies nothing from a file with one bad row, and says which row and why", async () => {
    const lines = (await exported()).split("\r\n");
    lines[1] = lines[1]!.replace(/;\d+,\d\d;/, ";12,34;");
    lines[6] = lines[6]!.replace(/;\d+,\d\d;/, ";0;");
    const before = await priceByCode();
    const html = await (await previewUpload(csvFile(lines.join("\r\n")), admin.cookie)).text();
    const shown = await visible(new Response(html));
    expect(shown).toContain("Wiersz 7: cena musi być większa od zera");
    expect(shown).toContain("Plik ma błędy, więc nic nie zostanie zmienione.");
    expect(html).not.toContain('name="csv"');
    expect(await priceByCode()).toEqual(before);

    // The confirmation reads the file again: one edited to carry the bad row is refused as well.
    const form = new FormData();
    form.set("intent", "apply");
    form.set("version", String(await version()));
    form.set("csv", lines.join("\r\n"));
    const response = await postMultipart(IMPORT_PATH, form, admin.cookie);
    expect(response.status).toBe(400);
    expect(await visible(response)).toContain("Wiersz 7: cena musi być większa od zera");
    expect(await priceByCode()).toEqual(before);
  });

  it("refuses a preview the catalogue has moved on from", async () => {
    const lines = (await exported()).split("\r\n");
    lines[2] = lines[2]!.replace(/;\d+,\d\d;/, ";55,55;");
    const html = await (await previewUpload(csvFile(lines.join("\r\n")), admin.cookie)).text();
    await env.DB.prepare("update catalogue_state set version = version + 1 where id = 1").run();
    const before = await priceByCode();
    const response = await applyFrom(html, admin.cookie);
    expect(response.status).toBe(409);
    expect(await visible(response)).toContain("Katalog zmienił się od podglądu. Wczytaj plik ponownie.");
    expect(await priceByCode()).toEqual(before);
  });

  it("holds the version check within the batch: a change landing after the check fails the whole import", async () => {
    const seen = await version();
    await env.DB.prepare("update catalogue_state set version = version + 1 where id = 1").run();
    const before = await priceByCode();
    const db = getDb(env);
    await expect(runStatements(db, [unchangedSince(db, seen), db.update(fabrics).set({ pricePerM2: 1 }).where(eq(fabrics.code, "PL-101"))])).rejects.toThrow();
    expect(await priceByCode()).toEqual(before);
    expect(await version()).toBe(seen + 1);
    // The version it saw: the guard lets the batch through and changes nothing itself.
    await runStatements(db, [unchangedSince(db, seen + 1)]);
    expect(await version()).toBe(seen + 1);
  });

  it.each([
    ["a PNG named .csv", csvFile("\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR"), "To nie jest plik CSV"],
    ["a spreadsheet of something else", csvFile("Imię;Nazwisko\r\nJan;Kowalski"), "To nie jest plik katalogu tkanin"],
    ["a file without a column", csvFile(CATALOGUE_HEADER.filter((column) => column !== "Kod").join(";")), "W pliku brakuje kolumn: Kod."],
    ["a file over 400 KB", csvFile("x".repeat(400 * 1024 + 1)), "Plik jest za duży: najwyżej 400 KB."],
    ["a Windows-1250 file", new File([new Uint8Array([0x4b, 0x6f, 0x64, 0x3b, 0xb3, 0xf3, 0x0d, 0x0a])], "katalog.csv"), "Plik nie jest zapisany w UTF-8."],
    ["no file", new File([], "pusty.csv"), "Wybierz plik CSV z katalogiem tkanin."],
    // Past what the shop takes in one request at all, the request guard answers before the route.
    ["a 1 MB file", csvFile("x".repeat(1024 * 1024)), "Plik jest za duży: najwyżej 400 KB.", 400],
  ])("refuses %s with a Polish message", async (_, file, message, status = 400) => {
    const versionBefore = await version();
    const response = await previewUpload(file, admin.cookie);
    expect(response.status).toBe(status);
    expect(await visible(response)).toContain(message);
    expect(await version()).toBe(versionBefore);
  });

  it("imports 1 000 rows (a change to every stored fabric and new ones) in one batch within D1's limits", async () => {
    const stored = await allFabrics();
    const lines = (await exported()).split("\r\n");
    // Every stored fabric's availability flipped (the last columns: no quoted text can reach them).
    const changed = lines.slice(1).map((line) => line.replace(/;(tak|nie)(;(?:tak|nie);\d+;\d+;\d+)$/, (_, available, rest) => `;${available === "tak" ? "nie" : "tak"}${rest}`));
    const availableBefore = await countOf("select count(*) as n from fabrics where available = 1");
    const added = Array.from(
      { length: 1000 - stored.length },
      (_, i) => `SKALA-${i};Skala ${i};biały;Zaciemniająca;Skala;/images/fabrics/PL-101.svg;${50 + (i % 50)},99;200;tak;nie;10;20;70`,
    );
    const historyBefore = await countOf("select count(*) as n from price_history");
    const auditBefore = await countOf("select count(*) as n from audit_log where action = 'catalogue_imported'");
    const versionBefore = await version();

    const html = await (await previewUpload(csvFile([lines[0], ...changed, ...added].join("\r\n")), admin.cookie)).text();
    const shown = await visible(new Response(html));
    expect(shown).toContain(`Zmienione: ${stored.length} tkanin`);
    expect(shown).toContain(`Nowe: ${1000 - stored.length} tkanin`);

    const applied = await applyFrom(html, admin.cookie);
    expect(applied.status).toBe(302);
    expect(await countOf("select count(*) as n from fabrics")).toBe(1000);
    expect(await countOf("select count(*) as n from fabrics where available = 1 and code not like 'SKALA-%'")).toBe(stored.length - availableBefore);
    // Availability changed, prices did not: history only for the new fabrics.
    expect(await countOf("select count(*) as n from price_history")).toBe(historyBefore + 1000 - stored.length);
    expect(await countOf("select count(*) as n from audit_log where action = 'catalogue_imported'")).toBe(auditBefore + 1000);
    expect(await version()).toBe(versionBefore + 1);
  });
});
