import { mkdirSync, rmdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { servedApart } from "../support/node/served";

// The journeys served apart share a worker of their own (tests/support/node/served.ts), one at a
// time: a lock directory taken for the whole file. The others never wait for them.

const poll = () => new Promise((resolve) => setTimeout(resolve, 200));

/** Waiting for a turn is not the journey's time: up to the longest journey that may run first. */
const TURN_TIMEOUT = 20 * 60_000;

let release: (() => void) | undefined;

beforeAll(async () => {
  if (!servedApart()) return;
  const turn = join(inject("lockDir"), "turn");
  for (;;) {
    try {
      mkdirSync(turn);
      break;
    } catch {
      await poll();
    }
  }
  release = () => rmdirSync(turn);
}, TURN_TIMEOUT);

afterAll(() => {
  release?.();
});
