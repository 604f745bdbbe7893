import { type SQL, sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { AuditDetails } from "~/lib/audit";
import { PRODUCT_TYPES } from "~/lib/cart-basics";
import { INVOICE_KINDS, INVOICE_TRIGGERS, type InvoiceDocument, KSEF_STATES } from "~/lib/invoice";
import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from "~/lib/enquiry-form";
import { SAMPLE_STATUSES, type SampleFabric } from "~/lib/fabric-samples";
import { CANCELLERS, DELIVERY_METHODS, PAYMENT_METHODS } from "~/lib/order-status";
import { PAYMENT_ATTEMPT_STATES, PAYMENT_PROVIDERS } from "~/lib/online-payments";
import { ACCESSORY_KINDS } from "~/lib/pricing/constants";
import { PRICED_ITEM_KINDS } from "~/lib/price-history";
import { TIMELINE_ACTORS, TIMELINE_KINDS, type TimelineDetails } from "~/lib/order-timeline";
import { CARRIERS } from "~/lib/shipping";
import { COMPLAINT_AUTHORS, COMPLAINT_REMEDIES, COMPLAINT_STATUSES, complaintReasons, type ComplaintReason } from "~/lib/complaints";
import { SCREEN_TYPES } from "~/lib/screen-types";
import { searchTextSql } from "~/lib/search-text";

// Money columns hold integer grosze; dimensions hold whole centimetres.

const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

/**
 * Polish alphabetical order (a < ą < b … z < ź < ż, letter case ignored) as a plain binary-sortable
 * key: SQLite has no Polish collation, so each Polish letter becomes its base letter followed by
 * '~', which sorts after every letter. Agrees with Intl.Collator("pl") on the catalogue's names.
 */
const POLISH_LETTERS: readonly [string, string, string][] = [
  ["ą", "Ą", "a~"],
  ["ć", "Ć", "c~"],
  ["ę", "Ę", "e~"],
  ["ł", "Ł", "l~"],
  ["ń", "Ń", "n~"],
  ["ó", "Ó", "o~"],
  ["ś", "Ś", "s~"],
  ["ź", "Ź", "z~"],
  ["ż", "Ż", "z~~"],
];
const polishSortKey = (column: string) =>
  POLISH_LETTERS.reduce((inner, [lower, upper, key]) => `replace(replace(${inner}, '${lower}', '${key}'), '${upper}', '${key}')`, `lower(${column})`);

/** A table's back-office search: the index it reads, and the folded text of the table's columns that index holds. */
export interface SearchIndex {
  name: string;
  text: SQL;
}

/**
 * The text a back-office search of a table reads: its columns joined and folded (app/lib/search-text.ts), held in an
 * index whose name comes with it. The same expression is indexed and queried (app/server/platform/db.server.ts, matchesSearch), so a
 * search reads the index, folded once when the row was written (docs/decisions/2026-11-28-polish-search.md).
 */
const searchIndex = (name: string, ...columns: string[]): SearchIndex => ({ name, text: sql.raw(searchTextSql(columns)) });
export const searchIndexes = {
  fabrics: searchIndex("fabrics_search_idx", "code", "name"),
  pleatProfiles: searchIndex("pleat_profiles_search_idx", "code", "colour"),
  pleatAccessories: searchIndex("pleat_accessories_search_idx", "name", "kind"),
  screenProfiles: searchIndex("screen_profiles_search_idx", "code", "colour", "kind"),
  meshes: searchIndex("meshes_search_idx", "code", "colour"),
  promoCodes: searchIndex("promo_codes_search_idx", "code"),
  orders: searchIndex("orders_list_idx", "number", "email", "first_name", "last_name"),
  enquiries: searchIndex("enquiries_list_idx", "first_name", "last_name", "email", "subject", "message"),
  sampleRequests: searchIndex("sample_requests_list_idx", "name", "email", "street", "postal_code", "city", "fabrics"),
  users: searchIndex("user_search_idx", "email"),
  profiles: searchIndex("profiles_search_idx", "first_name", "last_name", "phone", "city"),
  auditLog: searchIndex("audit_log_list_idx", "user_email", "target", "details"),
} as const;

/** tkaniny: pleat fabrics. */
export const fabrics = sqliteTable(
  "fabrics",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    colour: text("colour").notNull(),
    category: text("category").notNull(),
    collection: text("collection").notNull(),
    image: text("image").notNull(),
    pricePerM2: integer("price_per_m2").notNull(),
    maxWidthCm: integer("max_width_cm").notNull(),
    available: integer("available", { mode: "boolean" }).notNull(),
    sale: integer("sale", { mode: "boolean" }).notNull().default(false),
    transmission: integer("transmission").notNull(),
    reflection: integer("reflection").notNull(),
    absorption: integer("absorption").notNull(),
    /**
     * The sale in force, derived from price_history when the sale started (app/lib/price-history.ts):
     * when the reduced price took effect, and the lowest price of the 30 days before. Null off sale.
     */
    saleStartedAt: integer("sale_started_at", { mode: "timestamp_ms" }),
    lowestPriceBeforeSale: integer("lowest_price_before_sale"),
    /** The name's Polish sort key, for 'Nazwa (A-Z)'. */
    nameSortKey: text("name_sort_key").generatedAlwaysAs(sql.raw(polishSortKey('"name"')), { mode: "virtual" }),
  },
  (t) => [
    index("fabrics_name_sort_idx").on(t.nameSortKey, t.code),
    index("fabrics_collection_idx").on(t.collection, t.name),
    index("fabrics_colour_idx").on(t.colour, t.name),
    index("fabrics_sale_idx").on(t.sale, t.name),
    index("fabrics_name_idx").on(t.name),
    index("fabrics_price_idx").on(t.pricePerM2),
    index(searchIndexes.fabrics.name).on(t.code, searchIndexes.fabrics.text),
    check("fabrics_price_positive", sql`${t.pricePerM2} > 0`),
    check("fabrics_max_width_range", sql`${t.maxWidthCm} between 20 and 300`),
  ],
);

