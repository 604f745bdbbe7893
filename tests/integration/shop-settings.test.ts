import { env } from "cloudflare:workers";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CartItem } from "~/lib/cart";
import { orderTotals } from "~/lib/checkout";
import { fulfilmentTime } from "~/lib/fulfilment";
import { formatPln } from "~/lib/money";
import { formatBankAccount } from "~/lib/shop-identity";
import { SETTING_SECTIONS } from "~/lib/settings-form";
import type { EditableSettings } from "~/lib/shop-settings";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { readSiteState, saveShopSettings } from "~/server/settings/admin.server";
import { defaultSettings, readShopSettings } from "~/server/settings/shop.server";
import { flashOf, get, post, request, signedIn, testActor, visible, type Session } from "../support/workers/admin";
import { checkoutForm, currentDeliveryPrices, seededDoorScreenLine, seededPleatLine } from "../support/workers/orders";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

// The shop's settings end to end: read over the [vars] defaults, saved with one audit entry and a version
// bump, and effective at once on the pages, the prices of new orders and the e-mails; then /admin-settings itself.
// The tests of this file share one D1: each puts the settings back to the defaults after itself.

const db = getDb(env);
const NEW_ACCOUNT = "PL27114020040000300201355387";
const DEFAULT_ACCOUNT_SHOWN = formatBankAccount(env.SHOP_BANK_ACCOUNT);
const STALE = "Ustawienia zmieniły się w międzyczasie. Odśwież stronę i spróbuj ponownie.";
const SELLER_ADDRESS = `${env.SHOP_STREET}, ${env.SHOP_POSTAL_CODE} ${env.SHOP_CITY}`;

const version = async () => (await env.DB.prepare("select version from catalogue_state where id = 1").first<{ version: number }>())!.version;
const storedRows = async () => (await env.DB.prepare("select key, value from settings order by key").all<{ key: string; value: string }>()).results;
const settingsAudit = async () =>
  (
    await env.DB.prepare("select user_email as userEmail, details from audit_log where action = 'settings_changed' order by id").all<{ userEmail: string; details: string }>()
  ).results.map((entry) => ({ ...entry, details: JSON.parse(entry.details) as Record<string, string> }));

/** The settings as they are now, as the form edits them (everything but the public URL). */
async function editable(): Promise<{ version: number; settings: EditableSettings }> {
  const { version, settings } = await readSiteState(db, env);
  const { publicUrl: _publicUrl, ...rest } = settings;
  return { version, settings: rest };
}

/** Saves a change as the owner would, over the current settings and version. */
async function change(update: Partial<EditableSettings>) {
  const current = await editable();
  expect(await saveShopSettings(db, env, testActor, { ...current.settings, ...update }, current.version)).toMatchObject({ ok: true });
}

afterEach(async () => {
  await env.DB.batch([env.DB.prepare("delete from settings"), env.DB.prepare("update catalogue_state set version = version + 1 where id = 1")]);
});

const page = async (path: string, cookie?: string) => visible(await get(path, cookie));

async function order(lines: CartItem[], form: Parameters<typeof checkoutForm>[0] = {}, placeEnv: Env = env) {
  const submitted = checkoutForm({ email: uniqueEmail(), ...form });
  const placed = await placeOrder(placeEnv, db, submitted, lines, null, await currentDeliveryPrices());
  if (!placed.ok) throw new Error(placed.message);
  const row = await env.DB.prepare("select delivery_cost as deliveryCost, payment_fee as paymentFee, final_total as finalTotal from orders where number = ?")
    .bind(placed.number)
    .first<{ deliveryCost: number; paymentFee: number; finalTotal: number }>();
  return { ...placed, ...row!, email: submitted.email };
}

