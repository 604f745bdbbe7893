import { sql } from "drizzle-orm";
import { rateLimits } from "~/db/schema";
import type { Db } from "./db.server";

/** Each limited action: how many attempts one client may make per window. */
export const rateLimitRules = {
  enquiry: { limit: 5, windowSeconds: 600 },
  order: { limit: 10, windowSeconds: 600 },
  promo: { limit: 20, windowSeconds: 600 },
  adminCode: { limit: 5, windowSeconds: 900 },
  login: { limit: 10, windowSeconds: 600 },
  register: { limit: 5, windowSeconds: 3600 },
  /** Entering a code (verification, reset): each code also allows only 5 tries. */
  code: { limit: 15, windowSeconds: 600 },
  /** Asking for a code to be e-mailed. */
  codeSend: { limit: 5, windowSeconds: 600 },
} as const;
export type RateLimitedAction = keyof typeof rateLimitRules;

export const RATE_LIMITED_MESSAGE = "Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.";

/** The client as Cloudflare sees it; locally there is no such header and everyone shares one key. */
export function clientKey(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

/**
 * Counts one attempt and says whether it is within the limit. One atomic upsert per call, so
 * concurrent requests from many isolates count correctly.
 */
export async function consumeRateLimit(
  db: Db,
  action: RateLimitedAction,
  client: string,
  now = Date.now(),
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const { limit, windowSeconds } = rateLimitRules[action];
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${action}:${client}`, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 1) <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: windowStart + windowSeconds - Math.floor(now / 1000) };
}