/** profile: pleat profiles (the rails a pleat hangs on). */
export const pleatProfiles = sqliteTable(
  "pleat_profiles",
  {
    code: text("code").primaryKey(),
    colour: text("colour").notNull(),
    image: text("image").notNull(),
    available: integer("available", { mode: "boolean" }).notNull(),
  },
  (t) => [index(searchIndexes.pleatProfiles.name).on(t.code, searchIndexes.pleatProfiles.text)],
);

/** dodatkiplisy: pleat accessories. Guides keep the spec's IDs 9, 10 and 11. */
export const pleatAccessories = sqliteTable(
  "pleat_accessories",
  {
    id: integer("id").primaryKey(),
    kind: text("kind", { enum: ACCESSORY_KINDS }).notNull(),
    name: text("name").notNull(),
    price: integer("price").notNull(),
    /** przemnazana: the price is multiplied by the width multiplier. */
    multiplied: integer("multiplied", { mode: "boolean" }).notNull(),
    /** mocowanie: the mounting the accessory belongs to, if any. */
    mounting: text("mounting"),
    image: text("image"),
    /** An accessory an order refers to is never deleted: deactivated, the configurator no longer offers it. */
    active: integer("active", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [index(searchIndexes.pleatAccessories.name).on(t.id, searchIndexes.pleatAccessories.text)],
);

/** profilemoskitieryokienna + profilemoskitierydrzwiowa, one table keyed by type and code. */
export const screenProfiles = sqliteTable(
  "screen_profiles",
  {
    type: text("type", { enum: SCREEN_TYPES }).notNull(),
    code: text("code").notNull(),
    colour: text("colour").notNull(),
    pricePerM2: integer("price_per_m2").notNull(),
    available: integer("available", { mode: "boolean" }).notNull(),
    image: text("image").notNull(),
    kind: text("kind").notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.code] }), index(searchIndexes.screenProfiles.name).on(t.type, t.code, searchIndexes.screenProfiles.text)],
);

/** siatki: insect-screen meshes. */
export const meshes = sqliteTable(
  "meshes",
  {
    code: text("code").primaryKey(),
    colour: text("colour").notNull(),
    price: integer("price").notNull(),
    available: integer("available", { mode: "boolean" }).notNull(),
    image: text("image").notNull(),
  },
  (t) => [index(searchIndexes.meshes.name).on(t.code, searchIndexes.meshes.text)],
);

/**
 * Every change of a price or a sale flag, append-only: what (kind and key: a fabric's code, an
 * accessory's id, "okienna/CODE" for a screen profile, a mesh's code), from what to what, who and when.
 * The 30-day lowest price before a reduction is derived from it.
 */
export const priceHistory = sqliteTable(
  "price_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    itemKind: text("item_kind", { enum: PRICED_ITEM_KINDS }).notNull(),
    itemKey: text("item_key").notNull(),
    /** Null when the change created the item. */
    oldPrice: integer("old_price"),
    newPrice: integer("new_price").notNull(),
    /** Whether the item was on sale after the change (only fabrics have sales). */
    onSale: integer("on_sale", { mode: "boolean" }).notNull().default(false),
    changedAt: integer("changed_at", { mode: "timestamp_ms" }).notNull(),
    userId: text("user_id"),
    userEmail: text("user_email"),
  },
  (t) => [index("price_history_item_idx").on(t.itemKind, t.itemKey, t.changedAt)],
);

/**
 * One row (id 1): the catalogue's version, bumped in the same batch as every back-office change to the
 * catalogue or the settings. Cached public pages are keyed by it, so a change shows on the next request.
 */
