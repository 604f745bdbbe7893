import { useId, useRef } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { catalogueParams, fabricSortLabels, fabricSorts, type FabricQuery } from "~/lib/catalogue";
import { HiddenQueryFields } from "./hidden-query-fields";
import { useAfterNavigation } from "./use-after-navigation";

/** The sort as a GET form of its own: with JavaScript a change submits at once, without it the button does. */
export function FabricSort({ query }: { query: FabricQuery }) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);

  // Uncontrolled, so the new choice stays shown while its page loads; back and forward change the URL under it.
  useAfterNavigation(() => {
    if (selectRef.current) selectRef.current.value = query.sort;
  });

  return (
    // action ".": the route's path without the current query, which the fields replace as a whole.
    <Form method="get" action="." className="flex items-center gap-2">
      <HiddenQueryFields query={query} edited={["sort"]} />
      <label htmlFor={id} className="text-sm whitespace-nowrap text-stone-700">
        Sortuj
      </label>
      <select
        ref={selectRef}
        id={id}
        name={catalogueParams.sort}
        defaultValue={query.sort}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="min-h-10 min-w-0 rounded-lg border border-stone-300 bg-white py-2 pr-8 pl-3 text-sm text-stone-900 shadow-sm hover:border-stone-400"
      >
        {fabricSorts.map((sort) => (
          <option key={sort} value={sort}>
            {fabricSortLabels[sort]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={buttonClasses("secondary")}>
          Zastosuj
        </button>
      </noscript>
    </Form>
  );
}
