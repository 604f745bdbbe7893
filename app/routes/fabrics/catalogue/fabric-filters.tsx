import { useRef } from "react";
import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { catalogueParams, type FabricQuery } from "~/lib/catalogue";
import { HiddenQueryFields } from "./hidden-query-fields";
import { useAfterNavigation } from "./use-after-navigation";

export interface FabricFilterOptions {
  collections: string[];
  colours: string[];
}

interface FabricFiltersProps extends FabricFilterOptions {
  query: FabricQuery;
  /** The list without filters (the sort kept). */
  clearHref: string;
}

/**
 * The filters as a plain GET form: the checkboxes start from the URL and nothing applies until
 * 'Zastosuj filtry', which works without JavaScript too. Used by the side panel and the drawer alike.
 */
export function FabricFilters({ query, collections, colours, clearHref }: FabricFiltersProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // Every navigation (apply, clear, a chip, back) resets the ticks to the URL's filters, which React
  // has just written as the defaults, so unapplied ticks never outlive the page they were made on.
  useAfterNavigation(() => formRef.current?.reset());

  return (
    // action ".": the route's path without the current query, which the fields replace as a whole.
    <Form ref={formRef} method="get" action="." className="flex flex-col gap-6">
      <CheckboxGroup legend="Kolekcja" name={catalogueParams.collection} options={collections} selected={query.collections} />
      <CheckboxGroup legend="Kolor" name={catalogueParams.colour} options={colours} selected={query.colours} />
      <label className="filter-option -mt-2 font-medium">
        <input type="checkbox" name={catalogueParams.sale} value="1" defaultChecked={query.saleOnly} />
        Tylko wyprzedaż
      </label>
      <HiddenQueryFields query={query} edited={["collection", "colour", "sale"]} />
      <div className="sticky bottom-0 -mx-1 flex flex-col gap-2 border-t border-stone-200 bg-white px-1 py-4">
        <button type="submit" className={buttonClasses("primary")}>
          Zastosuj filtry
        </button>
        <Link to={clearHref} className={buttonClasses("ghost")}>
          Wyczyść filtry
        </Link>
      </div>
    </Form>
  );
}

/** One column in the side panel, two in the wider drawer. */
function CheckboxGroup({ legend, name, options, selected }: { legend: string; name: string; options: string[]; selected: string[] }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-950">{legend}</legend>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-x-1">
        {options.map((option) => (
          <li key={option}>
            <label className="filter-option">
              <input type="checkbox" name={name} value={option} defaultChecked={selected.includes(option)} />
              <span>{option}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
