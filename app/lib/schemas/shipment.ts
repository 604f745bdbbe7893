import "~/lib/zod-locale";
import { z } from "zod";
import type { FieldErrors } from "~/lib/forms";
import { orderNumberPattern } from "~/lib/order-number";
import { type Carrier, CARRIERS, SHIPPING_PAGE_SIZE } from "~/lib/shipping";

// The parcels the owner records (app/routes/admin/shipping.tsx): one from an order's card, or a page of them at once.
// Each row of the form is `<index>.<field>`, so a refused row's messages go back beside it.

export const TRACKING_NUMBER_REQUIRED = "Podaj numer przesyłki.";
export const TRACKING_URL_REQUIRED = "Podaj adres śledzenia przesyłki (https://…) dla innego przewoźnika.";
const TRACKING_NUMBER_CHARACTERS = "Numer przesyłki może zawierać tylko litery, cyfry i myślniki.";
const TRACKING_NUMBER_LENGTH = "Numer przesyłki ma od 6 do 40 znaków.";
const TRACKING_URL_INVALID = "Podaj pełny adres śledzenia, zaczynający się od https://";
/** A page of the shipping list at most: the most one submission ships. */
const MAX_PARCELS = SHIPPING_PAGE_SIZE;

/**
 * A carrier's parcel number as typed or pasted: its spaces go (labels print them in groups), letters are capitals
 * (Poczta Polska's 'RR123456789PL'). Every carrier's numbers are letters, digits and at most a hyphen, 6 to 40 long.
 */
const trackingNumber = z
  .string(TRACKING_NUMBER_REQUIRED)
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .min(1, TRACKING_NUMBER_REQUIRED)
      .regex(/^[A-Z0-9-]*$/, TRACKING_NUMBER_CHARACTERS)
      .min(6, TRACKING_NUMBER_LENGTH)
      .max(40, TRACKING_NUMBER_LENGTH),
  );

const trackingAddress = z
  .string()
  .max(500, TRACKING_URL_INVALID)
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: TRACKING_URL_INVALID }));

const orderNumber = z.string("Brak numeru zamówienia.").trim().regex(orderNumberPattern, "Nieprawidłowy numer zamówienia.");
const KNOWN_CARRIERS = CARRIERS.filter((carrier): carrier is Exclude<Carrier, "inny"> => carrier !== "inny");

/**
 * One parcel: the order, its carrier (DPD unless chosen), its number, and for another carrier the address to follow
 * it at. Only 'inny' keeps an address: every other carrier's comes from its number (app/lib/shipping.ts).
 */
export const parcelSchema = z.discriminatedUnion(
  "carrier",
  [
    z.object({
      number: orderNumber,
      carrier: z.enum(KNOWN_CARRIERS),
      trackingNumber,
      trackingUrl: z
        .unknown()
        .optional()
        .transform((): null => null),
    }),
    z.object({
      number: orderNumber,
      carrier: z.literal("inny"),
      trackingNumber,
      trackingUrl: z.string(TRACKING_URL_REQUIRED).trim().min(1, TRACKING_URL_REQUIRED).pipe(trackingAddress),
    }),
  ],
  { error: "Wybierz przewoźnika z listy." },
);
export type ParcelInput = z.output<typeof parcelSchema>;

const PARCEL_FIELDS = ["number", "carrier", "trackingNumber", "trackingUrl"] as const;

/** The form's rows, in order: `0.number`, `0.carrier`, … as posted; null for more rows than one submission takes. */
function parcelRows(values: Readonly<Record<string, string>>): Record<string, string>[] | null {
  const rows: Record<string, string>[] = [];
  for (const [name, value] of Object.entries(values)) {
    const match = /^(\d+)\.(\w+)$/.exec(name);
    if (!match || !(PARCEL_FIELDS as readonly string[]).includes(match[2]!)) continue;
    const index = Number(match[1]);
    if (index >= MAX_PARCELS) return null;
    rows[index] = { ...rows[index], [match[2]!]: value };
  }
  return Array.from(rows, (row) => row ?? {});
}

/** The parcels to record, and each one's row in the form (by order number), for the server's word on an order. */
export type ParcelsParse = { ok: true; parcels: ParcelInput[]; rowOf: Record<string, number> } | { ok: false; message: string; errors: FieldErrors };

/**
 * The rows to ship. `skipBlank`: the shipping page's rows without a number are orders not going today; a card's
 * one row must have one. Every row is checked, and its messages keyed `<index>.<field>`; a refusal writes nothing.
 */
export function parseParcels(values: Readonly<Record<string, string>>, { skipBlank }: { skipBlank: boolean }): ParcelsParse {
  const all = parcelRows(values);
  if (!all) return { ok: false, message: `Najwyżej ${MAX_PARCELS} przesyłek naraz.`, errors: {} };
  const rows = all.map((row, index) => ({ row, index })).filter(({ row }) => !skipBlank || Boolean(row.trackingNumber?.trim()));
  if (rows.length === 0) {
    return { ok: false, message: "Wpisz numer przesyłki przy zamówieniach do wysłania.", errors: { "0.trackingNumber": TRACKING_NUMBER_REQUIRED } };
  }
  const errors: FieldErrors = {};
  const parcels: ParcelInput[] = [];
  const rowOf: Record<string, number> = {};
  for (const { row, index } of rows) {
    const parsed = parcelSchema.safeParse(row);
    if (parsed.success) {
      parcels.push(parsed.data);
      rowOf[parsed.data.number] = index;
    } else for (const issue of parsed.error.issues) errors[`${index}.${String(issue.path[0] ?? "number")}`] ??= issue.message;
  }
  for (const { row, index } of rows) {
    if (rows.some((other) => other.index < index && other.row.number?.trim() === row.number?.trim())) errors[`${index}.number`] ??= "To zamówienie jest już na liście.";
  }
  if (Object.keys(errors).length > 0) return { ok: false, message: "Popraw zaznaczone numery przesyłek.", errors };
  return { ok: true, parcels, rowOf };
}
