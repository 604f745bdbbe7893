import { type ComponentType, lazy, Suspense } from "react";

/**
 * A component whose code loads when it is first rendered, for what few visits show (error screens): the page's
 * JavaScript does not carry it. The server renders it in the same response (React streams it in place once the
 * import is in, with the request's nonce); the browser keeps that markup until the code is in, then hydrates it.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Component = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level, never in a render
  return function Deferred(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