export const catalogueState = sqliteTable(
  "catalogue_state",
  {
    id: integer("id").primaryKey(),
    version: integer("version").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("catalogue_state_single_row", sql`${t.id} = 1`)],
);

/**
 * The owner's settings from /admin-settings, one row per field the owner saved. A field without a row
 * takes the deployment's [vars] default (app/server/settings/shop.server.ts), so a new field needs no data migration.
 */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  /** The field's value as the form's schema reads it (text; amounts in grosze, days as digits). */
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/** Images uploaded from the back-office: the bytes are in R2 (IMAGES) under `key`, what a page needs to show them here. */
export const images = sqliteTable("images", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  uploadedBy: text("uploaded_by"),
  createdAt: createdAt(),
});

/** promocode */
export const promoCodes = sqliteTable(
  "promo_codes",
  {
    code: text("code").primaryKey(),
    discountPercent: integer("discount_percent").notNull(),
    active: integer("active", { mode: "boolean" }).notNull(),
  },
  (t) => [check("promo_codes_discount_range", sql`${t.discountPercent} between 1 and 100`), index(searchIndexes.promoCodes.name).on(t.code, searchIndexes.promoCodes.text)],
);

/** One row per order; its lines are in order_items. */
export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    number: text("number").notNull().unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /**
     * Retired: private links live hashed in order_links. SQLite cannot drop a UNIQUE column without
     * rebuilding orders, so it stays, holding a placeholder that opens nothing.
     */
    accessToken: text("access_token")
      .notNull()
      .unique()
      .$defaultFn(() => `retired:${crypto.randomUUID()}`),
    userId: text("user_id"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull().default(""),
    apartmentNumber: text("apartment_number"),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    notes: text("notes"),
    /** Set when the customer wants a company invoice; the NIP is checksum-validated. */
    companyName: text("company_name"),
    companyNip: text("company_nip"),
    deliveryMethod: text("delivery_method", { enum: DELIVERY_METHODS }).notNull(),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    itemsTotal: integer("items_total").notNull(),
    promoCode: text("promo_code"),
    discountPercent: integer("discount_percent").notNull().default(0),
    discount: integer("discount").notNull().default(0),
    deliveryCost: integer("delivery_cost").notNull(),
    paymentFee: integer("payment_fee").notNull(),
    finalTotal: integer("final_total").notNull(),
    orderStatus: text("order_status").notNull().default("nowe"),
    paymentStatus: text("payment_status").notNull().default("oczekujaca"),
    /** null: waiting for the shop's decision; true accepted; false rejected. */
    accepted: integer("accepted", { mode: "boolean" }),
    rejectionReason: text("rejection_reason"),
    /** Who cancelled an 'anulowane' order: the customer or the shop; null for any other status. */
    cancelledBy: text("cancelled_by", { enum: CANCELLERS }),
    /** SHA-256 of the normalised submission: a reused idempotency key must come with the same one. */
    submissionHash: text("submission_hash"),
    /**
     * When the order's personal data were removed: at the end of the accounting retention (app/lib/retention.ts), or
     * when its account was deleted (then only what accounting does not need). Null while they are kept whole.
     */
    anonymisedAt: integer("anonymised_at", { mode: "timestamp_ms" }),
    /**
     * The Warsaw day ('YYYY-MM-DD') by which the order leaves, as the customer was last shown it: the checkout's date,
     * set again when the clock starts (the payment booked, or a cash order accepted: app/lib/fulfilment.ts). Null for
     * orders from before it was kept (their pages compute it from created_at).
     */
    shipBy: text("ship_by"),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    /** The workshop took it (/admin-produkcja): the order went 'w_realizacji'. */
    productionStartedAt: integer("production_started_at", { mode: "timestamp_ms" }),
    /** Its last line was made, or the owner said it was ready. */
    readyAt: integer("ready_at", { mode: "timestamp_ms" }),
    /** It left: the parcel handed to the carrier, or a pickup order collected-ready. */
    shippedAt: integer("shipped_at", { mode: "timestamp_ms" }),
    carrier: text("carrier", { enum: CARRIERS }),
    trackingNumber: text("tracking_number"),
    /** Only for a carrier the shop knows no tracking page of ('inny'): the address the owner gave. */
    trackingUrl: text("tracking_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_email_idx").on(t.email, t.createdAt),
    // /admin-stats reads a period's orders from this index alone (docs/decisions/2026-11-23-shop-statistics.md).
    index("orders_stats_idx").on(t.createdAt, t.orderStatus, t.accepted, t.finalTotal, t.deliveryMethod, t.paymentMethod, t.promoCode, t.discount),
    // The back-office list (app/server/orders/admin.server.ts) finds a page's orders in this index alone, newest first: its
    // search (a fragment of the folded number, e-mail and name, which no index can seek) and status filters read
    // every order from here, a fraction of the table's bytes. Led by created_at, it serves every read by date too.
    index(searchIndexes.orders.name).on(t.createdAt, t.id, t.orderStatus, t.paymentStatus, searchIndexes.orders.text),
    // /admin-stats sums every order of a period by method and promo code in this index's order, so SQLite groups
    // without sorting (docs/decisions/2026-11-24-stats-at-volume.md).
    index("orders_methods_idx").on(t.deliveryMethod, t.paymentMethod, t.promoCode, t.createdAt, t.finalTotal, t.discount),
    // The few orders /admin-stats takes back out of those sums (cancelled or rejected); the condition is the
    // statistics' NOT_COUNTED, word for word, so SQLite sees the query may use this index.
    index("orders_not_counted_idx")
      .on(t.createdAt, t.orderStatus, t.accepted, t.finalTotal, t.deliveryMethod, t.paymentMethod, t.promoCode, t.discount)
      .where(sql`order_status in ('anulowane', 'odrzucone') or accepted = 0`),
    // The workshop's queue and plan (/admin-produkcja): accepted orders by where they are in production.
    index("orders_production_idx").on(t.orderStatus, t.productionStartedAt),
    // /admin-stats: a period's shipped orders, how long from acceptance and whether by the ship-by day.
    index("orders_shipping_idx").on(t.shippedAt, t.acceptedAt, t.shipBy),
  ],
);

