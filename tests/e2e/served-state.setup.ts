import { mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { afterAll, beforeAll, expect, inject } from "vitest";

// The journeys run two at a time against the one served worker. Most only add rows of their own (orders, accounts,
// enquiries) and run side by side; a journey that changes what the others read runs alone: a readers-writer lock
// over the files of the run's lock directory, taken for the whole file.

/** The journeys that change what others read, and what. */
const ALONE: Record<string, string> = {
  "catalogue.test.ts": "takes the fabrics table away to see the catalogue fail",
  "catalogue-admin.test.ts": "adds fabrics and collections to the catalogue",
  "admin-settings.test.ts": "changes the bank account and the delivery prices",
  "products-admin.test.ts": "changes a screen profile's and a mesh's price",
};

const poll = () => new Promise((resolve) => setTimeout(resolve, 200));
const exists = (path: string) => {
  try {
    readdirSync(path);
    return true;
  } catch {
    return false;
  }
};

/** Waiting for a turn is not the journey's time: up to the longest journey that may run first. */
const TURN_TIMEOUT = 20 * 60_000;

let release: (() => void) | undefined;

beforeAll(async () => {
  const dir = inject("lockDir");
  const writer = join(dir, "writer");
  const readers = join(dir, "readers");
  if (basename(expect.getState().testPath ?? "") in ALONE) {
    // One writer at a time; from then on no new reader starts, and the writer waits for those under way.
    for (;;) {
      try {
        mkdirSync(writer);
        break;
      } catch {
        await poll();
      }
    }
    while (readdirSync(readers).length > 0) await poll();
    release = () => rmdirSync(writer);
  } else {
    const mine = join(readers, `${process.pid}-${crypto.randomUUID()}`);
    for (;;) {
      while (exists(writer)) await poll();
      writeFileSync(mine, "");
      // A writer that came in between waits for this reader: step back and let it go first.
      if (!exists(writer)) break;
      rmSync(mine);
    }
    release = () => rmSync(mine);
  }
}, TURN_TIMEOUT);

afterAll(() => {
  release?.();
});
