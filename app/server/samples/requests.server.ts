import { and, count, desc, eq, exists, getTableColumns, gt, inArray, ne, sql } from "drizzle-orm";
import { auditLog, fabrics, sampleRequests, searchIndexes } from "~/db/schema";
import type { AdminSamplesQuery } from "~/lib/admin-samples-query";
import { postalAddressKey, unavailableFabricMessage, type SampleFabric, type SampleStatus } from "~/lib/fabric-samples";
import { mailboxKey } from "~/lib/mailbox";
import { SAMPLE_REQUEST_WINDOW_DAYS, SAMPLE_REQUESTS_PER_RECIPIENT, sampleRequestsLimitedMessage } from "~/lib/limits";
import type { SampleRequestInput } from "~/lib/schemas/fabric-sample";
import { auditColumns, type AuditActor } from "../admin/audit.server";
import type { CatalogueSnapshot } from "../catalogue/snapshot.server";
import { getDb, searchedPage, type Db } from "../platform/db.server";
import { keepEventWhere, sendKeptEvents, type AfterResponse } from "../platform/event-outbox.server";

// Free fabric samples: the fabrics a visitor may ask for, the request (stored, limited per e-mail and
// per postal address, and confirmed by e-mail through the events queue) and the back-office's list.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every fabric a sample may be asked for (the available ones), by name: the form's list to pick from. */
export function sampleFabricOptions(catalogue: CatalogueSnapshot) {
  return catalogue.fabrics.filter((fabric) => fabric.available).map(({ code, name, colour, image }) => ({ code, name, colour, image }));
}
export type SampleFabricOption = ReturnType<typeof sampleFabricOptions>[number];

/** Why a request was not taken: a field's message (the fabrics), or the limit's message for the whole form. */
export type SampleRefusal = { field: "fabrics" | null; message: string };

/** How many requests a mailbox and a building made within the window. */
async function recentRequests(db: Db, emailKey: string, addressKey: string, since: Date) {
  const recent = gt(sampleRequests.createdAt, since);
  const [[byEmail], [byAddress]] = await db.batch([
    db
      .select({ n: count() })
      .from(sampleRequests)
      .where(and(eq(sampleRequests.emailKey, emailKey), recent)),
    db
      .select({ n: count() })
      .from(sampleRequests)
      .where(and(eq(sampleRequests.addressKey, addressKey), recent)),
  ]);
  return { email: byEmail?.n ?? 0, address: byAddress?.n ?? 0 };
}

/**
 * A visitor's request: every fabric must be one the shop offers now; the e-mail address and the postal
 * address may each have made fewer than SAMPLE_REQUESTS_PER_RECIPIENT requests in the window. Stored
 * with the fabrics' names as they are now, and with the event whose consumer confirms it in the same batch
 * (kept only if the request was), sent after the response (`later`).
 * Both limits compare keys (mailboxKey, postalAddressKey), so a '+tag' or another spelling of the street
 * is no new recipient; the e-mail and the address are stored as typed. The insert checks the limits in its
 * own statement, so two requests sent at once cannot both take the last place.
 */