/** One row per cart line of an order. */
export const orderItems = sqliteTable(
  "order_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productType: text("product_type", { enum: PRODUCT_TYPES }).notNull(),
    fabricCode: text("fabric_code"),
    profileCode: text("profile_code"),
    widthCm: integer("width_cm").notNull(),
    heightCm: integer("height_cm").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    linePrice: integer("line_price").notNull(),
    /** The line's full configuration (extras, screen dimensions, mesh, door side), zod-validated on read. */
    configuration: text("configuration", { mode: "json" }).notNull(),
    /** The pricing engine's breakdown at the moment of the order. */
    priceBreakdown: text("price_breakdown", { mode: "json" }).notNull(),
    /**
     * The order's `created_at`, copied by the trigger `order_items_created_at` (migrations/0016) on insert, so
     * /admin-stats sums a period's lines without joining their orders. Never written by the app.
     */
    createdAt: integer("created_at"),
    /** The workshop made the line (/admin-produkcja), and who said so. */
    madeAt: integer("made_at", { mode: "timestamp_ms" }),
    madeBy: text("made_by"),
  },
  (t) => [
    uniqueIndex("order_items_position_idx").on(t.orderId, t.position),
    // /admin-stats sums a period's lines from this index alone, without reading their JSON columns.
    index("order_items_stats_idx").on(t.orderId, t.productType, t.fabricCode, t.profileCode, t.quantity, t.linePrice),
    // ... and all of a period's lines in this index's order, grouped without sorting.
    index("order_items_lines_idx").on(t.productType, t.fabricCode, t.profileCode, t.createdAt, t.quantity, t.linePrice),
  ],
);

/**
 * Each order's timeline (app/lib/order-timeline.ts), append-only: written in the batch of the change it records,
 * never changed after (a trigger refuses a change of its order, time or kind; anonymisation may still clear an
 * entry's details). Deleted with its order.
 */
export const orderTimeline = sqliteTable(
  "order_timeline",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    kind: text("kind", { enum: TIMELINE_KINDS }).notNull(),
    actor: text("actor", { enum: TIMELINE_ACTORS }).notNull(),
    actorEmail: text("actor_email"),
    details: text("details", { mode: "json" }).$type<TimelineDetails>(),
  },
  (t) => [index("order_timeline_order_idx").on(t.orderId, t.id)],
);

/**
 * The private links to an order (`?klucz=`), one row per link handed out: the thank-you page's and one
 * per e-mail that carries it. Only the token's SHA-256 is kept, so nobody reading the database can open
 * an order; a link opens it until it expires.
 */
export const orderLinks = sqliteTable(
  "order_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_links_order_idx").on(t.orderId)],
);

/**
 * One attempt to have an order paid online (the first at checkout, each 'Ponów płatność' another), as the
 * provider knows it: its reference (PayU's extOrderId), its id there, its state and what it was for. The
 * order's payment_status follows the attempts (app/lib/online-payments.ts); this keeps what the panel shows.
 */
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Ours, unique per attempt: the order number, then the number with "-2", "-3"… */
    reference: text("reference").notNull().unique(),
    /** The provider's id (PayU's orderId), once it has taken the payment. */
    providerPaymentId: text("provider_payment_id").unique(),
    state: text("state", { enum: PAYMENT_ATTEMPT_STATES }).notNull().default("STARTING"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("PLN"),
    /** How the buyer paid, as the provider names it, once known. */
    method: text("method"),
    redirectUrl: text("redirect_url"),
    /** Something the owner must look at: a notification whose amount or currency did not match. */
    problem: text("problem"),
    refundId: text("refund_id"),
    refundStatus: text("refund_status"),
    /** When reconciliation last asked the provider about it. */
    checkedAt: integer("checked_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("payments_order_idx").on(t.orderId), index("payments_state_idx").on(t.state, t.createdAt)],
);

export const eventOutcomes = ["processing", "done", "failed"] as const;

/** Every consumed event by its id, so a redelivered message has no second effect. */
export const processedEvents = sqliteTable(
  "processed_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    status: text("status", { enum: eventOutcomes }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    recipient: text("recipient"),
    subject: text("subject"),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("processed_events_type_idx").on(t.type, t.createdAt)],
);

