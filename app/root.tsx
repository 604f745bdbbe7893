import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { pageMeta } from "~/lib/page-meta";
import { SeoHead } from "~/components/layout/seo-head";
import { toShopInfo, useOptionalShopInfo } from "~/lib/shop-identity";
import { shipBy, shipDateText } from "~/lib/ship-date";
import { siteBreadcrumbs } from "~/lib/structured-data";
import { SiteFrame } from "~/components/layout/site-frame";
import { ToastProvider } from "~/components/ui/toast";
import { FlashToast } from "~/components/ui/flash-toast";
import { deferred } from "~/components/ui/deferred";
import { takeFlash } from "~/server/platform/flash.server";
import { getCustomer, getEnv, getShopSettings, requestMiddleware } from "~/server/platform/request-context.server";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = [requestMiddleware];

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const env = getEnv(context);
  const customer = await getCustomer(context);
  const { flash, clear } = takeFlash(env, request);
  const settings = await getShopSettings(context);
  return data(
    {
      shop: toShopInfo(settings),
      // 'Szacowana wysyłka: do …' for an order placed now: computed once on the server, so its render and the browser's
      // agree and the browser loads no calendar code.
      shipDate: shipDateText(shipBy(new Date(), settings)),
      // Built here rather than in the browser, which then loads no page list. A client-side navigation does not run this
      // loader again, so SeoHead shows them only at the address they were built for: crawlers read documents anyway.
      breadcrumbs: siteBreadcrumbs(settings.publicUrl, url.pathname),
      account: { signedIn: customer !== null, isAdmin: customer?.profile.admin ?? false },
      flash,
    },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

// Forwards the flash cookie's clearing on document requests; pages with their own headers keep theirs.
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

const DEFAULT_DESCRIPTION = "Plisy i moskitiery na wymiar oraz meble na zamówienie. Szyjemy na wymiar od ponad 15 lat, wysyłamy na terenie całej Polski.";

/** The default for routes without their own meta, and the title of the error pages (only the root's meta runs then). */
export function meta({ loaderData, error, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shopName = loaderData?.shop.name;
  const withShopName = (title: string) => (shopName ? `${title} | ${shopName}` : title);
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: withShopName(notFound ? "Nie znaleziono strony" : "Wystąpił błąd") }, { name: "robots", content: "noindex" }];
  }
  return pageMeta({ title: "Plisy i moskitiery na wymiar", description: DEFAULT_DESCRIPTION }, matches);
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Missing only when the root loader itself failed: the error page then renders without header and footer.
  const root = useRouteLoaderData<typeof loader>("root");
  const shop = useOptionalShopInfo();
  return (
    <html lang="pl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#a94a23" />
        <Meta />
        <Links />
        {shop ? <SeoHead shop={shop} breadcrumbs={root?.breadcrumbs ?? null} /> : null}
      </head>
      <body>
        <ToastProvider>
          {shop && root ? (
            <SiteFrame shop={shop} account={root.account}>
              {children}
            </SiteFrame>
          ) : (
            <main>{children}</main>
          )}
          <FlashToast flash={root?.flash ?? null} />
        </ToastProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Every page would load the error screens for the rare visit that shows one.
const ErrorPage = deferred(() => import("~/components/layout/error-pages").then((module) => module.ErrorPage));
const NotFoundPage = deferred(() => import("~/components/layout/error-pages").then((module) => module.NotFoundPage));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage details={import.meta.env.DEV && error instanceof Error ? error.stack : undefined} />;
}
