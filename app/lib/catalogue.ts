import { z } from "zod";

export const FABRICS_PAGE_SIZE = 39;
/** Page numbers shown each side of the current one. */
export const PAGINATION_SIBLINGS = 2;

export const fabricSorts = ["nazwa", "kod", "cena-rosnaco", "cena-malejaco"] as const;
export type FabricSort = (typeof fabricSorts)[number];

export const fabricSortLabels: Record<FabricSort, string> = {
  nazwa: "Nazwa (A-Z)",
  kod: "Kod (A-Z)",
  "cena-rosnaco": "Cena rosnąco",
  "cena-malejaco": "Cena malejąco",
};

/** The catalogue's state, all of it in the URL so a filtered page can be shared, reloaded and cached. */
export interface FabricQuery {
  collections: string[];
  colours: string[];
  saleOnly: boolean;
  sort: FabricSort;
  page: number;
}

export const catalogueParams = {
  collection: "kolekcja",
  colour: "kolor",
  sale: "wyprzedaz",
  sort: "sort",
  page: "strona",
} as const;

const filterValue = z.string().trim().min(1).max(60);

/** Reads the query from the URL; anything malformed is ignored or clamped, never an error. */
export function parseFabricQuery(params: URLSearchParams): FabricQuery {
  const distinct = (values: string[]) =>
    [...new Set(values.flatMap((v) => (filterValue.safeParse(v).success ? [v.trim()] : [])))].slice(0, 20);
  const sort = z.enum(fabricSorts).catch("nazwa").parse(params.get(catalogueParams.sort) ?? undefined);
  const page = z.coerce.number().int().min(1).max(10_000).catch(1).parse(params.get(catalogueParams.page) ?? 1);
  return {
    collections: distinct(params.getAll(catalogueParams.collection)),
    colours: distinct(params.getAll(catalogueParams.colour)),
    saleOnly: params.get(catalogueParams.sale) === "1",
    sort,
    page,
  };
}

/** The canonical query string for a query (defaults left out), so equal states share one URL. */
export function fabricQueryToSearch(query: FabricQuery): string {
  const params = new URLSearchParams();
  for (const c of query.collections) params.append(catalogueParams.collection, c);
  for (const c of query.colours) params.append(catalogueParams.colour, c);
  if (query.saleOnly) params.set(catalogueParams.sale, "1");
  if (query.sort !== "nazwa") params.set(catalogueParams.sort, query.sort);
  if (query.page > 1) params.set(catalogueParams.page, String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export type PaginationItem = { type: "page"; page: number; current: boolean } | { type: "ellipsis"; key: string };

/**
 * First and last page always, two pages each side of the current one, an ellipsis for each gap.
 * Nothing at all with one page or fewer.
 */
export function paginationItems(current: number, totalPages: number, siblings = PAGINATION_SIBLINGS): PaginationItem[] {
  if (totalPages <= 1) return [];
  const pages = new Set<number>([1, totalPages]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1) items.push({ type: "ellipsis", key: `gap-${previous}-${page}` });
    items.push({ type: "page", page, current: page === current });
  });
  return items;
}

export function totalPages(count: number, pageSize = FABRICS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** 'Znaleziono N tkanin z M dostępnych' */
export function foundFabricsText(found: number, total: number): string {
  return `Znaleziono ${found} tkanin z ${total} dostępnych`;
}

/** A fabric's page, where its configurator is. */
export function fabricPath(code: string): string {
  return `/tkanina/${encodeURIComponent(code)}`;
}
