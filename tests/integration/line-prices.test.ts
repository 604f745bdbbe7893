import { env, exports } from "cloudflare:workers";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { formatPln } from "~/lib/money";
import { privateOrderPath } from "~/lib/order-number";
import { getCustomer, register, signIn, verifyEmail } from "~/server/accounts/customers.server";
import { getExportJob, requestOrdersExport } from "~/server/orders/exports.server";
import { getDb } from "~/server/platform/db.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { buildOrdersExport, EXPORT_HEADER } from "../../workers/events/orders-export";
import { capturingCodes, clientRequest, cookieFrom, registration } from "../support/workers/accounts";
import { passAdminGate, testActor } from "../support/workers/admin";
import { checkoutForm, seededDoorScreenLine, seededPleatLine, currentDeliveryPrices } from "../support/workers/orders";
import { deliver, recordingEmail } from "../support/workers/queue";

// A pleat with handles: its handles are priced per line, so every place that shows the line shows
// them as their own part, and quantity × unit price + handles = the line's value everywhere.

const db = getDb(env);

type StoredLine = { quantity: number; unit_price: number; line_price: number };
let number: string;
let accessToken: string;
let line: StoredLine;
let handles: number;

beforeAll(async () => {
  // 3 blinds with 2 handles each, and a screen line without any.
  const result = await placeOrder(
    env,
    db,
    checkoutForm(),
    [await seededPleatLine({ quantity: 3, handleQuantity: 2 }), await seededDoorScreenLine()],
    null,
    await currentDeliveryPrices(),
  );
  if (!result.ok) throw new Error(result.message);
  ({ number, accessToken } = result);
  line = (await env.DB.prepare("select i.quantity, i.unit_price, i.line_price from order_items i join orders o on o.id = i.order_id where o.number = ? and i.position = 1")
    .bind(number)
    .first<StoredLine>())!;
  handles = line.line_price - line.quantity * line.unit_price;
});

const visible = async (response: Response) => (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "").replaceAll("<!-- -->", "");
const priceRow = (label: string) => new RegExp(`<dt[^>]*>${label.replace(/[()]/g, "\\$&")}</dt><dd[^>]*>([^<]*)</dd>`, "g");
const rows = (html: string, label: string) => [...html.matchAll(priceRow(label))].map(([, value]) => value);

function expectLinePrices(html: string) {
  expect(handles).toBeGreaterThan(0);
  expect(rows(html, "Ilość")[0]).toBe("3 szt.");
  expect(rows(html, "Cena jednostkowa")[0]).toBe(formatPln(line.unit_price));
  // Only the pleat has handles.
  expect(rows(html, "Rączka (6 szt.)")).toEqual([formatPln(handles)]);
  expect(html.match(/Rączka \(/g)).toHaveLength(1);
  expect(rows(html, "Wartość")[0]).toBe(formatPln(line.line_price));
}

describe("a line with handles", () => {
  it("shows them as their own row on the order page", async () => {
    const response = await exports.default.fetch(`http://shop.test${privateOrderPath(number, accessToken)}`);
    expect(response.status).toBe(200);
    expectLinePrices(await visible(response));
  });

  it("shows them as their own row on the admin card", async () => {
    const mail = capturingCodes();
    const email = `panel-${crypto.randomUUID().slice(0, 8)}@example.pl`;
    await register(mail.env, clientRequest(), registration(email));
    await verifyEmail(mail.env, clientRequest(), email, mail.lastCode(email)!);
    await env.DB.prepare("update profiles set admin = 1 where id = (select id from user where email = ?)").bind(email).run();
    const login = await signIn(env, clientRequest(), email, "tajneHaslo1");
    if (!login.ok) throw new Error(login.message);
    const cookie = cookieFrom(login.headers);
    const request = clientRequest("/admin-auth", { headers: { Cookie: cookie } });
    await passAdminGate(request, (await getCustomer(env, request))!);

    const response = await exports.default.fetch(clientRequest(`/admin/excel-bot?szukaj=${number}`, { headers: { Cookie: cookie } }));
    expect(response.status).toBe(200);
    expectLinePrices(await visible(response));
  });

  it("shows them as their own line in both order e-mails", async () => {
    const email = recordingEmail();
    await deliver({ id: crypto.randomUUID(), type: "new_order", orderNumber: number }, email.env);
    expect(email.sent).toHaveLength(2);
    for (const message of email.sent) {
      expect(message.text).toContain(`3 szt. × ${formatPln(line.unit_price)}`);
      expect(message.text).toContain(`Rączka (6 szt.): ${formatPln(handles)}`);
      expect(message.text).toContain(formatPln(line.line_price));
      expect(message.text.match(/Rączka \(/g)).toHaveLength(1);
    }
  });

  it("has their cost in its own CSV column", async () => {
    const jobId = await requestOrdersExport(env, testActor);
    await buildOrdersExport(env, jobId);
    const job = await getExportJob(db, jobId);
    const parsed = Papa.parse<string[]>(await (await env.EXPORTS.get(job!.r2Key!))!.text(), { delimiter: ";" });
    const column = (name: string) => EXPORT_HEADER.indexOf(name);
    expect(column("Koszt rączek")).toBe(column("Cena jednostkowa") + 1);
    const [pleat, screen] = parsed.data.filter((row) => row[0] === number);
    const money = (value: string) => Math.round(Number(value.replace(",", ".")) * 100);
    expect(pleat![column("Ilość")]).toBe("3");
    expect(money(pleat![column("Cena jednostkowa")]!)).toBe(line.unit_price);
    expect(money(pleat![column("Koszt rączek")]!)).toBe(handles);
    expect(money(pleat![column("Wartość pozycji")]!)).toBe(line.line_price);
    expect(money(screen![column("Koszt rączek")]!)).toBe(0);
  });
});
