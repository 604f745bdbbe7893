import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/checkout-promo-code";
import { PROMO_CODE_MISSING, type PromoCheckAnswer } from "~/components/checkout/promo-code-box";
import { normalizePromoCode } from "~/lib/checkout";
import { activePromoDiscount } from "~/server/orders/place-order.server";
import { clientKey, consumeRateLimit, RATE_LIMITED_MESSAGE } from "~/server/platform/rate-limit.server";
import { getDb } from "~/server/platform/request-context.server";

const PROMO_NOT_FOUND = "Kod promocyjny nie istnieje lub jest nieaktywny";

const promoCodeSchema = z.string(PROMO_CODE_MISSING).transform(normalizePromoCode).pipe(z.string().min(1, PROMO_CODE_MISSING).max(40, PROMO_NOT_FOUND));

const refusal = (promoError: string, status: 400 | 429) => data<PromoCheckAnswer>({ promoError }, { status });

/**
 * The checkout's promo box checks a code here without leaving the form (a resource route: no page of
 * its own). The applied code then travels with the order, which checks it again when it is placed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const db = getDb(context);

  const limit = await consumeRateLimit(db, "promo", clientKey(request));
  if (!limit.allowed) return refusal(RATE_LIMITED_MESSAGE, 429);
  const code = promoCodeSchema.safeParse(form.get("promoCode") ?? "");
  if (!code.success) return refusal(code.error.issues[0]!.message, 400);
  const percent = await activePromoDiscount(db, code.data);
  if (percent === null) return refusal(PROMO_NOT_FOUND, 400);
  return data<PromoCheckAnswer>({ promo: { code: code.data, percent } });
}

/** A lost connection becomes an answer the promo box can show, instead of the page's error screen. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<PromoCheckAnswer> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { networkError: true };
  }
}
