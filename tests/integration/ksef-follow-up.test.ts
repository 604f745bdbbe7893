import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { followUpKsefSubmissions, KSEF_FOLLOW_UP_AFTER_MS } from "~/server/ksef/follow-up.server";
import { issueTestInvoice, newOrder } from "../support/workers/invoices";
import { keptEvents } from "../support/workers/queue";

// The minute's sweep hands an invoice still waiting for KSeF back to the queue once it has waited longer than the
// queue's own retries, then lets it wait again; accepted, refused and private buyers' invoices are left alone.

const company = { name: "Okna i Drzwi Sp. z o.o.", nip: "5260250274" };
const ksefUpdatedAt = async (id: number) => (await env.DB.prepare("select ksef_updated_at as at from invoices where id = ?").bind(id).first<{ at: number | null }>())!.at;

describe("the KSeF follow-up sweep", () => {
  it("requeues what waits too long, once per wait, with its outbox row, and leaves decided and private invoices alone", async () => {
    const waiting = await issueTestInvoice(await newOrder(), { month: "2031-02", buyer: company, ksef: { state: "oczekuje" } });
    const sent = await issueTestInvoice(await newOrder(), { month: "2031-02", buyer: company, ksef: { state: "wysłana" } });
    const accepted = await issueTestInvoice(await newOrder(), { month: "2031-02", buyer: company, ksef: { state: "przyjęta", number: "5260250274-20310215-0100A0B1C2-D3" } });
    const refused = await issueTestInvoice(await newOrder(), { month: "2031-02", buyer: company, ksef: { state: "odrzucona", error: "Błąd" } });
    const privateBuyer = await issueTestInvoice(await newOrder(), { month: "2031-02" });
    // Issued in February 2031: long enough before March 2031.
    const now = Date.UTC(2031, 2, 1);

    const queue = keptEvents();
    expect(await followUpKsefSubmissions(queue.env, now)).toEqual({ requeued: 2 });
    const requeued = queue.sent.filter((event) => event.type === "ksef_submission").map((event) => ("invoiceId" in event ? event.invoiceId : 0));
    expect(requeued.sort()).toEqual([waiting.id, sent.id].sort());
    for (const id of [waiting.id, sent.id]) expect(await ksefUpdatedAt(id)).toBe(now);
    for (const id of [accepted.id, refused.id, privateBuyer.id]) expect(await ksefUpdatedAt(id)).toBeNull();

    // Sent, so nothing is left in the outbox; the next minutes leave them to the queue until they wait too long again.
    const kept = await env.DB.prepare("select count(*) as n from event_outbox where type = 'ksef_submission'").first<{ n: number }>();
    expect(kept?.n).toBe(0);
    expect(await followUpKsefSubmissions(keptEvents().env, now + 60_000)).toEqual({ requeued: 0 });
    expect(await followUpKsefSubmissions(keptEvents().env, now + KSEF_FOLLOW_UP_AFTER_MS + 1)).toEqual({ requeued: 2 });
  });

  it("hands over at most 25 a run, the oldest first", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 27; i++) ids.push((await issueTestInvoice(await newOrder(), { month: "2031-04", buyer: company, ksef: { state: "oczekuje" } })).id);
    // Every invoice waiting for KSeF is due by then, this file's earlier ones too.
    const due = (await env.DB.prepare("select count(*) as n from invoices where ksef_state in ('oczekuje', 'wysłana')").first<{ n: number }>())!.n;
    const queue = keptEvents();
    const now = Date.UTC(2031, 4, 1);
    expect(await followUpKsefSubmissions(queue.env, now)).toEqual({ requeued: 25 });
    expect(await followUpKsefSubmissions(keptEvents().env, now)).toEqual({ requeued: due - 25 });
    expect(queue.sent.length).toBe(25);
    // The oldest first: the last two of this test's wait for the second run.
    expect(queue.sent.map((event) => ("invoiceId" in event ? event.invoiceId : 0))).not.toContain(ids.at(-1));
  });
});