describe("readShopSettings", () => {
  it("is the deployment's [vars] when nothing is saved", async () => {
    expect(await storedRows()).toEqual([]);
    const settings = await readShopSettings(db, env);
    expect(settings).toEqual(defaultSettings(env));
    expect(settings).toMatchObject({
      name: env.SHOP_NAME,
      nip: env.SHOP_NIP,
      bankAccount: env.SHOP_BANK_ACCOUNT,
      courierPrice: Number(env.SHOP_COURIER_PRICE),
      courierSmallParcelPrice: Number(env.SHOP_COURIER_SMALL_PARCEL_PRICE),
      smallParcelMaxPieces: Number(env.SHOP_SMALL_PARCEL_MAX_PIECES),
      cashPaymentFee: Number(env.SHOP_CASH_PAYMENT_FEE),
      fulfilmentMinDays: Number(env.SHOP_FULFILMENT_MIN_DAYS),
      fulfilmentUsualMaxDays: Number(env.SHOP_FULFILMENT_USUAL_MAX_DAYS),
      pickupHours: env.SHOP_PICKUP_HOURS,
      publicUrl: new URL(env.SHOP_PUBLIC_URL).origin,
      // The shop makes what it sells: the manufacturer is the seller until the owner names another.
      manufacturerName: env.SHOP_LEGAL_NAME,
      manufacturerAddress: SELLER_ADDRESS,
      manufacturerEmail: env.SHOP_EMAIL,
      euResponsiblePerson: "",
      invoiceNumberPattern: "FV/{n}/{MM}/{RRRR}",
      correctionNumberPattern: "FK/{n}/{MM}/{RRRR}",
    });
  });

  it("takes a stored row over its default, the other fields staying defaults", async () => {
    await env.DB.batch([env.DB.prepare("insert into settings (key, value) values ('bankAccount', ?), ('courierPrice', '4500')").bind(JSON.stringify(NEW_ACCOUNT))]);
    expect(await readShopSettings(db, env)).toEqual({ ...defaultSettings(env), bankAccount: NEW_ACCOUNT, courierPrice: 4500 });
  });

  it.each([
    ["an account with a bad checksum", "bankAccount", JSON.stringify("PL62109010140000071219812874")],
    ["a NIP with a bad check digit", "nip", JSON.stringify("1234563219")],
    ["a courier price of zero", "courierPrice", "0"],
    ["a price as text", "courierPrice", JSON.stringify("45,00")],
    ["days out of range", "fulfilmentMaxDays", "500"],
    ["an empty name", "name", JSON.stringify("")],
    ["a value that is not JSON (edited by hand)", "bankAccount", "PL27 1140 2004 0000 3002 0135 5387"],
  ])("falls back to the default for a stored row that no longer passes: %s", async (_, key, value) => {
    await env.DB.prepare("insert into settings (key, value) values (?, ?), ('phone', ?)").bind(key, value, JSON.stringify("22 123 45 67")).run();
    // The bad row is skipped; a good one beside it still applies.
    expect(await readShopSettings(db, env)).toEqual({ ...defaultSettings(env), phone: "22 123 45 67" });
  });

  it("ignores a row of no setting it knows", async () => {
    await env.DB.prepare("insert into settings (key, value) values ('publicUrl', ?), ('noSuchSetting', '1')").bind(JSON.stringify("https://evil.example")).run();
    expect(await readShopSettings(db, env)).toEqual(defaultSettings(env));
  });

  it("falls back to the defaults as a whole when stored fields fit alone but not together", async () => {
    await env.DB.prepare("insert into settings (key, value) values ('fulfilmentUsualMaxDays', '40'), ('courierPrice', '4500')").run();
    expect(await readShopSettings(db, env)).toEqual(defaultSettings(env));
  });
});