export async function requestSamples(
  env: Pick<Env, "DB" | "EVENTS">,
  input: Omit<SampleRequestInput, "consent">,
  userId: string | null,
  later?: AfterResponse,
  now = new Date(),
): Promise<{ ok: true; id: string } | ({ ok: false } & SampleRefusal)> {
  const db = getDb(env);
  const found = await db
    .select({ code: fabrics.code, name: fabrics.name, colour: fabrics.colour })
    .from(fabrics)
    .where(and(inArray(fabrics.code, input.fabrics), eq(fabrics.available, true)));
  const byCode = new Map(found.map((fabric) => [fabric.code, fabric]));
  const missing = input.fabrics.find((code) => !byCode.has(code));
  if (missing) return { ok: false, field: "fabrics", message: unavailableFabricMessage(missing) };
  const chosen: SampleFabric[] = input.fabrics.map((code) => byCode.get(code)!);

  const emailKey = mailboxKey(input.email);
  const addressKey = postalAddressKey(input.street, input.postalCode);
  const since = new Date(now.getTime() - SAMPLE_REQUEST_WINDOW_DAYS * DAY_MS);
  const id = crypto.randomUUID();
  const { fabrics: _codes, ...person } = input;
  const row = { id, ...person, emailKey, addressKey, fabrics: chosen, userId, createdAt: now };
  const requestsSince = (column: typeof sampleRequests.emailKey | typeof sampleRequests.addressKey, value: string) =>
    sql`(select count(*) from ${sampleRequests} where ${column} = ${value} and ${sampleRequests.createdAt} > ${since.getTime()})`;
  const event = { id: crypto.randomUUID(), type: "sample_requested" as const, requestId: id };
  const insert = db
    .insert(sampleRequests)
    .select(
      db
        .select({
          id: sql<string>`${row.id}`.as("id"),
          name: sql<string>`${row.name}`.as("name"),
          street: sql<string>`${row.street}`.as("street"),
          postalCode: sql<string>`${row.postalCode}`.as("postal_code"),
          city: sql<string>`${row.city}`.as("city"),
          email: sql<string>`${row.email}`.as("email"),
          emailKey: sql<string>`${row.emailKey}`.as("email_key"),
          addressKey: sql<string>`${row.addressKey}`.as("address_key"),
          fabrics: sql<SampleFabric[]>`${JSON.stringify(chosen)}`.as("fabrics"),
          userId: sql<string | null>`${userId}`.as("user_id"),
          status: sql<SampleStatus>`'do_wyslania'`.as("status"),
          sentAt: sql<Date | null>`null`.as("sent_at"),
          sentBy: sql<string | null>`null`.as("sent_by"),
          createdAt: sql<Date>`${now.getTime()}`.as("created_at"),
        })
        .from(sql`(select 1)`)
        .where(
          and(
            sql`${requestsSince(sampleRequests.emailKey, emailKey)} < ${SAMPLE_REQUESTS_PER_RECIPIENT}`,
            sql`${requestsSince(sampleRequests.addressKey, addressKey)} < ${SAMPLE_REQUESTS_PER_RECIPIENT}`,
          ),
        ),
    )
    .returning({ id: sampleRequests.id });
  const [inserted] = await db.batch([insert, keepEventWhere(db, event, exists(db.select({ id: sampleRequests.id }).from(sampleRequests).where(eq(sampleRequests.id, id))))]);
  if (!inserted.length) {
    const made = await recentRequests(db, emailKey, addressKey, since);
    return { ok: false, field: null, message: sampleRequestsLimitedMessage(made.email >= SAMPLE_REQUESTS_PER_RECIPIENT ? "email" : "address") };
  }
  await sendKeptEvents(env, [event], later);
  return { ok: true, id };
}

/** One request, as the consumer e-mails it; null when there is none. */
export async function getSampleRequest(db: Db, id: string) {
  return (await db.select().from(sampleRequests).where(eq(sampleRequests.id, id)).get()) ?? null;
}

export const ADMIN_SAMPLES_PAGE_SIZE = 25;

/** One page of requests, newest first, optionally of one status or matching a search, and the count: one D1 round trip. */
export async function listSampleRequests(db: Db, query: AdminSamplesQuery) {
  const { rows, count } = searchedPage(db, sampleRequests, searchIndexes.sampleRequests, getTableColumns(sampleRequests), {
    search: query.search,
    filters: [query.status ? eq(sampleRequests.status, query.status) : undefined],
    order: [desc(sampleRequests.createdAt), desc(sampleRequests.id)],
    size: ADMIN_SAMPLES_PAGE_SIZE,
    page: query.page,
  });
  const [page, [total]] = await db.batch([rows, count]);
  return { requests: page, total: total?.n ?? 0 };
}
export type ListedSampleRequest = Awaited<ReturnType<typeof listSampleRequests>>["requests"][number];

/**
 * Marks a request sent (when and by whom) or back to waiting, with its audit entry, in one batch;
 * 'unchanged' when it already had that status, 'missing' when there is no such request.
 */
export async function setSampleStatus(db: Db, actor: AuditActor, id: string, status: SampleStatus): Promise<"changed" | "unchanged" | "missing"> {
  const at = new Date();
  const changing = and(eq(sampleRequests.id, id), ne(sampleRequests.status, status));
  const sent = status === "wyslane";
  const [, changed, [exists]] = await db.batch([
    db.insert(auditLog).select(
      db
        .select(auditColumns(actor, "sample_status_changed", sql`${sampleRequests.id}`, sql`json_object('from', ${sampleRequests.status}, 'to', ${status})`, at))
        .from(sampleRequests)
        .where(changing),
    ),
    db
      .update(sampleRequests)
      .set({ status, sentAt: sent ? at : null, sentBy: sent ? actor.email : null })
      .where(changing)
      .returning({ id: sampleRequests.id }),
    db.select({ id: sampleRequests.id }).from(sampleRequests).where(eq(sampleRequests.id, id)),
  ]);
  if (changed.length) return "changed";
  return exists ? "unchanged" : "missing";
}
