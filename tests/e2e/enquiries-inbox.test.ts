import { resolve } from "node:path";
import { servedUrl } from "../support/node/served";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localAdminStatements, readAdminAccessCode } from "../../scripts/local-admin";
import { adminBrowser } from "../support/node/admin-browser";
import { connectBrowser, newContext, waitForHydration } from "../support/node/browser";
import { queryServedD1 } from "../support/node/d1";
import { emailedText } from "../support/node/mailbox";

// A visitor writes through the contact form, the owner finds it in the back-office's inbox and
// answers, and the answer reaches the visitor's mailbox: in a real browser against the built worker.

const settled = { timeout: 20_000 };

// An administrator of this file's own, so its first visit to the gate is an enrolment whatever other files did.
const tag = crypto.randomUUID().slice(0, 8);
const admin = { id: `e2e-inbox-${tag}`, email: `skrzynka-${tag}@plisy-na-wymiar.example`, password: `Haslo-${tag}-1` };
const accessCode = readAdminAccessCode(resolve(import.meta.dirname, "../../.dev.vars"))!;
const sender = { email: `anna.${tag}@example.com`, subject: `Plisy dachowe ${tag}` };

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
  await queryServedD1(servedUrl(), ...localAdminStatements(admin));
});
afterAll(async () => {
  await browser?.close();
});

describe("the enquiries inbox", () => {
  it("shows a visitor's message to the owner, whose answer is e-mailed to the visitor", async () => {
    const baseUrl = servedUrl();
    const visitorContext = await newContext(browser, "mobile", baseUrl, { extraHTTPHeaders: { "CF-Connecting-IP": `2001:db8:e2e:${tag.slice(0, 4)}::1` } });
    const visitor = await visitorContext.newPage();
    await visitor.goto("/kontakt");
    await waitForHydration(visitor, "form[method='post']");
    await visitor.getByLabel("Imię").fill("Anna");
    await visitor.getByLabel("Nazwisko").fill("Kowalska");
    await visitor.getByLabel("E-mail").fill(sender.email);
    await visitor.getByLabel("Temat").fill(sender.subject);
    await visitor.getByLabel("Wiadomość").fill("Czy szyjecie plisy do okien dachowych 78 × 118 cm?");
    await visitor.getByRole("button", { name: "Wyślij wiadomość" }).click();
    await expect.poll(() => visitor.getByText("Wiadomość została wysłana pomyślnie!").first().isVisible(), settled).toBe(true);
    await visitorContext.close();

    const { page, errors, close } = await adminBrowser(() => browser, admin, accessCode).enterPanel("desktop");

    await page.getByRole("link", { name: "Zgłoszenia" }).click();
    await page.waitForURL("**/admin-enquiries", settled);
    await page.getByRole("link", { name: sender.subject }).click();
    await page.waitForURL("**/admin-enquiries/*", settled);
    await waitForHydration(page, "textarea[name='body']");
    expect(await page.getByText(sender.email).first().isVisible()).toBe(true);

    // An empty answer is refused under the box; a written one is kept, listed and takes the enquiry up.
    await page.getByRole("button", { name: "Wyślij odpowiedź" }).click();
    await expect.poll(() => page.getByText("Wpisz treść odpowiedzi.").isVisible(), settled).toBe(true);
    const answer = `Szyjemy. Prosimy o wymiary szyby ${tag}.`;
    await page.getByLabel("Treść odpowiedzi").fill(answer);
    await page.getByRole("button", { name: "Wyślij odpowiedź" }).click();
    await expect.poll(() => page.getByText("Odpowiedź zapisana, e-mail do nadawcy jest w drodze").isVisible(), settled).toBe(true);
    await expect.poll(() => page.getByRole("listitem").filter({ hasText: answer }).isVisible(), settled).toBe(true);
    expect(await page.getByLabel("Treść odpowiedzi").inputValue()).toBe("");
    expect(await page.getByLabel("Status zgłoszenia").inputValue()).toBe("w_toku");

    expect(await emailedText(baseUrl, sender.email, "Odpowiedź na Twoją wiadomość")).toContain(answer);
    expect(errors).toEqual([]);
    await close();
  });
});