/**
 * Events waiting for the queue: written in the batch of the change each reports and sent after the
 * response (or, with nothing of ours to keep it with, written only when the queue refused it); the
 * worker's scheduled handler sends what is left every minute, so no e-mail or export is lost to a queue
 * outage or a worker that died. A row is deleted once the queue has taken its event; the consumer's
 * dedupe makes a repeat harmless.
 */
export const eventOutbox = sqliteTable(
  "event_outbox",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    body: text("body", { mode: "json" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("event_outbox_created_idx").on(t.createdAt)],
);

/** Messages the events queue gave up on, recorded by the dead-letter consumer. */
export const deadLetters = sqliteTable(
  "dead_letters",
  {
    messageId: text("message_id").primaryKey(),
    eventId: text("event_id"),
    type: text("type"),
    body: text("body").notNull(),
    attempts: integer("attempts").notNull(),
    /** When an operator sent it to the queue again from the operations page; null until then. */
    replayedAt: integer("replayed_at", { mode: "timestamp_ms" }),
    receivedAt: createdAt(),
  },
  (t) => [index("dead_letters_received_idx").on(t.receivedAt)],
);

/** Every message a visitor sends through a form, kept before any e-mail is attempted so none is lost. */
export const enquiries = sqliteTable(
  "enquiries",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ENQUIRY_KINDS }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** What only some kinds carry (the chosen specialist model, an order number, a complaint reason), zod-validated. */
    details: text("details", { mode: "json" }),
    userId: text("user_id"),
    /** Where the owner's handling stands: nowe, w_toku, zamkniete. */
    status: text("status", { enum: ENQUIRY_STATUSES }).notNull().default("nowe"),
    createdAt: createdAt(),
  },
  (t) => [
    index("enquiries_kind_idx").on(t.kind, t.createdAt),
    index("enquiries_status_idx").on(t.status, t.createdAt),
    // The inbox's search and filters, newest first, from this index alone (like orders_list_idx).
    index(searchIndexes.enquiries.name).on(t.createdAt, t.id, t.kind, t.status, searchIndexes.enquiries.text),
  ],
);

/** The owner's answers to an enquiry, kept with it; each is e-mailed to the sender through the events queue. */
export const enquiryReplies = sqliteTable(
  "enquiry_replies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    enquiryId: text("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    userId: text("user_id").notNull(),
    userEmail: text("user_email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("enquiry_replies_enquiry_idx").on(t.enquiryId, t.createdAt)],
);

/** Requests for free fabric samples, kept before the confirmation is e-mailed; the owner posts them and marks them sent. */
export const sampleRequests = sqliteTable(
  "sample_requests",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    street: text("street").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    email: text("email").notNull(),
    /** The mailbox the e-mail delivers to (mailboxKey in app/lib/mailbox.ts: no '+tag'): the limit per e-mail counts by it. */
    emailKey: text("email_key").notNull(),
    /** The street, number and postal code normalised (app/lib/fabric-samples.ts): the limit per address counts by it. */
    addressKey: text("address_key").notNull(),
    /** The fabrics asked for, with their names and colours at the time of the request. */
    fabrics: text("fabrics", { mode: "json" }).notNull().$type<SampleFabric[]>(),
    userId: text("user_id"),
    status: text("status", { enum: SAMPLE_STATUSES }).notNull().default("do_wyslania"),
    /** When and by whom it was marked sent; null while it waits. */
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    sentBy: text("sent_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("sample_requests_status_idx").on(t.status, t.createdAt),
    index("sample_requests_email_idx").on(t.email, t.createdAt),
    index("sample_requests_email_key_idx").on(t.emailKey, t.createdAt),
    index("sample_requests_address_idx").on(t.addressKey, t.createdAt),
    // The back-office list's search and filter, newest first, from this index alone (like orders_list_idx).
    index(searchIndexes.sampleRequests.name).on(t.createdAt, t.id, t.status, searchIndexes.sampleRequests.text),
  ],
);

export const deliveryStatuses = ["sending", "sent", "limited"] as const;

/**
 * One row per e-mail of an event, keyed by event and role ("<event id>:customer"), so an event that
 * sends several e-mails and is redelivered sends none of them twice. The row is claimed ('sending')
 * before the provider is called and becomes 'sent' after; 'limited' is one the recipient's limit held back.
 */
export const emailDeliveries = sqliteTable(
  "email_deliveries",
  {
    key: text("key").primaryKey(),
    eventId: text("event_id").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    providerMessageId: text("provider_message_id"),
    status: text("status", { enum: deliveryStatuses }).notNull().default("sent"),
    /** When the current claim was taken (ms): a claim older than any send is left by a crashed delivery and may be taken over. */
    claimedAt: integer("claimed_at"),
    sentAt: createdAt(),
  },
  // Retention deletes by age, and the operations page lists the newest that did not go.
  (t) => [index("email_deliveries_sent_idx").on(t.sentAt), index("email_deliveries_status_idx").on(t.status, t.sentAt)],
);

/** Sliding-window request logs per action and key (client, account, recipient), for limits that hold across isolates. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    /** When each attempt let through within the window was made (ms): never more than the action's limit. */
    hits: text("hits", { mode: "json" }).$type<number[]>().notNull(),
    /** Attempts refused since the last one let through: 0 tells the statement's caller it was let through. */
    refused: integer("refused").notNull(),
    /** When the newest hit leaves the window (ms): from then on the row limits nothing. */
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("rate_limits_expires_idx").on(t.expiresAt)],
);

