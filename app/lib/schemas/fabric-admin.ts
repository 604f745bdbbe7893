import "~/lib/zod-locale";
import { z } from "zod";
import { listPageSchema, listTextSchema, queryValue } from "~/lib/list-query";
import { tooLongMessage } from "~/lib/forms";
import { commaAmount } from "~/lib/money";
import { priceField } from "./product-admin";
import { singleLine } from "~/lib/text";

// The back-office's fabric form and fabric list query: every field of the spec's fabric (shop.md,
// "Fabric"), its limits in Polish. The image is not a field here: it arrives as a file (app/server/platform/images.server.ts).

export const ADMIN_FABRICS_PATH = "/admin-products/tkaniny";
const NEW_FABRIC_SEGMENT = "nowa";
export const NEW_FABRIC_PATH = `${ADMIN_FABRICS_PATH}/${NEW_FABRIC_SEGMENT}`;
export const adminFabricPath = (code: string) => `${ADMIN_FABRICS_PATH}/${encodeURIComponent(code)}`;

export const FABRIC_CODE_TAKEN = "Tkanina o tym kodzie już istnieje";
export const ORDERED_CODE_FIXED = "Kodu tkaniny, która była zamawiana, nie można zmienić";
export const FABRIC_IMAGE_REQUIRED = "Dodaj zdjęcie tkaniny";

/** The database's range (fabrics_max_width_range); the shop itself sells pleats up to 140 cm wide. */
export const MAX_WIDTH_RANGE = { min: 20, max: 300 } as const;
/** A fabric's code: letters and digits, then also dots, hyphens and underscores (safe in a URL and a file name). */
export const FABRIC_CODE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u;
export const LIGHT_FIELDS = ["transmission", "reflection", "absorption"] as const;

const text = (label: string, max: number) => z.string(`Podaj ${label}`).overwrite(singleLine).min(1, `Podaj ${label}`).max(max, tooLongMessage(max));

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string(message)
    .trim()
    .regex(/^-?\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

const percent = (label: string) => wholeNumber(`${label}: liczba całkowita od 0 do 100 %`, 0, 100);

/** A ticked box arrives as "on", an unticked one not at all. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

export const fabricFormSchema = z.object({
  code: z
    .string("Podaj kod tkaniny")
    .trim()
    .min(1, "Podaj kod tkaniny")
    .max(40, tooLongMessage(40))
    .regex(FABRIC_CODE_PATTERN, "Kod może zawierać litery, cyfry, kropki, myślniki i podkreślenia")
    // The new fabric's form has this address: a fabric coded so could never be edited.
    .refine((code) => code.toLowerCase() !== NEW_FABRIC_SEGMENT, `Kod „${NEW_FABRIC_SEGMENT}” jest zajęty przez formularz nowej tkaniny`),
  name: text("nazwę tkaniny", 120),
  colour: text("kolor", 60),
  category: text("kategorię", 60),
  collection: text("kolekcję", 60),
  pricePerM2: priceField({ unit: "/m²" }),
  maxWidthCm: wholeNumber(`Maksymalna szerokość: liczba całkowita od ${MAX_WIDTH_RANGE.min} do ${MAX_WIDTH_RANGE.max} cm`, MAX_WIDTH_RANGE.min, MAX_WIDTH_RANGE.max),
  available: checkbox,
  sale: checkbox,
  transmission: percent("Transmisja"),
  reflection: percent("Refleksja"),
  absorption: percent("Absorpcja"),
});

export type FabricForm = z.output<typeof fabricFormSchema>;
export type FabricFormField = keyof FabricForm;

/** The form's fields for a stored fabric, as the inputs show them. */
export function fabricFormValues(fabric: FabricForm): Record<FabricFormField, string> {
  return {
    code: fabric.code,
    name: fabric.name,
    colour: fabric.colour,
    category: fabric.category,
    collection: fabric.collection,
    pricePerM2: commaAmount(fabric.pricePerM2),
    maxWidthCm: String(fabric.maxWidthCm),
    available: fabric.available ? "on" : "",
    sale: fabric.sale ? "on" : "",
    transmission: String(fabric.transmission),
    reflection: String(fabric.reflection),
    absorption: String(fabric.absorption),
  };
}

// The list: its whole state in the URL, tolerant of hand-edited nonsense (dropped, never an error).

export const ADMIN_FABRICS_PAGE_SIZE = 25;

export const fabricsQueryParams = { search: "szukaj", collection: "kolekcja", colour: "kolor", availability: "dostepnosc", sale: "wyprzedaz", page: "strona" } as const;
export const AVAILABILITY_FILTERS = { dostepne: "Dostępne", niedostepne: "Niedostępne" } as const;
export const SALE_FILTERS = { tak: "W wyprzedaży", nie: "Poza wyprzedażą" } as const;

export interface AdminFabricsQuery {
  search: string;
  collection: string;
  colour: string;
  availability: keyof typeof AVAILABILITY_FILTERS | null;
  sale: keyof typeof SALE_FILTERS | null;
  page: number;
}

const choice = <T extends Record<string, string>>(choices: T) =>
  z
    .enum(Object.keys(choices) as [keyof T & string, ...(keyof T & string)[]])
    .nullable()
    .catch(null);
export function parseFabricsQuery(params: URLSearchParams): AdminFabricsQuery {
  const read = (name: string) => queryValue(params, name);
  return {
    search: listTextSchema.parse(read(fabricsQueryParams.search) ?? ""),
    collection: listTextSchema.parse(read(fabricsQueryParams.collection) ?? ""),
    colour: listTextSchema.parse(read(fabricsQueryParams.colour) ?? ""),
    availability: choice(AVAILABILITY_FILTERS).parse(read(fabricsQueryParams.availability) ?? null),
    sale: choice(SALE_FILTERS).parse(read(fabricsQueryParams.sale) ?? null),
    page: listPageSchema.parse(read(fabricsQueryParams.page) ?? 1),
  };
}

/** The list's URL for a query; defaults are left out, so equal states share one URL. */
export function fabricsHref(query: AdminFabricsQuery): string {
  const params = new URLSearchParams();
  for (const name of ["search", "collection", "colour", "availability", "sale"] as const) {
    const value = query[name];
    if (value) params.set(fabricsQueryParams[name], value);
  }
  if (query.page > 1) params.set(fabricsQueryParams.page, String(query.page));
  const search = params.toString();
  return search ? `${ADMIN_FABRICS_PATH}?${search}` : ADMIN_FABRICS_PATH;
}

export const isFiltered = (query: AdminFabricsQuery) => Boolean(query.search || query.collection || query.colour || query.availability || query.sale);
