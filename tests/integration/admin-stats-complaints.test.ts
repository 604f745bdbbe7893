import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { complaints, orderItems } from "~/db/schema";
import { type ComplaintReason, type ComplaintRemedy, type ComplaintStatus, complaintDueOn } from "~/lib/complaints";
import { formatShare } from "~/lib/shop-stats";
import { parsePeriodQuery } from "~/lib/stats-period";
import { complaintPeriodStats } from "~/server/complaints/stats.server";
import { getDb } from "~/server/platform/db.server";
import { get, signedIn, visible } from "../support/workers/admin";
import { newOrder } from "../support/workers/invoices";

// /admin-stats' 'Reklamacje' against hand-made cases around June 2032 (Warsaw two hours ahead of UTC), every figure
// counted by hand below. Nothing else in this file's database is a complaint.

interface Case {
  receivedAt: string;
  reason: ComplaintReason;
  consumer?: boolean;
  status?: ComplaintStatus;
  remedy?: ComplaintRemedy;
  decidedAt?: string;
  decidedBy?: string | null;
}

const CASES: Case[] = [
  // 1. Filed in June, due 17 June, accepted by the shop on the 10th: in time.
  { receivedAt: "2032-06-03T10:00:00+02:00", reason: "wada_produkcyjna", status: "uznana", remedy: "naprawa", decidedAt: "2032-06-10T10:00:00+02:00" },
  // 2. Due 19 June, rejected at 23:30 that day: in time.
  { receivedAt: "2032-06-05T10:00:00+02:00", reason: "uszkodzony_produkt", status: "odrzucona", decidedAt: "2032-06-19T23:30:00+02:00" },
  // 3. Due 20 June, accepted by law at the next midnight: late.
  { receivedAt: "2032-06-06T10:00:00+02:00", reason: "wada_produkcyjna", status: "uznana_z_mocy_prawa", remedy: "zwrot", decidedAt: "2032-06-21T00:00:00+02:00", decidedBy: null },
  // 4. Open, due 4 July: not judged in June.
  { receivedAt: "2032-06-20T10:00:00+02:00", reason: "inne" },
  // 5. Filed in May, due 8 June, accepted on 1 June: judged in June, in time, not filed in it.
  { receivedAt: "2032-05-25T10:00:00+02:00", reason: "inne", status: "uznana", remedy: "ponowne_wykonanie", decidedAt: "2032-06-01T00:00:00+02:00" },
  // 6. Filed in May, due 3 June, still open (the cron down): late.
  { receivedAt: "2032-05-20T10:00:00+02:00", reason: "inne" },
  // 7. A company buyer's, open: filed in June, never judged for the deadline.
  { receivedAt: "2032-06-07T10:00:00+02:00", reason: "niezgodnosc_z_zamowieniem", consumer: false },
  // 8. 00:30 on 1 July in Warsaw (still 30 June in UTC): July's.
  { receivedAt: "2032-07-01T00:30:00+02:00", reason: "inne" },
  // 9. 23:30 on 31 May in Warsaw: May's; due 14 June, still open on 10 July: late.
  { receivedAt: "2032-05-31T23:30:00+02:00", reason: "inne" },
];

const db = getDb(env);
const june = parsePeriodQuery(new URLSearchParams("od=2032-06-01&do=2032-06-30"), new Date("2032-07-10T12:00:00+02:00")).period;

beforeAll(async () => {
  for (const c of CASES) {
    const order = await newOrder({ company: c.consumer === false });
    const receivedAt = new Date(c.receivedAt);
    const consumer = c.consumer ?? true;
    const [row] = await db
      .insert(complaints)
      .values({
        orderId: order.id,
        reason: c.reason,
        description: "Opis.",
        firstName: "Anna",
        lastName: "Nowak",
        email: "anna@example.pl",
        consumer,
        receivedAt,
        dueOn: complaintDueOn(receivedAt, consumer),
        status: c.status ?? "otwarta",
        remedy: c.remedy ?? null,
        decidedAt: c.decidedAt ? new Date(c.decidedAt) : null,
        decidedBy: c.decidedAt ? (c.decidedBy === undefined ? "owner@example.pl" : c.decidedBy) : null,
      })
      .returning({ id: complaints.id });
    expect(row).toBeDefined();
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).not.toHaveLength(0);
  }
});

describe("/admin-stats: Reklamacje", () => {
  it("counts June's complaints by the Warsaw day received, their reasons, states and remedies, and the share answered in time", async () => {
    const stats = await complaintPeriodStats(db, june, new Date("2032-07-10T12:00:00+02:00"));
    expect(stats.filed).toBe(5);
    expect(stats.buckets.find((b) => b.key === "2032-06-03")?.filed).toBe(1);
    expect(stats.buckets.reduce((sum, b) => sum + b.filed, 0)).toBe(5);
    expect(Object.fromEntries(stats.byReason.map((r) => [r.reason, r.complaints]))).toEqual({
      uszkodzony_produkt: 1,
      niezgodnosc_z_zamowieniem: 1,
      wada_produkcyjna: 2,
      problemy_z_montazem: 0,
      inne: 1,
    });
    expect(stats.byStatus).toEqual({ otwarta: 2, uznana: 1, odrzucona: 1, uznana_z_mocy_prawa: 1 });
    expect(Object.fromEntries(stats.byRemedy.map((r) => [r.remedy, r.complaints]))).toEqual({ ponowne_wykonanie: 0, naprawa: 1, obnizenie_ceny: 0, zwrot: 1 });
    expect(stats).toMatchObject({ answeredInTime: 3, judged: 6, openNow: 5 });
  });

  it("shows them on the page past the gate", async () => {
    const admin = await signedIn({ admin: true, gate: true });
    const response = await get("/admin-stats?od=2032-06-01&do=2032-06-30", admin.cookie);
    expect(response.status).toBe(200);
    const page = await visible(response);
    expect(page).toContain("Reklamacje");
    expect(page).toContain("Otrzymane w okresie");
    expect(page).toContain("Odpowiedź w terminie 14 dni");
    // The page judges at today's date, years before these deadlines: the open cases (6 and 9) are not late yet.
    expect(page).toContain(formatShare(3, 4));
    expect(page).toContain("3 z 4");
  });
});