/** Failed logins in a row per account (the typed address, known or not), and the back-off they earned. */
export const loginFailures = sqliteTable(
  "login_failures",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    /** Until when (ms) the account takes no login attempt. */
    lockedUntil: integer("locked_until").notNull(),
    /** Attempts refused while locked since the last one counted: 0 tells the statement's caller it was counted. */
    refused: integer("refused").notNull(),
    /** When the streak is forgotten (ms): from then on the row limits nothing. */
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("login_failures_expires_idx").on(t.expiresAt)],
);

// Accounts: better-auth's tables (its field names, our snake_case columns), then the shop's profile.

export const user = sqliteTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    image: text("image"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The two-factor plugin's flag: set, it makes sign-in ask for a second step. The shop leaves it
     * false (docs/decisions/2026-11-23-admin-second-factor.md): the second factor is asked at the back-office gate.
     */
    twoFactorEnabled: integer("two_factor_enabled", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index(searchIndexes.users.name).on(searchIndexes.users.text, t.id)],
);

export const session = sqliteTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /**
     * The back-office gate in this session: when it was passed and when the panel was last used.
     * It lapses after 30 minutes idle or 8 hours (app/lib/admin-gate.ts); leaving the panel clears both.
     */
    adminAuthorizedAt: integer("admin_authorized_at", { mode: "timestamp_ms" }),
    adminSeenAt: integer("admin_seen_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = sqliteTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: integer("access_token_expires_at", { mode: "timestamp_ms" }),
    refreshTokenExpiresAt: integer("refresh_token_expires_at", { mode: "timestamp_ms" }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = sqliteTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/**
 * An account's password reset, at most one: its 6-digit code and its link's token are derived from
 * `seed` under the worker's secret (app/server/accounts/password-resets.server.ts), so the row opens nothing by
 * itself. Setting the password deletes it.
 */
export const passwordResets = sqliteTable("password_resets", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  seed: text("seed").notNull(),
  /** Until when (ms) its code and link work: PASSWORD_RESET_TTL_SECONDS after its latest e-mail. */
  expiresAt: integer("expires_at").notNull(),
});

/**
 * The two-factor plugin's table: an administrator's TOTP secret, encrypted with AUTH_SECRET, and its
 * backup codes. `verified` turns true when the first code from the authenticator app is confirmed.
 * The lockout columns are the plugin's sign-in lockout, unused here (the gate counts its own failures).
 */
export const twoFactor = sqliteTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: integer("verified", { mode: "boolean" }).notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("two_factor_user_idx").on(t.userId)],
);

/** profiles: the customer's data, keyed by the account's user id. */
export const profiles = sqliteTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** Digits only, 9 of them. */
    phone: text("phone").notNull().default(""),
    street: text("street").notNull().default(""),
    houseNumber: text("house_number").notNull().default(""),
    apartmentNumber: text("apartment_number"),
    city: text("city").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    privacyPolicyAccepted: integer("privacy_policy_accepted", { mode: "boolean" }).notNull().default(false),
    termsAccepted: integer("terms_accepted", { mode: "boolean" }).notNull().default(false),
    accountVerified: integer("account_verified", { mode: "boolean" }).notNull().default(false),
    admin: integer("admin", { mode: "boolean" }).notNull().default(false),
    fullAddress: text("full_address").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index(searchIndexes.profiles.name).on(searchIndexes.profiles.text, t.id)],
);

