import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { complaints, eventOutbox, orderItems, orders } from "~/db/schema";
import { CHOOSE_PHOTOS_AGAIN } from "~/lib/complaint-filing";
import { complaintDueOn, complaintReference, orderComplaintDecisionPath, orderComplaintPath, orderComplaintPhotoPath, orderComplaintsPath } from "~/lib/complaints";
import { IMAGE_NOT_AN_IMAGE } from "~/lib/image-size";
import { orderDetailsPath, withOrderToken } from "~/lib/order-number";
import { CHOOSE_LINES_MESSAGE, CHOOSE_REMEDY_MESSAGE } from "~/lib/schemas/complaint";
import { complaintFiling } from "~/server/complaints/filing.server";
import { TOO_MANY_PHOTOS } from "~/server/complaints/files.server";
import { receiveComplaint } from "~/server/enquiries/intake.server";
import { placeOrder } from "~/server/orders/place-order.server";
import { getDb } from "~/server/platform/db.server";
import { SAMPLE_IMAGES } from "../support/sample-images";
import { signedInCustomer } from "../support/workers/accounts";
import { checkoutForm, currentDeliveryPrices, seededPleatLine } from "../support/workers/orders";
import { keptEvents, uniqueEmail } from "../support/workers/queue";

// The customer's side of complaints (issue 47): filing from the order page, the case page and its conversation, the
// private photo and PDF routes, the order page's and /profile's lists, and the public form attaching to the sender's order.

const db = getDb(env);
const ORIGIN = "http://localhost:5173";
const ip = () => `2001:db8:${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}::1`;

async function newOrder({ shipped = true, email = uniqueEmail(), userId = null as string | null, lines = 2, nip = "" } = {}) {
  const items = await Promise.all(Array.from({ length: lines }, (_, i) => seededPleatLine({ widthCm: 60 + i, heightCm: 120 })));
  const form = checkoutForm({ email, ...(nip ? { wantsInvoice: true, companyName: "Okna Sp. z o.o.", companyNip: nip } : {}) });
  const placed = await placeOrder(keptEvents().env, db, form, items, userId, await currentDeliveryPrices());
  if (!placed.ok) throw new Error(placed.message);
  if (shipped) await db.update(orders).set({ orderStatus: "wysłane", shippedAt: new Date() }).where(eq(orders.number, placed.number));
  const order = (await db.select().from(orders).where(eq(orders.number, placed.number)).get())!;
  const lineIds = (await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.position)).map((row) => row.id);
  return { ...order, token: placed.accessToken, lineIds };
}

const photo = (bytes: Uint8Array, name: string, type: string) => new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
const png = () => photo(SAMPLE_IMAGES.png, "plisa.png", "image/png");
const jpeg = () => photo(SAMPLE_IMAGES.jpeg, "okno.jpg", "image/jpeg");

type Multipart = Record<string, string | File | readonly (string | File)[]>;

function send(path: string, init: { fields?: Multipart; cookie?: string } = {}) {
  let body: FormData | undefined;
  if (init.fields) {
    body = new FormData();
    for (const [name, value] of Object.entries(init.fields)) for (const one of [value].flat()) body.append(name, one);
  }
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: body ? "POST" : "GET",
      body,
      headers: { Origin: ORIGIN, "CF-Connecting-IP": ip(), ...(init.cookie ? { Cookie: init.cookie } : {}) },
      redirect: "manual",
    }),
  );
}

const filing = (lineIds: readonly number[], change: Multipart = {}): Multipart => ({
  lines: lineIds.map(String),
  reason: "wada_produkcyjna",
  requestedRemedy: "ponowne_wykonanie",
  description: "Plisa nie opuszcza się do końca, materiał się marszczy.",
  ...change,
});

const complaintsOf = (orderId: number) => db.select().from(complaints).where(eq(complaints.orderId, orderId));
const rows = async <T>(query: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...binds)
      .all<T>()
  ).results;
