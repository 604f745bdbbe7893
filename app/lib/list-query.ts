import "~/lib/zod-locale";
import { z } from "zod";

// What every back-office list reads from its URL the same way. Lists are tolerant: a malformed or unknown
// value is dropped, never an error, so an edited or outdated link still opens a list.

/** A query parameter's trimmed value; an empty one counts as absent. */
export function queryValue(params: URLSearchParams, name: string): string | undefined {
  return params.get(name)?.trim() || undefined;
}

/** A list's page number: a malformed or out-of-range one is the first page. */
export const listPageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);
