import { env } from "cloudflare:workers";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { orderDetailsPath, privateOrderPath } from "~/lib/order-number";
import { REGISTER_HEADER } from "~/lib/invoice-register";
import { parseInvoicesQuery, warsawMonth } from "~/lib/admin-invoices-query";
import { invoicesOfOrders, listInvoices } from "~/server/invoices/register.server";
import { D1_MAX_BOUND_PARAMETERS, getDb } from "~/server/platform/db.server";
import { get, signedIn, visible, type Session } from "../support/workers/admin";
import { issueTestInvoice, newOrder, type TestInvoice } from "../support/workers/invoices";

// What the owner, the accountant and the customer read of issued invoices (app/server/invoices/register.server.ts):
// /admin-faktury's filters, the monthly register CSV adding up, the order card's and the order page's sections.

const db = getDb(env);
// Months of their own, far from the current one, so the default month's list stays this file's to assert on.
const MONTH = "2031-03";
const OTHER_MONTH = "2031-04";
/** A file's text with its BOM kept (Response#text drops it). */
const csvText = async (response: Response) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
const amount = (cell: string) => Math.round(Number(cell.replace(",", ".")) * 100);
const page = async (path: string, cookie: string) => {
  const response = await get(path, cookie);
  return { status: response.status, html: await visible(response) };
};

let admin: Session;
let company: TestInvoice;
let privateBuyer: TestInvoice;
let rejected: TestInvoice;
let correction: TestInvoice;
let otherMonth: TestInvoice;
let companyOrder: Awaited<ReturnType<typeof newOrder>>;

beforeAll(async () => {
  admin = await signedIn({ admin: true, gate: true });
  companyOrder = await newOrder();
  company = await issueTestInvoice(companyOrder, {
    month: MONTH,
    day: 3,
    gross: 1234_56,
    buyer: { name: "Łęcka-Żmuda Sp. z o.o.", nip: "5260250274" },
    ksef: { state: "przyjęta", number: "5260250274-20310303-0100A0B1C2-D3" },
  });
  privateBuyer = await issueTestInvoice(await newOrder(), { month: MONTH, day: 5, gross: 99_99, buyer: { name: "Jan Kowalski", nip: null } });
  rejected = await issueTestInvoice(await newOrder(), {
    month: MONTH,
    day: 7,
    gross: 500_01,
    buyer: { name: "Firma Okna S.A.", nip: "7740001454" },
    ksef: { state: "odrzucona", error: "Błąd weryfikacji NIP nabywcy" },
  });
  correction = await issueTestInvoice(companyOrder, {
    month: MONTH,
    day: 20,
    corrects: company,
    buyer: { name: "Łęcka-Żmuda Sp. z o.o.", nip: "5260250274" },
    ksef: { state: "wysłana" },
  });
  otherMonth = await issueTestInvoice(await newOrder(), {
    month: OTHER_MONTH,
    gross: 10_00,
    buyer: { name: "Kwietniowa Firma", nip: "1132853869" },
    ksef: { state: "oczekuje" },
  });
});

