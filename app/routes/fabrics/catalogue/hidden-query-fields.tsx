import { catalogueParams, fabricQueryToSearch, type FabricQuery } from "~/lib/catalogue";

/**
 * The catalogue state a form does not edit, as hidden inputs, so submitting the form keeps it.
 * The page is never carried: any filter or sort change returns to page 1.
 */
export function HiddenQueryFields({ query, edited }: { query: FabricQuery; edited: (keyof typeof catalogueParams)[] }) {
  const params = new URLSearchParams(fabricQueryToSearch({ ...query, page: 1 }));
  for (const key of edited) params.delete(catalogueParams[key]);
  return [...params].map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />);
}
