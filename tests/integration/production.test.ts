import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { CartItem } from "~/lib/cart";
import { DEFAULT_DEDUCTIONS } from "~/lib/production-deductions";
import type { EditableSettings } from "~/lib/shop-settings";
import { acceptOrder } from "~/server/orders/admin.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { readTimeline } from "~/server/orders/timeline.server";
import { getDb } from "~/server/platform/db.server";
import { qrCode } from "~/server/platform/qr-code.server";
import { PRODUCTION_QUEUE_PAGE_SIZE } from "~/server/production/plan.server";
import { markLineDone, startProduction } from "~/server/production/progress.server";
import { readSiteState, saveShopSettings } from "~/server/settings/admin.server";
import { answerOf, flashOf, get, post, signedIn, testActor, visible, type Session } from "../support/workers/admin";
import { checkoutForm, currentDeliveryPrices, seededDoorScreenLine, seededPleatLine, seededScreenLine } from "../support/workers/orders";
import { keptEvents, uniqueEmail } from "../support/workers/queue";

// The workshop (/admin-produkcja) through the worker: behind the gate; accepted orders started one at a time and a
// page at once; lines made until the order is ready; the plan's totals against its lines worked by hand; each kind of
// product's card with its cut sizes; the printouts and the QR codes that open the cards.

const db = getDb(env);
/** Orders placed and accepted here tell nobody: their events stay in this queue. */
const quiet = keptEvents();

async function acceptedOrder(lines: CartItem[]): Promise<string> {
  const placed = await placeOrder(quiet.env, db, checkoutForm({ email: uniqueEmail() }), lines, null, await currentDeliveryPrices());
  if (!placed.ok) throw new Error(placed.message);
  expect(await acceptOrder(quiet.env, testActor, placed.number)).toBe(true);
  return placed.number;
}

const orderRow = (number: string) =>
  env.DB.prepare("select id, order_status as status, production_started_at as startedAt from orders where number = ?")
    .bind(number)
    .first<{ id: number; status: string; startedAt: number | null }>()
    .then((row) => row!);
const lineIds = async (number: string) =>
  (await env.DB.prepare("select i.id from order_items i join orders o on o.id = i.order_id where o.number = ? order by i.position").bind(number).all<{ id: number }>()).results.map(
    (row) => row.id,
  );
const lineRow = (id: number) =>
  env.DB.prepare("select made_at as madeAt, made_by as madeBy from order_items where id = ?").bind(id).first<{ madeAt: number | null; madeBy: string | null }>();
const auditCount = (action: string, target: string) =>
  env.DB.prepare("select count(*) as n from audit_log where action = ? and target = ?")
    .bind(action, target)
    .first<{ n: number }>()
    .then((row) => row!.n);
const kinds = async (number: string) => (await readTimeline(db, (await orderRow(number)).id, "owner")).map((entry) => entry.kind);

/** What the card's list of facts says for a label. */
function fact(html: string, label: string): string | undefined {
  return new RegExp(`<dt[^>]*>${label.replace(/[()]/g, "\\$&")}</dt><dd[^>]*>([^<]*)</dd>`).exec(html)?.[1];
}

/** A row of the cut table: its size and its rule. */
function cutRow(html: string, label: string): [string, string] | undefined {
  const row = new RegExp(`<th scope="row"[^>]*>${label.replace(/[()]/g, "\\$&")}</th><td[^>]*>([^<]*)</td><td[^>]*>([^<]*)</td>`).exec(html);
  return row ? [row[1]!, row[2]!] : undefined;
}

let admin: Session;
beforeAll(async () => {
  admin = await signedIn({ admin: true, gate: true });
});

