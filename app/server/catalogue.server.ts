import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { fabrics } from "~/db/schema";
import { FABRICS_PAGE_SIZE, totalPages, type FabricQuery, type FabricSort } from "~/lib/catalogue";
import type { Db } from "./db.server";
import { availablePleatProfilesQuery, pleatAccessoriesQuery } from "./pleat-catalogue.server";

export type Fabric = typeof fabrics.$inferSelect;

/** Names in Polish alphabetical order (Ł after L, Ś after S): the generated sort key, indexed with the code. */
const byName = [asc(fabrics.nameSortKey), asc(fabrics.code)];

const orderBy: Record<FabricSort, SQL[]> = {
  nazwa: byName,
  kod: [asc(fabrics.code)],
  "cena-rosnaco": [asc(fabrics.pricePerM2), ...byName],
  "cena-malejaco": [desc(fabrics.pricePerM2), ...byName],
};

export interface FabricPage {
  fabrics: Fabric[];
  /** The page actually shown: a page past the end falls back to 1. */
  page: number;
  totalPages: number;
  found: number;
  total: number;
  collections: string[];
  colours: string[];
}

/**
 * One page of the catalogue with its counts and the filter options, in one D1 round trip
 * (a batch). A page past the end costs a second trip for page 1, which only a stale link hits.
 */
export async function listFabrics(db: Db, query: FabricQuery): Promise<FabricPage> {
  const where = and(
    query.collections.length ? inArray(fabrics.collection, query.collections) : undefined,
    query.colours.length ? inArray(fabrics.colour, query.colours) : undefined,
    query.saleOnly ? eq(fabrics.sale, true) : undefined,
  );
  const pageQuery = (page: number) =>
    db
      .select()
      .from(fabrics)
      .where(where)
      .orderBy(...orderBy[query.sort])
      .limit(FABRICS_PAGE_SIZE)
      .offset((page - 1) * FABRICS_PAGE_SIZE);

  const [rows, [filtered], [all], collections, colours] = await db.batch([
    pageQuery(query.page),
    db.select({ n: count() }).from(fabrics).where(where),
    db.select({ n: count() }).from(fabrics),
    db.selectDistinct({ value: fabrics.collection }).from(fabrics).orderBy(asc(fabrics.collection)),
    db.selectDistinct({ value: fabrics.colour }).from(fabrics).orderBy(asc(fabrics.colour)),
  ]);
  const found = filtered?.n ?? 0;
  const pages = totalPages(found);
  const page = query.page > pages ? 1 : query.page;
  return {
    fabrics: page === query.page ? rows : await pageQuery(1),
    page,
    totalPages: pages,
    found,
    total: all?.n ?? 0,
    collections: collections.map((c) => c.value),
    colours: colours.map((c) => c.value),
  };
}

export function getFabric(db: Db, code: string): Promise<Fabric | undefined> {
  return db.select().from(fabrics).where(eq(fabrics.code, code)).get();
}

/**
 * The fabric page's data: the fabric, the profiles to choose from and the accessories, in one D1
 * round trip (a batch); undefined when no fabric has this code.
 */
export async function getFabricPage(db: Db, code: string) {
  const [[fabric], profiles, accessories] = await db.batch([
    db.select().from(fabrics).where(eq(fabrics.code, code)).limit(1),
    availablePleatProfilesQuery(db),
    pleatAccessoriesQuery(db),
  ]);
  return fabric ? { fabric, profiles, accessories } : undefined;
}

/** A few fabrics on sale, for the home page. */
export function featuredFabrics(db: Db, limit = 4): Promise<Fabric[]> {
  return db
    .select()
    .from(fabrics)
    .where(and(eq(fabrics.sale, true), eq(fabrics.available, true)))
    .orderBy(...byName)
    .limit(limit);
}