describe("saveShopSettings", () => {
  it("stores only the changed fields, writes one audit entry of old → new, and bumps the catalogue version", async () => {
    const before = await editable();
    const audits = (await settingsAudit()).length;
    const result = await saveShopSettings(db, env, testActor, { ...before.settings, courierPrice: 4500, bankAccount: NEW_ACCOUNT, pickupCity: "Łódź" }, before.version);
    expect(result).toEqual({ ok: true, changed: expect.arrayContaining(["courierPrice", "bankAccount", "pickupCity"]) });
    expect(result.ok && result.changed).toHaveLength(3);

    expect(await storedRows()).toEqual([
      { key: "bankAccount", value: JSON.stringify(NEW_ACCOUNT) },
      { key: "courierPrice", value: "4500" },
      { key: "pickupCity", value: JSON.stringify("Łódź") },
    ]);
    const entries = await settingsAudit();
    expect(entries).toHaveLength(audits + 1);
    expect(entries.at(-1)).toEqual({
      userEmail: testActor.email,
      details: { bankAccount: `${env.SHOP_BANK_ACCOUNT} → ${NEW_ACCOUNT}`, courierPrice: "5000 → 4500", pickupCity: `${env.SHOP_PICKUP_CITY} → Łódź` },
    });
    expect(await version()).toBe(before.version + 1);
    expect(await readShopSettings(db, env)).toMatchObject({ courierPrice: 4500, bankAccount: NEW_ACCOUNT, pickupCity: "Łódź" });
  });

  it("changes a saved field again in place, and saving the same settings writes nothing", async () => {
    await change({ courierPrice: 4500 });
    await change({ courierPrice: 4000 });
    expect(await storedRows()).toEqual([{ key: "courierPrice", value: "4000" }]);
    expect((await settingsAudit()).at(-1)!.details).toEqual({ courierPrice: "4500 → 4000" });

    const current = await editable();
    const audits = (await settingsAudit()).length;
    expect(await saveShopSettings(db, env, testActor, current.settings, current.version)).toEqual({ ok: true, changed: [] });
    expect(await version()).toBe(current.version);
    expect(await settingsAudit()).toHaveLength(audits);
  });

  it("refuses a save from a form loaded before another change, writing nothing", async () => {
    const loaded = await editable();
    await change({ phone: "22 123 45 67" });
    const rows = await storedRows();
    const audits = (await settingsAudit()).length;
    const now = await version();

    expect(await saveShopSettings(db, env, testActor, { ...loaded.settings, courierPrice: 4500 }, loaded.version)).toEqual({ ok: false, stale: true });
    expect(await storedRows()).toEqual(rows);
    expect(await settingsAudit()).toHaveLength(audits);
    expect(await version()).toBe(now);
  });
});