describe("/admin-faktury", () => {
  it("lists the month's invoices and corrections newest first, with the KSeF state in the issue's words, the order's card and the PDF", async () => {
    const { status, html } = await page(`/admin-faktury?miesiac=${MONTH}`, admin.cookie);
    expect(status).toBe(200);
    const numbers = [correction, rejected, privateBuyer, company].map((invoice) => invoice.number);
    expect(numbers.map((number) => html.indexOf(number))).toEqual([...numbers.map((number) => html.indexOf(number))].sort((a, b) => a - b));
    expect(html).not.toContain(otherMonth.number);
    expect(html).toContain("przyjęta: 5260250274-20310303-0100A0B1C2-D3");
    expect(html).toContain("odrzucona: Błąd weryfikacji NIP nabywcy");
    expect(html).toContain("wysłana do KSeF");
    expect(html).toContain("poza KSeF");
    expect(html).toContain("Faktura korygująca");
    expect(html).toContain("NIP 5260250274");
    expect(html).toContain(`href="/admin-faktury/${company.id}/pdf"`);
    expect(html).toContain(`href="/admin/excel-bot?szukaj=${companyOrder.number}"`);
    // The month's totals: the correction takes the company invoice back out.
    expect(html).toMatch(/brutto <strong[^>]*>600,00\s?zł/);
    expect(html).toContain(`href="/admin-faktury/rejestr.csv?miesiac=${MONTH}"`);
  });

  it("filters by KSeF state, private buyers' invoices as 'poza KSeF'", async () => {
    const numbersOf = async (query: string) => (await listInvoices(db, parseInvoicesQuery(new URLSearchParams(query), MONTH).query)).invoices.map((invoice) => invoice.number);
    expect(await numbersOf("ksef=poza")).toEqual([privateBuyer.number]);
    expect(await numbersOf("ksef=odrzucona")).toEqual([rejected.number]);
    expect(await numbersOf("ksef=wysłana")).toEqual([correction.number]);
    expect(await numbersOf("ksef=przyjęta")).toEqual([company.number]);
    expect(await numbersOf("ksef=oczekuje")).toEqual([]);
    expect(await numbersOf(`ksef=oczekuje&miesiac=${OTHER_MONTH}`)).toEqual([otherMonth.number]);
    // Through the page too, with the Polish choice in the URL.
    const { html } = await page(`/admin-faktury?miesiac=${MONTH}&ksef=${encodeURIComponent("przyjęta")}`, admin.cookie);
    expect(html).toContain(company.number);
    expect(html).not.toContain(privateBuyer.number);
  });

  it("filters by kind, by buyer's name in any case and without Polish letters, and by NIP however typed", async () => {
    const numbersOf = async (query: string) => (await listInvoices(db, parseInvoicesQuery(new URLSearchParams(query), MONTH).query)).invoices.map((invoice) => invoice.number);
    expect(await numbersOf("rodzaj=korekta")).toEqual([correction.number]);
    expect(await numbersOf("rodzaj=faktura")).toEqual([rejected.number, privateBuyer.number, company.number]);
    expect(await numbersOf("nabywca=lecka-zmuda")).toEqual([correction.number, company.number]);
    expect(await numbersOf("nabywca=ŁĘCKA")).toEqual([correction.number, company.number]);
    expect(await numbersOf("nabywca=kowalski")).toEqual([privateBuyer.number]);
    expect(await numbersOf("nabywca=774-000-14-54")).toEqual([rejected.number]);
    expect(await numbersOf("nabywca=PL7740001454")).toEqual([rejected.number]);
    expect(await numbersOf("nabywca=kowalski&rodzaj=korekta")).toEqual([]);
    expect(await numbersOf("miesiac=wszystkie&nabywca=kwietniowa")).toEqual([otherMonth.number]);
    const { html } = await page("/admin-faktury?miesiac=wszystkie&nabywca=nikt-taki", admin.cookie);
    expect(html).toContain("Brak faktur spełniających kryteria.");
  });

  it("opens on the current Warsaw month, and says when a month has none", async () => {
    const { status, html } = await page("/admin-faktury", admin.cookie);
    expect(status).toBe(200);
    expect(html).not.toContain(company.number);
    expect(html).toContain("nie wystawiono jeszcze żadnej faktury");
    expect(html).toContain(`href="/admin-faktury/rejestr.csv?miesiac=${warsawMonth(new Date())}"`);
    const all = await page("/admin-faktury?miesiac=wszystkie", admin.cookie);
    expect(all.html).toContain(company.number);
    expect(all.html).toContain(otherMonth.number);
  });

  it("answers a query it cannot read with the list and a Polish message, not an error", async () => {
    const { status, html } = await page("/admin-faktury?miesiac=2031-13&ksef=zgubiona&rodzaj=paragon&strona=-4", admin.cookie);
    expect(status).toBe(400);
    expect(html).toContain("Nieprawidłowy miesiąc „2031-13”: pokazano bieżący miesiąc.");
    expect(html).toContain("Nieznany stan KSeF „zgubiona”");
    expect(html).toContain("Nieznany rodzaj „paragon”");
    expect(html).toContain("Filtry faktur");
  });

  it("is for administrators past the gate only", async () => {
    const customer = await signedIn();
    const halfway = await signedIn({ admin: true });
    for (const path of [`/admin-faktury?miesiac=${MONTH}`, `/admin-faktury/rejestr.csv?miesiac=${MONTH}`]) {
      for (const cookie of [undefined, customer.cookie, halfway.cookie]) {
        const response = await get(path, cookie);
        expect(response.status).toBe(302);
        expect(await response.text()).not.toContain(company.number);
      }
    }
  });
});