/** The back-office gate of one account: its lock after too many failures, and the last TOTP time step it accepted. */
export const adminGate = sqliteTable("admin_gate", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
  /** A code of this step or an earlier one is refused: a code seen once cannot be used again. */
  totpStep: integer("totp_step"),
});

/**
 * The gate's attempts of one account within the last 24 hours, whatever the client address: a row is
 * written before the codes are compared (so a burst of parallel guesses cannot pass the limit) and
 * deleted when they were right, so what stays are the failures.
 */
export const adminGateFailures = sqliteTable(
  "admin_gate_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("admin_gate_failures_user_idx").on(t.userId, t.at)],
);

/**
 * Security- and business-relevant actions: who (account id and e-mail, kept as text so the entry
 * outlives the account), what (action, target, details), when and from where. Append-only.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: createdAt(),
    userId: text("user_id").notNull(),
    userEmail: text("user_email").notNull(),
    action: text("action").notNull(),
    target: text("target"),
    details: text("details", { mode: "json" }).$type<AuditDetails>(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (t) => [
    // The log's search, newest first, from this index alone (like orders_list_idx).
    index(searchIndexes.auditLog.name).on(t.createdAt, t.id, t.action, searchIndexes.auditLog.text),
  ],
);

/** The last run of each scheduled task (outbox flush, payment reconciliation, housekeeping), for the operations page. */
export const cronRuns = sqliteTable("cron_runs", {
  task: text("task").primaryKey(),
  startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
  finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  /** 'ok' or 'failed'; null while the run is under way (or when it died). */
  outcome: text("outcome", { enum: ["ok", "failed"] }),
  /** What the run did (counts per step) or why it failed. */
  detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
});

export const exportStatuses = ["queued", "running", "done", "failed"] as const;

/** One CSV export of the orders: requested in the panel, built by the queue consumer into R2. */
export const exportJobs = sqliteTable("export_jobs", {
  id: text("id").primaryKey(),
  status: text("status", { enum: exportStatuses }).notNull().default("queued"),
  requestedBy: text("requested_by").notNull(),
  fileName: text("file_name").notNull(),
  r2Key: text("r2_key"),
  rowCount: integer("row_count"),
  ordersDone: integer("orders_done").notNull().default(0),
  ordersTotal: integer("orders_total"),
  error: text("error"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The last number given in each invoice series ('faktura', 'korekta') and Warsaw month ('YYYY-MM'): raised in the
 * batch that inserts the invoice, and only when it is inserted, so numbers run without gaps
 * (app/server/invoices/issue.server.ts).
 */
export const invoiceCounters = sqliteTable(
  "invoice_counters",
  {
    kind: text("kind", { enum: INVOICE_KINDS }).notNull(),
    month: text("month").notNull(),
    lastSequence: integer("last_sequence").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.month] })],
);

/**
 * Invoices and correcting invoices (issue 46). The content is a snapshot (document), never changed after issue; an
 * order has at most one invoice and an invoice at most one correction. A company buyer's invoice goes to KSeF
 * (ksef_state and what KSeF answered); a private buyer's stays outside it (ksef_state null).
 */
export const invoices = sqliteTable(
  "invoices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    kind: text("kind", { enum: INVOICE_KINDS }).notNull(),
    correctedInvoiceId: integer("corrected_invoice_id").references((): AnySQLiteColumn => invoices.id),
    trigger: text("trigger", { enum: INVOICE_TRIGGERS }).notNull(),
    /** Warsaw month of issue ('YYYY-MM') and the sequence in it: the number's parts. */
    month: text("month").notNull(),
    sequence: integer("sequence").notNull(),
    number: text("number").notNull().unique(),
    issueDate: text("issue_date").notNull(),
    saleDate: text("sale_date").notNull(),
    issuedAt: integer("issued_at", { mode: "timestamp_ms" }).notNull(),
    /** The administrator who issued it by hand; null when the shop issued it itself. */
    issuedBy: text("issued_by"),
    buyerName: text("buyer_name").notNull(),
    buyerNip: text("buyer_nip"),
    netTotal: integer("net_total").notNull(),
    vatTotal: integer("vat_total").notNull(),
    grossTotal: integer("gross_total").notNull(),
    document: text("document", { mode: "json" }).$type<InvoiceDocument>().notNull(),
    /** The PDF in R2 as last rendered (again once KSeF gave the invoice its number). */
    pdfKey: text("pdf_key"),
    ksefState: text("ksef_state", { enum: KSEF_STATES }),
    ksefNumber: text("ksef_number").unique(),
    ksefSessionReference: text("ksef_session_reference"),
    ksefInvoiceReference: text("ksef_invoice_reference"),
    /** SHA-256 (base64) of the FA(3) XML sent: the verification QR code's part and the duplicate check on a retry. */
    ksefInvoiceHash: text("ksef_invoice_hash"),
    ksefError: text("ksef_error"),
    upoKey: text("upo_key"),
    ksefUpdatedAt: integer("ksef_updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("invoices_sequence_idx").on(t.kind, t.month, t.sequence),
    uniqueIndex("invoices_one_per_order_idx").on(t.orderId).where(sql`${t.kind} = 'faktura'`),
    uniqueIndex("invoices_one_correction_idx").on(t.correctedInvoiceId).where(sql`${t.kind} = 'korekta'`),
    index("invoices_order_idx").on(t.orderId),
    index("invoices_ksef_idx").on(t.ksefState, t.id),
  ],
);

