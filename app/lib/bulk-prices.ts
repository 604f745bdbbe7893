import "~/lib/zod-locale";
import { z } from "zod";
import { CATALOGUE_MAX_ROWS, fabricRecordSchema } from "./schemas/catalogue-csv";
import { endSalesSchema } from "./schemas/end-sales";

// 'All fabrics of a collection +5 %': the percentage as the owner types it, and the new price of each
// fabric. Percentages are kept in tenths of a per cent (5,5 % = 55) so every price is computed in integers.

export const PERCENT_MIN_TENTHS = -900;
export const PERCENT_MAX_TENTHS = 1000;

/** '+5', '-10', '2,5', '−7.5' (a typographic minus too) to tenths of a per cent. */
export const percentSchema = z
  .string()
  .trim()
  .min(1, "Podaj o ile procent zmienić ceny, np. 5 albo -10.")
  .transform((value, ctx) => {
    const match = value
      .replace(/\s/g, "")
      .replace(/^[−–]/, "-")
      .match(/^([+-]?)(\d{1,3})(?:[.,](\d))?%?$/);
    if (!match) {
      ctx.addIssue({ code: "custom", message: "Podaj procent jako liczbę całkowitą albo z jednym miejscem po przecinku, np. 5, -10 albo 2,5." });
      return z.NEVER;
    }
    const tenths = (Number(match[2]) * 10 + Number(match[3] ?? 0)) * (match[1] === "-" ? -1 : 1);
    if (tenths === 0) ctx.addIssue({ code: "custom", message: "Zmiana o 0% nie zmienia cen." });
    else if (tenths < PERCENT_MIN_TENTHS) ctx.addIssue({ code: "custom", message: "Obniżka może wynosić najwyżej 90%." });
    else if (tenths > PERCENT_MAX_TENTHS) ctx.addIssue({ code: "custom", message: "Podwyżka może wynosić najwyżej 100%." });
    return tenths;
  });

/** The choice the preview shows and the confirmation applies. */
export const priceChangeSchema = z.object({
  collection: z.string().trim().min(1, "Wybierz kolekcję.").max(100, "Wybierz kolekcję z listy."),
  percent: percentSchema,
});

/**
 * The price after a change of `tenths` tenths of a per cent, rounded half up to the grosz: the exact
 * value price × (1000 + tenths) / 1000 is computed in integers, so 0,5 gr always goes up (69,00 zł
 * + 2,5 % = 70,725 zł → 70,73 zł) and no binary fraction tips a price the wrong way.
 */
export function changedPrice(price: number, tenths: number): number {
  return Math.floor((price * (1000 + tenths) + 500) / 1000);
}

/** 55 → '+5,5%', -100 → '−10%'. */
export function formatPercent(tenths: number): string {
  const magnitude = (Math.abs(tenths) / 10).toLocaleString("pl-PL", { maximumFractionDigits: 1 });
  return `${tenths < 0 ? "−" : "+"}${magnitude}%`;
}

/** Why a changed price cannot be set (the fabric form's limits), or null. */
export function changedPriceProblem(newPrice: number): string | null {
  const parsed = fabricRecordSchema.shape.pricePerM2.safeParse(newPrice);
  return parsed.success ? null : `po zmianie ${parsed.error.issues[0]!.message}`;
}

/** A collection to choose, with how many fabrics it has. */
export interface CollectionChoice {
  name: string;
  fabrics: number;
}

/** One fabric of the preview: its price now and after, and what would stop the change. */
export interface PriceChangeRow {
  code: string;
  name: string;
  sale: boolean;
  oldPrice: number;
  newPrice: number;
  problem: string | null;
}

const UNREADABLE_PREVIEW = "Podgląd jest nieczytelny. Sprawdź podgląd ponownie.";

/** The prices the preview showed, as the confirmation carries them (JSON of [code, price] pairs), to refuse a stale one. */
const seenPairs = z.array(z.tuple([z.string().max(100), z.number().int()])).max(CATALOGUE_MAX_ROWS);
export const seenPricesSchema = z.string().transform((text, ctx) => {
  let pairs: z.ZodSafeParseResult<z.output<typeof seenPairs>> | undefined;
  try {
    pairs = seenPairs.safeParse(JSON.parse(text));
  } catch {
    // Not JSON: said below, as anything else that is not the pairs.
  }
  if (pairs?.success) return new Map(pairs.data);
  ctx.addIssue({ code: "custom", message: UNREADABLE_PREVIEW });
  return z.NEVER;
});

export const confirmPriceChangeSchema = priceChangeSchema.extend({ seen: seenPricesSchema, endSales: endSalesSchema });
