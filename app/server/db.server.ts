import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "~/db/schema";

const connect = (binding: D1Database) => drizzle(binding, { schema });
export type Db = ReturnType<typeof connect>;

/**
 * Drizzle over a binding, made once per binding and isolate: making it walks the whole schema's relations, which
 * every request (a page-cache hit too) used to pay. The binding is the same object for every request of an isolate.
 */
const connections = new WeakMap<D1Database, Db>();
export function getDb(env: Pick<Env, "DB">): Db {
  let db = connections.get(env.DB);
  if (!db) {
    db = connect(env.DB);
    connections.set(env.DB, db);
  }
  return db;
}

/** D1 binds at most this many parameters in one statement: lists are written and read in chunks within one batch. */
export const D1_MAX_BOUND_PARAMETERS = 100;

/** `items` in runs of at most `size`, in order. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** A back-office search: whether a column holds `term` as typed, its LIKE wildcards (% and _) taken literally. */
export function containing(term: string): (column: SQLWrapper) => SQL {
  const pattern = `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return (column) => sql`${column} like ${pattern} escape '\\'`;
}