describe("the workshop's pages are behind the gate", () => {
  it("send a visitor to /, a customer to / with 'Brak dostępu', an administrator without the code step to /admin-auth", async () => {
    const target = await acceptedOrder([await seededPleatLine()]);
    const [itemId] = await lineIds(target);
    const customer = await signedIn();
    const withoutCode = await signedIn({ admin: true });
    const pages = ["/admin-produkcja", "/admin-produkcja/druk?uklad=etykiety", `/admin-produkcja/karta/${itemId}`];
    const actions: [string, Record<string, string | string[]>][] = [
      ["/admin-produkcja", { intent: "start", numbers: [target] }],
      [`/admin-produkcja/karta/${itemId}`, { intent: "done" }],
    ];
    for (const [cookie, location] of [
      [undefined, "/"],
      [customer.cookie, "/"],
      [withoutCode.cookie, "/admin-auth"],
    ] as const) {
      for (const path of pages) {
        const response = await get(path, cookie);
        expect([path, response.status, response.headers.get("Location")]).toEqual([path, 302, location]);
        if (cookie === customer.cookie) expect(flashOf(response)?.text).toBe("Brak dostępu");
      }
      for (const [path, fields] of actions) {
        const response = await post(path, fields, cookie);
        expect([path, response.status, response.headers.get("Location")]).toEqual([path, 302, location]);
      }
    }
    expect(await orderRow(target)).toMatchObject({ status: "zaakceptowane", startedAt: null });
  });

  it("are on the panel, and the page answers privately", async () => {
    const panel = await visible(await get("/admin-panel", admin.cookie));
    expect(panel).toContain('href="/admin-produkcja"');
    expect(panel).toContain(">Produkcja</a>");
    const page = await get("/admin-produkcja", admin.cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("starting production", () => {
  it("moves one accepted order to 'w_realizacji' with its start, a timeline entry, an audit entry and the customer's e-mail", async () => {
    const number = await acceptedOrder([await seededPleatLine()]);
    const queue = await visible(await get("/admin-produkcja", admin.cookie));
    expect(queue).toContain(`aria-label="Zaznacz zamówienie ${number}"`);
    expect(queue).toContain(`aria-label="Rozpocznij produkcję zamówienia ${number}"`);

    expect(await answerOf("/admin-produkcja", { intent: "start", numbers: [number] }, admin.cookie)).toMatchObject({
      status: 200,
      text: expect.stringContaining("Rozpoczęto produkcję: 1 zamówienie"),
    });
    const row = await orderRow(number);
    expect(row.status).toBe("w_realizacji");
    expect(row.startedAt).toBeGreaterThan(Date.now() - 60_000);
    expect((await kinds(number)).filter((kind) => kind === "production_started")).toHaveLength(1);
    expect(await auditCount("production_started", number)).toBe(1);
    expect(await auditCount("order_status_changed", number)).toBe(1);
    expect(await visible(await get("/admin-produkcja", admin.cookie))).not.toContain(`aria-label="Zaznacz zamówienie ${number}"`);

    // Started already: nothing waits, nothing is written twice.
    expect(await answerOf("/admin-produkcja", { intent: "start", numbers: [number] }, admin.cookie)).toMatchObject({
      status: 409,
      text: expect.stringContaining("To zamówienie nie czeka już na produkcję"),
    });
    expect(await auditCount("production_started", number)).toBe(1);
  });

  it("tells the customer through the events queue", async () => {
    const number = await acceptedOrder([await seededPleatLine()]);
    const events = keptEvents();
    expect(await startProduction(events.env, testActor, [number])).toEqual({ started: 1 });
    expect(events.sent).toEqual([expect.objectContaining({ type: "status_update", orderNumber: number })]);
  });

  it(`starts a whole page (${PRODUCTION_QUEUE_PAGE_SIZE} orders) at once, and no more`, async () => {
    const numbers: string[] = [];
    for (let i = 0; i < PRODUCTION_QUEUE_PAGE_SIZE; i++) numbers.push(await acceptedOrder([await seededPleatLine()]));
    const tooMany = await answerOf("/admin-produkcja", { intent: "start", numbers: [...numbers, numbers[0]!] }, admin.cookie);
    expect(tooMany.status).toBe(400);

    expect(await answerOf("/admin-produkcja", { intent: "start", numbers }, admin.cookie)).toMatchObject({
      status: 200,
      text: expect.stringContaining(`Rozpoczęto produkcję: ${PRODUCTION_QUEUE_PAGE_SIZE} zamówień`),
    });
    const rows = await Promise.all(numbers.map(orderRow));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["w_realizacji"]));
    // One batch: one start time for all of them.
    expect(new Set(rows.map((row) => row.startedAt)).size).toBe(1);
    for (const number of numbers) {
      expect((await kinds(number)).filter((kind) => kind === "production_started")).toHaveLength(1);
      expect(await auditCount("production_started", number)).toBe(1);
    }
  });

  it("leaves alone what does not wait for it: an order not accepted, one cancelled", async () => {
    const waiting = await acceptedOrder([await seededPleatLine()]);
    const placed = await placeOrder(quiet.env, db, checkoutForm({ email: uniqueEmail() }), [await seededPleatLine()], null, await currentDeliveryPrices());
    if (!placed.ok) throw new Error(placed.message);
    const cancelled = await acceptedOrder([await seededPleatLine()]);
    await env.DB.prepare("update orders set order_status = 'anulowane' where number = ?").bind(cancelled).run();
    expect(await answerOf("/admin-produkcja", { intent: "start", numbers: [waiting, placed.number, cancelled] }, admin.cookie)).toMatchObject({
      status: 200,
      text: expect.stringContaining("Rozpoczęto produkcję: 1 zamówienie"),
    });
    expect(await orderRow(placed.number)).toMatchObject({ status: "nowe", startedAt: null });
    expect(await orderRow(cancelled)).toMatchObject({ status: "anulowane", startedAt: null });
    expect(await kinds(placed.number)).not.toContain("production_started");
  });

  it("finishes a start that stopped half way: its start time kept, its status set", async () => {
    const number = await acceptedOrder([await seededPleatLine()]);
    await env.DB.prepare("update orders set production_started_at = 1000 where number = ?").bind(number).run();
    expect(await startProduction(quiet.env, testActor, [number])).toEqual({ started: 1 });
    expect(await orderRow(number)).toMatchObject({ status: "w_realizacji", startedAt: 1000 });
  });

  it("refuses an empty selection with the page's message", async () => {
    expect(await answerOf("/admin-produkcja", { intent: "start" }, admin.cookie)).toMatchObject({
      status: 400,
      text: expect.stringContaining("Zaznacz zamówienia, których produkcję chcesz rozpocząć"),
    });
  });
});

describe("lines made", () => {
  it("mark each line with who made it, take one back, and make the order 'gotowe' with its last line", async () => {
    const number = await acceptedOrder([await seededPleatLine(), await seededDoorScreenLine()]);
    await startProduction(quiet.env, testActor, [number]);
    const [first, second] = (await lineIds(number)) as [number, number];
    const card = `/admin-produkcja/karta/${first}`;

    expect(await answerOf(card, { intent: "done" }, admin.cookie)).toMatchObject({ status: 200, text: expect.stringContaining("Pozycja wykonana") });
    expect(await lineRow(first)).toMatchObject({ madeAt: expect.any(Number), madeBy: admin.email });
    expect(await orderRow(number)).toMatchObject({ status: "w_realizacji" });
    const timeline = await readTimeline(db, (await orderRow(number)).id, "owner");
    expect(timeline.filter((entry) => entry.kind === "line_done").map(({ details, actorEmail }) => ({ details, actorEmail }))).toEqual([
      { details: { position: 1, title: expect.stringMatching(/^Plisa /) }, actorEmail: admin.email },
    ]);
    expect(await auditCount("production_line_done", number)).toBe(1);
    expect(await answerOf(card, { intent: "done" }, admin.cookie)).toMatchObject({ status: 200, text: expect.stringContaining("Ta pozycja jest już oznaczona jako wykonana") });
    expect(await auditCount("production_line_done", number)).toBe(1);

    // Taken back: to make again, and the timeline says so beside the entry it keeps.
    expect(await answerOf(card, { intent: "undo" }, admin.cookie)).toMatchObject({ status: 200, text: expect.stringContaining("Cofnięto wykonanie pozycji") });
    expect(await lineRow(first)).toEqual({ madeAt: null, madeBy: null });
    expect(await kinds(number)).toEqual(expect.arrayContaining(["line_done", "note"]));
    expect(await auditCount("production_line_undone", number)).toBe(1);

    // From the plan's page the same, then the last line from the tablet's card: the order is ready, the customer told.
    expect(await answerOf("/admin-produkcja", { intent: "done", itemId: String(first) }, admin.cookie)).toMatchObject({ status: 200 });
    const events = keptEvents();
    expect(await markLineDone(events.env, testActor, second)).toEqual({ change: "changed", ready: true });
    expect(await orderRow(number)).toMatchObject({ status: "gotowe" });
    expect(events.sent).toEqual([expect.objectContaining({ type: "status_update", orderNumber: number })]);

    // Ready: its lines are no longer the workshop's to change.
    expect(await answerOf(card, { intent: "undo" }, admin.cookie)).toMatchObject({ status: 409, text: expect.stringContaining("To zamówienie nie jest w realizacji") });
    expect(await lineRow(first)).toMatchObject({ madeAt: expect.any(Number) });
  });

  it("moves the order to 'gotowe' from the plan's page when its last line is made there", async () => {
    const number = await acceptedOrder([await seededPleatLine()]);
    await startProduction(quiet.env, testActor, [number]);
    const [only] = await lineIds(number);
    expect(await answerOf("/admin-produkcja", { intent: "done", itemId: String(only) }, admin.cookie)).toMatchObject({
      status: 200,
      text: expect.stringContaining("To była ostatnia pozycja: zamówienie jest gotowe"),
    });
    expect(await orderRow(number)).toMatchObject({ status: "gotowe" });
  });

  it("finishes an order whose lines are all made but whose status did not follow", async () => {
    const number = await acceptedOrder([await seededPleatLine()]);
    await startProduction(quiet.env, testActor, [number]);
    const [only] = await lineIds(number);
    await env.DB.prepare("update order_items set made_at = 1000, made_by = 'x@example.pl' where id = ?").bind(only).run();
    expect(await visible(await get("/admin-produkcja", admin.cookie))).toContain("Oznacz zamówienie jako gotowe");
    expect(await answerOf("/admin-produkcja", { intent: "finish", number }, admin.cookie)).toMatchObject({ status: 200, text: expect.stringContaining("Zamówienie jest gotowe") });
    expect(await orderRow(number)).toMatchObject({ status: "gotowe" });
    expect(await answerOf("/admin-produkcja", { intent: "finish", number }, admin.cookie)).toMatchObject({ status: 409 });
  });

  it("refuses a line of an order not in production, and one that does not exist", async () => {
    const number = await acceptedOrder([await seededPleatLine()]);
    const [waiting] = await lineIds(number);
    expect(await answerOf(`/admin-produkcja/karta/${waiting}`, { intent: "done" }, admin.cookie)).toMatchObject({ status: 409 });
    expect(await lineRow(waiting!)).toEqual({ madeAt: null, madeBy: null });
    expect(await answerOf("/admin-produkcja/karta/999999999", { intent: "done" }, admin.cookie)).toMatchObject({
      status: 404,
      text: expect.stringContaining("Nie znaleziono pozycji zamówienia"),
    });
    expect(await answerOf("/admin-produkcja", { intent: "done", itemId: "abc" }, admin.cookie)).toMatchObject({ status: 400 });
  });
});

describe("the plan of the orders in production", () => {
  // Three orders as the journey has them: pleats of two fabrics, and screens (a door screen and a window one).
  let pleats: string;
  let otherFabric: string;
  let screens: string;
  let lines: CartItem[];

  beforeAll(async () => {
    // The plan holds only these three: the orders earlier tests left in production are taken out of it.
    await env.DB.prepare("update orders set order_status = 'gotowe' where order_status = 'w_realizacji'").run();
    const first = await seededPleatLine();
    const second = await seededPleatLine(
      { widthCm: 60, heightCm: 120, quantity: 1, spacers: false, angle: "pcv", guide: "none", guideQuantity: null, handle: false, handleQuantity: null },
      `available = 1 and code > '${first.productType === "plisy" ? first.fabricCode : ""}'`,
    );
    const window = await seededScreenLine({
      type: "okienne",
      widthCm: 100,
      heightCm: 120,
      quantity: 1,
      hookWidthMm: 8,
      sealingBrush: false,
      doorSide: null,
      extraBrace: false,
      dimensionGCm: null,
    });
    const door = await seededDoorScreenLine();
    lines = [first, second, door, window];
    pleats = await acceptedOrder([first]);
    otherFabric = await acceptedOrder([second]);
    screens = await acceptedOrder([door, window]);
    expect(await answerOf("/admin-produkcja", { intent: "start", numbers: [pleats, otherFabric, screens] }, admin.cookie)).toMatchObject({ status: 200 });
  });

  it("totals what its lines need, as worked by hand from their sizes and the default deductions", async () => {
    const html = await visible(await get("/admin-produkcja", admin.cookie));
    const total = (label: string) => new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([^<]*)</dd>`).exec(html)?.[1];
    const [first, second, door, window] = lines as [CartItem, CartItem, CartItem, CartItem];
    // Every fabric cut is (width − 4 mm) × (height − 35 mm): 996 × 1465 mm twice, and 596 × 1165 mm.
    const fabricMm2 = [first, second].reduce((sum, line) => sum + (line.width * 10 - 4) * (line.height * 10 - 35) * line.quantity, 0);
    expect(fabricMm2).toBe(996 * 1465 * 2 + 596 * 1165);
    expect(total("Tkanina")).toBe("3,61 m²");
    // Top and bottom profiles (width − 2 mm each); the door's two rails and crossbar (width − 90 mm), two stiles (height − 10 mm);
    // the window's two rails (width − 40 mm) and two stiles (height − 40 mm).
    const pleatProfiles = [first, second].reduce((sum, line) => sum + 2 * (line.width * 10 - 2) * line.quantity, 0);
    const doorProfiles = 3 * (door.width * 10 - 90) + 2 * (door.height * 10 - 10);
    const windowProfiles = 2 * (window.width * 10 - 40) + 2 * (window.height * 10 - 40);
    expect([pleatProfiles, doorProfiles, windowProfiles]).toEqual([5_188, 6_610, 4_240]);
    expect(total("Profile")).toBe("16,04 m");
    // Two anodised guides (height − 5 mm) on each of the first line's two blinds.
    expect(total("Prowadnice")).toBe("5,98 m");
    expect(total("Rączki")).toBe("2 szt.");
    expect(total("Produkty")).toBe("5 szt.");
    expect(html).toContain("Dystanse: 12 szt.");
    expect(html).toContain("Kątowniki PCV: 4 szt.");
    expect(html).toContain("Haczyki 8 mm: 4 szt.");
    // By fabric, each with its lines and area.
    expect(html).toMatch(new RegExp(`${pleats} poz. 1 × 2</li></ul></td><td[^>]*>2</td><td[^>]*>2,92 m²</td>`));
    expect(html).toMatch(new RegExp(`${otherFabric} poz. 1 × 1</li></ul></td><td[^>]*>1</td><td[^>]*>0,69 m²</td>`));
    // By profile colour, a pleat's profiles apart from a screen's frames.
    expect(html).toContain("Profil górny: 3 szt., 2,59 m");
    expect(html).toContain("Poprzeczka: 1 szt., 0,81 m");
    expect(html).toMatch(/>5,19 m</);
    expect(html).toMatch(/>6,61 m</);
    expect(html).toMatch(/>4,24 m</);
  });

  it("shows every kind of product's card with its facts and each cut size beside its rule", async () => {
    const [pleatLine] = await lineIds(pleats);
    const [doorLine, windowLine] = await lineIds(screens);
    const [first, , door, window] = lines as [CartItem, CartItem, CartItem, CartItem];

    const pleat = await visible(await get(`/admin-produkcja/karta/${pleatLine}`, admin.cookie));
    if (first.productType !== "plisy") throw new Error("the first line is a pleat");
    expect(fact(pleat, "Tkanina – kod")).toBe(first.fabricCode);
    expect(fact(pleat, "Tkanina – nazwa")).toBe(first.fabricName);
    expect(fact(pleat, "Tkanina – kolor")).toBe(first.appearance!.fabricColour);
    expect(fact(pleat, "Profil")).toBe("P-01");
    expect(fact(pleat, "Kolor profilu")).toBe(first.appearance!.profileColour);
    expect(fact(pleat, "Montaż")).toBe("inwazyjny");
    expect(fact(pleat, "Prowadnice")).toBe("Prowadnica anodowana × 2");
    expect(fact(pleat, "Rączki")).toBe("× 1");
    expect(fact(pleat, "Dodatki (na 1 szt.)")).toBe("Dystanse × 6");
    expect(fact(pleat, "Ilość")).toBe("2 szt.");
    expect(cutRow(pleat, "Profil górny")).toEqual(["998 mm", "szerokość − 2 mm"]);
    expect(cutRow(pleat, "Prowadnica anodowana")).toEqual(["1495 mm", "wysokość − 5 mm"]);
    expect(pleat).toMatch(/>szer. 996 mm<\/td><td[^>]*>szerokość − 4 mm</);
    expect(pleat).toMatch(/>wys. 1465 mm<\/td><td[^>]*>wysokość − 35 mm</);

    const doorCard = await visible(await get(`/admin-produkcja/karta/${doorLine}`, admin.cookie));
    if (door.productType !== "moskitiery") throw new Error("the door line is a screen");
    expect(fact(doorCard, "Produkt")).toBe("Moskitiera drzwiowa");
    expect(fact(doorCard, "Profil")).toBe(door.profileCode);
    expect(fact(doorCard, "Kolor profilu")).toBe(door.appearance!.profileColour);
    expect(fact(doorCard, "Kolor siatki")).toBe("szara");
    expect(fact(doorCard, "Strona zawiasów")).toBe("prawa (P)");
    expect(fact(doorCard, "Wymiar C (poprzeczka)")).toBe("85 cm (standardowo)");
    for (const name of ["D", "E", "F"]) expect(fact(doorCard, `Wymiar ${name}`)).toBe("—");
    expect(fact(doorCard, "Wymiar G (dodatkowa rozpora)")).toBe("bez rozpory");
    expect(cutRow(doorCard, "Rama – profil pionowy")).toEqual(["2090 mm", "wysokość − 10 mm"]);
    expect(cutRow(doorCard, "Poprzeczka (wymiar C: 85 cm)")).toEqual(["810 mm", "szerokość − 90 mm"]);

    const windowCard = await visible(await get(`/admin-produkcja/karta/${windowLine}`, admin.cookie));
    if (window.productType !== "moskitiery") throw new Error("the window line is a screen");
    expect(fact(windowCard, "Produkt")).toBe("Moskitiera okienna");
    expect(fact(windowCard, "Szerokość haczyka")).toBe("8 mm");
    expect(fact(windowCard, "Szczotka uszczelniająca")).toBe("nie");
    expect(fact(windowCard, "Narożniki")).toBe("nie");
    expect(cutRow(windowCard, "Rama – profil poziomy")).toEqual(["960 mm", "szerokość − 40 mm"]);
    expect(windowCard).toMatch(/>szer. 970 mm<\/td><td[^>]*>szerokość − 30 mm</);
    // The tablet's buttons and the order's other line a tap away.
    expect(windowCard).toContain("Oznacz pozycję 2 jako wykonaną");
    expect(windowCard).toContain(`href="/admin-produkcja/karta/${doorLine}"`);
  });

  it("cuts by the deductions the owner set, from the next page on", async () => {
    const [pleatLine] = await lineIds(pleats);
    const { version, settings } = await readSiteState(db, env);
    const { publicUrl: _url, ...editable } = settings;
    const changed: EditableSettings = { ...editable, pleatTopProfileDeduction: 7 };
    expect(await saveShopSettings(db, env, testActor, changed, version)).toMatchObject({ ok: true });
    try {
      const card = await visible(await get(`/admin-produkcja/karta/${pleatLine}`, admin.cookie));
      expect(cutRow(card, "Profil górny")).toEqual(["993 mm", "szerokość − 7 mm"]);
    } finally {
      const now = await readSiteState(db, env);
      const { publicUrl: _publicUrl, ...back } = now.settings;
      await saveShopSettings(db, env, testActor, { ...back, ...DEFAULT_DEDUCTIONS }, now.version);
    }
  });

  it("puts on each card a QR code of the card's own address", async () => {
    const [doorLine] = await lineIds(screens);
    const card = await visible(await get(`/admin-produkcja/karta/${doorLine}`, admin.cookie));
    const drawn = /<svg role="img" aria-label="Kod QR karty pozycji 1 zamówienia [^"]+" viewBox="0 0 (\d+) \1"[^>]*>[\s\S]*?<path d="([^"]+)"/.exec(card);
    expect(drawn).not.toBeNull();
    const address = `${new URL(env.SHOP_PUBLIC_URL).origin}/admin-produkcja/karta/${doorLine}`;
    expect(drawn![2]).toBe(qrCode(address).path);
    expect(Number(drawn![1])).toBe(qrCode(address).size);
  });

  it("prints the lines to make as cards, as a compact list with the totals, or as labels with QR codes", async () => {
    const toMake = lines.length;
    const cards = await visible(await get("/admin-produkcja/druk?uklad=karty", admin.cookie));
    expect(cards.match(/aria-label="Karta ZAM-/g)).toHaveLength(toMake);
    expect(cards.match(/aria-label="Kod QR karty pozycji/g)).toHaveLength(toMake);
    expect(cards).toContain("print:break-after-page");

    const list = await visible(await get("/admin-produkcja/druk?uklad=lista", admin.cookie));
    expect(list).toMatch(/<dt[^>]*>Tkanina<\/dt><dd[^>]*>3,61 m²<\/dd>/);
    expect(list).toContain("Profil górny 998; Profil dolny 998; Prowadnica anodowana 1495 ×2");
    expect(list).not.toContain("Kod QR");

    const labels = await visible(await get("/admin-produkcja/druk?uklad=etykiety", admin.cookie));
    expect(labels.match(/aria-label="Etykieta ZAM-/g)).toHaveLength(toMake);
    const [doorLine] = await lineIds(screens);
    const label = new RegExp(`aria-label="Kod QR karty ${screens} poz. 1" viewBox="[^"]*"[^>]*>[\\s\\S]*?<path d="([^"]+)"`).exec(labels);
    expect(label?.[1]).toBe(qrCode(`${new URL(env.SHOP_PUBLIC_URL).origin}/admin-produkcja/karta/${doorLine}`).path);

    // One line's label, from its card; an unknown line is a Polish 404.
    const one = await visible(await get(`/admin-produkcja/druk?uklad=etykiety&pozycja=${doorLine}`, admin.cookie));
    expect(one.match(/aria-label="Etykieta ZAM-/g)).toHaveLength(1);
    const missing = await get("/admin-produkcja/druk?pozycja=999999999", admin.cookie);
    expect(missing.status).toBe(404);
    expect(await visible(missing)).toContain("Nie znaleziono pozycji zamówienia");
  });

  it("answers an unknown line's card with a Polish 404", async () => {
    for (const path of ["/admin-produkcja/karta/999999999", "/admin-produkcja/karta/abc"]) {
      const response = await get(path, admin.cookie);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await visible(response)).toContain("Nie znaleziono pozycji zamówienia");
    }
  });
});

describe("the deductions in /admin-settings", () => {
  it("are a fieldset of their own, filled with the defaults", async () => {
    const html = await visible(await get("/admin-settings", admin.cookie));
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Produkcja: potrącenia przy cięciu \(mm\)<\/legend>/);
    for (const [name, mm] of Object.entries(DEFAULT_DEDUCTIONS)) expect(html).toMatch(new RegExp(`<input(?=[^>]*name="${name}")(?=[^>]*value="${mm}")[^>]*>`));
  });
});
