import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// A newcomer follows the docs' paths: each one must name a file or folder that exists.
const root = resolve(import.meta.dirname, "../..");
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const trackedSet = new Set(tracked);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
);
const docs = tracked.filter((file) => file.endsWith(".md") && !file.startsWith("node_modules/"));

const TOP_LEVEL = ["app", "workers", "emails", "tests", "scripts", "migrations", "docs", "public", ".ci"];
const FILE = /\.(tsx?|mjs|js|json|md|sql|toml|css|svg|png|webmanifest)$/;

/** The paths a Markdown text names: in code spans, in links, and bare words that look like a path of this repository. */
function namedPaths(text: string): string[] {
  const candidates = [
    ...[...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!),
    ...[...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((match) => match[1]!),
    ...[...text.matchAll(/(?<![\w./-])((?:\.\.\/)*(?:[\w.-]+\/)+[\w.-]+\.[a-z]+)(?=[\s,;:)'"]|\.(?:\s|$)|$)/gm)].map((match) => match[1]!),
  ];
  return [
    ...new Set(
      candidates
        .map((candidate) => candidate.trim().replace(/:\d+(?:-\d+)?$/, ""))
        // Paths of this repository: not URLs or the shop's own addresses ("/koszyk"), not the ~/ import alias.
        .filter((candidate) => /^[\w.-][\w.~/-]*\/?$/.test(candidate) && candidate.includes("/"))
        // A package's module ("react-dom/server", "zod/mini") or a media type is no file here: only what starts at the
        // top of the repository or beside the doc, or names a file by its extension, is a path.
        .filter((candidate) => TOP_LEVEL.includes(candidate.split("/")[0]!) || candidate.startsWith(".") || FILE.test(candidate)),
    ),
  ];
}

/** Made by the tools, never committed: a doc may name them. */
const GENERATED = [".wrangler/", "bench-results/", "build/", "node_modules/", ".react-router/"];

function exists(doc: string, path: string): boolean {
  if (GENERATED.some((folder) => path.startsWith(folder))) return true;
  const fromDoc = normalize(join(dirname(doc), path));
  // ../shared sits beside the repository (the spec and DESIGN.md).
  if (fromDoc.startsWith("..")) return existsSync(resolve(root, fromDoc));
  const clean = path.replace(/^\.\//, "").replace(/\/$/, "");
  const isTracked = (candidate: string) => trackedSet.has(candidate) || folders.has(candidate);
  if (isTracked(clean) || isTracked(fromDoc.replace(/\/$/, ""))) return true;
  // A path from the top names exactly that; a shortened one ("ui/link.tsx", "admin/layout.tsx") names the file it ends.
  if (TOP_LEVEL.includes(clean.split("/")[0]!)) return false;
  return tracked.some((file) => file.endsWith(`/${clean}`)) || [...folders].some((folder) => folder.endsWith(`/${clean}`));
}

describe("the paths the docs name", () => {
  it("finds paths in code spans, links and text, and leaves packages, media types and addresses alone", () => {
    const text =
      "See `app/lib/money.ts:12`, [the rules](docs/business-rules.md#x) and tests/unit/money.test.ts. " +
      "Not `react-dom/server`, `text/html`, `/koszyk` or `~/lib/money`; a shortened `ui/link.tsx` is a path.";
    expect(namedPaths(text).sort()).toEqual(["app/lib/money.ts", "docs/business-rules.md", "tests/unit/money.test.ts", "ui/link.tsx"]);
  });

  it.each(docs)("%s names only files that exist", (doc) => {
    const missing = namedPaths(readFileSync(join(root, doc), "utf8")).filter((path) => !exists(doc, path));
    expect(missing).toEqual([]);
  });
});

// Comments point the reader at files too ("tests/integration/d1-round-trips.test.ts proves it"); a move must take them along.
const sources = tracked.filter((file) => /\.(tsx?|mjs)$/.test(file) && !file.startsWith("node_modules/"));
const TOP_LEVEL_PATH = new RegExp(`(?<![\\w./~-])((?:${TOP_LEVEL.join("|").replace(".", "\\.")})/[\\w./+-]+\\.(?:tsx?|mjs|json|md|sql|toml|css|svg))`, "g");

function commentedPaths(source: string): string[] {
  return source.split("\n").flatMap((line) => {
    const comment = /^\s*(?:\/\/|\/\*|\*)/.test(line) ? line : line.includes(" // ") ? line.slice(line.indexOf(" // ")) : "";
    return [...comment.matchAll(TOP_LEVEL_PATH)].map((match) => match[1]!);
  });
}

describe("the paths the code's comments name", () => {
  it("exist", () => {
    const missing = sources.flatMap((file) =>
      commentedPaths(readFileSync(join(root, file), "utf8"))
        .filter((path) => !trackedSet.has(path) && !folders.has(path))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
