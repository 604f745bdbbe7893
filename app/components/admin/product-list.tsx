import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-field";
import { Pagination } from "~/components/ui/pagination";
import { listHref, listParams, type ProductListQuery } from "~/lib/schemas/product-admin";
import { SCREEN_TYPES } from "~/lib/screen-types";
import { AdminPage } from "./admin-page";
import { FilterSearch, FilterSelect, ListFilters } from "./list-filters";
import { PRODUCTS_BACK } from "~/lib/admin-product-paths";

// The frame of every product list of the back-office: search and filters, how many match, the rows or why there are
// none, and the pages.

export interface ListFrameProps {
  path: string;
  query: ProductListQuery;
  total: number;
  pages: number;
  /** The yes/no filter's label and its two choices ("Dostępne"/"Niedostępne", "Aktywne"/"Nieaktywne"). */
  flag: { label: string; yes: string; no: string };
  /** The screen profiles' type filter. */
  withType?: boolean;
  searchPlaceholder: string;
  /** Beside the count: the link to a new item. */
  children: ReactNode;
  empty: string;
  count: number;
}

export function ProductListFrame({ path, query, total, pages, flag, withType = false, searchPlaceholder, empty, count, children }: ListFrameProps) {
  const filtered = Boolean(query.search || query.flag || query.type);
  return (
    <div className="space-y-5">
      <ListFilters action={path} label="Filtry listy" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_12rem_1fr] lg:items-end">
        {withType ? <FilterSelect name={listParams.type} label="Typ" value={query.type} options={SCREEN_TYPES.map((type) => [type, type])} /> : null}
        <FilterSelect
          name={listParams.flag}
          label={flag.label}
          value={query.flag}
          options={[
            ["tak", flag.yes],
            ["nie", flag.no],
          ]}
        />
        <FilterSearch
          name={listParams.search}
          value={query.search}
          placeholder={searchPlaceholder}
          clearTo={path}
          filtered={filtered}
          className={`sm:col-span-2 ${withType ? "lg:col-span-1" : "lg:col-span-2"}`}
        />
      </ListFilters>
      <p className="text-sm text-stone-600" role="status">
        {filtered ? "Pasujące pozycje" : "Wszystkie pozycje"}: <strong className="text-stone-900 tabular-nums">{total}</strong>
        {pages > 1 ? ` · strona ${query.page} z ${pages}` : ""}
      </p>
      {count ? (
        children
      ) : (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">
          {filtered ? "Brak pozycji spełniających kryteria." : query.page > 1 ? "Na tej stronie nie ma już pozycji." : empty}
        </p>
      )}
      <Pagination current={query.page} totalPages={pages} pageHref={(page) => listHref(path, { ...query, page })} label="Strony listy" />
    </div>
  );
}

/** Yes or no in a list, in words and colour. */
export function FlagBadge({ on, yes, no }: { on: boolean; yes: string; no: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${on ? "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200" : "bg-stone-100 text-stone-700 ring-1 ring-stone-200"}`}
    >
      {on ? yes : no}
    </span>
  );
}

/** A row's link to its item's form. */
export function ItemLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-accent-800 underline underline-offset-2">
      {children}
    </Link>
  );
}

/** The link to a new item, beside a list's heading. */
export function NewItemLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={buttonClasses("primary")}>
      {children}
    </Link>
  );
}

/** A product page's error: a 404's own message (the item is gone), otherwise what could not be done. */
export function ProductPageError({ title, fallback }: { title: string; fallback: string }) {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) && error.status === 404 && typeof error.data === "string" ? error.data : fallback;
  return (
    <AdminPage title={title} back={PRODUCTS_BACK}>
      <FormAlert tone="error">{message}</FormAlert>
    </AdminPage>
  );
}
