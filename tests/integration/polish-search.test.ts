import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { searchIndexes } from "~/db/schema";
import { parseAuditQuery } from "~/lib/admin-audit-query";
import { parseEnquiriesQuery } from "~/lib/admin-enquiries-query";
import { parseOrdersQuery } from "~/lib/admin-orders-query";
import { parseSamplesQuery } from "~/lib/admin-samples-query";
import { parseUsersQuery } from "~/lib/admin-users-query";
import { parseFabricsQuery } from "~/lib/schemas/fabric-admin";
import { parseListQuery } from "~/lib/schemas/product-admin";
import { SEARCH_LETTER_FOLDS, searchFold, searchFoldSql } from "~/lib/search-text";
import { register, verifyEmail } from "~/server/accounts/customers.server";
import { listAdminOrders } from "~/server/orders/admin.server";
import { listUsers } from "~/server/accounts/admin.server";
import { auditEntry, listAuditLog } from "~/server/admin/audit.server";
import type { Db } from "~/server/platform/db.server";
import { getDb } from "~/server/platform/db.server";
import { listEnquiries } from "~/server/enquiries/inbox.server";
import { saveEnquiry } from "../support/workers/enquiries";
import { listAdminFabrics } from "~/server/catalogue/fabric-admin.server";
import { listSampleRequests, requestSamples } from "~/server/samples/requests.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { listAccessoriesAdmin } from "~/server/catalogue/accessory-admin.server";
import { listMeshesAdmin } from "~/server/catalogue/mesh-admin.server";
import { listPleatProfilesAdmin } from "~/server/catalogue/pleat-profile-admin.server";
import { listScreenProfilesAdmin } from "~/server/catalogue/screen-profile-admin.server";
import { listPromoCodes } from "~/server/orders/promo-codes-admin.server";
import { capturingCodes, clientRequest, registration } from "../support/workers/accounts";
import { get, signedIn, testActor, visible, type Session } from "../support/workers/admin";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "../support/workers/orders";
import { keptEvents, uniqueEmail } from "../support/workers/queue";

// Issue 42: every back-office search matches Polish letters in any case and without diacritics ('łęcka', 'ŁĘCKA'
// and 'lecka' find 'Łęcka-Żmuda'; SQLite's lower() folds ASCII only), and reads an index, not the table.

const db = getDb(env);

describe("the fold in SQLite is the fold of the typed term", () => {
  it("for every letter of the table, both cases, and whole names", async () => {
    const texts = [...SEARCH_LETTER_FOLDS.map(([letter]) => letter), "Łęcka-Żmuda", "ZAŻÓŁĆ GĘŚLĄ JAŹŃ", "Lumière Śmietankowa", "Dvořák", "Straße", "KRYSTYNA", "Ωμέγα"];
    const statement = env.DB.prepare(`select ${searchFoldSql("?1")} as folded`);
    const rows = await env.DB.batch(texts.map((text) => statement.bind(text)));
    expect(rows.map((row) => (row.results[0] as { folded: string }).folded)).toEqual(texts.map(searchFold));
  });

  it("and each search index in the database is built on the expression the code queries", async () => {
    const dialect = new SQLiteSyncDialect();
    for (const { name, text } of Object.values(searchIndexes)) {
      const stored = await env.DB.prepare("select sql from sqlite_master where type = 'index' and name = ?").bind(name).first<{ sql: string }>();
      expect(stored?.sql, name).toContain(dialect.sqlToQuery(text).sql);
    }
  });
});

const FIRST_NAME = "Krystyna";
const LAST_NAME = "Łęcka-Żmuda";
const finding = ["łęcka", "ŁĘCKA", "ŻMUDA", "żmuda", "lecka", "ZMUDA", "KRYSTYNA", "krystyna", "Łęcka-Żmuda", "lecka-zmuda"];
const notFinding = ["łęcki", "żmudaa", "krystyno"];

