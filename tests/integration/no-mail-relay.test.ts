import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { register } from "~/server/accounts/customers.server";
import { recipientOf } from "~/server/email/recipients.server";
import { getDb } from "~/server/platform/db.server";
import { saveEnquiry } from "../support/workers/enquiries";
import { placeOrder } from "~/server/orders/place-order.server";
import { rateLimitRules } from "~/server/platform/rate-limit.server";
import { capturingCodes, clientRequest, registration, signedInCustomer } from "../support/workers/accounts";
import { checkoutForm, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

// Mail to an address that is not the verified address of the account it is about carries only the
// shop's fixed texts and facts, the complaint copy goes only to an address of the sender's own, and
// every e-mail to an unverified address counts against that recipient's limit.

const db = getDb(env);
const ORIGIN = "http://shop.test";

// What a phisher would type into the shop's forms to have it mailed from the shop's domain.
const PHISHING = "Twoje konto zostanie zablokowane, zaloguj się na http://zly.example";
const TYPED = { firstName: "Oszust", lastName: "Podstępny", street: "Fałszywa", city: "Nibylandia", notes: PHISHING, companyName: "Zła Firma" };

async function guestOrder(change: Parameters<typeof checkoutForm>[0] = {}, userId: string | null = null) {
  const form = checkoutForm({ email: uniqueEmail(), ...change });
  const result = await placeOrder(keptEvents().env, db, form, [await seededPleatLine()], userId, await currentDeliveryPrices());
  if (!result.ok) throw new Error(result.message);
  return { ...result, email: form.email };
}

const newOrderEvent = (orderNumber: string) => ({ id: crypto.randomUUID(), type: "new_order", orderNumber });
const enquiryEvent = (enquiryId: string) => ({ id: crypto.randomUUID(), type: "enquiry_received", enquiryId });

function expectNoTypedText(message: { html: string; text: string; subject: string }) {
  for (const typed of [...Object.values(TYPED), "zly.example"]) {
    expect(message.html).not.toContain(typed);
    expect(message.text).not.toContain(typed);
    expect(message.subject).not.toContain(typed);
  }
}

describe("a guest order's confirmation", () => {
  it("goes to the address the order was placed with, with the order's facts and none of what was typed", async () => {
    const order = await guestOrder({ ...TYPED, wantsInvoice: true, companyNip: "1234563218" });
    const email = recordingEmail();
    await deliver(newOrderEvent(order.number), email.env);
    const [customer, shop] = email.sent;
    expect(customer!.to).toBe(order.email);
    expectNoTypedText(customer!);
    expect(customer!.text).not.toContain("1234563218");
    for (const fact of [order.number, "Plisa", "Do zapłaty", "Kurier DPD", "Przelew tradycyjny", "Dane do przelewu", "Faktura na firmę podaną w zamówieniu"]) {
      expect(customer!.text).toContain(fact);
    }
    expect(customer!.html).toContain(`/order-details/${order.number}?klucz=`);
    // The shop still sees everything the customer typed.
    expect(shop!.to).toBe(env.SHOP_ADMIN_EMAIL);
    for (const typed of Object.values(TYPED)) expect(shop!.text).toContain(typed);
  });

  it("and its status updates greet nobody by the typed name", async () => {
    const order = await guestOrder(TYPED);
    const email = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type: "order_accepted", orderNumber: order.number }, email.env);
    expect(email.sent).toHaveLength(1);
    expectNoTypedText(email.sent[0]!);
    expect(email.sent[0]!.html.replaceAll("<!-- -->", "")).toContain(">Dzień dobry!</h1>");
  });
});

describe("whom a mail about an order, a reply or a samples request goes to (recipientOf)", () => {
  it("is 'verified' only at the verified address of the account it is about, however the address is spelt", async () => {
    const { email, customer } = await signedInCustomer();
    expect(await recipientOf(db, customer.user.id, email.toUpperCase())).toBe("verified");
    expect(await recipientOf(db, customer.user.id, uniqueEmail())).toBe("unverified");
    expect(await recipientOf(db, null, email)).toBe("unverified");
  });

  it("is 'unverified' at the address of an account that has not confirmed it", async () => {
    const email = uniqueEmail();
    expect(await register(capturingCodes().env, clientRequest(), registration(email))).toMatchObject({ ok: true });
    const account = await db.query.user.findFirst({ where: (user, { eq }) => eq(user.email, email) });
    expect(await recipientOf(db, account!.id, email)).toBe("unverified");
  });
});

