import { and, inArray, lt, ne, sql } from "drizzle-orm";
import { complaintMessages, complaintPhotos, complaints } from "~/db/schema";
import type { Db } from "../platform/db.server";
import { type Budget, type StepResult, withinBudget } from "./chunks.server";

// Complaint cases at the end of their retention (app/lib/retention.ts, 'complaints'): a decided case whose last word
// (its filing, its decision or its last message) is older than the cutoff goes whole, its photos and its decision's PDF
// from R2 first, then its rows (items, messages and photos go with it: ON DELETE CASCADE). An open case is never deleted.

/** Cases per chunk: their ids are bound in one statement, within D1's 100 bound parameters. */
export const COMPLAINTS_CHUNK = 90;

const lastWord = sql`max(${complaints.receivedAt}, coalesce(${complaints.decidedAt}, 0), coalesce((select max(${complaintMessages.createdAt}) from ${complaintMessages} where ${complaintMessages.complaintId} = ${complaints.id}), 0))`;

export function deleteExpiredComplaints(env: Pick<Env, "EXPORTS">, db: Db, cutoff: Date, budget: Budget = { size: COMPLAINTS_CHUNK }): Promise<StepResult> {
  return withinBudget("deleted", budget, async () => {
    const due = await db
      .select({ id: complaints.id, decisionPdfKey: complaints.decisionPdfKey })
      .from(complaints)
      .where(and(ne(complaints.status, "otwarta"), lt(lastWord, cutoff.getTime())))
      .limit(budget.size);
    if (due.length === 0) return 0;
    const ids = due.map((row) => row.id);
    const photos = await db.select({ key: complaintPhotos.key }).from(complaintPhotos).where(inArray(complaintPhotos.complaintId, ids));
    // The files first: a case whose files could not be deleted stays, and the next run tries again.
    const keys = [...photos.map((photo) => photo.key), ...due.flatMap((row) => (row.decisionPdfKey ? [row.decisionPdfKey] : []))];
    for (let start = 0; start < keys.length; start += 1000) await env.EXPORTS.delete(keys.slice(start, start + 1000));
    await db.delete(complaints).where(inArray(complaints.id, ids));
    return due.length;
  });
}
