import { FABRICS_PAGE_SIZE, totalPages, type FabricQuery, type FabricSort } from "~/lib/catalogue";
import type { CatalogueSnapshot, Fabric } from "./snapshot.server";
import { availablePleatProfiles } from "./pleats.server";

// The fabric pages' data, from the isolate's catalogue snapshot (no D1 round trip). The orders are D1's as SQLite
// sorts text: by code unit, so 'Ł' sorts by its sort key, never by locale rules that could differ from the database's.

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Names in Polish alphabetical order (Ł after L, Ś after S): the generated sort key, then the code. */
const byName = (a: Fabric, b: Fabric) => compareText(a.nameSortKey ?? "", b.nameSortKey ?? "") || compareText(a.code, b.code);

const orderBy: Record<FabricSort, (a: Fabric, b: Fabric) => number> = {
  nazwa: byName,
  kod: (a, b) => compareText(a.code, b.code),
  "cena-rosnaco": (a, b) => a.pricePerM2 - b.pricePerM2 || byName(a, b),
  "cena-malejaco": (a, b) => b.pricePerM2 - a.pricePerM2 || byName(a, b),
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

const distinctSorted = (values: string[]) => [...new Set(values)].sort(compareText);

/** One page of the catalogue with its counts and the filter options. */
export function listFabrics(catalogue: CatalogueSnapshot, query: FabricQuery): FabricPage {
  const all = catalogue.fabrics;
  const found = all
    .filter(
      (fabric) =>
        (query.collections.length === 0 || query.collections.includes(fabric.collection)) &&
        (query.colours.length === 0 || query.colours.includes(fabric.colour)) &&
        (!query.saleOnly || fabric.sale),
    )
    .sort(orderBy[query.sort]);
  const pages = totalPages(found.length);
  const page = query.page > pages ? 1 : query.page;
  return {
    fabrics: found.slice((page - 1) * FABRICS_PAGE_SIZE, page * FABRICS_PAGE_SIZE),
    page,
    totalPages: pages,
    found: found.length,
    total: all.length,
    collections: distinctSorted(all.map((fabric) => fabric.collection)),
    colours: distinctSorted(all.map((fabric) => fabric.colour)),
  };
}

/** The fabric page's data: the fabric, the profiles to choose from and the accessories; undefined when no fabric has this code. */
export function getFabricPage(catalogue: CatalogueSnapshot, code: string) {
  const fabric = catalogue.fabricsByCode.get(code);
  return fabric ? { fabric, profiles: availablePleatProfiles(catalogue), accessories: catalogue.pleatAccessories } : undefined;
}

/** A few fabrics on sale, for the home page. */
export function featuredFabrics(catalogue: CatalogueSnapshot, limit = 4): Fabric[] {
  return catalogue.fabrics.filter((fabric) => fabric.sale && fabric.available).slice(0, limit);
}