const html = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "").replaceAll("&amp;", "&");

describe("filing a complaint from the order page", () => {
  it("files the chosen lines with the reason, the remedy and photos, and opens the case page with the spec's toast", async () => {
    const order = await newOrder();
    const path = withOrderToken(orderComplaintsPath(order.number), order.token);
    const form = await html(await send(path));
    expect(form).toContain("Zgłoś reklamację");
    expect(form).toContain("Zdjęcia (maks. 5)");
    expect(form).toContain(">Złóż reklamację</button>");
    expect(form).toContain(`action="${path}"`);
    expect(form).toMatch(/encType="multipart\/form-data"/i);

    const response = await send(path, { fields: filing([order.lineIds[1]!], { photos: [png(), jpeg()] }) });
    expect(response.status).toBe(302);
    const [complaint] = await complaintsOf(order.id);
    expect(complaint).toMatchObject({
      reason: "wada_produkcyjna",
      requestedRemedy: "ponowne_wykonanie",
      consumer: true,
      status: "otwarta",
      email: order.email,
      firstName: order.firstName,
      userId: null,
      enquiryId: null,
    });
    expect(complaint!.dueOn).toBe(complaintDueOn(complaint!.receivedAt, true));
    expect(response.headers.get("location")).toBe(withOrderToken(orderComplaintPath(order.number, complaint!.id), order.token));
    expect(decodeURIComponent(response.headers.get("set-cookie") ?? "")).toContain("Reklamacja została wysłana pomyślnie!");

    expect(await rows<{ order_item_id: number }>("select order_item_id from complaint_items where complaint_id = ?", complaint!.id)).toEqual([{ order_item_id: order.lineIds[1] }]);
    const photos = await rows<{ id: number; key: string; content_type: string; message_id: number | null }>(
      "select id, key, content_type, message_id from complaint_photos where complaint_id = ? order by id",
      complaint!.id,
    );
    expect(photos.map((p) => [p.content_type, p.message_id])).toEqual([
      ["image/png", null],
      ["image/jpeg", null],
    ]);
    for (const p of photos) expect(await env.EXPORTS.head(p.key)).not.toBeNull();

    const page = await html(await send(response.headers.get("location")!));
    expect(page).toContain(complaintReference(complaint!.id));
    expect(page).toContain("W rozpatrzeniu");
    expect(page).toContain("Odpowiemy najpóźniej do");
    expect(page).toContain("Plisa nie opuszcza się do końca");
    expect(page).toContain("Ponowne wykonanie");
    expect(page).toContain(`src="${withOrderToken(orderComplaintPhotoPath(order.number, complaint!.id, photos[0]!.id), order.token)}"`);
    expect(page).toContain("Twoja odpowiedź");
    expect(page).toContain(">Wyślij odpowiedź</button>");
  });

  it("refuses a file that is not an image, keeping what was typed and asking for the photos again; nothing is stored", async () => {
    const order = await newOrder();
    const path = withOrderToken(orderComplaintsPath(order.number), order.token);
    const notAnImage = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "plisa.jpg", { type: "image/jpeg" });
    const response = await send(path, { fields: filing([order.lineIds[0]!], { description: "Pęknięta prowadnica", photos: [png(), notAnImage] }) });
    expect(response.status).toBe(400);
    const page = await html(response);
    expect(page).toContain(IMAGE_NOT_AN_IMAGE);
    expect(page).toContain("Pęknięta prowadnica");
    expect(page).toMatch(/checked="" value="ponowne_wykonanie"|value="ponowne_wykonanie"[^>]*checked=""/);
    expect(await complaintsOf(order.id)).toEqual([]);
  });

  it(`refuses a sixth photo`, async () => {
    const order = await newOrder();
    const response = await send(withOrderToken(orderComplaintsPath(order.number), order.token), {
      fields: filing([order.lineIds[0]!], { photos: Array.from({ length: 6 }, png) }),
    });
    expect(response.status).toBe(400);
    expect(await html(response)).toContain(TOO_MANY_PHOTOS);
    expect(await complaintsOf(order.id)).toEqual([]);
  });

  it("refuses a form without lines or remedy with the fields' messages, and says the chosen photos must be chosen again", async () => {
    const order = await newOrder();
    const { lines: _lines, requestedRemedy: _remedy, ...rest } = filing([]);
    const response = await send(withOrderToken(orderComplaintsPath(order.number), order.token), { fields: { ...rest, photos: [png()] } });
    expect(response.status).toBe(400);
    const page = await html(response);
    expect(page).toContain(CHOOSE_LINES_MESSAGE);
    expect(page).toContain(CHOOSE_REMEDY_MESSAGE);
    expect(page).toContain(CHOOSE_PHOTOS_AGAIN);
    expect(page).toContain("Plisa nie opuszcza się do końca");
  });

  it("refuses a line of another order", async () => {
    const [order, other] = [await newOrder(), await newOrder()];
    const response = await send(withOrderToken(orderComplaintsPath(order.number), order.token), { fields: filing([other.lineIds[0]!]) });
    expect(response.status).toBe(400);
    expect(await complaintsOf(order.id)).toEqual([]);
  });

  it("answers 404 for an order the visitor may not see, to the page and the form alike", async () => {
    const [order, other] = [await newOrder(), await newOrder()];
    for (const path of [orderComplaintsPath(order.number), withOrderToken(orderComplaintsPath(order.number), other.token), orderComplaintsPath("ZAM-2026-999999")]) {
      expect((await send(path)).status).toBe(404);
      const refused = await send(path, { fields: filing(order.lineIds) });
      expect(refused.status).toBe(404);
      expect(await refused.text()).toContain("Nie znaleziono zamówienia lub brak uprawnień");
    }
    expect(await complaintsOf(order.id)).toEqual([]);
  });

  it("explains that an order not yet sent takes no complaint, refuses one, and offers it on the order page once it has left", async () => {
    const order = await newOrder({ shipped: false });
    const path = withOrderToken(orderComplaintsPath(order.number), order.token);
    const page = await html(await send(path));
    expect(page).toContain("gdy zamówienie zostanie wysłane");
    expect(page).not.toContain("Złóż reklamację</button>");
    expect((await send(path, { fields: filing(order.lineIds) })).status).toBe(409);
    expect(await complaintsOf(order.id)).toEqual([]);
    expect(await html(await send(withOrderToken(orderDetailsPath(order.number), order.token)))).not.toContain("Zgłoś reklamację");

    await db.update(orders).set({ orderStatus: "wysłane", shippedAt: new Date() }).where(eq(orders.id, order.id));
    expect(await html(await send(withOrderToken(orderDetailsPath(order.number), order.token)))).toContain(`href="${path}"`);
  });

  it("marks a company buyer's case (the order's NIP) as without the consumer's deadline", async () => {
    const order = await newOrder({ nip: "1234563218" });
    const response = await send(withOrderToken(orderComplaintsPath(order.number), order.token), { fields: filing(order.lineIds) });
    expect(response.status).toBe(302);
    const [complaint] = await complaintsOf(order.id);
    expect(complaint).toMatchObject({ consumer: false, dueOn: null });
    expect(await rows("select order_item_id from complaint_items where complaint_id = ?", complaint!.id)).toHaveLength(2);
    const page = await html(await send(response.headers.get("location")!));
    expect(page).toContain("bez konsumenckiego terminu 14 dni");
    expect(page).not.toContain("Odpowiemy najpóźniej do");
  });

  it("lets the signed-in owner file without a link, and lists the case on the order page and /profile", async () => {
    const { email, cookie, customer } = await signedInCustomer();
    const order = await newOrder({ email, userId: customer.user.id });
    const response = await send(orderComplaintsPath(order.number), { fields: filing([order.lineIds[0]!]), cookie });
    expect(response.status).toBe(302);
    const [complaint] = await complaintsOf(order.id);
    expect(complaint!.userId).toBe(customer.user.id);
    const reference = complaintReference(complaint!.id);
    const casePath = orderComplaintPath(order.number, complaint!.id);
    for (const page of [orderDetailsPath(order.number), "/profile"]) {
      const text = await html(await send(page, { cookie }));
      expect(text).toContain(`href="${casePath}"`);
      expect(text).toContain(reference);
      expect(text).toContain("W rozpatrzeniu");
      expect(text).toContain("odpowiemy najpóźniej do");
    }
    // Another customer sees none of it.
    const stranger = await signedInCustomer();
    expect(await html(await send("/profile", { cookie: stranger.cookie }))).not.toContain(reference);
    expect((await send(casePath, { cookie: stranger.cookie })).status).toBe(404);
  });
});