describe("the register CSV", () => {
  it("has one row per invoice and correction of the month in number order, adding up per row and to the month's totals", async () => {
    const response = await get(`/admin-faktury/rejestr.csv?miesiac=${MONTH}`, admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="rejestr-faktur-${MONTH}.csv"`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await csvText(response);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const { data } = Papa.parse<string[]>(text.slice(1), { delimiter: ";", skipEmptyLines: true });
    const [header, ...rows] = data;
    expect(header).toEqual(REGISTER_HEADER);
    expect(rows.map((row) => row[0])).toEqual([company.number, privateBuyer.number, rejected.number, correction.number]);

    const [first, , , last] = rows;
    expect(first).toEqual([
      company.number,
      "Faktura VAT",
      `${MONTH}-03`,
      `${MONTH}-03`,
      companyOrder.number,
      "Łęcka-Żmuda Sp. z o.o.",
      "5260250274",
      "1003,71",
      "230,85",
      "1234,56",
      "1003,71",
      "230,85",
      "1234,56",
      "",
      "5260250274-20310303-0100A0B1C2-D3",
    ]);
    // The correction: negative amounts as numbers (not neutralised as formulas), and the invoice it corrects.
    expect(last!.slice(7, 14)).toEqual(["-1003,71", "-230,85", "-1234,56", "-1003,71", "-230,85", "-1234,56", company.number]);
    expect(last![1]).toBe("Faktura korygująca");

    for (const row of rows) {
      const [net23, vat23, gross23, net, vat, gross] = row.slice(7, 13).map(amount) as [number, number, number, number, number, number];
      expect(net23 + vat23).toBe(gross23);
      expect(net + vat).toBe(gross);
      expect([net23, vat23, gross23]).toEqual([net, vat, gross]);
    }
    const sums = [10, 11, 12].map((column) => rows.reduce((sum, row) => sum + amount(row[column]!), 0));
    const month = await env.DB.prepare("select sum(net_total) as net, sum(vat_total) as vat, sum(gross_total) as gross from invoices where month = ?")
      .bind(MONTH)
      .first<{ net: number; vat: number; gross: number }>();
    expect(sums).toEqual([month!.net, month!.vat, month!.gross]);
    expect(sums).toEqual([privateBuyer.net + rejected.net, privateBuyer.vat + rejected.vat, 99_99 + 500_01]);
    // The page shows the same month's totals.
    const { totals } = await listInvoices(db, parseInvoicesQuery(new URLSearchParams(`miesiac=${MONTH}`), MONTH).query);
    expect([totals.net, totals.vat, totals.gross]).toEqual(sums);
  });

  it("is only a header for a month without invoices, and refuses a month it cannot read in Polish", async () => {
    const empty = await get("/admin-faktury/rejestr.csv?miesiac=2030-01", admin.cookie);
    expect(empty.status).toBe(200);
    const text = await csvText(empty);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(Papa.parse<string[]>(text.slice(1), { delimiter: ";", skipEmptyLines: true }).data).toEqual([REGISTER_HEADER]);
    for (const month of ["2031-3", "marzec", "2031-00", "'; drop table invoices"]) {
      const response = await get(`/admin-faktury/rejestr.csv?miesiac=${encodeURIComponent(month)}`, admin.cookie);
      expect(response.status).toBe(400);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toContain("Miesiąc podaj w postaci RRRR-MM, np. 2026-11.");
    }
  });
});

describe("an order's invoices", () => {
  it("are on the order's card with their KSeF state and PDF", async () => {
    const { html } = await page(`/admin/excel-bot?szukaj=${companyOrder.number}`, admin.cookie);
    expect(html).toContain(`Faktury zamówienia ${companyOrder.number}`);
    expect(html).toContain(company.number);
    expect(html).toContain(correction.number);
    expect(html).toContain("przyjęta: 5260250274-20310303-0100A0B1C2-D3");
    expect(html).toContain(`href="/admin-faktury/${correction.id}/pdf"`);
    const bare = await newOrder();
    expect((await page(`/admin/excel-bot?szukaj=${bare.number}`, admin.cookie)).html).toContain("Nie wystawiono jeszcze faktury.");
  });

  it("are read for a whole statement's worth of orders at once", async () => {
    const ids = [companyOrder.id, ...Array.from({ length: D1_MAX_BOUND_PARAMETERS - 1 }, (_, i) => 1_000_000 + i)];
    expect((await invoicesOfOrders(db, ids)).map((invoice) => invoice.number)).toEqual([company.number, correction.number]);
    expect(() => invoicesOfOrders(db, [...ids, 2_000_000])).toThrow(RangeError);
  });

  it("are on the customer's order page through the private link, their PDF links carrying the link's key", async () => {
    const { html } = await page(privateOrderPath(companyOrder.number, companyOrder.accessToken), "");
    expect(html).toContain(">Faktury</h2>");
    expect(html).toContain(company.number);
    // The correction is still with KSeF: not issued until KSeF accepts it, so not the customer's yet.
    expect(html).not.toContain(correction.number);
    expect(html).toContain("Pobierz PDF");
    expect(html).toContain(`href="/order-details/${companyOrder.number}/faktury/${company.id}?klucz=${companyOrder.accessToken}"`);
    // Nothing of KSeF or the buyer's register for the customer.
    expect(html).not.toContain("przyjęta:");
  });

  it("are on the signed-in owner's page without a key, and the section is absent when there are none", async () => {
    const owner = await signedIn();
    const order = await newOrder({ userId: owner.userId });
    const none = await page(orderDetailsPath(order.number), owner.cookie);
    expect(none.status).toBe(200);
    expect(none.html).not.toContain(">Faktury</h2>");
    const invoice = await issueTestInvoice(order, { month: "2031-05", gross: 45_00 });
    const { html } = await page(orderDetailsPath(order.number), owner.cookie);
    expect(html).toContain(invoice.number);
    expect(html).toContain(`href="/order-details/${order.number}/faktury/${invoice.id}"`);
    // Someone else's session sees neither the order nor its invoice.
    const stranger = await signedIn();
    expect((await page(orderDetailsPath(order.number), stranger.cookie)).html).not.toContain(invoice.number);
  });
});
