import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig } from "vite";

/**
 * The modules every page loads before it hydrates: React, React DOM, React Router and the root
 * route's static imports (layout, header, footer, toasts). Left to automatic chunking they come in
 * some twenty small files, cut by which routes share them; on HTTP/1.1 (local `wrangler dev`, the
 * Lighthouse runs of `npm run bench`) each costs a round trip. As one "shell" chunk nothing is
 * fetched that a page would not load anyway. Route modules keep their own chunks.
 *
 * An app module that imports another library (zod, say) stays out: a group takes a module's
 * dependencies whole, before tree-shaking, and would bring all of that library's modules with it.
 */
function shellChunk() {
  const appDir = resolve(import.meta.dirname, "app");
  const isFramework = (id: string) => /node_modules[\\/](?:react|react-dom|react-router|scheduler)[\\/]/.test(id);
  const entries = [resolve(appDir, "root.tsx?__react-router-build-client-route")];
  for (const entry of ["app/entry.client.tsx", "node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx"]) {
    if (existsSync(resolve(import.meta.dirname, entry))) {
      entries.push(resolve(import.meta.dirname, entry));
      break;
    }
  }
  type Graph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
  let shell: Set<string> | undefined;
  const build = (ctx: Graph) => {
    const imports = (id: string) => (ctx.getModuleInfo(id)?.importedIds ?? []).filter((dep) => !dep.endsWith(".css"));
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
    const queue = entries.flatMap(imports);
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (found.has(next) || entries.includes(next)) continue;
      found.add(next);
      queue.push(...imports(next));
    }
    return new Set([...found].filter(qualifies));
  };
  return (id: string, ctx: Graph) => {
    shell ??= build(ctx);
    return shell.has(id) ? "shell" : null;
  };
}

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: shellChunk(), debugName: "shell" }] },
            // React Router's own default, which setting `output` here replaces.
            entryFileNames: "assets/[name]-[hash].js",
          },
        },
      },
    },
  },
});
