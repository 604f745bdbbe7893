import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getCustomer as readCustomer, type Customer } from "./accounts.server";
import { checkAdmin } from "./admin-gate.server";
import { getCloudflare } from "./context";
import { getDb as openDb, type Db } from "./db.server";

// What a request needs from the worker and the session, set once by the root middleware (app/root.tsx)
// and read by every loader and action through the getters below.

type Context = Readonly<RouterContextProvider>;
type RequestState = { env: Env; db: Db; customer: () => Promise<Customer | null>; forget: () => void };

const requestContext = createContext<RequestState>();
const adminContext = createContext<Customer>();

/** The session is looked up once, on first use; an action that changes it calls forgetCustomer so the loaders after it see the change. */
export const requestMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const { env } = getCloudflare(context);
  let customer: Promise<Customer | null> | undefined;
  context.set(requestContext, { env, db: openDb(env), customer: () => (customer ??= readCustomer(env, request)), forget: () => (customer = undefined) });
  return next();
};

/** The admin layout's guard: an administrator past the gate (see checkAdmin), kept for the pages below it. */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  context.set(adminContext, await checkAdmin(getEnv(context), await getCustomer(context)));
  return next();
};

export const getEnv = (context: Context): Env => context.get(requestContext).env;
export const getDb = (context: Context): Db => context.get(requestContext).db;
export const getCustomer = (context: Context): Promise<Customer | null> => context.get(requestContext).customer();
export const forgetCustomer = (context: Context): void => context.get(requestContext).forget();
/** The administrator, in a route under the admin layout. */
export const getAdmin = (context: Context): Customer => context.get(adminContext);
