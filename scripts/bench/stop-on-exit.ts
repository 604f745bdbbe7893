/**
 * What a bench script started (servers, a worktree), stopped on the way out: when `stopAll` is called, on Ctrl-C
 * and on SIGTERM, newest first, each once.
 */
export function stopOnExit(script: string) {
  const stops: (() => Promise<void> | void)[] = [];
  async function stopAll() {
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error(`${script}: cleaning up failed: ${String(error)}`);
      }
    }
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`${script}: ${signal}, stopping`);
      void stopAll().finally(() => process.exit(130));
    });
  }
  return { track: (stop: () => Promise<void> | void) => void stops.push(stop), stopAll };
}