const COMPLAINT_REASONS = Object.keys(complaintReasons) as [ComplaintReason, ...ComplaintReason[]];

/**
 * Complaints (issue 47): a case tied to the order it is about, filed from the order's page or by the public form
 * when it names a real order with that order's own e-mail. A consumer's case carries the law's answer deadline
 * (app/lib/complaints.ts); a company buyer's has none. A decision is written once (a trigger refuses a change of it).
 */
export const complaints = sqliteTable(
  "complaints",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** The public form's message it came with; null when filed from the order page. */
    enquiryId: text("enquiry_id").references(() => enquiries.id, { onDelete: "set null" }),
    userId: text("user_id"),
    reason: text("reason", { enum: COMPLAINT_REASONS }).notNull(),
    description: text("description").notNull(),
    /** What the customer asks for; a consumer's case accepted by law is accepted with it (art. 7a ust. 2). */
    requestedRemedy: text("requested_remedy", { enum: COMPLAINT_REMEDIES }),
    /** Who filed it, as they gave it: the order's data on the order page, the form's on the public form. */
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** A consumer (true) is owed the law's 14-day answer; a company buyer (the order's NIP) is not. The owner may change it. */
    consumer: integer("consumer", { mode: "boolean" }).notNull(),
    receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
    /** The last Warsaw day to answer ('YYYY-MM-DD'); null for a company buyer. */
    dueOn: text("due_on"),
    status: text("status", { enum: COMPLAINT_STATUSES }).notNull().default("otwarta"),
    remedy: text("remedy", { enum: COMPLAINT_REMEDIES }),
    justification: text("justification"),
    /** Grosze the price is reduced by, for the remedy 'obnizenie_ceny'. */
    priceReduction: integer("price_reduction"),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    /** The administrator who decided; null for a case accepted by law. */
    decidedBy: text("decided_by"),
    /** The zero-price order that remakes the complained lines (remedy 'ponowne_wykonanie'). */
    remakeOrderId: integer("remake_order_id").references(() => orders.id),
    /** The decision's PDF in R2 (EXPORTS), rendered by the events consumer. */
    decisionPdfKey: text("decision_pdf_key"),
    /** When every administrator was reminded 3 days and 1 day before the deadline: each once. */
    reminder3SentAt: integer("reminder_3_sent_at", { mode: "timestamp_ms" }),
    reminder1SentAt: integer("reminder_1_sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("complaints_order_idx").on(t.orderId, t.receivedAt),
    // The inbox (open cases by the days left) and the minute's deadline check read this index.
    index("complaints_status_idx").on(t.status, t.dueOn, t.receivedAt),
    index("complaints_user_idx").on(t.userId, t.receivedAt),
    index("complaints_received_idx").on(t.receivedAt),
    uniqueIndex("complaints_remake_idx").on(t.remakeOrderId),
    uniqueIndex("complaints_enquiry_idx").on(t.enquiryId),
    check("complaints_price_reduction", sql`${t.priceReduction} is null or ${t.priceReduction} > 0`),
  ],
);

/** The order lines a complaint is about; the corrected size a remake is made in, when the owner changed it. */
export const complaintItems = sqliteTable(
  "complaint_items",
  {
    complaintId: integer("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id),
    remakeWidthCm: integer("remake_width_cm"),
    remakeHeightCm: integer("remake_height_cm"),
  },
  (t) => [primaryKey({ columns: [t.complaintId, t.orderItemId] })],
);

/** A case's conversation after its filing, both ways; each message is e-mailed to the other side through the queue. */
export const complaintMessages = sqliteTable(
  "complaint_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    complaintId: integer("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    author: text("author", { enum: COMPLAINT_AUTHORS }).notNull(),
    /** The administrator's e-mail for the shop's messages; null for the customer's. */
    authorEmail: text("author_email"),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("complaint_messages_complaint_idx").on(t.complaintId, t.createdAt)],
);

/** A case's photos (checked by their bytes, kept privately in R2 under `key`), from its filing or a later customer message. */
export const complaintPhotos = sqliteTable(
  "complaint_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    complaintId: integer("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    messageId: integer("message_id").references(() => complaintMessages.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("complaint_photos_complaint_idx").on(t.complaintId, t.id)],
);
