import { and, count, or, sql, type SQL } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { RunnableQuery } from "drizzle-orm/runnable-query";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "~/db/schema";
import type { SearchIndex } from "~/db/schema";
import { searchFold } from "~/lib/search-text";

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

/**
 * A back-office search of a table (none for an empty term): whether the table's search text (schema.ts,
 * searchIndexes: its columns folded, and indexed as such) holds the term folded alike, so letter case and diacritics
 * do not matter and the search reads the index, not every row folded anew.
 */
export function matchesSearch(index: SearchIndex, term: string): SQL | undefined {
  const folded = searchFold(term.trim());
  return folded ? sql`instr(${index.text}, ${folded}) > 0` : undefined;
}

/**
 * Where a search reads a table from: through its search index while there is a term (SQLite's INDEXED BY; without
 * statistics the planner may prefer the primary key's order and fold every row anew, and a query that could not
 * use the index then fails instead of silently reading the table), else the table as it is.
 */
export function searchSource(table: SQLiteTable, index: SearchIndex, term: string): SQL {
  return searchFold(term.trim()) ? sql`${table} indexed by ${sql.identifier(index.name)}` : sql`${table}`;
}

/**
 * One page of a table's rows matching a search (or an alternative) and `filters`, in `order`, and their count, as two statements for one
 * batch: the page's rowids are found in the table's search index and only those rows read from the table (a cross
 * join, so SQLite reads the page first and each of its rows by rowid, never the table in its own order).
 */
export function searchedPage<TColumns extends Record<string, AnySQLiteColumn>>(
  db: Db,
  table: SQLiteTable,
  index: SearchIndex,
  columns: TColumns,
  {
    search,
    alternatives = [],
    filters = [],
    order,
    size,
    page,
  }: {
    search: string;
    /** Conditions any of which finds a row as well as the search does. */
    alternatives?: readonly SQL[];
    /** Conditions every row found must meet too. */
    filters?: readonly (SQL | undefined)[];
    order: readonly SQL[];
    size: number;
    page: number;
  },
): { rows: RunnableQuery<SelectResultFields<TColumns>[], "sqlite">; count: RunnableQuery<{ n: number }[], "sqlite"> } {
  const source = searchSource(table, index, search);
  const matched = matchesSearch(index, search);
  const where = and(matched && alternatives.length ? or(matched, ...alternatives) : matched, ...filters);
  const found = db
    .select({ rowid: sql<number>`rowid`.as("found_rowid") })
    .from(source)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset((page - 1) * size)
    .as("found");
  const rows = db
    .select(columns as Record<string, AnySQLiteColumn>)
    .from(found)
    .crossJoin(table)
    .where(sql`${table}.rowid = ${found.rowid}`)
    .orderBy(...order);
  // Drizzle's row types do not follow generic columns through a join: the rows are the selected columns' values.
  return { rows: rows as unknown as RunnableQuery<SelectResultFields<TColumns>[], "sqlite">, count: db.select({ n: count() }).from(source).where(where) };
}