describe("a saved setting is effective at once", () => {
  it("the bank account, recipient, bank and payment phone on the transfer pages and the customer's e-mail", async () => {
    await change({ bankAccount: NEW_ACCOUNT, bankRecipient: "Rolety Nowak Sp. z o.o.", bankName: "mBank S.A.", paymentPhone: "511 222 333" });
    const placed = await order([await seededDoorScreenLine()], {}, keptEvents().env);

    const transfer = await page(`/instrukcje-przelewu/${placed.number}`);
    expect(transfer).toContain(formatBankAccount(NEW_ACCOUNT));
    expect(transfer).toContain("PL27 1140 2004 0000 3002 0135 5387");
    expect(transfer).toContain("Rolety Nowak Sp. z o.o.");
    expect(transfer).toContain("mBank S.A.");
    expect(transfer).not.toContain(DEFAULT_ACCOUNT_SHOWN);

    const overview = await page("/instrukcje-platnosci");
    expect(overview).toContain(formatBankAccount(NEW_ACCOUNT));
    expect(overview).toContain("511 222 333");
    expect(overview).not.toContain(DEFAULT_ACCOUNT_SHOWN);

    const email = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type: "new_order", orderNumber: placed.number }, email.env);
    expect(email.sent[0]!.text).toContain(formatBankAccount(NEW_ACCOUNT));
    expect(email.sent[0]!.text).not.toContain(DEFAULT_ACCOUNT_SHOWN);
  });

  it("the courier price in a new order's totals, and the checkout refuses a total shown at the old price", async () => {
    const screen = await seededDoorScreenLine();
    const before = await order([screen]);
    expect(before.deliveryCost).toBe(5000);

    await change({ courierPrice: 4500 });
    const after = await order([screen]);
    expect(after.deliveryCost).toBe(4500);
    expect(after.finalTotal).toBe(before.finalTotal - 500);

    // The checkout form posted with the total the shopper saw before the change: refused with the new total.
    const fields = { ...checkoutForm({ email: uniqueEmail() }), cart: JSON.stringify([screen]), js: "1" };
    const oldTotal = orderTotals([screen], "kurier", "przelew_tradycyjny", 0, { ...(await currentDeliveryPrices()), courierPrice: 5000 }).finalTotal;
    const stale = await checkout({ ...fields, expectedTotal: String(oldTotal) });
    expect(stale.status).toBe(409);
    expect(stale.data.message).toContain(formatPln(after.finalTotal));
    const placed = await checkout({ ...fields, expectedTotal: String(after.finalTotal) });
    expect(placed.status).toBe(200);
    expect(placed.data.placedPath).toContain(`total=${after.finalTotal}`);
  });

  it("the small parcel's price and its number of pieces", async () => {
    await change({ courierSmallParcelPrice: 2500, smallParcelMaxPieces: 2 });
    expect((await order([await seededPleatLine({ quantity: 2 })])).deliveryCost).toBe(2500);
    expect((await order([await seededPleatLine({ quantity: 3 })])).deliveryCost).toBe(5000);
    await change({ smallParcelMaxPieces: 3 });
    expect((await order([await seededPleatLine({ quantity: 3 })])).deliveryCost).toBe(2500);
  });

  it("the cash fee, zero included, in new orders and the terms", async () => {
    const screen = await seededDoorScreenLine();
    await change({ cashPaymentFee: 1500 });
    expect((await order([screen], { paymentMethod: "za_pobraniem" })).paymentFee).toBe(1500);
    expect((await order([screen], { deliveryMethod: "odbior_osobisty", paymentMethod: "gotowka_odbior" })).paymentFee).toBe(1500);
    expect(await page("/regulamin")).toContain(`dopłata ${formatPln(1500)}`);
    await change({ cashPaymentFee: 0 });
    const free = await order([screen], { paymentMethod: "za_pobraniem" });
    expect(free.paymentFee).toBe(0);
    expect(free.finalTotal).toBe(screen.totalPrice + 5000);
  });

  it("the delivery prices in the terms", async () => {
    await change({ courierPrice: 4500, courierSmallParcelPrice: 2500, smallParcelMaxPieces: 3 });
    const terms = await page("/regulamin");
    expect(terms).toContain(
      `przesyłka kurierska DPD (${formatPln(2500)}, gdy zamówienie obejmuje wyłącznie plisy, najwyżej 3 sztuk; w pozostałych przypadkach ${formatPln(4500)})`,
    );
  });

  it("the fulfilment days on the home page, the terms and the transfer page", async () => {
    const days = { fulfilmentMinDays: 5, fulfilmentMaxDays: 20, fulfilmentUsualMinDays: 6, fulfilmentUsualMaxDays: 9 };
    const defaultText = fulfilmentTime(defaultSettings(env));
    expect(await page("/")).toContain(defaultText);
    await change(days);
    const text = "od 5 do 20 dni roboczych, zwykle 6–9 dni roboczych";
    expect(fulfilmentTime(days)).toBe(text);
    for (const path of ["/", "/regulamin"]) {
      const html = await page(path);
      expect(html, path).toContain(text);
      expect(html, path).not.toContain(defaultText);
    }
    const placed = await order([await seededDoorScreenLine()]);
    expect(await page(`/instrukcje-przelewu/${placed.number}`)).toContain(`Realizacja zamówienia trwa ${text} od zaksięgowania wpłaty.`);
  });

  it("the pickup address and hours on a pickup order's thank-you page and in the customer's e-mail", async () => {
    const pickup = { pickupStreet: "ul. Magazynowa 7", pickupPostalCode: "90-001", pickupCity: "Łódź", pickupHours: "pon.–sob. 8:00–16:00" };
    await change(pickup);
    const placed = await order([await seededDoorScreenLine()], { deliveryMethod: "odbior_osobisty", paymentMethod: "gotowka_odbior" }, keptEvents().env);
    const where = `${pickup.pickupStreet}, ${pickup.pickupPostalCode} ${pickup.pickupCity}`;

    // The checkout's own redirect, with the private link's key: without it the page shows nothing of the order.
    const thanks = await page(`/dziekujemy-za-zamowienie/${placed.number}/gotowka_odbior?klucz=${placed.accessToken}`);
    expect(thanks).toContain(where);
    expect(thanks).toContain(pickup.pickupHours);
    expect(thanks).not.toContain(env.SHOP_PICKUP_HOURS);

    const email = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type: "new_order", orderNumber: placed.number }, email.env);
    const customer = email.sent.find((message) => message.to === placed.email)!;
    expect(customer.text).toContain(where);
    expect(customer.text).toContain(pickup.pickupHours);
    expect(customer.text).not.toContain(env.SHOP_PICKUP_HOURS);
  });

  it("the shop's name, phone, address and NIP in every page's footer", async () => {
    await change({ name: "Rolety Testowe", phone: "22 123 45 67", street: "ul. Nowa 3", postalCode: "31-147", city: "Kraków", nip: "1234563218" });
    const home = await page("/");
    for (const text of ["Rolety Testowe", "22 123 45 67", 'href="tel:+48221234567"', "ul. Nowa 3", "31-147 Kraków", "NIP: 1234563218"]) expect(home).toContain(text);
    expect(home).not.toContain(env.SHOP_PHONE);
    expect(home).not.toContain(`NIP: ${env.SHOP_NIP}`);
  });

  it("the manufacturer on the product pages and in the customer's order confirmation", async () => {
    const manufacturer = {
      manufacturerName: "Zakład Plisowania Nowak Sp. z o.o.",
      manufacturerAddress: "ul. Fabryczna 3, 90-001 Łódź",
      manufacturerEmail: "produkcja@plisowanie-nowak.example",
    };
    await change(manufacturer);
    const placed = await order([await seededPleatLine()], {}, keptEvents().env);
    for (const html of [await page("/plisy/profile"), await page("/siatki-moskitiery")]) {
      expect(html).toContain(`${manufacturer.manufacturerName}<br/>${manufacturer.manufacturerAddress}`);
      expect(html).toContain(`mailto:${manufacturer.manufacturerEmail}`);
    }
    const email = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type: "new_order", orderNumber: placed.number }, email.env);
    const customer = email.sent.find((message) => message.to === placed.email)!;
    expect(customer.text).toContain(`Producent: ${manufacturer.manufacturerName}, ${manufacturer.manufacturerAddress}, e-mail: ${manufacturer.manufacturerEmail}`);
    expect(customer.text).not.toContain(`Producent: ${env.SHOP_LEGAL_NAME}`);
  });

  it("the e-mail for orders receives the shop's copy of a new order", async () => {
    await change({ adminEmail: "biuro@rolety-testowe.example" });
    const placed = await order([await seededDoorScreenLine()], {}, keptEvents().env);
    const email = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type: "new_order", orderNumber: placed.number }, email.env);
    expect(email.sent.map((message) => [message.to, message.subject])).toEqual([
      [placed.email, `Potwierdzenie zamówienia ${placed.number}`],
      ["biuro@rolety-testowe.example", `Nowe zamówienie ${placed.number} – Anna Nowak`],
    ]);
  });
});

