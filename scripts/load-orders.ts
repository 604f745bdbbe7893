// `npm run load:orders`: places 1 000 orders with 50 concurrent shoppers against the local built
// worker (wrangler dev on build/, a fresh local D1), with duplicate submissions mixed in, then checks
// what the shop promises and prints the figures:
//   - every accepted order is in D1 with all its lines,
//   - order numbers are unique, and each shopper's later order has a higher number,
//   - no idempotency key made two orders, and a duplicate submission got the same number,
//   - every order produced exactly one confirmation e-mail.
// A load script, not a test: it exits 1 when a check fails, 0 otherwise.
//
//   LOAD_ORDERS=1000  LOAD_SHOPPERS=50  LOAD_DUPLICATE_EVERY=7 (every 7th order: twice at once, then once more)
//   LOAD_SKIP_BUILD=1 serve the existing build/ instead of building
import { delimiter, join, resolve } from "node:path";
import { queryLocalD1 } from "../tests/support/node/d1.ts";
import { serveBuiltWorker } from "../tests/support/node/serve-built-worker.ts";

const root = resolve(import.meta.dirname, "..");
process.env.PATH = `${join(root, "node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}`;

const ORDERS = Number(process.env.LOAD_ORDERS ?? 1000);
const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 50);
const DUPLICATE_EVERY = Number(process.env.LOAD_DUPLICATE_EVERY ?? 7);
const EMAIL_WAIT_MS = 180_000;

type Row = Record<string, unknown>;
type Line = Record<string, unknown>;

function pleatLine(fabric: { code: string; name: string }, width: number): Line {
  return {
    id: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    productType: "plisy",
    width,
    height: 150,
    quantity: 1,
    // Only what the shopper saw: the server prices every line again from D1.
    unitPrice: 0,
    totalPrice: 0,
    fabricCode: fabric.code,
    fabricName: fabric.name,
    profileCode: null,
    installationType: "inwazyjny",
    extrasMultipliers: width < 100 ? 4 : 6,
    plisaInwazyjna: true,
    bezinwazyjne: false,
    dystansPlisy: true,
    prowadzenieZylkowePlisy: false,
    katownikPCVPlisy: false,
    katownikMetalowyPlisy: false,
    katownikJuzKonPCV: false,
    katownikJuzKonQuantity: 0,
    selectedProwadnice: [],
    prowadnicaAnoda: false,
    prowadnicaBiala: false,
    prowadnicaSosna: false,
    prowadnicaQuantity: 0,
    raczkaPlisy: false,
    raczkaQuantityPlisy: 0,
    dystansPrice: 0,
    katownikPrice: 0,
    prowadnicePrice: 0,
    raczkaPrice: 0,
    prowadzenieZylkowePrice: 0,
    bezinwazyjnePrice: 0,
  };
}

function doorScreenLine(profileCode: string): Line {
  return {
    id: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    productType: "moskitiery",
    width: 90,
    height: 210,
    quantity: 1,
    unitPrice: 0,
    totalPrice: 0,
    profileCode,
    mosquitoType: "drzwiowe",
    meshColor: "szara",
    doorSide: "prawa",
    billingPrice: 0,
    billingArea: 0,
    realArea: 0,
    szczotkaUszczelniajaca: false,
    dodatkowaRozpora: false,
    narozniki: false,
    wymiarC: null,
    wymiarD: null,
    wymiarE: null,
    wymiarF: null,
    wymiarG: null,
    wymiarZ: null,
    szerokoscHaczyka: null,
  };
}

interface Submission {
  shopper: number;
  sequence: number;
  key: string;
  email: string;
  lines: number;
  body: URLSearchParams;
}