describe("the batch that files a case", () => {
  it("writes the case, its lines, its photos and its event together, the event naming the new case", async () => {
    const order = await newOrder();
    const plan = complaintFiling(
      db,
      { order, userId: null, reason: "inne", description: "Opis", requestedRemedy: "naprawa", firstName: "Anna", lastName: "Nowak", email: order.email, phone: null },
      order.lineIds,
      [
        {
          key: `complaints/photos/test-${crypto.randomUUID()}.png`,
          contentType: "image/png",
          extension: "png",
          width: 5,
          height: 4,
          data: SAMPLE_IMAGES.png as Uint8Array<ArrayBuffer>,
        },
      ],
    );
    const [inserted] = await db.batch([plan.insert, ...plan.rest]);
    const id = inserted[0]!.id;
    const event = plan.event(id);
    const kept = await db.select().from(eventOutbox).where(eq(eventOutbox.id, event.id)).get();
    expect(kept?.body).toEqual(event);
    expect(await rows("select order_item_id from complaint_items where complaint_id = ?", id)).toHaveLength(2);
    expect(await rows("select id from complaint_photos where complaint_id = ?", id)).toHaveLength(1);
  });

  it("writes nothing when any statement fails", async () => {
    const order = await newOrder();
    const before = (await db.select({ n: sql<number>`count(*)` }).from(complaints).get())!.n;
    const plan = complaintFiling(
      db,
      // No such order: the foreign key refuses the case, and the whole batch with it.
      {
        order: { id: 2_000_000_000, companyNip: null },
        userId: null,
        reason: "inne",
        description: "Opis",
        requestedRemedy: null,
        firstName: "A",
        lastName: "B",
        email: order.email,
        phone: null,
      },
      "all",
      [],
    );
    await expect(db.batch([plan.insert, ...plan.rest])).rejects.toThrow();
    expect(
      await db
        .select()
        .from(eventOutbox)
        .where(eq(eventOutbox.id, plan.event(1).id)),
    ).toEqual([]);
    expect((await db.select({ n: sql<number>`count(*)` }).from(complaints).get())!.n).toBe(before);
  });
});

