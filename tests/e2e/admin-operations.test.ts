import { resolve } from "node:path";
import { servedUrl } from "../support/node/served";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localAdminStatements, readAdminAccessCode } from "../../scripts/local-admin";
import { adminBrowser } from "../support/node/admin-browser";
import { seriousViolations } from "../support/node/axe";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";
import { queryServedD1 } from "../support/node/d1";

// The operations page in a real browser against the built worker: the owner opens it from the panel's tiles, sees
// two events the queue gave up on with what failed, and sends one again with a click and the other with scripts
// off; the served worker's queue then consumes each, once.

const settled = { timeout: 20_000 };

const tag = crypto.randomUUID().slice(0, 8);
const admin = { id: `e2e-operations-${tag}`, email: `dzialanie-${tag}@plisy-na-wymiar.example`, password: `Haslo-${tag}-1` };
const accessCode = readAdminAccessCode(resolve(import.meta.dirname, "../../.dev.vars"))!;
const events = [crypto.randomUUID(), crypto.randomUUID()];

/** A healthcheck event the queue gave up on after its retries: its dead letter and the consumer's failed record of it. */
function deadLetterStatements(eventId: string, error: string): string[] {
  const body = JSON.stringify({ id: eventId, type: "healthcheck", requestedAt: new Date().toISOString() });
  return [
    `INSERT INTO processed_events (id, type, status, attempts, error) VALUES ('${eventId}', 'healthcheck', 'failed', 6, '${error}')`,
    `INSERT INTO dead_letters (message_id, event_id, type, body, attempts) VALUES ('${crypto.randomUUID()}', '${eventId}', 'healthcheck', '${body}', 6)`,
  ];
}

const processed = async (eventId: string) => {
  const [[row]] = (await queryServedD1(servedUrl(), `SELECT status, attempts FROM processed_events WHERE id = '${eventId}'`)) as [{ status: string; attempts: number }[]];
  return row;
};

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
  await queryServedD1(servedUrl(), ...localAdminStatements(admin), ...deadLetterStatements(events[0]!, `awaria-${tag}-1`), ...deadLetterStatements(events[1]!, `awaria-${tag}-2`));
});
afterAll(async () => {
  await browser?.close();
});

const replayButton = (page: Page, eventId: string) => page.getByRole("button", { name: `Wyślij ponownie: Test działania kolejki, ${eventId}` });
/** The event's row in the dead letters' table (its failed record is listed further down too). */
const row = (page: Page, eventId: string) => page.getByRole("table", { name: "Zdarzenia odrzucone przez kolejkę, od najnowszych" }).getByRole("row").filter({ hasText: eventId });

describe("the operations page", () => {
  it("opens from the panel, shows what failed, and sends a dead letter again once, with scripts and without", { timeout: 120_000 }, async () => {
    const { page, errors, close } = await adminBrowser(() => browser, admin, accessCode).enterPanel("desktop");

    await page.getByRole("link", { name: "Działanie sklepu" }).click();
    await page.waitForURL("**/admin-operations", settled);
    for (const heading of [/^Zdarzenia czekające na kolejkę/, /^Zdarzenia odrzucone przez kolejkę/, /^Zadania cykliczne/, /^Płatności wymagające uwagi/]) {
      await expect.poll(() => page.getByRole("heading", { name: heading }).isVisible(), settled).toBe(true);
    }
    expect(await row(page, events[0]!).getByText(`awaria-${tag}-1`).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await waitForHydration(page, `button[aria-label^="Wyślij ponownie"]`);
    await replayButton(page, events[0]!).click();
    await expect.poll(() => page.getByText("Wysłano ponownie: Test działania kolejki").isVisible(), settled).toBe(true);
    await expect.poll(() => row(page, events[0]!).getByText("Wysłano ponownie").isVisible(), settled).toBe(true);
    expect(await replayButton(page, events[0]!).count()).toBe(0);
    // The served worker's queue takes the failed event up again: done, with one more attempt.
    await expect.poll(() => processed(events[0]!), settled).toEqual({ status: "done", attempts: 7 });

    // Without scripts the form posts and the page comes back with the letter sent.
    const plain = await newContext(browser, "desktop", servedUrl(), { javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plainPage = await plain.newPage();
    await plainPage.goto("/admin-operations");
    await replayButton(plainPage, events[1]!).click();
    await plainPage.waitForLoadState();
    expect(await row(plainPage, events[1]!).getByText("Wysłano ponownie").isVisible()).toBe(true);
    await expect.poll(() => processed(events[1]!), settled).toEqual({ status: "done", attempts: 7 });
    await plain.close();

    expect(errors).toEqual([]);
    await close();
  });
});
