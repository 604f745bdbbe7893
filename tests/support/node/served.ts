import { basename } from "node:path";
import { expect, inject } from "vitest";

// The journeys run two at a time. Most only add rows of their own (orders, accounts, enquiries) and share one served
// worker; the ones that change what the others read get a second served worker of their own (the global setup starts
// both from the one build), where they take turns (served-state.setup.ts). Before, they took the one worker for
// themselves and the other journey waited: a third of the run went by on one journey at a time.

/** The journeys that change what others read, and what. */
export const CHANGE_WHAT_OTHERS_READ: Readonly<Record<string, string>> = {
  "catalogue.test.ts": "takes the fabrics table away to see the catalogue fail",
  "catalogue-admin.test.ts": "adds fabrics and collections to the catalogue",
  "admin-settings.test.ts": "changes the bank account and the delivery prices",
  "products-admin.test.ts": "changes a screen profile's and a mesh's price",
};

const runningFile = () => basename(expect.getState().testPath ?? "");

export const changesWhatOthersRead = () => runningFile() in CHANGE_WHAT_OTHERS_READ;

/** The address of the worker this journey's file is served by. */
export function servedUrl(): string {
  return inject(changesWhatOthersRead() ? "ownStateBaseUrl" : "baseUrl");
}
