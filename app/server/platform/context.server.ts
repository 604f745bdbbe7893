import { createContext, type RouterContextProvider } from "react-router";

/** The worker's bindings and execution context, handed to every loader and action. */
export type CloudflareContext = { env: Env; ctx: Pick<ExecutionContext, "waitUntil"> };

export const cloudflareContext = createContext<CloudflareContext>();

export function getCloudflare(context: Readonly<RouterContextProvider>): CloudflareContext {
  return context.get(cloudflareContext);
}

/**
 * The Content-Security-Policy nonce of this request, made by the worker (workers/security.ts):
 * entry.server.tsx gives it to React Router's inline scripts and to React's streaming scripts.
 */
export const cspNonceContext = createContext<string | null>(null);

export function getCspNonce(context: Readonly<RouterContextProvider>): string | undefined {
  return context.get(cspNonceContext) ?? undefined;
}