/** An action's answer to a data request (what the page's form receives), decoded. */
async function answer(response: Response): Promise<{ status: number; data: Record<string, unknown> }> {
  const decoded = await decodeViaTurboStream(response.body!, globalThis as unknown as Window);
  await decoded.done;
  return { status: response.status, data: (decoded.value as { data: Record<string, unknown> }).data };
}

/** The checkout form as the page's JavaScript posts it: ticked boxes "on", the rest as text. */
function checkout(fields: Record<string, unknown>) {
  const posted: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === true) posted[name] = "on";
    else if (typeof value === "string") posted[name] = value;
  }
  return request("/finalizacja-zamowienia.data", { fields: posted }).then(answer);
}

/** The form's fields as the page renders them (name → value), the way a browser would post them back. */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const decodeEntities = (value: string) => value.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name) fields[name] = decodeEntities(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? "");
  }
  return fields;
}

const settingsAnswer = (fields: Record<string, string>, cookie: string) => request("/admin-settings.data", { fields, cookie }).then(answer);

describe("/admin-settings", () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signedIn({ admin: true, gate: true });
  });

  const loadForm = async () => {
    const response = await get("/admin-settings", admin.cookie);
    expect(response.status).toBe(200);
    return formFields(await visible(response));
  };

  it("is refused to a visitor and to a signed-in customer, reading or saving", async () => {
    const form = { ...(await loadForm()), courierPrice: "1,00" };
    const visitor = await get("/admin-settings");
    expect([visitor.status, visitor.headers.get("Location")]).toEqual([302, "/"]);
    const visitorPost = await post("/admin-settings", form);
    expect([visitorPost.status, visitorPost.headers.get("Location")]).toEqual([302, "/"]);

    const customer = await signedIn();
    const read = await get("/admin-settings", customer.cookie);
    expect([read.status, read.headers.get("Location"), flashOf(read)?.text]).toEqual([302, "/", "Brak dostępu"]);
    const save = await post("/admin-settings", form, customer.cookie);
    expect([save.status, save.headers.get("Location"), flashOf(save)?.text]).toEqual([302, "/", "Brak dostępu"]);

    // An administrator who has not passed the gate is sent to it.
    const ungated = await signedIn({ admin: true });
    expect((await get("/admin-settings", ungated.cookie)).headers.get("Location")).toBe("/admin-auth");
    expect((await post("/admin-settings", form, ungated.cookie)).headers.get("Location")).toBe("/admin-auth");

    expect(await storedRows()).toEqual([]);
    expect((await readShopSettings(db, env)).courierPrice).toBe(5000);
  });

  it("shows one labelled field per setting with the current values, amounts in złote, and the version it was loaded at", async () => {
    await change({ courierPrice: 4550, bankAccount: NEW_ACCOUNT });
    const response = await get("/admin-settings", admin.cookie);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await visible(response);
    const fields = formFields(html);
    const names = SETTING_SECTIONS.flatMap((section) => section.fields.map((field) => field.name));
    expect(Object.keys(fields).sort()).toEqual([...names, "version"].sort());
    expect(fields).toMatchObject({
      version: String(await version()),
      name: env.SHOP_NAME,
      nip: env.SHOP_NIP,
      bankAccount: NEW_ACCOUNT,
      courierPrice: "45,50",
      courierSmallParcelPrice: "30,00",
      cashPaymentFee: "10,00",
      smallParcelMaxPieces: "5",
      fulfilmentMinDays: "7",
      fulfilmentUsualMaxDays: "14",
      pickupHours: env.SHOP_PICKUP_HOURS,
      manufacturerName: env.SHOP_LEGAL_NAME,
      manufacturerAddress: SELLER_ADDRESS,
      manufacturerEmail: env.SHOP_EMAIL,
      euResponsiblePerson: "",
    });
    for (const section of SETTING_SECTIONS) {
      expect(html).toContain(section.title);
      for (const field of section.fields) expect(html).toContain(field.label);
    }
    expect(html).toContain("Zapisz ustawienia");
  });

  it("saves a changed form with a toast, one audit entry and a version bump; the pages show it at once", async () => {
    const form = await loadForm();
    const before = Number(form.version);
    const response = await post("/admin-settings", { ...form, courierPrice: "45,00", bankAccount: "PL27 1140 2004 0000 3002 0135 5387", nip: "123-456-32-18" }, admin.cookie);
    expect([response.status, response.headers.get("Location"), flashOf(response)]).toEqual([
      302,
      "/admin-settings",
      expect.objectContaining({ type: "success", text: "Zapisano ustawienia." }),
    ]);

    expect(await storedRows()).toEqual([
      { key: "bankAccount", value: JSON.stringify(NEW_ACCOUNT) },
      { key: "courierPrice", value: "4500" },
      { key: "nip", value: JSON.stringify("1234563218") },
    ]);
    expect(await version()).toBe(before + 1);
    expect((await settingsAudit()).at(-1)).toEqual({
      userEmail: admin.email,
      details: { bankAccount: `${env.SHOP_BANK_ACCOUNT} → ${NEW_ACCOUNT}`, courierPrice: "5000 → 4500", nip: `${env.SHOP_NIP} → 1234563218` },
    });
    expect(await loadForm()).toMatchObject({ courierPrice: "45,00", bankAccount: NEW_ACCOUNT, nip: "1234563218", version: String(before + 1) });
    expect(await page("/instrukcje-platnosci")).toContain(formatBankAccount(NEW_ACCOUNT));
    expect(await page("/")).toContain("NIP: 1234563218");
  });

  it("saves another manufacturer and an EU responsible person, then takes the person off again; the product pages follow", async () => {
    const outsideEu = {
      manufacturerName: "Pleats Ltd",
      manufacturerAddress: "1 Mill Street, Leeds LS1 1AA, Wielka Brytania",
      manufacturerEmail: "Safety@Pleats.example",
      euResponsiblePerson: "Rolety Import Sp. z o.o., ul. Portowa 2, 81-001 Gdynia, eu@rolety-import.example",
    };
    const saved = await post("/admin-settings", { ...(await loadForm()), ...outsideEu }, admin.cookie);
    expect([saved.status, flashOf(saved)?.text]).toEqual([302, "Zapisano ustawienia."]);
    expect(await loadForm()).toMatchObject({ ...outsideEu, manufacturerEmail: "safety@pleats.example" });
    const profiles = await page("/plisy/profile");
    expect(profiles).toContain("Pleats Ltd<br/>1 Mill Street, Leeds LS1 1AA, Wielka Brytania");
    expect(profiles).toContain(`Osoba odpowiedzialna w UE: ${outsideEu.euResponsiblePerson}`);

    const cleared = await post("/admin-settings", { ...(await loadForm()), euResponsiblePerson: "" }, admin.cookie);
    expect([cleared.status, flashOf(cleared)?.text]).toEqual([302, "Zapisano ustawienia."]);
    expect((await readShopSettings(db, env)).euResponsiblePerson).toBe("");
    expect(await page("/plisy/profile")).not.toContain("Osoba odpowiedzialna w UE");
  });

  it("says nothing changed for the form as loaded, and writes nothing", async () => {
    const form = await loadForm();
    const audits = (await settingsAudit()).length;
    const response = await post("/admin-settings", form, admin.cookie);
    expect([response.status, response.headers.get("Location"), flashOf(response)?.text]).toEqual([302, "/admin-settings", "Nic nie zmieniono."]);
    expect(await storedRows()).toEqual([]);
    expect(await version()).toBe(Number(form.version));
    expect(await settingsAudit()).toHaveLength(audits);
  });

  it.each([
    ["bankAccount", "PL28114020040000300201355387", "Nieprawidłowy numer rachunku: podaj PL i 26 cyfr z poprawną sumą kontrolną."],
    ["nip", "1234563219", "Nieprawidłowy numer NIP."],
    ["phone", "600 700 80", "Podaj prawidłowy numer telefonu (9 cyfr)."],
    ["adminEmail", "zamowienia@", "Nieprawidłowy format adresu email."],
    ["postalCode", "00950", "Kod pocztowy w formacie 00-000."],
    ["courierPrice", "0", "Kwota musi być większa od zera"],
    ["courierPrice", "abc", "Podaj cenę w złotych, np. 12,50"],
    ["cashPaymentFee", "-1", "Cena nie może być ujemna"],
    ["fulfilmentMaxDays", "121", "Najwyżej 120 dni roboczych."],
    ["fulfilmentUsualMaxDays", "30", "Zwykły czas nie może być dłuższy od najdłuższego."],
    ["facebookUrl", "facebook.com/sklep", "Podaj pełny adres strony, zaczynający się od https://"],
    ["name", "", "Proszę wypełnić wszystkie wymagane pola"],
    ["manufacturerAddress", "", "Proszę wypełnić wszystkie wymagane pola"],
    ["manufacturerEmail", "produkcja@", "Nieprawidłowy format adresu email."],
  ])("refuses %s = %j with 400 and its Polish message, changing nothing (the valid fields beside it included)", async (field, value, message) => {
    const form = await loadForm();
    const audits = (await settingsAudit()).length;
    const answer = await settingsAnswer({ ...form, city: "Kraków", [field]: value }, admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, message: "Popraw zaznaczone pola formularza.", errors: { [field]: message } });
    expect(Object.keys(answer.data.errors as object)).toEqual([field]);
    // What was typed comes back, so the owner corrects the one field.
    expect(answer.data.values).toMatchObject({ [field]: value, city: "Kraków" });
    expect(await storedRows()).toEqual([]);
    expect(await version()).toBe(Number(form.version));
    expect(await settingsAudit()).toHaveLength(audits);
  });

  it("refuses a form loaded before someone else's save with 409, changing nothing", async () => {
    const form = await loadForm();
    await change({ phone: "22 123 45 67" });
    const rows = await storedRows();
    const now = await version();
    const audits = (await settingsAudit()).length;

    const answer = await settingsAnswer({ ...form, courierPrice: "45,00" }, admin.cookie);
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({ ok: false, message: STALE });
    expect(await storedRows()).toEqual(rows);
    expect(await version()).toBe(now);
    expect(await settingsAudit()).toHaveLength(audits);
    expect((await readShopSettings(db, env)).courierPrice).toBe(5000);

    // Without a version, or with one that is not a number: refused the same way, never saved blind.
    const { version: _version, ...noVersion } = await loadForm();
    expect((await settingsAnswer({ ...noVersion, courierPrice: "45,00" }, admin.cookie)).status).toBe(409);
    expect((await settingsAnswer({ ...noVersion, version: "abc", courierPrice: "45,00" }, admin.cookie)).status).toBe(409);
    expect(await storedRows()).toEqual(rows);
  });
});
