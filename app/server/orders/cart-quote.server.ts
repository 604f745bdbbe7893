import { inArray } from "drizzle-orm";
import { fabrics, meshes, pleatProfiles, screenProfiles } from "~/db/schema";
import {
  lineContradiction,
  pleatAppearanceOf,
  pleatCartItem,
  pleatConfigurationOf,
  screenCartItem,
  screenConfigurationOf,
  type CartItem,
  type PleatCartItem,
  type ScreenCartItem,
} from "~/lib/cart";
import { lineDimensions } from "~/lib/line-description";
import { withdrawnAccessories } from "~/lib/offered-accessories";
import { quotePleat, quoteScreen, type PriceBreakdown } from "~/lib/pricing";
import type { Db } from "../platform/db.server";
import { pleatAccessoriesQuery } from "../catalogue/pleats.server";

/**
 * One cart line as the server prices it: the line rebuilt from the normalised configuration and
 * the server's quote (every price and component price the server's own), or why it cannot be ordered.
 */
export type LineQuote = { ok: true; item: CartItem; breakdown: PriceBreakdown } | { ok: false; message: string };

type Catalogue = Awaited<ReturnType<typeof readCatalogue>>;

/** How a message names a line: its position in the cart and what it is, as the shopper sees it there. */
function lineName(item: CartItem, position: number): string {
  const what = item.productType === "plisy" ? `plisa ${item.fabricName || item.fabricCode}` : `moskitiera ${item.mosquitoType} ${item.profileCode}`;
  return `Pozycja ${position} (${what}, ${lineDimensions(item)})`;
}

function firstMessage(quote: { errors: Record<string, string | undefined>; warnings: Record<string, string | undefined> }): string {
  return Object.values(quote.errors).find(Boolean) ?? Object.values(quote.warnings).find(Boolean) ?? "nie można jej zamówić";
}

const distinct = (values: string[]) => [...new Set(values)];

/**
 * The catalogue rows the cart's lines need, in one D1 round trip. Each list holds at most one code
 * per cart line (MAX_CART_LINES = 50), within D1's 100 bound parameters per statement.
 */
async function readCatalogue(db: Db, items: readonly CartItem[]) {
  const pleats = items.filter((i): i is PleatCartItem => i.productType === "plisy");
  const screens = items.filter((i): i is ScreenCartItem => i.productType === "moskitiery");
  const fabricCodes = distinct(pleats.map((i) => i.fabricCode));
  const profileCodes = distinct(pleats.flatMap((i) => (i.profileCode ? [i.profileCode] : [])));
  const screenCodes = distinct(screens.map((i) => i.profileCode));
  const [fabricRows, accessories, profileRows, screenRows, meshRows] = await db.batch([
    db.select().from(fabrics).where(inArray(fabrics.code, fabricCodes)),
    pleatAccessoriesQuery(db),
    db.select().from(pleatProfiles).where(inArray(pleatProfiles.code, profileCodes)),
    db.select().from(screenProfiles).where(inArray(screenProfiles.code, screenCodes)),
    db.select().from(meshes),
  ]);
  return { fabricRows, accessories, profileRows, screenRows, meshRows };
}

function quotePleatLine(item: PleatCartItem, name: string, catalogue: Catalogue): LineQuote {
  const fabric = catalogue.fabricRows.find((f) => f.code === item.fabricCode);
  if (!fabric) return { ok: false, message: `${name}: tej tkaniny nie ma już w ofercie. Usuń pozycję z koszyka.` };
  const profile = item.profileCode ? catalogue.profileRows.find((p) => p.code === item.profileCode) : undefined;
  if (item.profileCode && !profile?.available) return { ok: false, message: `${name}: wybrany profil ${item.profileCode} jest niedostępny.` };
  const configuration = pleatConfigurationOf(item);
  const withdrawn = withdrawnAccessories(configuration, catalogue.accessories);
  if (withdrawn.length) return { ok: false, message: `${name}: ${withdrawn.join(", ")} – obecnie niedostępne. Usuń pozycję z koszyka i skonfiguruj ją ponownie.` };
  const quote = quotePleat({ configuration, fabric, accessories: catalogue.accessories });
  if (!quote.canAddToCart || !quote.breakdown) return { ok: false, message: `${name}: ${firstMessage(quote)}` };
  // The catalogue's look of the line, for its drawing in the cart, the order and the back-office.
  const appearance = pleatAppearanceOf(fabric, profile);
  const meta = { id: item.id, createdAt: item.createdAt, notes: item.notes, fabricCode: fabric.code, fabricName: fabric.name, profileCode: item.profileCode, appearance };
  return { ok: true, item: pleatCartItem(meta, configuration, quote), breakdown: quote.breakdown };
}

function quoteScreenLine(item: ScreenCartItem, name: string, catalogue: Catalogue): LineQuote {
  const profile = catalogue.screenRows.find((p) => p.code === item.profileCode && p.type === item.mosquitoType);
  if (!profile) return { ok: false, message: `${name}: tego profilu nie ma już w ofercie. Usuń pozycję z koszyka.` };
  const mesh = catalogue.meshRows.find((m) => m.code === item.meshColor);
  if (!mesh?.available) return { ok: false, message: `${name}: wybrana siatka jest niedostępna.` };
  const quote = quoteScreen({ configuration: screenConfigurationOf(item), profile });
  if (!quote.canAddToCart || !quote.breakdown) return { ok: false, message: `${name}: ${firstMessage(quote)}` };
  const { id, createdAt, notes, profileCode, meshColor, narozniki, wymiarC, wymiarD, wymiarE, wymiarF, wymiarZ } = item;
  const extras = { meshColor, narozniki, wymiarC, wymiarD, wymiarE, wymiarF, wymiarZ };
  const appearance = { profileColour: profile.colour };
  return { ok: true, item: screenCartItem({ id, createdAt, notes, profileCode, appearance }, screenConfigurationOf(item), extras, quote), breakdown: quote.breakdown };
}

/**
 * Prices every cart line again from D1 with the pricing engine. The browser's line is read only for
 * what the shopper chose; prices, component prices and names come from the server, and a line whose
 * options contradict each other, or whose product is missing or cannot be sold, gets a message naming it.
 */
export async function quoteCart(db: Db, items: readonly CartItem[]): Promise<LineQuote[]> {
  if (items.length === 0) return [];
  const catalogue = await readCatalogue(db, items);
  return items.map((item, index) => {
    const name = lineName(item, index + 1);
    const contradiction = lineContradiction(item);
    if (contradiction) return { ok: false, message: `${name}: ${contradiction}. Usuń pozycję z koszyka i skonfiguruj ją ponownie.` };
    return item.productType === "plisy" ? quotePleatLine(item, name, catalogue) : quoteScreenLine(item, name, catalogue);
  });
}
