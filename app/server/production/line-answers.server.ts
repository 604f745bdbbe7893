import { z } from "zod";
import { adminDone, refuseAdmin } from "~/lib/admin-route";
import { LINE_NOT_FOUND } from "~/lib/production";
import type { AuditActor } from "../admin/audit.server";
import type { AfterResponse } from "../platform/event-outbox.server";
import { type LineChange, markLineDone, undoLineDone } from "./progress.server";

// A line made, or taken back: the same two buttons on the plan (/admin-produkcja) and on the line's card
// (/admin-produkcja/karta/:itemId), answered alike by both pages' actions (as app/server/admin/form-answers.server.ts
// answers the back-office's forms).

/** An order line's id: a positive whole number; anything else is no line. */
export const itemIdSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const lineIntents = [z.object({ intent: z.literal("done"), itemId: itemIdSchema }), z.object({ intent: z.literal("undo"), itemId: itemIdSchema })] as const;
export type LineIntent = z.infer<(typeof lineIntents)[number]>;

const REFUSALS: Record<Exclude<LineChange, "changed" | "unchanged">, [string, 404 | 409]> = {
  missing: [LINE_NOT_FOUND, 404],
  not_in_production: ["To zamówienie nie jest w realizacji: pozycje oznacza się jako wykonane w trakcie produkcji", 409],
};

export async function answerLineIntent(command: LineIntent, env: Env, actor: AuditActor, later: AfterResponse) {
  if (command.intent === "done") {
    const { change, ready } = await markLineDone(env, actor, command.itemId, later);
    if (change === "changed") return adminDone(ready ? "Pozycja wykonana. To była ostatnia pozycja: zamówienie jest gotowe" : "Pozycja wykonana");
    if (change === "unchanged") return adminDone("Ta pozycja jest już oznaczona jako wykonana");
    return refuseAdmin(...REFUSALS[change]);
  }
  const change = await undoLineDone(env, actor, command.itemId);
  if (change === "changed") return adminDone("Cofnięto wykonanie pozycji");
  if (change === "unchanged") return adminDone("Ta pozycja nie była oznaczona jako wykonana");
  return refuseAdmin(...REFUSALS[change]);
}
