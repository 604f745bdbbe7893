// `npm run seed:orders -- [--persist-to DIR] [--orders N]`: seeds N orders (100 000 by default) with
// about 2.5 lines each, spread over the two years before now, into a local D1 (wrangler's own local
// state, or the persist directory given), so the back-office can be tried and measured at volume.
// The catalogue seed must be in that D1 already (fabric and profile codes are taken from it). The
// orders are deterministic for a given N (a seeded generator), written as multi-row INSERTs into SQL
// files and executed by `wrangler d1 execute --file`, a few wrangler runs in all. Each line carries a full
// configuration as checkout stores it (the cart line's fields, app/lib/cart.ts), so what reads lines (the
// CSV export, the order cards) does at volume the work it does on real orders.
//
// Not for production: the orders are invented and their e-mail addresses are @seed.example.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { queryLocalD1 } from "../tests/support/node/d1.ts";

const root = resolve(import.meta.dirname, "..");
process.env.PATH = `${join(root, "node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}`;

const DAY_MS = 86_400_000;
/** Rows per INSERT (D1 refuses a statement over 100 kB: a line with its configuration is about 1 kB), and orders per SQL file (one wrangler run each). */
const ROWS_PER_INSERT = 100;
const LINES_PER_INSERT = 50;
const ORDERS_PER_FILE = 25_000;

/** mulberry32: a small seeded generator, so a seeded volume is the same every time. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  /** One of the items, the earlier ones more often (a long tail, like real best-sellers). */
  const skewed = <T>(items: readonly T[]) => items[Math.floor(items.length * next() ** 2)]!;
  const weighted = <T>(choices: readonly (readonly [T, number])[]) => {
    let r = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of choices) {
      r -= weight;
      if (r < 0) return value;
    }
    return choices.at(-1)![0];
  };
  return { next, int, skewed, weighted };
}

const text = (value: string | null) => (value === null ? "NULL" : `'${value.replaceAll("'", "''")}'`);

interface Catalogue {
  fabrics: { code: string; name: string; colour: string; image: string | null; price: number }[];
  pleatProfiles: { code: string; colour: string }[];
  screenProfiles: { type: "okienne" | "drzwiowe"; code: string; colour: string; price: number }[];
  promoCodes: { code: string; percent: number }[];
  firstId: number;
}

function readCatalogue(persistTo: string | undefined): Catalogue {
  const [fabrics, pleatProfiles, screenProfiles, promoCodes, [last]] = queryD1(
    persistTo,
    "select code, name, colour, image, price_per_m2 as price from fabrics order by code",
    "select code, colour from pleat_profiles order by code",
    "select type, code, colour, price_per_m2 as price from screen_profiles order by type, code",
    "select code, discount_percent as percent from promo_codes order by code",
    "select coalesce(max(id), 0) as id from orders",
  ) as [Catalogue["fabrics"], Catalogue["pleatProfiles"], Catalogue["screenProfiles"], Catalogue["promoCodes"], { id: number }[]];
  if (!fabrics.length || !pleatProfiles.length || !screenProfiles.length) throw new Error("seed:orders: the D1 holds no catalogue; apply migrations/seed/catalogue.sql first");
  return { fabrics, pleatProfiles, screenProfiles, promoCodes, firstId: last!.id + 1 };
}

function queryD1(persistTo: string | undefined, ...statements: string[]) {
  return persistTo ? queryLocalD1(persistTo, ...statements) : queryOwnLocalD1(statements);
}

/** The same query against wrangler's own local state (no --persist-to). */
function queryOwnLocalD1(statements: string[]): Record<string, unknown>[][] {
  const out = execFileSync("wrangler", ["d1", "execute", "DB", "--local", "--json", "--command", statements.join(";\n")], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
  });
  return (JSON.parse(out) as { results: Record<string, unknown>[] }[]).map((s) => s.results);
}

const ORDER_COLUMNS =
  "id, number, idempotency_key, access_token, first_name, last_name, email, phone, street, house_number, city, postal_code, delivery_method, payment_method, items_total, promo_code, discount_percent, discount, delivery_cost, payment_fee, final_total, order_status, payment_status, accepted, rejection_reason, cancelled_by, created_at, updated_at";
