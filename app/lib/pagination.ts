/** Page numbers shown each side of the current one. */
export const PAGINATION_SIBLINGS = 2;

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