describe("a signed-in customer's confirmation", () => {
  it("is the full one at the account's verified address", async () => {
    const { customer } = await signedInCustomer();
    const order = await guestOrder({ ...TYPED, email: customer.user.email, wantsInvoice: true, companyNip: "1234563218" }, customer.user.id);
    const email = recordingEmail();
    await deliver(newOrderEvent(order.number), email.env);
    const toCustomer = email.sent.find((m) => m.to === customer.user.email)!;
    expect(toCustomer.subject).toBe(`Potwierdzenie zamówienia ${order.number}`);
    expect(toCustomer.html).toContain(`Dziękujemy za zamówienie, ${TYPED.firstName}!`);
    for (const typed of [TYPED.street, TYPED.city, PHISHING, TYPED.companyName]) expect(toCustomer.text).toContain(typed);
  });

  it("carries only the facts to another address typed at checkout", async () => {
    const { customer } = await signedInCustomer();
    const order = await guestOrder(TYPED, customer.user.id);
    const email = recordingEmail();
    await deliver(newOrderEvent(order.number), email.env);
    const toTyped = email.sent.find((m) => m.to === order.email)!;
    expectNoTypedText(toTyped);
    expect(toTyped.text).toContain(order.number);
  });
});

describe("the complaint's confirmation", () => {
  const complaint = (email: string, orderNumber: string) => ({
    enquiry: { firstName: TYPED.firstName, lastName: TYPED.lastName, email, phone: "600700800", subject: `Reklamacja zamówienia ${orderNumber}`, message: PHISHING },
    details: { orderNumber, complaintReason: "wada_produkcyjna" as const },
  });

  async function complaintMail(email: string, orderNumber: string, userId: string | null = null) {
    const { enquiry, details } = complaint(email, orderNumber);
    const { id } = await saveEnquiry(db, "complaint", enquiry, details, userId);
    const mail = recordingEmail();
    expect((await deliver(enquiryEvent(id), mail.env)).explicitAcks).toHaveLength(1);
    return mail.sent;
  }

  it("is not sent to an address typed in that is not the named order's", async () => {
    const victim = uniqueEmail("ofiara");
    // No such order, an order of someone else's, and a phishing text in the order-number field.
    const order = await guestOrder();
    for (const orderNumber of ["ZAM-2026-999999", order.number, `${order.number} ${PHISHING}`.slice(0, 40)]) {
      const sent = await complaintMail(victim, orderNumber);
      expect(sent.map((m) => m.to)).toEqual([env.SHOP_ADMIN_EMAIL]);
    }
  });

  it("goes to the e-mail of the order it names when typed alike (case aside), with only the shop's texts and facts", async () => {
    const order = await guestOrder();
    const sent = await complaintMail(order.email.toUpperCase(), order.number.toLowerCase());
    expect(sent.map((m) => m.to)).toEqual([env.SHOP_ADMIN_EMAIL, order.email]);
    const copy = sent[1]!;
    expect(copy.subject).toBe(`Otrzymaliśmy Twoją reklamację zamówienia ${order.number}`);
    expectNoTypedText(copy);
    expect(copy.text).toContain(`Numer zamówienia: ${order.number}`);
    expect(copy.text).toContain("Powód reklamacji: Wada produkcyjna");
    expect(copy.text).toContain("14 dni roboczych");
    // The shop gets the whole complaint, the sender as reply-to.
    expect(sent[0]!.text).toContain(PHISHING);
    expect(sent[0]!.replyTo).toBe(order.email.toUpperCase());
  });

  it("is the whole copy at a signed-in customer's verified address, whatever address was typed", async () => {
    const { customer } = await signedInCustomer();
    const sent = await complaintMail(uniqueEmail("wpisany"), "ZAM-2026-999999", customer.user.id);
    expect(sent.map((m) => m.to)).toEqual([env.SHOP_ADMIN_EMAIL, customer.user.email]);
    expect(sent[1]!.subject).toBe("Otrzymaliśmy Twoją reklamację");
    expect(sent[1]!.text).toContain(PHISHING);
    expect(sent[1]!.html).toContain(`Dziękujemy, ${TYPED.firstName}!`);
  });

  it("is not sent for an account that has not verified its address", async () => {
    const email = uniqueEmail("niezweryfikowany");
    expect(await register(capturingCodes().env, clientRequest(), registration(email))).toMatchObject({ ok: true });
    const { id } = (await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>())!;
    const sent = await complaintMail(email, "ZAM-2026-999999", id);
    expect(sent.map((m) => m.to)).toEqual([env.SHOP_ADMIN_EMAIL]);
  });

  it("follows the signed-in sender of the form: the copy goes to the account's address", async () => {
    const { email, cookie } = await signedInCustomer();
    const tag = crypto.randomUUID().slice(0, 8);
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/zloz-reklamacje`, {
        method: "POST",
        body: new URLSearchParams({
          firstName: "Ewa",
          lastName: "Zielińska",
          email: uniqueEmail("inny"),
          phone: "",
          orderNumber: `ZAM-${tag}`,
          complaintReason: "inne",
          description: PHISHING,
          website: "",
        }),
        headers: { Origin: ORIGIN, "CF-Connecting-IP": `2001:db8:${tag.slice(0, 4)}:${tag.slice(4)}::1`, Cookie: cookie },
      }),
    );
    expect(response.status).toBe(200);
    await vi.waitFor(
      async () => {
        const { results } = await env.DB.prepare(
          "select recipient from email_deliveries where event_id in (select id from processed_events where type = 'enquiry_received') and subject like ?",
        )
          .bind("Otrzymaliśmy%")
          .all<{ recipient: string }>();
        expect(results.map((r) => r.recipient)).toContain(email);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});

describe("the per-recipient limit on mail to an unverified address", () => {
  const { limit } = rateLimitRules.unverifiedMail;

  it(`sends at most ${limit} e-mails an hour to one guest address, whatever sends them; the shop still hears of every order`, async () => {
    const address = uniqueEmail("zasypywana");
    const orders = [];
    for (let i = 0; i <= limit; i++) orders.push(await guestOrder({ email: address }));
    const email = recordingEmail();
    for (const order of orders) expect((await deliver(newOrderEvent(order.number), email.env)).explicitAcks).toHaveLength(1);
    expect(email.sent.filter((m) => m.to === address)).toHaveLength(limit);
    expect(email.sent.filter((m) => m.to === env.SHOP_ADMIN_EMAIL)).toHaveLength(limit + 1);
    const held = await env.DB.prepare("select status from email_deliveries where recipient = ? order by created_at").bind(address).all<{ status: string }>();
    expect(held.results.map((r) => r.status)).toEqual([...Array<string>(limit).fill("sent"), "limited"]);

    // A complaint's confirmation to the same address counts against the same limit.
    const { id } = await saveEnquiry(
      db,
      "complaint",
      { firstName: "Anna", lastName: "Nowak", email: address, subject: "Reklamacja", message: "" },
      { orderNumber: orders[0]!.number, complaintReason: "inne" },
    );
    const complaintMail = recordingEmail();
    await deliver(enquiryEvent(id), complaintMail.env);
    expect(complaintMail.sent.map((m) => m.to)).toEqual([env.SHOP_ADMIN_EMAIL]);
  });

  it("does not hold back mail to a customer's verified address", async () => {
    const { customer } = await signedInCustomer();
    const email = recordingEmail();
    for (let i = 0; i <= limit; i++) {
      const order = await guestOrder({ email: customer.user.email }, customer.user.id);
      await deliver(newOrderEvent(order.number), email.env);
    }
    expect(email.sent.filter((m) => m.to === customer.user.email)).toHaveLength(limit + 1);
  });
});