const ITEM_COLUMNS = "order_id, position, product_type, fabric_code, profile_code, width_cm, height_cm, quantity, unit_price, line_price, configuration, price_breakdown";

const CITIES = [
  ["Warszawa", "00-950"],
  ["Kraków", "31-147"],
  ["Łódź", "90-001"],
  ["Wrocław", "50-001"],
  ["Poznań", "60-101"],
  ["Gdańsk", "80-001"],
  ["Szczecin", "70-001"],
  ["Lublin", "20-001"],
] as const;
const FIRST_NAMES = ["Anna", "Piotr", "Katarzyna", "Tomasz", "Magdalena", "Paweł", "Agnieszka", "Michał", "Joanna", "Krzysztof"];
const LAST_NAMES = ["Nowak", "Kowalska", "Wiśniewski", "Wójcik", "Kamińska", "Lewandowski", "Zielińska", "Szymański", "Woźniak", "Dąbrowska"];

type Random = ReturnType<typeof generator>;
type LineMeta = { id: string; width: number; height: number; quantity: number; createdAt: string };

/** A pleat line's configuration as checkout stores it (app/lib/cart.ts pleatCartItemSchema), its extras in one guide. */
function pleatConfiguration(
  meta: LineMeta,
  unitPrice: number,
  extras: number,
  fabric: Catalogue["fabrics"][number],
  profile: Catalogue["pleatProfiles"][number],
  random: Random,
): string {
  const guide = random.skewed([9, 10, 11, null] as const);
  const invasive = random.next() < 0.7;
  return JSON.stringify({
    ...meta,
    unitPrice,
    totalPrice: unitPrice * meta.quantity,
    productType: "plisy",
    fabricCode: fabric.code,
    fabricName: fabric.name,
    profileCode: profile.code,
    installationType: invasive ? "inwazyjny" : "bezinwazyjny",
    extrasMultipliers: meta.width > 100 ? 6 : 4,
    plisaInwazyjna: invasive,
    bezinwazyjne: !invasive,
    dystansPlisy: extras > 0,
    prowadzenieZylkowePlisy: false,
    katownikPCVPlisy: false,
    katownikMetalowyPlisy: false,
    katownikJuzKonPCV: false,
    katownikJuzKonQuantity: 0,
    selectedProwadnice: guide === null ? [] : [guide],
    prowadnicaAnoda: guide === 9,
    prowadnicaBiala: guide === 10,
    prowadnicaSosna: guide === 11,
    prowadnicaQuantity: guide === null ? 0 : 2,
    raczkaPlisy: false,
    raczkaQuantityPlisy: 0,
    dystansPrice: extras,
    katownikPrice: 0,
    prowadnicePrice: 0,
    raczkaPrice: 0,
    prowadzenieZylkowePrice: 0,
    bezinwazyjnePrice: 0,
    appearance: { fabricColour: fabric.colour, fabricImage: fabric.image, profileColour: profile.colour },
  });
}

/** A screen line's configuration as checkout stores it (app/lib/cart.ts screenCartItemSchema). */
function screenConfiguration(meta: LineMeta, unitPrice: number, area: number, profile: Catalogue["screenProfiles"][number], random: Random): string {
  const door = profile.type === "drzwiowe";
  const realArea = Math.round(((meta.width * meta.height) / 10_000) * 100) / 100;
  return JSON.stringify({
    ...meta,
    unitPrice,
    totalPrice: unitPrice * meta.quantity,
    productType: "moskitiery",
    profileCode: profile.code,
    mosquitoType: profile.type,
    meshColor: random.next() < 0.7 ? "szara" : "biala",
    doorSide: door ? (random.next() < 0.5 ? "prawa" : "lewa") : null,
    billingPrice: unitPrice,
    billingArea: Math.round(area * 100) / 100,
    realArea,
    szczotkaUszczelniajaca: random.next() < 0.3,
    dodatkowaRozpora: door && random.next() < 0.5,
    narozniki: false,
    wymiarC: door ? 5 : null,
    wymiarD: null,
    wymiarE: null,
    wymiarF: null,
    wymiarG: door ? 100 : null,
    wymiarZ: null,
    szerokoscHaczyka: door ? null : random.skewed([8, 11, 15] as const),
    appearance: { profileColour: profile.colour },
  });
}

