import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// React escapes every text it renders; raw HTML goes in only through dangerouslySetInnerHTML.
// The allowed uses: JSON-LD, whose serialiser escapes `<` (tests/unit/structured-data.test.ts), and
// ServerMarkup, which gives an element back the markup React rendered into it on the server, read from
// the document; so customer or catalogue text can never become markup in a page or an e-mail.

const root = resolve(import.meta.dirname, "../..");
const ALLOWED = new Set(["app/components/layout/json-ld.tsx", "app/components/ui/server-markup.tsx"]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [path] : [];
  });
}

describe("raw HTML", () => {
  it("is set only where the content is escaped by its serialiser", () => {
    const users = ["app", "emails", "workers"]
      .flatMap((dir) => sources(join(root, dir)))
      .filter((file) => /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|document\.write\(/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(users.filter((file) => !ALLOWED.has(file))).toEqual([]);
  });
});