interface Outcome {
  submission: Submission;
  status: number;
  number: string | null;
  ms: number;
  duplicateNumber?: string | null;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  console.log(`load: ${ORDERS} orders, ${SHOPPERS} concurrent shoppers, every ${DUPLICATE_EVERY}th order sent three times (a double click, then again)`);
  const server = await serveBuiltWorker({ build: process.env.LOAD_SKIP_BUILD !== "1" });
  let failed = false;
  const check = (ok: boolean, what: string) => {
    console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
    if (!ok) failed = true;
  };
  try {
    const [fabrics, screens] = queryLocalD1(
      server.persistTo,
      "select code, name from fabrics where available = 1 and max_width_cm >= 120 order by code limit 5",
      "select code from screen_profiles where type = 'drzwiowe' and available = 1 order by code limit 1",
    ) as [{ code: string; name: string }[], { code: string }[]];

    const submissions: Submission[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const shopper = i % SHOPPERS;
      const lines = [pleatLine(fabrics[i % fabrics.length]!, 60 + (i % 60))];
      if (i % 3 === 0) lines.push(doorScreenLine(screens[0]!.code));
      if (i % 5 === 0) lines.push(pleatLine(fabrics[(i + 1) % fabrics.length]!, 120));
      const key = crypto.randomUUID();
      const email = `klient-${shopper}@obciazenie.example`;
      const body = new URLSearchParams({
        idempotencyKey: key,
        firstName: "Klient",
        lastName: `Numer ${shopper}`,
        email,
        phone: "600700800",
        street: "Długa",
        houseNumber: String(i),
        city: "Kraków",
        postalCode: "31-147",
        deliveryMethod: "kurier",
        paymentMethod: i % 2 ? "przelew_tradycyjny" : "za_pobraniem",
        acceptTerms: "on",
        acceptPrivacy: "on",
        acceptComplaints: "on",
        cart: JSON.stringify(lines),
      });
      submissions.push({ shopper, sequence: Math.floor(i / SHOPPERS), key, email, lines: lines.length, body });
    }

    // Every order comes from its own client address: the per-client order limit (10 per 10 minutes,
    // tested elsewhere) is not what this script measures.
    const submit = async (submission: Submission, attempt: number): Promise<{ status: number; number: string | null; ms: number }> => {
      const started = performance.now();
      const response = await fetch(`${server.url}/finalizacja-zamowienia`, {
        method: "POST",
        body: submission.body,
        redirect: "manual",
        headers: { Origin: server.url, "CF-Connecting-IP": `10.${submission.shopper}.${submission.sequence}.${attempt}` },
      });
      await response.arrayBuffer();
      const number = /\/dziekujemy-za-zamowienie\/(ZAM-\d{4}-\d{6})\//.exec(response.headers.get("Location") ?? "")?.[1] ?? null;
      return { status: response.status, number, ms: performance.now() - started };
    };

    const outcomes: Outcome[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, shopper) => {
        for (const submission of submissions.filter((s) => s.shopper === shopper)) {
          const index = submissions.indexOf(submission);
          if (index % DUPLICATE_EVERY === 0) {
            // A double click: the same form twice at once, then once more after the answer.
            const [first, second] = await Promise.all([submit(submission, 1), submit(submission, 2)]);
            const third = await submit(submission, 3);
            const numbers = new Set([first.number, second.number, third.number]);
            outcomes.push({ submission, ...first, duplicateNumber: numbers.size === 1 ? first.number : `differs: ${[...numbers].join(", ")}` });
          } else {
            outcomes.push({ submission, ...(await submit(submission, 1)) });
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const accepted = outcomes.filter((o) => o.status === 302 && o.number);
    const latencies = outcomes.map((o) => o.ms);
    console.log(
      `load: ${outcomes.length} orders submitted in ${seconds.toFixed(1)} s (${(outcomes.length / seconds).toFixed(1)} orders/s), ` +
        `latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
    );
    const statuses = Object.entries(Object.groupBy(outcomes, (o) => String(o.status))).map(([status, list]) => `${status}: ${list!.length}`);
    console.log(`load: answers ${statuses.join(", ")}`);
    check(accepted.length === ORDERS, `every order accepted (${accepted.length}/${ORDERS})`);

    const duplicates = outcomes.filter((o) => o.duplicateNumber !== undefined);
    check(
      duplicates.every((o) => o.duplicateNumber === o.number && o.number !== null),
      `every duplicate submission got the same order number (${duplicates.length} orders sent three times)`,
    );

    // E-mails: the queue consumer sends them; wait until every confirmation is there.
    const confirmations = new Map<string, number>();
    const deadline = Date.now() + EMAIL_WAIT_MS;
    const emailStarted = performance.now();
    const countConfirmations = async () => {
      confirmations.clear();
      for (const email of await sentEmails(server.url)) {
        const number = /^Potwierdzenie zamówienia (ZAM-\d{4}-\d{6})$/.exec(email.subject)?.[1];
        if (number && email.to.some((to) => to.endsWith("@obciazenie.example"))) confirmations.set(number, (confirmations.get(number) ?? 0) + 1);
      }
    };
    for (;;) {
      await countConfirmations();
      if (confirmations.size >= accepted.length || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 2_000));
    }
    // A few seconds more, so a second e-mail for an order (a redelivered event sent again) would show.
    await new Promise((r) => setTimeout(r, 5_000));
    await countConfirmations();
    console.log(`load: confirmations for ${confirmations.size} orders within ${((performance.now() - emailStarted) / 1000).toFixed(1)} s after the last order`);
    const acceptedNumbers = [...new Set(accepted.map((o) => o.number!))];
    check(
      acceptedNumbers.every((n) => confirmations.get(n) === 1),
      `every order produced exactly one confirmation e-mail (${acceptedNumbers.filter((n) => confirmations.get(n) === 1).length}/${acceptedNumbers.length}; ` +
        `${acceptedNumbers.filter((n) => !confirmations.has(n)).length} missing, ${acceptedNumbers.filter((n) => (confirmations.get(n) ?? 0) > 1).length} twice or more)`,
    );
    const [rows, lineCounts, perKey] = queryWhenIdle(
      server.persistTo,
      `select number, idempotency_key as key, id from orders where email like '%@obciazenie.example'`,
      `select o.idempotency_key as key, count(i.id) as lines from orders o left join order_items i on i.order_id = o.id where o.email like '%@obciazenie.example' group by o.id`,
      `select idempotency_key as key, count(*) as n from orders where email like '%@obciazenie.example' group by idempotency_key having n > 1`,
    ) as [Row[], Row[], Row[]];
    const byKey = new Map(rows.map((r) => [String(r.key), String(r.number)]));
    check(rows.length === accepted.length, `every accepted order is in D1 (${rows.length} rows for ${accepted.length} accepted)`);
    check(perKey.length === 0, `no idempotency key made two orders (${perKey.length} did)`);
    check(
      accepted.every((o) => byKey.get(o.submission.key) === o.number),
      "each accepted order's number is the one stored for its idempotency key",
    );
    const expectedLines = new Map(submissions.map((s) => [s.key, s.lines]));
    const missingLines = lineCounts.filter((r) => Number(r.lines) !== expectedLines.get(String(r.key)));
    const totalLines = lineCounts.reduce((sum, r) => sum + Number(r.lines), 0);
    check(missingLines.length === 0, `every order has all its lines (${totalLines} lines; ${missingLines.length} orders incomplete)`);

    const numbers = rows.map((r) => String(r.number));
    check(new Set(numbers).size === numbers.length, `order numbers are unique (${numbers.length})`);
    const sequences = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    const gaps = sequences.length ? sequences.at(-1)! - sequences[0]! + 1 - sequences.length : 0;
    console.log(`load: numbers ${numbers.length ? `${sequences[0]}…${sequences.at(-1)}` : "none"}, ${gaps} unused in between (an allocation whose write failed)`);
    const perShopperIncreasing = Array.from({ length: SHOPPERS }, (_, shopper) =>
      outcomes
        .filter((o) => o.submission.shopper === shopper && o.number)
        .sort((a, b) => a.submission.sequence - b.submission.sequence)
        .map((o) => Number(o.number!.slice(-6))),
    ).every((list) => list.every((n, i) => i === 0 || n > list[i - 1]!));
    check(perShopperIncreasing, "each shopper's later order has a higher number");

    const [[outbox], [dead]] = queryWhenIdle(server.persistTo, "select count(*) as n from event_outbox", "select count(*) as n from dead_letters") as [Row[], Row[]];
    console.log(`load: events waiting in the outbox ${String(outbox?.n)}, dead letters ${String(dead?.n)}`);
  } finally {
    await server.stop();
  }
  console.log(failed ? "load: FAILED" : "load: all checks passed");
  process.exit(failed ? 1 : 0);
}

/** The local D1, read beside the running worker: retried while workerd holds its write lock. */
function queryWhenIdle(stateDir: string, ...statements: string[]): Record<string, unknown>[][] {
  for (let attempt = 1; ; attempt++) {
    try {
      return queryLocalD1(stateDir, ...statements);
    } catch (error) {
      if (attempt >= 10) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2_000);
    }
  }
}

type SentEmail = { messageId: string; to: string[]; subject: string };

/** Every e-mail the local worker has sent, from Miniflare's local explorer. */
async function sentEmails(baseUrl: string): Promise<SentEmail[]> {
  const emails: SentEmail[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ per_page: "100", ...(cursor ? { cursor } : {}) });
    const page = (await (await fetch(`${baseUrl}/cdn-cgi/local/explorer/api/local/email/sending?${query}`)).json()) as {
      result: SentEmail[];
      result_info?: { cursor?: string; has_more?: boolean };
    };
    emails.push(...page.result);
    cursor = page.result_info?.has_more ? page.result_info.cursor : undefined;
  } while (cursor);
  return emails;
}

await main();
