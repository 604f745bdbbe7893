import { FABRICS_ACCUSATIVE } from "./catalogue-paths";
import { countOf } from "./plural";

export const FABRICS_PAGE_SIZE = 39;

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

// Plain checks, not zod: the catalogue's components run this in the browser too (the canonical URL),
// and zod would be most of the page's own JavaScript.
const isFilterValue = (value: string) => value.length >= 1 && value.length <= 60;
const isSort = (value: string | null): value is FabricSort => (fabricSorts as readonly (string | null)[]).includes(value);

/** Reads the query from the URL; anything malformed is ignored or clamped, never an error. */
export function parseFabricQuery(params: URLSearchParams): FabricQuery {
  const distinct = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(isFilterValue))].slice(0, 20);
  const rawSort = params.get(catalogueParams.sort);
  const sort = isSort(rawSort) ? rawSort : "nazwa";
  const rawPage = Number(params.get(catalogueParams.page) ?? 1);
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 10_000 ? rawPage : 1;
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

export function totalPages(count: number, pageSize = FABRICS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** 'Znaleziono N tkanin z M dostępnych', in the count's grammatical form; after 'z' only 1 differs ('z 1 dostępnej'). */
export function foundFabricsText(found: number, total: number): string {
  return `Znaleziono ${countOf(found, FABRICS_ACCUSATIVE)} z ${countOf(total, ["dostępnej", "dostępnych", "dostępnych"])}`;
}
