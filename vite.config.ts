import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig } from "vite";

const PRICING_BARREL = /app[\\/]lib[\\/]pricing[\\/]index\.ts$/;
const ON_EVERY_PAGE = /(?:^|\/)(?:framework|rolldown-runtime|shell)-[\w-]+\.(?:js|css)$/;
const isFramework = (id: string) => /node_modules[\\/](?:react|react-dom|react-router|scheduler)[\\/]/.test(id);

/**
 * The shop's own modules every page loads before it hydrates: the root route's static imports (layout, header,
 * footer, toasts, the cart count) and what they import. Left to automatic chunking they come in some fifteen files
 * of a few hundred bytes, cut by which routes share them, each compressed on its own; one chunk of them is ~3 kB
 * smaller gzipped and holds nothing a page would not load anyway. Route modules keep their own chunks, and the
 * framework its own (docs/decisions/2026-11-23-framework-chunk.md).
 *
 * An app module that imports a library other than the framework stays out: a group takes a module's dependencies
 * whole, before tree-shaking, and would bring all of that library's modules with it.
 */
function shellChunk() {
  const appDir = resolve(import.meta.dirname, "app");
  const entries = [resolve(appDir, "root.tsx?__react-router-build-client-route")];
  const clientEntry = ["app/entry.client.tsx", "node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx"]
    .map((path) => resolve(import.meta.dirname, path))
    .find((path) => existsSync(path));
  if (clientEntry) entries.push(clientEntry);
  // Primitives nearly every page imports besides the root: button and link classes, the page header, money's format,
  // the catalogue's addresses, the dialogs' command helpers and Polish plurals. In the shell they cost ~1 kB gzipped
  // less than seven files of their own; they add 0.8 kB to the shell, which a page that uses none of them loads for nothing.
  const primitives = [
    "components/ui/button.ts",
    "components/ui/text-link.tsx",
    "components/ui/page-header.tsx",
    "lib/money.ts",
    "lib/catalogue-paths.ts",
    "components/ui/dialog-commands.ts",
    "lib/plural.ts",
  ].map((path) => resolve(appDir, path));

  type Graph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
  let shell: Set<string> | undefined;
  const build = (graph: Graph) => {
    const imports = (id: string) => (graph.getModuleInfo(id)?.importedIds ?? []).filter((dep) => !dep.endsWith(".css"));
    // An app module qualifies when everything it imports, transitively, is app code or the framework.
    const verdicts = new Map<string, boolean>();
    const qualifies = (id: string): boolean => {
      if (isFramework(id) || id.startsWith("\0vite/")) return true; // Vite's helpers (module preload)
      if (!id.startsWith(appDir)) return false;
      const known = verdicts.get(id);
      if (known !== undefined) return known;
      verdicts.set(id, true); // a cycle back here decides nothing
      const verdict = imports(id).every(qualifies);
      verdicts.set(id, verdict);
      return verdict;
    };
    const found = new Set<string>();
    const queue = [...entries.flatMap(imports), ...primitives];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (found.has(next) || entries.includes(next)) continue;
      found.add(next);
      queue.push(...imports(next));
    }
    return new Set([...found].filter((id) => id.startsWith(appDir) && qualifies(id)));
  };
  return (id: string, graph: Graph) => {
    shell ??= build(graph);
    return shell.has(id) ? "shell" : null;
  };
}

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    ssr: {
      build: {
        rolldownOptions: {
          // The worker's bundle is never loaded piece by piece: a deferred screen's dynamic import (ui/deferred.tsx) that
          // other modules import statically could not split there and need not, as the server renders it in place.
          // The warning stays on for the client build, where such an import would cost a page its lazy loading.
          onLog(level, log, handler) {
            if (log.code !== "INEFFECTIVE_DYNAMIC_IMPORT") handler(level, log);
          },
        },
      },
    },
    client: {
      build: {
        // A dynamic import preloads the files its chunk needs; the framework, Rolldown's runtime and the shell are on
        // every page before anything is imported, so naming them again only adds bytes to each chunk that imports.
        modulePreload: { resolveDependencies: (_, deps) => deps.filter((dep) => !ON_EVERY_PAGE.test(dep)) },
        rolldownOptions: {
          // The pricing engine's barrel (app/lib/pricing/index.ts) re-exports both products' engines: without this a page
          // importing one engine through it got the other in the same chunk (the screen configurator the pleats' rules).
          // Declared side-effect free, the barrel is resolved away and each page gets the engine it uses.
          experimental: { lazyBarrel: true },
          treeshake: { moduleSideEffects: (id: string) => (PRICING_BARREL.test(id) ? false : undefined) },
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: isFramework, priority: 2 },
                { name: shellChunk(), debugName: "shell", priority: 1 },
              ],
            },
            // React Router's own default, which setting `output` here replaces.
            entryFileNames: "assets/[name]-[hash].js",
          },
        },
      },
    },
  },
});
