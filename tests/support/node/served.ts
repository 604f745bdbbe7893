import { basename } from "node:path";
import { expect, inject } from "vitest";

// The journeys run two at a time. Most only add rows of their own (orders, accounts, enquiries) and share one served
// worker; the ones that change what the others read, or read what the others change, get a second served worker (the
// global setup starts both from the one build), where they take turns (served-state.setup.ts). Before, they took the one worker for
// themselves and the other journey waited: a third of the run went by on one journey at a time.

/** The journeys served apart, and why. */
export const SERVED_APART: Readonly<Record<string, string>> = {
  "catalogue.test.ts": "takes the fabrics table away to see the catalogue fail",
  "catalogue-admin.test.ts": "adds fabrics and collections to the catalogue",
  "admin-settings.test.ts": "changes the bank account and the delivery prices",
  "products-admin.test.ts": "changes a screen profile's and a mesh's price",
  "fulfilment.test.ts": "checks the totals of the workshop's whole plan, which the other journeys' orders in production would join",
};

const runningFile = () => basename(expect.getState().testPath ?? "");

export const servedApart = () => runningFile() in SERVED_APART;

/** The address of the worker this journey's file is served by. */
export function servedUrl(): string {
  return inject(servedApart() ? "ownStateBaseUrl" : "baseUrl");
}