/** The orders' and lines' INSERT statements, ORDERS_PER_FILE orders per file's worth of text. */
export function* orderSql(count: number, catalogue: Catalogue, now: number): Generator<string> {
  const random = generator(count);
  const span = 730 * DAY_MS;
  let orders: string[] = [];
  const items: string[] = [];
  let statements: string[] = [];
  // The lines follow their orders' INSERT (order_items.order_id is a foreign key).
  const flush = (force: boolean) => {
    if (orders.length < ROWS_PER_INSERT && !(force && orders.length)) return;
    statements.push(`INSERT INTO orders (${ORDER_COLUMNS}) VALUES\n${orders.join(",\n")};`);
    orders = [];
    while (items.length) statements.push(`INSERT INTO order_items (${ITEM_COLUMNS}) VALUES\n${items.splice(0, LINES_PER_INSERT).join(",\n")};`);
  };
  for (let i = 0; i < count; i++) {
    const id = catalogue.firstId + i;
    // More orders in spring and summer (blinds and screens), fewer in winter; shop hours mostly.
    let createdAt: number;
    do createdAt = now - Math.floor(random.next() * span);
    while (random.next() > 0.6 + 0.4 * Math.sin(((new Date(createdAt).getUTCMonth() - 1) / 12) * Math.PI));
    createdAt = createdAt - (createdAt % DAY_MS) + random.int(5, 21) * 3_600_000 + random.int(0, 3_599_999);
    if (createdAt > now) createdAt -= DAY_MS;
    const age = now - createdAt;

    let itemsTotal = 0;
    const lineCount = random.int(1, 4);
    for (let position = 0; position < lineCount; position++) {
      const quantity = random.weighted([
        [1, 70],
        [2, 20],
        [3, 7],
        [4, 3],
      ] as const);
      const widthCm = random.int(40, 200);
      const heightCm = random.int(60, 220);
      const area = Math.max(0.5, (widthCm * heightCm) / 10_000);
      let line: string;
      const meta = { id: `seed-${id}-${position}`, width: widthCm, height: heightCm, quantity, createdAt: new Date(createdAt).toISOString() };
      if (random.next() < 0.75) {
        const fabric = random.skewed(catalogue.fabrics);
        const profile = random.skewed(catalogue.pleatProfiles);
        const extras = random.int(0, 4) * 1_500;
        const unitPrice = Math.round(fabric.price * area) + extras;
        itemsTotal += unitPrice * quantity;
        const configuration = pleatConfiguration(meta, unitPrice, extras, fabric, profile, random);
        line = `(${id}, ${position}, 'plisy', ${text(fabric.code)}, ${text(profile.code)}, ${widthCm}, ${heightCm}, ${quantity}, ${unitPrice}, ${unitPrice * quantity}, ${text(configuration)}, '{}')`;
      } else {
        const profile = random.skewed(catalogue.screenProfiles);
        const unitPrice = Math.round(profile.price * area);
        itemsTotal += unitPrice * quantity;
        const configuration = screenConfiguration(meta, unitPrice, area, profile, random);
        line = `(${id}, ${position}, 'moskitiery', NULL, ${text(profile.code)}, ${widthCm}, ${heightCm}, ${quantity}, ${unitPrice}, ${unitPrice * quantity}, ${text(configuration)}, '{}')`;
      }
      items.push(line);
    }

    const promo = catalogue.promoCodes.length && random.next() < 0.08 ? random.skewed(catalogue.promoCodes) : null;
    const discount = promo ? Math.round((itemsTotal * promo.percent) / 100) : 0;
    const delivery = random.next() < 0.85 ? "kurier" : "odbior_osobisty";
    const payment =
      delivery === "kurier"
        ? random.weighted([
            ["przelew_bankowy", 45],
            ["payu", 35],
            ["przelew_telefon", 10],
            ["za_pobraniem", 10],
          ] as const)
        : random.weighted([
            ["gotowka_odbior", 50],
            ["przelew_bankowy", 50],
          ] as const);
    const deliveryCost = delivery === "kurier" && itemsTotal < 50_000 ? 3_000 : 0;
    const paymentFee = payment === "za_pobraniem" ? 1_000 : 0;
    const outcome = random.weighted([
      ["done", 88],
      ["cancelled", 5],
      ["rejected", 3],
      ["open", 4],
    ] as const);
    // Recent orders are still being made; older ones were sent, unless cancelled or rejected.
    const status =
      outcome === "cancelled"
        ? "anulowane"
        : outcome === "rejected"
          ? "odrzucone"
          : age < 14 * DAY_MS || outcome === "open"
            ? random.weighted([
                ["nowe", 1],
                ["zaakceptowane", 1],
                ["w_realizacji", 2],
              ] as const)
            : "wysłane";
    const accepted = status === "nowe" ? "NULL" : outcome === "rejected" ? "0" : "1";
    const paid = status === "wysłane" || (status !== "nowe" && outcome !== "rejected" && payment !== "za_pobraniem" && payment !== "gotowka_odbior");
    const [city, postalCode] = random.skewed(CITIES);
    const year = new Date(createdAt).getUTCFullYear();
    orders.push(
      `(${id}, 'ZAM-${year}-${String(500_000 + id).padStart(6, "0")}', 'seed-${id}-${count}', 'retired:seed-${id}-${count}', ${text(FIRST_NAMES[i % FIRST_NAMES.length]!)}, ${text(LAST_NAMES[(i * 7) % LAST_NAMES.length]!)}, 'klient${id}@seed.example', '600700800', 'Długa', '${(i % 120) + 1}', ${text(city)}, '${postalCode}', '${delivery}', '${payment}', ${itemsTotal}, ${text(promo?.code ?? null)}, ${promo?.percent ?? 0}, ${discount}, ${deliveryCost}, ${paymentFee}, ${itemsTotal - discount + deliveryCost + paymentFee}, '${status}', '${paid ? "paid" : status === "anulowane" ? "nieoplacone" : "oczekujaca"}', ${accepted}, ${outcome === "rejected" ? "'Brak tkaniny w magazynie'" : "NULL"}, ${status === "anulowane" ? "'klient'" : "NULL"}, ${createdAt}, ${createdAt})`,
    );
    flush(false);
    if ((i + 1) % ORDERS_PER_FILE === 0 || i === count - 1) {
      flush(true);
      yield statements.join("\n");
      statements = [];
    }
  }
}

