import { env, exports } from "cloudflare:workers";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { getCustomer, register, signIn, verifyEmail } from "~/server/accounts/customers.server";
import { getExportJob, requestOrdersExport } from "~/server/orders/exports.server";
import { getDb } from "~/server/platform/db.server";
import { saveEnquiry } from "../support/workers/enquiries";
import { placeOrder } from "~/server/orders/place-order.server";
import { verificationCodeEvent } from "~/server/accounts/verification-codes.server";
import { buildOrdersExport, EXPORT_HEADER } from "../../workers/events/orders-export";
import { capturingCodes, clientRequest, cookieFrom, registration, signedInCustomer } from "../support/workers/accounts";
import { passAdminGate, testActor } from "../support/workers/admin";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "../support/workers/orders";
import { deliver, keptEvents, recordingEmail, uniqueEmail } from "../support/workers/queue";

// Free text a customer typed (names, address, notes, messages, reasons) is shown escaped
// everywhere: in pages, in every e-mail template, and in the CSV export, where a cell that would
// run as a formula is neutralised.

const db = getDb(env);
const SCRIPT = "<script>alert(1)</script>";
const IMG = "<img src=x onerror=alert(2)>";
const escapedScript = "&lt;script&gt;alert(1)&lt;/script&gt;";

/** No tag of ours made it into the markup, and the text is there, escaped. */
function expectEscaped(html: string) {
  expect(html).not.toContain(SCRIPT);
  expect(html).not.toContain(IMG);
  expect(html).not.toMatch(/<img[^>]+onerror/);
  expect(html).toContain(escapedScript);
}

/** An order full of markup; its own new_order event is left unconsumed, and its address is its own (the recipient limit). */
async function hostileOrder(userId: string | null = null, email = uniqueEmail()) {
  const result = await placeOrder(
    keptEvents().env,
    db,
    checkoutForm({
      email,
      firstName: `Anna ${SCRIPT}`,
      lastName: `Nowak ${IMG}`,
      street: `Długa ${SCRIPT}`,
      city: `Kraków ${IMG}`,
      houseNumber: '5"><b>',
      notes: `Uwaga ${SCRIPT} ${IMG}`,
      wantsInvoice: true,
      companyName: `Firma ${SCRIPT}`,
      companyNip: "5260001246",
    }),
    [await seededPleatLine()],
    userId,
    await currentDeliveryPrices(),
  );
  if (!result.ok) throw new Error(result.message);
  return result;
}

/** No markup of the customer's became markup, and none of what they typed is there at all. */
function expectNothingTyped(html: string) {
  expect(html).not.toContain("alert(");
  expect(html).not.toMatch(/<img[^>]+onerror/);
}

describe("e-mails escape customer text in every template", () => {
  it("new order, to the shop and to a verified customer's own address; a guest's address gets none of the text", async () => {
    const { customer } = await signedInCustomer();
    for (const [order, customerSees] of [
      [await hostileOrder(customer.user.id, customer.user.email), expectEscaped],
      [await hostileOrder(), expectNothingTyped],
    ] as const) {
      const email = recordingEmail();
      await deliver({ id: crypto.randomUUID(), type: "new_order", orderNumber: order.number }, email.env);
      expect(email.sent).toHaveLength(2);
      const [toCustomer, toShop] = email.sent;
      customerSees(toCustomer!.html);
      expectEscaped(toShop!.html);
      for (const message of email.sent) expect(message.subject).not.toMatch(/[\r\n]/);
    }
  });

  it.each(["order_accepted", "order_rejected", "order_cancelled", "status_update"])("%s, with the rejection reason", async (type) => {
    const order = await hostileOrder();
    await env.DB.prepare("update orders set rejection_reason = ?, accepted = 0, order_status = 'odrzucone' where number = ?").bind(`Brak ${SCRIPT} ${IMG}`, order.number).run();
    const email = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type, orderNumber: order.number }, email.env);
    // The customer's cancellation is told to the shop as well.
    expect(email.sent).toHaveLength(type === "order_cancelled" ? 2 : 1);
    for (const message of email.sent) {
      expect(message.html).not.toContain(SCRIPT);
      expect(message.html).not.toMatch(/<img[^>]+onerror/);
    }
    // A guest's address gets only the shop's own text (the rejection reason), escaped; the shop's message names the customer, escaped.
    for (const message of email.sent.filter((m) => m.to === env.SHOP_ADMIN_EMAIL || type === "order_rejected")) {
      expect(message.html).toContain("&lt;script&gt;");
    }
    expect(email.sent.find((m) => m.to !== env.SHOP_ADMIN_EMAIL)!.html).not.toContain("Anna");
  });

  it.each(["contact", "furniture", "specialist_pleat", "complaint"] as const)("%s enquiry, to the shop and the sender's copy", async (kind) => {
    const { id } = await saveEnquiry(
      db,
      kind,
      {
        firstName: `Jan ${SCRIPT}`,
        lastName: IMG,
        email: "jan@example.pl",
        phone: "600700800",
        subject: `Temat ${SCRIPT}\r\nBcc: zly@example.pl`,
        message: `Treść ${SCRIPT} ${IMG}`,
      },
      kind === "complaint" ? { orderNumber: "ZAM-2026-000001", complaintReason: "inne" } : kind === "specialist_pleat" ? { selectedModel: "1" } : undefined,
    );
    const email = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type: "enquiry_received", enquiryId: id }, email.env);
    expect(email.sent.length).toBeGreaterThan(0);
    for (const message of email.sent) {
      expectEscaped(message.html);
      // A line break in customer text never reaches a mail header.
      expect(message.subject).not.toMatch(/[\r\n]/);
    }
  });

  it("the verification code carries nothing but the code", async () => {
    const email = recordingEmail();
    await deliver(await verificationCodeEvent(env, { email: "kod@example.pl", code: "012345" }), email.env);
    expect(email.sent[0]!.text).toContain("012345");
  });
});