/** A case filed through the order page, for the tests of its page. */
async function filedCase(change: { nip?: string } = {}) {
  const order = await newOrder(change);
  const response = await send(withOrderToken(orderComplaintsPath(order.number), order.token), { fields: filing(order.lineIds, { photos: [png()] }) });
  expect(response.status).toBe(302);
  const [complaint] = await complaintsOf(order.id);
  return { order, complaint: complaint!, path: withOrderToken(orderComplaintPath(order.number, complaint!.id), order.token) };
}

describe("the case page", () => {
  it("takes the customer's answer with a photo into the conversation, with its event in the same batch", async () => {
    const { order, complaint, path } = await filedCase();
    const response = await send(path, { fields: { body: "Dosyłam zdjęcie prowadnicy.", photos: [jpeg()] } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(path);
    const [message] = await rows<{ id: number; author: string; body: string }>("select id, author, body from complaint_messages where complaint_id = ?", complaint.id);
    expect(message).toMatchObject({ author: "klient", body: "Dosyłam zdjęcie prowadnicy." });
    expect(await rows("select id from complaint_photos where message_id = ?", message!.id)).toHaveLength(1);
    const page = await html(await send(path));
    expect(page).toContain("Dosyłam zdjęcie prowadnicy.");
    expect(page.match(new RegExp(`/reklamacje/${complaint.id}/zdjecia/\\d+\\?klucz=`, "g"))?.length).toBeGreaterThanOrEqual(2);

    const empty = await send(path, { fields: { body: " " } });
    expect(empty.status).toBe(400);
    // A case of this order only: another order's link opens none of it.
    const other = await newOrder();
    expect((await send(withOrderToken(orderComplaintPath(order.number, complaint.id), other.token), { fields: { body: "x" } })).status).toBe(404);
    expect((await send(withOrderToken(orderComplaintPath(other.number, complaint.id), other.token))).status).toBe(404);
  });

  it("shows the decision, its remake order and its PDF once rendered, and explains a case accepted by law", async () => {
    const { order, complaint, path } = await filedCase();
    await db
      .update(complaints)
      .set({ status: "uznana", remedy: "ponowne_wykonanie", justification: "Materiał ma wadę.", decidedAt: new Date(), decidedBy: "admin@example.pl" })
      .where(eq(complaints.id, complaint.id));
    let page = await html(await send(path));
    expect(page).toContain("Uznana");
    expect(page).toContain("Materiał ma wadę.");
    expect(page).toContain("Decyzja w PDF będzie dostępna za chwilę");
    const pdfPath = withOrderToken(orderComplaintDecisionPath(order.number, complaint.id), order.token);
    expect((await send(pdfPath)).status).toBe(404);

    const key = `complaints/${complaint.id}/decision.pdf`;
    await env.EXPORTS.put(key, "%PDF-1.7 test", { httpMetadata: { contentType: "application/pdf" } });
    const remake = await newOrder({ shipped: false });
    await db.update(complaints).set({ decisionPdfKey: key, remakeOrderId: remake.id }).where(eq(complaints.id, complaint.id));
    page = await html(await send(path));
    expect(page).toContain(`href="${orderDetailsPath(remake.number)}"`);
    expect(page).toContain(`href="${pdfPath}"`);
    expect(page).toContain("Pobierz decyzję (PDF)");
    const pdf = await send(pdfPath);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="decyzja-${complaintReference(complaint.id)}.pdf"`);
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect((await send(orderComplaintDecisionPath(order.number, complaint.id))).status).toBe(404);

    const byLaw = await filedCase();
    await db.update(complaints).set({ status: "uznana_z_mocy_prawa", decidedAt: new Date() }).where(eq(complaints.id, byLaw.complaint.id));
    page = await html(await send(byLaw.path));
    expect(page).toContain("art. 7a ust. 2 ustawy o prawach konsumenta");
    // Accepted by law with what the customer asked for.
    expect(page).toContain("Ponowne wykonanie");
  });

  it("answers 404 with a Polish page for a missing case", async () => {
    const { order } = await filedCase();
    for (const id of ["999999999", "abc"]) {
      const response = await send(withOrderToken(`${orderComplaintsPath(order.number)}/${id}`, order.token));
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Nie znaleziono reklamacji lub brak uprawnień");
    }
  });
});

describe("the photo route", () => {
  it("serves a case's photo privately to a viewer of its order, and the same 404 to anyone else", async () => {
    const { order, complaint } = await filedCase();
    const [{ id: photoId }] = (await rows<{ id: number }>("select id from complaint_photos where complaint_id = ?", complaint.id)) as [{ id: number }];
    const response = await send(withOrderToken(orderComplaintPhotoPath(order.number, complaint.id, photoId), order.token));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toBe("inline");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(SAMPLE_IMAGES.png);

    const other = await filedCase();
    for (const path of [
      orderComplaintPhotoPath(order.number, complaint.id, photoId),
      withOrderToken(orderComplaintPhotoPath(order.number, complaint.id, photoId), other.order.token),
      withOrderToken(orderComplaintPhotoPath(other.order.number, other.complaint.id, photoId), other.order.token),
      withOrderToken(orderComplaintPhotoPath(order.number, other.complaint.id, photoId), order.token),
    ]) {
      const refused = await send(path);
      expect(refused.status).toBe(404);
      expect(refused.headers.get("content-type")).not.toBe("image/png");
    }
  });
});

describe("the public complaint form", () => {
  const publicForm = (orderNumber: string, email: string) => ({
    firstName: "Ewa",
    lastName: "Wiśniewska",
    email,
    phone: "",
    orderNumber,
    complaintReason: "uszkodzony_produkt",
    description: "Pęknięty profil dolny.",
    website: "",
  });

  it("attaches a case to the order it names when the order's e-mail is typed (case aside), even one not sent yet", async () => {
    const order = await newOrder({ shipped: false });
    const response = await send("/zloz-reklamacje", { fields: publicForm(` ${order.number.toLowerCase()} `, order.email.toUpperCase()) });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Reklamacja została wysłana pomyślnie!");
    const [complaint] = await complaintsOf(order.id);
    expect(complaint).toMatchObject({ reason: "uszkodzony_produkt", requestedRemedy: null, description: "Pęknięty profil dolny.", firstName: "Ewa", consumer: true });
    const [enquiry] = await rows<{ id: string; kind: string }>("select id, kind from enquiries where id = ?", complaint!.enquiryId);
    expect(enquiry).toMatchObject({ kind: "complaint" });
    expect(await rows("select order_item_id from complaint_items where complaint_id = ?", complaint!.id)).toHaveLength(order.lineIds.length);
  });

  it("keeps only the case's event for an attached complaint, and the enquiry's for any other", async () => {
    const order = await newOrder();
    const matched = keptEvents();
    await receiveComplaint(matched.env, { ...publicForm(order.number, order.email), phone: undefined, complaintReason: "inne" }, null);
    expect(matched.sent.map((event) => event.type)).toEqual(["complaint_filed"]);
    const [complaint] = await complaintsOf(order.id);
    expect(matched.sent[0]).toMatchObject({ complaintId: complaint!.id });

    const unmatched = keptEvents();
    await receiveComplaint(unmatched.env, { ...publicForm(order.number, uniqueEmail("obcy")), phone: undefined, complaintReason: "inne" }, null);
    expect(unmatched.sent.map((event) => event.type)).toEqual(["enquiry_received"]);
    expect(await complaintsOf(order.id)).toHaveLength(1);
  });

  it("attaches nothing for another address, a missing order, or a signed-in customer who does not own the order", async () => {
    const order = await newOrder();
    for (const fields of [publicForm(order.number, uniqueEmail("obcy")), publicForm("ZAM-2026-999999", order.email)]) {
      expect((await send("/zloz-reklamacje", { fields })).status).toBe(200);
    }
    const stranger = await signedInCustomer();
    expect((await send("/zloz-reklamacje", { fields: publicForm(order.number, stranger.email), cookie: stranger.cookie })).status).toBe(200);
    expect(await complaintsOf(order.id)).toEqual([]);
  });

  it("attaches to the signed-in customer's own order whatever address is typed", async () => {
    const { email, cookie, customer } = await signedInCustomer();
    const order = await newOrder({ email, userId: customer.user.id });
    expect((await send("/zloz-reklamacje", { fields: publicForm(order.number, uniqueEmail("inny")), cookie })).status).toBe(200);
    const [complaint] = await complaintsOf(order.id);
    expect(complaint?.userId).toBe(customer.user.id);
  });
});