/** Seeds `count` orders into the local D1 (wrangler's own, or `persistTo`). */
export function seedOrders({
  persistTo,
  count = 100_000,
  now = Date.now(),
  log = console.log,
}: {
  persistTo?: string;
  count?: number;
  now?: number;
  log?: (line: string) => void;
}) {
  const catalogue = readCatalogue(persistTo);
  const dir = mkdtempSync(join(tmpdir(), "shop-seed-orders-"));
  const started = performance.now();
  try {
    let done = 0;
    for (const sqlText of orderSql(count, catalogue, now)) {
      const file = join(dir, "orders.sql");
      writeFileSync(file, sqlText);
      execFileSync("wrangler", ["d1", "execute", "DB", "--local", ...(persistTo ? ["--persist-to", persistTo] : []), "--file", file, "--yes"], {
        cwd: root,
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...process.env, CI: "true" },
      });
      done = Math.min(count, done + ORDERS_PER_FILE);
      log(`seed:orders: ${done} / ${count} orders (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { "persist-to": { type: "string" }, orders: { type: "string" } } });
  const count = Number(values.orders ?? 100_000);
  if (!Number.isInteger(count) || count < 1) throw new Error("seed:orders: --orders takes a positive whole number");
  seedOrders({ persistTo: values["persist-to"] ? resolve(values["persist-to"]) : undefined, count });
}