describe("pages escape customer text", () => {
  const visible = async (response: Response) => (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");

  it("the private order page", async () => {
    const order = await hostileOrder();
    const response = await exports.default.fetch(`http://shop.test/order-details/${order.number}?klucz=${order.accessToken}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expectEscaped(await visible(new Response(html)));
    // The hydration data is JSON inside a script: its `<` is escaped so it cannot close the script.
    for (const script of html.match(/<script[\s\S]*?<\/script>/g) ?? []) expect(script.slice(0, -"</script>".length)).not.toContain("</script");
  });

  it("the admin order list", async () => {
    await hostileOrder();
    const mail = capturingCodes();
    const email = `esc-${crypto.randomUUID().slice(0, 8)}@example.pl`;
    await register(mail.env, clientRequest(), registration(email));
    await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!);
    await env.DB.prepare("update profiles set admin = 1 where id = (select id from user where email = ?)").bind(email).run();
    const login = await signIn(env, clientRequest(), email, "tajneHaslo1");
    if (!login.ok) throw new Error(login.message);
    const request = clientRequest("/admin/excel-bot", { headers: { Cookie: cookieFrom(login.headers) } });
    await passAdminGate(request, (await getCustomer(env, request))!);
    const response = await exports.default.fetch(request);
    expect(response.status).toBe(200);
    expectEscaped(await visible(response));
  });
});

describe("the CSV export neutralises formulas in every free-text column", () => {
  it("no text cell of a hostile order starts with =, +, -, @, tab or carriage return", async () => {
    const order = await hostileOrder();
    const formulas = {
      first_name: '=HYPERLINK("http://zly.example","x")',
      last_name: "+SUM(A1:A2)",
      email: "=1+1@example.pl",
      phone: "+48600700800",
      street: "-2+3",
      house_number: "@A1",
      apartment_number: "=cmd|' /C calc'!A0",
      postal_code: "\t=1",
      city: "\r=1",
      company_name: '=IMPORTXML("http://zly.example")',
      company_nip: "+5260001246",
      notes: "-IF(1,1)",
      promo_code: "=RABAT",
    };
    const columns = Object.keys(formulas);
    await env.DB.prepare(`update orders set ${columns.map((c) => `${c} = ?`).join(", ")} where number = ?`)
      .bind(...Object.values(formulas), order.number)
      .run();
    await env.DB.prepare("update order_items set profile_code = '=P', fabric_code = '+F' where order_id = (select id from orders where number = ?)").bind(order.number).run();

    const jobId = await requestOrdersExport(env, testActor);
    await buildOrdersExport(env, jobId);
    const text = new TextDecoder().decode(await (await env.EXPORTS.get((await getExportJob(db, jobId))!.r2Key!))!.arrayBuffer());
    const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ";" }).data;
    expect(rows[0]).toEqual(EXPORT_HEADER);
    const row = rows.find((r) => r[0] === order.number)!;
    for (const [index, cell] of row.entries()) {
      expect(cell, `${EXPORT_HEADER[index]}: ${cell}`).not.toMatch(/^[=+\-@\t\r]/);
    }
    for (const value of Object.values(formulas)) expect(row).toContain(`'${value}`);
    expect(row).toContain("'=P");
    expect(row).toContain("'+F");
  });
});
