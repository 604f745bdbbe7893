import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localAdminStatements, readAdminAccessCode } from "../../scripts/local-admin";
import { adminBrowser } from "../support/node/admin-browser";
import { seriousViolations, withAxe } from "../support/node/axe";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";
import { queryServedD1 } from "../support/node/d1";
import { emailedText } from "../support/node/mailbox";
import { seededPleatLine } from "../support/node/seeded-cart";
import { servedUrl } from "../support/node/served";
import { SAMPLE_IMAGES } from "../support/sample-images";

// A complaint in a real browser against the built worker: the customer files it from the order's page (through the
// private link) with two photos; the owner sees the countdown in the inbox, replies and accepts it with a remake in a
// corrected width; the remake waits in the workshop's queue; the customer reads the reply and the decision, and
// downloads the decision's PDF.

const settled = { timeout: 20_000 };

const tag = crypto.randomUUID().slice(0, 8);
const admin = { id: `e2e-complaints-${tag}`, email: `reklamacje-${tag}@plisy-na-wymiar.example`, password: `Haslo-${tag}-1` };
const accessCode = readAdminAccessCode(resolve(import.meta.dirname, "../../.dev.vars"))!;
const number = `ZAM-${new Date().getFullYear()}-79${tag.replace(/\D/g, "").padEnd(4, "0").slice(0, 4)}`;
const email = `klient-reklamacja-${tag}@example.pl`;
const token = `e2e-complaint-${tag}-${crypto.randomUUID()}`;
const line = seededPleatLine();

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** What order_links keeps of a token (app/server/orders/links.server.ts): its SHA-256, base64url. */
async function tokenHash(value: string): Promise<string> {
  return Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value))).toString("base64url");
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
  // An order of one pleat that has left the shop, and a private link to it as its e-mails carry one.
  await queryServedD1(
    servedUrl(),
    ...localAdminStatements(admin),
    `INSERT INTO orders (number, idempotency_key, access_token, first_name, last_name, email, phone, street, house_number, city, postal_code,
      delivery_method, payment_method, items_total, delivery_cost, payment_fee, final_total, accepted, order_status, payment_status, shipped_at, ship_by)
     VALUES (${sqlText(number)}, ${sqlText(crypto.randomUUID())}, ${sqlText(crypto.randomUUID())}, 'Ewa', 'Reklamująca', ${sqlText(email)}, '600700800', 'Długa', '5',
      'Kraków', '31-147', 'kurier', 'przelew_bankowy', ${line.totalPrice}, 3000, 0, ${line.totalPrice + 3000}, 1, 'wysłane', 'paid', ${Date.now() - 86_400_000}, '2000-01-03')`,
    `INSERT INTO order_items (order_id, position, product_type, fabric_code, profile_code, width_cm, height_cm, quantity, unit_price, line_price, configuration, price_breakdown)
     SELECT id, 1, 'plisy', ${sqlText(line.productType === "plisy" ? line.fabricCode : "")}, NULL, ${line.width}, ${line.height}, ${line.quantity}, ${line.unitPrice},
      ${line.totalPrice}, ${sqlText(JSON.stringify(line))}, '{}' FROM orders WHERE number = ${sqlText(number)}`,
    `INSERT INTO order_links (token_hash, order_id, expires_at, created_at) SELECT ${sqlText(await tokenHash(token))}, id, ${Date.now() + 86_400_000}, ${Date.now()} FROM orders WHERE number = ${sqlText(number)}`,
  );
});
afterAll(async () => {
  await browser?.close();
});

/** Every image of the page's conversation has loaded its bytes (a private photo the route refused would not). */
const photosLoaded = (page: Page) =>
  page
    .getByRole("list", { name: "Zdjęcia" })
    .locator("img")
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0));

