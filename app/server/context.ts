import { createContext, type RouterContextProvider } from "react-router";

/** The worker's bindings and execution context, handed to every loader and action. */
export type CloudflareContext = { env: Env; ctx: Pick<ExecutionContext, "waitUntil"> };

export const cloudflareContext = createContext<CloudflareContext>();

export function getCloudflare(context: Readonly<RouterContextProvider>): CloudflareContext {
  return context.get(cloudflareContext);
}
