import { useId } from "react";
import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { selectClasses, smallLabelClasses } from "./order-filters";
import { ADMIN_FABRICS_PATH, AVAILABILITY_FILTERS, fabricsQueryParams, isFiltered, SALE_FILTERS, type AdminFabricsQuery } from "~/lib/schemas/fabric-admin";

/** Search and filters as a GET form: the state lives in the URL and any change starts again at page 1. */
export function FabricFilters({ query, collections, colours }: { query: AdminFabricsQuery; collections: readonly string[]; colours: readonly string[] }) {
  const id = useId();
  const select = (name: keyof typeof fabricsQueryParams, label: string, value: string, options: [string, string][]) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={smallLabelClasses}>
        {label}
      </label>
      <select id={`${id}-${name}`} name={fabricsQueryParams[name]} defaultValue={value} className={`mt-1 ${selectClasses}`}>
        <option value="">Wszystkie</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Form
      method="get"
      action={ADMIN_FABRICS_PATH}
      role="search"
      aria-label="Filtry tkanin"
      className="grid grid-cols-2 gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4 lg:grid-cols-[repeat(4,minmax(0,10rem))_1fr] lg:items-end"
    >
      {select(
        "collection",
        "Kolekcja",
        query.collection,
        collections.map((c) => [c, c]),
      )}
      {select(
        "colour",
        "Kolor",
        query.colour,
        colours.map((c) => [c, c]),
      )}
      {select("availability", "Dostępność", query.availability ?? "", Object.entries(AVAILABILITY_FILTERS))}
      {select("sale", "Wyprzedaż", query.sale ?? "", Object.entries(SALE_FILTERS))}
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-search`} className={smallLabelClasses}>
            Szukaj
          </label>
          <input
            id={`${id}-search`}
            type="search"
            name={fabricsQueryParams.search}
            defaultValue={query.search}
            maxLength={100}
            placeholder="Kod lub nazwa"
            className={`mt-1 ${selectClasses}`}
          />
        </div>
        <button type="submit" className={buttonClasses("primary")}>
          Filtruj
        </button>
        {isFiltered(query) ? (
          <Link to={ADMIN_FABRICS_PATH} className={buttonClasses("ghost")}>
            Wyczyść
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
