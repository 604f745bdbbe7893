import { z } from "zod";
import { tooLongMessage } from "~/lib/forms";
import { listPageSchema, listTextSchema, queryValue } from "~/lib/list-query";
import { SCREEN_TYPES } from "~/lib/screen-types";
import "~/lib/zod-locale";

// The back-office's product forms (pleat profiles, accessories, screen profiles, meshes, promo codes) and
// their lists' URLs: pure, so the browser checks a form with the very schema the action parses it with.
// A product's photo is no field here: it arrives as a file, checked by its bytes (app/server/platform/images.server.ts).

/** A price above this is a typo (a misplaced comma), never a real price of this shop: 10 000 zł (per m² where priced so). */
export const MAX_PRODUCT_PRICE = 1_000_000;
export const PRICE_TOO_HIGH = "Cena nie może przekraczać 10 000,00 zł";
export const PRICE_NOT_POSITIVE = "Cena musi być większa od zera";
export const PRICE_NEGATIVE = "Cena nie może być ujemna";
export const PRICE_INVALID = "Podaj cenę w złotych, np. 12,50";
export const CODE_TAKEN = "Kod o tej nazwie już istnieje";
export const PROMO_PERCENT_RANGE = "Rabat musi wynosić od 1 do 90%";
export const PROMO_CODE_FORMAT = "Kod może zawierać tylko wielkie litery i cyfry (do 40 znaków)";
export const PRODUCT_CODE_FORMAT = "Kod może zawierać litery, cyfry, myślnik i podkreślenie (do 40 znaków)";
/** A new product's form without a photo (an edit without one keeps the product's photo). */
export const PHOTO_REQUIRED = {
  pleatProfile: "Dodaj zdjęcie profilu plisy",
  screenProfile: "Dodaj zdjęcie profilu moskitiery",
  mesh: "Dodaj zdjęcie siatki",
} as const;

const required = (label: string, max = 100) => z.string().trim().min(1, `Podaj ${label}`).max(max, tooLongMessage(max));

/**
 * The price field of every back-office form (`unit`, e.g. "/m²", follows the limit in its message).
 * Złote with up to two decimals ("12,50", "12.5", "1 200") as integer grosze. `allowZero` is for meshes,
 * whose price is only a badge and the seeded ones cost 0 (included in the screen's price).
 */
export function priceField({ allowZero = false, unit = "", max = MAX_PRODUCT_PRICE, tooHigh = PRICE_TOO_HIGH } = {}) {
  return z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s\u00a0]/g, "").replace(",", "."))
    .pipe(z.string().regex(/^-?\d{1,9}(\.\d{1,2})?$/, PRICE_INVALID))
    .transform((value) => Math.round(Number(value) * 100))
    .pipe(
      z
        .number()
        .int()
        .min(allowZero ? 0 : 1, allowZero ? PRICE_NEGATIVE : PRICE_NOT_POSITIVE)
        .max(max, `${tooHigh}${unit}`),
    );
}

/** A checkbox: ticked arrives as "on", unticked not at all. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

/** Product codes are fixed once created: an order refers to them (order_items.profile_code, a line's mesh). */
export const productCode = z
  .string()
  .trim()
  .min(1, "Podaj kod")
  .max(40, PRODUCT_CODE_FORMAT)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, PRODUCT_CODE_FORMAT);

export const pleatProfileSchema = z.object({ colour: required("kolor"), available: checkbox });
export const newPleatProfileSchema = pleatProfileSchema.extend({ code: productCode });
export type PleatProfileForm = z.output<typeof newPleatProfileSchema>;

/** Where an accessory belongs; the spec's values as stored. */
export const ACCESSORY_MOUNTINGS = ["inwazyjny", "bezinwazyjny"] as const;
export const accessorySchema = z.object({
  name: required("nazwę"),
  price: priceField(),
  multiplied: checkbox,
  mounting: z
    .string()
    .optional()
    .transform((value) => value || null)
    .pipe(z.enum(ACCESSORY_MOUNTINGS, "Wybierz sposób montażu").nullable()),
  active: checkbox,
});
export type AccessoryForm = z.output<typeof accessorySchema>;

export const screenProfileSchema = z.object({
  colour: required("kolor"),
  pricePerM2: priceField(),
  available: checkbox,
  kind: required("rodzaj profilu", 60),
});
export const newScreenProfileSchema = screenProfileSchema.extend({ type: z.enum(SCREEN_TYPES, "Wybierz typ moskitiery"), code: productCode });
export type ScreenProfileForm = z.output<typeof newScreenProfileSchema>;

export const meshSchema = z.object({ colour: required("kolor"), price: priceField({ allowZero: true }), available: checkbox });
export const newMeshSchema = meshSchema.extend({ code: productCode });
export type MeshForm = z.output<typeof newMeshSchema>;

/** A new promo code: typed in any case, kept upper-case (the checkout compares upper-cased). */
export const promoCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(
      z
        .string()
        .min(1, "Podaj kod")
        .regex(/^[A-Z0-9]{1,40}$/, PROMO_CODE_FORMAT),
    ),
  discountPercent: z
    .string()
    .trim()
    .pipe(z.string().regex(/^\d{1,3}$/, PROMO_PERCENT_RANGE))
    .transform(Number)
    .pipe(z.number().int().min(1, PROMO_PERCENT_RANGE).max(90, PROMO_PERCENT_RANGE)),
});
export type PromoCodeForm = z.output<typeof promoCodeSchema>;

export const promoToggleSchema = z.object({
  code: z.string().trim().min(1).max(40),
  active: z.enum(["true", "false"]).transform((value) => value === "true"),
});

// Lists: search, one yes/no filter, a type for screen profiles and the page, all in the URL and tolerant of nonsense.

export const LIST_PAGE_SIZE = 25;
export const listParams = { search: "szukaj", flag: "status", type: "typ", page: "strona" } as const;
/** The yes/no filter: availability of a product, or whether a promo code or an accessory is active. */
export const FLAG_FILTERS = ["tak", "nie"] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

export interface ProductListQuery {
  search: string;
  flag: FlagFilter | null;
  type: (typeof SCREEN_TYPES)[number] | null;
  page: number;
}

export function parseListQuery(params: URLSearchParams): ProductListQuery {
  const read = (name: string) => queryValue(params, name);
  return {
    search: listTextSchema.parse(read(listParams.search) ?? ""),
    flag: z
      .enum(FLAG_FILTERS)
      .nullable()
      .catch(null)
      .parse(read(listParams.flag) ?? null),
    type: z
      .enum(SCREEN_TYPES)
      .nullable()
      .catch(null)
      .parse(read(listParams.type) ?? null),
    page: listPageSchema.parse(read(listParams.page) ?? 1),
  };
}

/** A list's URL for a query; defaults are left out, so equal states share one URL. */
export function listHref(path: string, query: ProductListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set(listParams.search, query.search);
  if (query.flag) params.set(listParams.flag, query.flag);
  if (query.type) params.set(listParams.type, query.type);
  if (query.page > 1) params.set(listParams.page, String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
