import { ADMIN_FABRICS_PATH, AVAILABILITY_FILTERS, fabricsQueryParams, SALE_FILTERS, type AdminFabricsQuery } from "~/lib/schemas/fabric-admin";
import { FilterSearch, FilterSelect, ListFilters } from "~/components/admin/list-filters";

export function FabricFilters({
  query,
  filtered,
  collections,
  colours,
}: {
  query: AdminFabricsQuery;
  filtered: boolean;
  collections: readonly string[];
  colours: readonly string[];
}) {
  return (
    <ListFilters action={ADMIN_FABRICS_PATH} label="Filtry tkanin" className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(4,minmax(0,10rem))_1fr] lg:items-end">
      <FilterSelect name={fabricsQueryParams.collection} label="Kolekcja" value={query.collection} options={collections.map((name) => [name, name])} />
      <FilterSelect name={fabricsQueryParams.colour} label="Kolor" value={query.colour} options={colours.map((name) => [name, name])} />
      <FilterSelect name={fabricsQueryParams.availability} label="Dostępność" value={query.availability} options={Object.entries(AVAILABILITY_FILTERS)} />
      <FilterSelect name={fabricsQueryParams.sale} label="Wyprzedaż" value={query.sale} options={Object.entries(SALE_FILTERS)} />
      <FilterSearch
        name={fabricsQueryParams.search}
        value={query.search}
        placeholder="Kod lub nazwa"
        clearTo={ADMIN_FABRICS_PATH}
        filtered={filtered}
        className="col-span-2 lg:col-span-1"
      />
    </ListFilters>
  );
}
