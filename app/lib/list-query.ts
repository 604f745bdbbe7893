import "~/lib/zod-locale";
import { z } from "zod";

// What every back-office list reads from its URL the same way. Lists are tolerant: a malformed or unknown
// value is dropped, never an error, so an edited or outdated link still opens a list.

/** A query parameter's trimmed value; an empty one counts as absent. */
export function queryValue(params: URLSearchParams, name: string): string | undefined {
  return params.get(name)?.trim() || undefined;
}

/** The longest search or text filter a list takes: a longer one is dropped, so no giant LIKE pattern reaches D1. */
export const SEARCH_MAX_LENGTH = 100;

/** A list's search or text filter (a fabric's collection): one too long is no filter. */
export const listTextSchema = z.string().max(SEARCH_MAX_LENGTH).catch("");

/** A list's page number: a malformed or out-of-range one is the first page. */
export const listPageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);