describe("a complaint", () => {
  it("is filed with photos from the order page, answered, accepted with a remake that enters production, and its decision read", { timeout: 240_000 }, async () => {
    const customerContext = await newContext(browser, "mobile", servedUrl(), { reducedMotion: "reduce" });
    await withAxe(customerContext);
    const customer = await customerContext.newPage();
    await customer.goto(`/order-details/${number}?klucz=${token}`);
    await waitForHydration(customer, "main");
    await customer.getByRole("link", { name: "Zgłoś reklamację" }).click();
    await customer.waitForURL(`**/order-details/${number}/reklamacje?klucz=*`, settled);
    await waitForHydration(customer, 'input[type="file"]');
    expect(await seriousViolations(customer), "axe on the complaint form").toEqual([]);

    // The order's one line comes ticked; the reason, what the customer wants, the description and two photos.
    await customer.getByRole("radio", { name: "Wada produkcyjna" }).check();
    await customer.getByRole("radio", { name: "Ponowne wykonanie" }).check();
    await customer.getByLabel("Opis problemu").fill("Plisa jest o 2 cm za szeroka i ociera o ramę.");
    await customer.getByLabel("Zdjęcia (maks. 5)").setInputFiles([
      { name: "okno.png", mimeType: "image/png", buffer: Buffer.from(SAMPLE_IMAGES.png) },
      { name: "rama.jpg", mimeType: "image/jpeg", buffer: Buffer.from(SAMPLE_IMAGES.jpeg) },
    ]);
    await customer.getByRole("button", { name: "Złóż reklamację" }).click();
    await customer.waitForURL(new RegExp(`/order-details/${number}/reklamacje/\\d+\\?klucz=`), settled);
    await expect.poll(() => customer.getByText("Reklamacja została wysłana pomyślnie!").isVisible(), settled).toBe(true);
    expect(await customer.getByText(/Odpowiemy najpóźniej do/).isVisible()).toBe(true);
    await expect.poll(() => photosLoaded(customer), settled).toEqual([true, true]);
    expect(await seriousViolations(customer), "axe on the case's page").toEqual([]);
    const reference = /REK-\d{6}/.exec(await customer.locator("main").innerText())![0];
    expect(await emailedText(servedUrl(), email, `Przyjęliśmy reklamację ${reference} do zamówienia ${number}`)).toContain("Odpowiemy najpóźniej do");

    // The owner: the inbox counts the days down, the case shows the photos; a reply, then the remake in a corrected width.
    const { page, errors, close } = await adminBrowser(() => browser, admin, accessCode).enterPanel("desktop");
    await page.goto("/admin-reklamacje");
    const row = page.getByRole("row").filter({ hasText: reference });
    await expect.poll(() => row.getByText("Zostało 14 dni").isVisible(), settled).toBe(true);
    expect(await seriousViolations(page), "axe on the inbox").toEqual([]);
    await row.getByRole("link", { name: reference }).click();
    await page.waitForURL(/\/admin-reklamacje\/\d+$/, settled);
    await waitForHydration(page, "main form textarea");
    await expect.poll(() => photosLoaded(page), settled).toEqual([true, true]);
    expect(await seriousViolations(page), "axe on the owner's case page").toEqual([]);
    await page.getByLabel("Treść odpowiedzi").fill("Dziękujemy, wykonamy plisę ponownie w poprawionej szerokości.");
    await page.getByRole("button", { name: "Wyślij odpowiedź" }).click();
    await expect.poll(() => page.getByText("Dziękujemy, wykonamy plisę ponownie w poprawionej szerokości.").isVisible(), settled).toBe(true);

    await page.getByRole("radio", { name: "Uznaj" }).check();
    await page.getByRole("radio", { name: "Ponowne wykonanie" }).check();
    await page.getByLabel("Szerokość (cm)").fill(String(line.width - 2));
    await page.getByLabel("Uzasadnienie").fill("Plisa wykonana zbyt szeroko: wykonamy ją ponownie na nasz koszt.");
    await page.getByRole("button", { name: "Zapisz decyzję" }).click();
    const remakeLink = page.getByRole("link", { name: /^ZAM-\d{4}-\d{6}$/ }).filter({ hasNotText: number });
    await expect.poll(() => remakeLink.count(), settled).toBeGreaterThan(0);
    const remake = (await remakeLink.first().innerText()).trim();

    // The remake waits in the workshop's queue, in the corrected width and at no charge.
    await page.goto("/admin-produkcja");
    await waitForHydration(page, 'input[name="numbers"]');
    expect(await page.getByLabel(`Zaznacz zamówienie ${remake}`).isVisible()).toBe(true);
    const [stored] = await queryServedD1(
      servedUrl(),
      `SELECT o.final_total, o.order_status, i.width_cm FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.number = ${sqlText(remake)}`,
    );
    expect(stored).toEqual([{ final_total: 0, order_status: "zaakceptowane", width_cm: line.width - 2 }]);
    expect(errors).toEqual([]);
    await close();

    // The customer: the reply and the decision by e-mail; on the case's page the decision, the remake and its PDF.
    expect(await emailedText(servedUrl(), email, `Nowa wiadomość w sprawie reklamacji ${reference}`)).toContain(reference);
    // The decision's e-mail opens the remake order through a private link of its own.
    const decisionMail = await emailedText(servedUrl(), email, `Reklamacja ${reference} uznana`);
    const remakeLinkInMail = new RegExp(`/order-details/${remake}\\?klucz=[\\w-]+`).exec(decisionMail)?.[0];
    expect(remakeLinkInMail, decisionMail).toBeDefined();
    const remakePage = await customerContext.newPage();
    await remakePage.goto(remakeLinkInMail!);
    await remakePage
      .getByRole("heading", { name: new RegExp(remake) })
      .first()
      .waitFor(settled);
    await remakePage.close();
    const pdfLink = customer.getByRole("link", { name: "Pobierz decyzję (PDF)" });
    await expect
      .poll(async () => {
        await customer.reload();
        return pdfLink.count();
      }, settled)
      .toBe(1);
    expect(await customer.getByText("Dziękujemy, wykonamy plisę ponownie w poprawionej szerokości.").isVisible()).toBe(true);
    expect(await customer.getByText("Plisa wykonana zbyt szeroko: wykonamy ją ponownie na nasz koszt.").isVisible()).toBe(true);
    expect(await customer.getByRole("link", { name: remake }).isVisible()).toBe(true);
    const pdf = await customer.request.get((await pdfLink.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // The conversation goes on from the customer's side.
    await waitForHydration(customer, "main form textarea");
    await customer.getByLabel("Twoja odpowiedź").fill("Dziękuję, czekam na nową plisę.");
    await customer.getByRole("button", { name: "Wyślij odpowiedź" }).click();
    await expect.poll(() => customer.getByText("Odpowiedź została wysłana.").isVisible(), settled).toBe(true);
    expect(customer.url()).toMatch(new RegExp(`/order-details/${number}/reklamacje/\\d+\\?klucz=`));
    expect(await customer.getByText("Dziękuję, czekam na nową plisę.").isVisible()).toBe(true);
    await customerContext.close();
  });
});
