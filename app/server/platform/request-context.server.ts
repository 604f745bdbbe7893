import { createContext, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { LOGIN_TO_ORDER_HISTORY } from "~/lib/account-texts";
import { ORDER_PAGE_HEADERS, PRIVATE_CACHE_CONTROL } from "~/lib/caching";
import { getCustomer as readCustomer, type Customer } from "../accounts/customers.server";
import { checkAdmin } from "../admin/gate.server";
import type { ShopSettings } from "~/lib/shop-settings";
import { catalogueSnapshot, type CatalogueSnapshot } from "../catalogue/snapshot.server";
import { getCloudflare } from "./context.server";
import { getDb as openDb, type Db } from "./db.server";
import type { AfterResponse } from "./event-outbox.server";

// What a request needs from the worker and the session, set once by the root middleware (app/root.tsx)
// and read by every loader and action through the getters below.

type Context = Readonly<RouterContextProvider>;
type RequestState = { env: Env; db: Db; customer: () => Promise<Customer | null>; forget: () => void; catalogue: () => Promise<CatalogueSnapshot> };

const requestContext = createContext<RequestState>();
const adminContext = createContext<Customer>();

/**
 * The session is looked up once, on first use; an action that changes it calls forgetCustomer so the loaders after it
 * see the change. The catalogue and the settings come from the isolate's snapshot (app/server/catalogue/snapshot.server.ts), taken once.
 */
export const requestMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const { env } = getCloudflare(context);
  const db = openDb(env);
  let customer: Promise<Customer | null> | undefined;
  let catalogue: Promise<CatalogueSnapshot> | undefined;
  context.set(requestContext, {
    env,
    db,
    customer: () => (customer ??= readCustomer(env, request)),
    forget: () => (customer = undefined),
    catalogue: () => (catalogue ??= catalogueSnapshot(db, env)),
  });
  return next();
};

/** The admin layout's guard: an administrator past the gate (see checkAdmin), kept for the pages below it. */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  context.set(adminContext, await checkAdmin(getEnv(context), await getCustomer(context)));
  return next();
};

/** The account pages' guard: a signed-in customer, else sign in first and come back. */
export const accountMiddleware: MiddlewareFunction<Response> = async ({ url, context }, next) => {
  if (!(await getCustomer(context))) {
    const returnTo = url.pathname;
    throw redirect(`/auth?${new URLSearchParams({ returnTo, message: LOGIN_TO_ORDER_HISTORY })}`, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
  }
  return next();
};

/** Every answer of a page about one order, its redirects and errors included, is private and sends no referrer. */
export const orderPageMiddleware: MiddlewareFunction<Response> = async (_, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(ORDER_PAGE_HEADERS)) response.headers.set(name, value);
  return response;
};

export const getEnv = (context: Context): Env => context.get(requestContext).env;
export const getDb = (context: Context): Db => context.get(requestContext).db;
/** The request's waitUntil, for producers to send the events they kept after the response (sendKeptEvents). */
export const getAfterResponse = (context: Context): AfterResponse => getCloudflare(context).ctx;
export const getCustomer = (context: Context): Promise<Customer | null> => context.get(requestContext).customer();
/** The catalogue and the settings public pages show (app/server/catalogue/snapshot.server.ts). */
export const getCatalogue = (context: Context): Promise<CatalogueSnapshot> => context.get(requestContext).catalogue();
/** The shop's settings as pages show them (from the snapshot); a price is settled with readShopSettings, from D1. */
export const getShopSettings = async (context: Context): Promise<ShopSettings> => (await getCatalogue(context)).settings;
export const forgetCustomer = (context: Context): void => context.get(requestContext).forget();
/** The signed-in customer, in a route under the account layout (read again after forgetCustomer). */
export const getSignedInCustomer = async (context: Context): Promise<Customer> => (await getCustomer(context))!;
/** The administrator, in a route under the admin layout. */
export const getAdmin = (context: Context): Customer => context.get(adminContext);
