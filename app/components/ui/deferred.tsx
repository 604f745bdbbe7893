import { type ComponentType, lazy, Suspense } from "react";

/** The server's imports of every deferred component, started when its module is evaluated. */
const serverImports: Promise<unknown>[] = [];

/**
 * Resolves once the server has the code of every deferred component (at once after an isolate's first request):
 * awaited before rendering, so a deferred screen is rendered in place and never suspends on the server.
 */
export function deferredComponentsReady(): Promise<unknown> {
  return Promise.all(serverImports);
}

/**
 * A component whose code the browser loads when it is first rendered, for what few visits show (error screens): the
 * page's JavaScript does not carry it. The server renders it in place, in the same response, with the code it imported
 * ahead (deferredComponentsReady); a lazy component there would be streamed after the page in a hidden block that only
 * React's script reveals, so without JavaScript an error page would say nothing. The browser keeps that markup until
 * the code is in, then hydrates it.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let onServer: ComponentType<Props> | undefined;
  if (import.meta.env.SSR) serverImports.push(load().then((component) => (onServer = component)));
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level, never in a render
  return function Deferred(props: Props) {
    const Component = onServer ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