describe("every back-office list finds a Polish name however it is typed", () => {
  let admin: Session;
  let orderNumber: string;
  const email = uniqueEmail("lecka");
  const fabricCode = `PL-${crypto.randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    admin = await signedIn({ admin: true, gate: true });
    const placed = await placeOrder(
      keptEvents().env,
      db,
      checkoutForm({ firstName: FIRST_NAME, lastName: LAST_NAME, email }),
      [await seededPleatLine()],
      null,
      await currentDeliveryPrices(),
    );
    if (!placed.ok) throw new Error("the order was not placed");
    orderNumber = placed.number;
    await saveEnquiry(db, "contact", { firstName: FIRST_NAME, lastName: LAST_NAME, email, phone: "", subject: "Pytanie o plisy", message: "Dzień dobry" });
    const samples = await requestSamples(
      keptEvents().env,
      { fabrics: ["PL-101"], name: `${FIRST_NAME} ${LAST_NAME}`, street: "Łąkowa 5", postalCode: "00-950", city: "Łódź", email },
      null,
    );
    if (!samples.ok) throw new Error("the samples were not requested");
    const mail = capturingCodes();
    await register(mail.env, clientRequest(), registration(email, { firstName: FIRST_NAME, lastName: LAST_NAME }));
    await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!);
    await db.batch([auditEntry(db, testActor, "product_updated", fabricCode, { nazwa: "Perła Stalowa → Perła Śnieżna" })]);
  });

  const lists = [
    ["orders", "/admin/excel-bot", () => orderNumber],
    ["enquiries", "/admin-enquiries", () => email],
    ["samples", "/admin-samples", () => email],
    ["users", "/admin-users", () => email],
  ] as const;

  it.each(lists)("%s: %s?szukaj=… finds a customer's name in any case and without diacritics, and not a near miss", async (_list, path, shown) => {
    for (const term of finding) {
      const html = await visible(await get(`${path}?szukaj=${encodeURIComponent(term)}`, admin.cookie));
      expect(html, `${path} '${term}'`).toContain(shown());
    }
    for (const term of notFinding) {
      const html = await visible(await get(`${path}?szukaj=${encodeURIComponent(term)}`, admin.cookie));
      expect(html, `${path} '${term}'`).not.toContain(shown());
    }
  });

  it("the audit log finds what an entry names, and an action by its Polish name, in any case and without diacritics", async () => {
    for (const term of ["Śnieżna", "ŚNIEŻNA", "sniezna", "perła śnieżna", "Zmieniono produkt", "ZMIENIONO PRODUKT", "zmieniono produkt"]) {
      const html = await visible(await get(`/admin-audit?szukaj=${encodeURIComponent(term)}`, admin.cookie));
      expect(html, term).toContain(fabricCode);
    }
    for (const term of ["śnieżny", "Usunięto zamówienie"]) {
      const html = await visible(await get(`/admin-audit?szukaj=${encodeURIComponent(term)}`, admin.cookie));
      expect(html, term).not.toContain(fabricCode);
    }
  });

  it.each([
    ["fabrics", "/admin-products/tkaniny", ["ŚMIETANKOWA", "smietankowa", "LUMIERE śmietankowa"], "PL-201"],
    ["pleat profiles", "/admin-products/profile-plis", ["BRĄZOWY", "brazowy"], "P-03"],
    ["accessories", "/admin-products/dodatki", ["ŻYŁKOWE", "zylkowe", "prowadzenie ZYŁKOWE"], "Prowadzenie żyłkowe"],
    ["screen profiles", "/admin-products/profile-moskitier", ["BRĄZOWY", "brazowy"], "MO-26"],
    ["meshes", "/admin-products/siatki", ["BIAŁY", "bialy"], "biały"],
  ])("products, %s: %s?szukaj=… finds a Polish name in any case and without diacritics", async (_list, path, terms, shown) => {
    for (const term of terms) {
      const html = await visible(await get(`${path}?szukaj=${encodeURIComponent(term)}`, admin.cookie));
      expect(html, `${path} '${term}'`).toContain(shown);
    }
  });
});

/** A drizzle over the binding that keeps each statement it runs, to ask SQLite how it would run it. */
function recordingDb() {
  const statements: { sql: string; params: unknown[] }[] = [];
  const binding = new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          const prepared = target.prepare(query);
          return new Proxy(prepared, {
            get(statement, name) {
              if (name === "bind") {
                return (...params: unknown[]) => {
                  statements.push({ sql: query, params });
                  return statement.bind(...params);
                };
              }
              const value: unknown = Reflect.get(statement, name, statement);
              return typeof value === "function" ? value.bind(statement) : value;
            },
          });
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: drizzle(binding, { schema }) as unknown as Db, statements };
}

/**
 * How SQLite would run each search statement of `run` where it reads a table whole: such a read must go through an
 * index holding the folded text (a search index), so the search is evaluated on the index and a row is read only
 * when it matches. A SEARCH by key is fine; a SCAN of the table, or of an index without the folded text, is not.
 */
async function scansWithoutSearchIndex(run: (db: Db) => Promise<unknown>): Promise<string[]> {
  const { db: recording, statements } = recordingDb();
  await run(recording);
  const searches = statements.filter(({ sql }) => sql.includes("instr("));
  expect(searches.length).toBeGreaterThan(0);
  const indexes = await env.DB.prepare("select name, sql from sqlite_master where type = 'index' and sql is not null").all<{ name: string; sql: string }>();
  const searchIndexNames = new Set(indexes.results.filter((index) => index.sql.includes("replace(")).map((index) => index.name));
  const tables = new Set((await env.DB.prepare("select name from sqlite_master where type = 'table'").all<{ name: string }>()).results.map((table) => table.name));
  const refused: string[] = [];
  for (const { sql, params } of searches) {
    const plan = await env.DB.prepare(`explain query plan ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    for (const { detail } of plan.results) {
      const scan = /^SCAN (\w+)(?: USING (?:COVERING )?INDEX (\w+))?/.exec(detail);
      if (scan && tables.has(scan[1]!) && !searchIndexNames.has(scan[2] ?? "")) refused.push(detail);
    }
  }
  return refused;
}

describe("a search reads an index, not the table", () => {
  const search = new URLSearchParams({ szukaj: "łęcka" });
  it.each([
    ["orders", (db: Db) => listAdminOrders(db, parseOrdersQuery(search))],
    ["enquiries", (db: Db) => listEnquiries(db, parseEnquiriesQuery(search))],
    ["samples", (db: Db) => listSampleRequests(db, parseSamplesQuery(search))],
    ["audit", (db: Db) => listAuditLog(db, parseAuditQuery(search))],
    ["fabrics", (db: Db) => listAdminFabrics(db, parseFabricsQuery(search))],
    ["pleat profiles", (db: Db) => listPleatProfilesAdmin(db, parseListQuery(search))],
    ["accessories", (db: Db) => listAccessoriesAdmin(db, parseListQuery(search))],
    ["screen profiles", (db: Db) => listScreenProfilesAdmin(db, parseListQuery(search))],
    ["meshes", (db: Db) => listMeshesAdmin(db, parseListQuery(search))],
    ["promo codes", (db: Db) => listPromoCodes(db, parseListQuery(search))],
    ["users", (db: Db) => listUsers(db, parseUsersQuery(search))],
  ])("%s", async (_list, run) => {
    const refused = await scansWithoutSearchIndex(run);
    if (refused.length) console.log(_list, JSON.stringify(refused));
    expect(refused).toEqual([]);
  });
});
