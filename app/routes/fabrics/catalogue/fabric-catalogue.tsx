import { useLocation, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { CloseIcon, InfoCircleIcon } from "~/components/ui/icons";
import { PageHeader } from "~/components/ui/page-header";
import { TextLink } from "~/components/ui/text-link";
import { fabricQueryToSearch, foundFabricsText, type FabricQuery } from "~/lib/catalogue";
import { PLEAT_MAX_SHOP_WIDTH_CM } from "~/lib/pricing";
import { FabricCard, type FabricCardData } from "~/components/catalogue/fabric-card";
import { FabricFilters, type FabricFilterOptions } from "./fabric-filters";
import { FabricSort } from "./fabric-sort";
import { FilterDrawer } from "./filter-drawer";
import { Pagination } from "~/components/ui/pagination";
import { PhotoDisclaimer } from "~/components/catalogue/photo-disclaimer";

export interface FabricCatalogueData extends FabricFilterOptions {
  query: FabricQuery;
  fabrics: FabricCardData[];
  page: number;
  totalPages: number;
  found: number;
  total: number;
}

/** Cards in the first row (three columns at most) load at once; the rest as they scroll into view. */
const FIRST_ROW = 3;

export function FabricCatalogue({ data }: { data: FabricCatalogueData }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // Only a navigation within the catalogue (new filters, sort or page) dims the list; leaving it does not.
  const loading = navigation.location?.pathname === pathname;

  const { query } = data;
  const href = (changes: Partial<FabricQuery>) => pathname + fabricQueryToSearch({ ...query, page: 1, ...changes });
  const clearHref = href({ collections: [], colours: [], saleOnly: false });
  const activeCount = query.collections.length + query.colours.length + (query.saleOnly ? 1 : 0);
  const filters = <FabricFilters query={query} collections={data.collections} colours={data.colours} clearHref={clearHref} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <PageHeader eyebrow="Plisy na wymiar" title="Tkaniny do plis">
        <p>Wybierz tkaninę, a na jej stronie podasz wymiary okna i skonfigurujesz plisę. Cena za m² obejmuje VAT.</p>
      </PageHeader>
      <CatalogueNotices />

      {data.total === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center text-stone-600">Brak dostępnych tkanin w bazie danych.</p>
      ) : (
        <div className="mt-10 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
          <aside aria-labelledby="fabric-filters-heading" className="hidden lg:block">
            <div className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto overscroll-contain rounded-2xl border border-stone-200 bg-white px-4 pt-5 shadow-sm">
              <h2 id="fabric-filters-heading" className="mb-4 text-lg font-semibold tracking-tight text-stone-950">
                Filtry
              </h2>
              {filters}
            </div>
          </aside>

          <section aria-labelledby="fabric-list-heading">
            <h2 id="fabric-list-heading" className="sr-only">
              Lista tkanin
            </h2>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
              <p role="status" className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-700">
                {loading ? (
                  <>
                    <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-stone-300 border-t-accent-600 motion-reduce:animate-none" />
                    Ładowanie tkanin...
                  </>
                ) : (
                  foundFabricsText(data.found, data.total)
                )}
              </p>
              <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
                <FilterDrawer activeCount={activeCount}>{filters}</FilterDrawer>
                <FabricSort query={query} />
              </div>
            </div>

            {activeCount > 0 ? <ActiveFilters query={query} href={href} clearHref={clearHref} /> : null}

            <div aria-busy={loading} className={`mt-6 transition-opacity ${loading ? "opacity-50" : ""}`}>
              {data.fabrics.length > 0 ? (
                <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                  {data.fabrics.map((fabric, index) => (
                    <li key={fabric.code} className="grid">
                      <FabricCard fabric={fabric} eager={index < FIRST_ROW} />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
                  <p className="font-medium text-stone-800">Nie znaleziono tkanin spełniających wybrane kryteria</p>
                  <Link to={clearHref} className={`${buttonClasses("secondary")} mt-5`}>
                    Wyczyść filtry
                  </Link>
                </div>
              )}
            </div>

            <div className="mt-10">
              <Pagination current={data.page} totalPages={data.totalPages} pageHref={(page) => href({ page })} />
            </div>
          </section>
        </div>
      )}
    </div>
  );
}

function CatalogueNotices() {
  return (
    <div className="mt-8 grid gap-4 md:grid-cols-2">
      <p className="flex gap-3 rounded-2xl border border-accent-100 bg-accent-50 p-4 text-sm leading-6 text-stone-800">
        <InfoCircleIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
        <span>
          {`W sklepie zamówisz plisy o szerokości do ${PLEAT_MAX_SHOP_WIDTH_CM} cm. Szersze wykonujemy na indywidualne zamówienie, więc`}{" "}
          <TextLink to="/kontakt">skontaktuj się z nami</TextLink>.
        </span>
      </p>
      <PhotoDisclaimer />
    </div>
  );
}

/** The applied filters as chips, each a link that drops just that one; the drawer hides them on small screens. */
function ActiveFilters({ query, href, clearHref }: { query: FabricQuery; href: (changes: Partial<FabricQuery>) => string; clearHref: string }) {
  const chips = [
    ...query.collections.map((c) => ({ label: c, to: href({ collections: query.collections.filter((x) => x !== c) }) })),
    ...query.colours.map((c) => ({ label: c, to: href({ colours: query.colours.filter((x) => x !== c) }) })),
    ...(query.saleOnly ? [{ label: "Tylko wyprzedaż", to: href({ saleOnly: false }) }] : []),
  ];
  return (
    <ul aria-label="Wybrane filtry" className="mt-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.to}>
          <Link
            to={chip.to}
            aria-label={`Usuń filtr: ${chip.label}`}
            className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-stone-300 bg-white py-1 pr-2 pl-3 text-sm text-stone-800 hover:border-accent-600 hover:text-accent-800"
          >
            <span className="first-letter:uppercase">{chip.label}</span>
            <CloseIcon className="size-4" />
          </Link>
        </li>
      ))}
      <li>
        <TextLink to={clearHref} className="px-2 text-sm">
          Wyczyść filtry
        </TextLink>
      </li>
    </ul>
  );
}
