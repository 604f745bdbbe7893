import { asc, eq } from "drizzle-orm";
import { catalogueState, fabrics, meshes, pleatAccessories, pleatProfiles, screenProfiles } from "~/db/schema";
import type { ShopSettings } from "~/lib/shop-settings";
import type { Db } from "../platform/db.server";
import { mergeSettings, settingRows } from "../settings/shop.server";

// What public pages show of the catalogue and the settings, read from D1 in one batch and kept by the isolate
// for the requests after it: a steady-state render makes no D1 round trip. The snapshot carries the catalogue's
// version, which every back-office change bumps in the change's own batch (./changes.server.ts). An
// isolate trusts its snapshot for CATALOGUE_SNAPSHOT_MAX_AGE_MS, then asks D1 for the version (one small
// query) and reloads only when it moved; a change made through this isolate drops the snapshot at once.
// Orders are priced from D1, never from here. See docs/decisions/2026-11-24-catalogue-snapshot.md.

export type Fabric = typeof fabrics.$inferSelect;
export type PleatProfile = typeof pleatProfiles.$inferSelect;
export type PleatAccessory = typeof pleatAccessories.$inferSelect;
export type ScreenProfile = typeof screenProfiles.$inferSelect;
export type Mesh = typeof meshes.$inferSelect;

export interface CatalogueSnapshot {
  version: number;
  settings: ShopSettings;
  /** Every fabric, available or not, by name's Polish sort key, then code. */
  fabrics: readonly Fabric[];
  fabricsByCode: ReadonlyMap<string, Fabric>;
  /** Every pleat profile, by colour (the picker's order). */
  pleatProfiles: readonly PleatProfile[];
  /** The accessories on offer (active), by id: the guides keep ids 9, 10, 11, and pricing takes the first of a kind. */
  pleatAccessories: readonly PleatAccessory[];
  /** Both types' screen profiles, by code. */
  screenProfiles: readonly ScreenProfile[];
  /** Every mesh, by code. */
  meshes: readonly Mesh[];
}

/** The catalogue's version, which every back-office change bumps: the snapshot and cached pages are keyed by it. */
export function catalogueVersionQuery(db: Db) {
  return db.select({ version: catalogueState.version }).from(catalogueState).where(eq(catalogueState.id, 1));
}

export async function catalogueVersion(db: Db): Promise<number> {
  const [row] = await catalogueVersionQuery(db);
  return row?.version ?? 0;
}

/** The part of each query's rows the snapshot keeps, in the batch's order. */
function snapshotQueries(db: Db) {
  return [
    catalogueVersionQuery(db),
    settingRows(db),
    db.select().from(fabrics).orderBy(asc(fabrics.nameSortKey), asc(fabrics.code)),
    db.select().from(pleatProfiles).orderBy(asc(pleatProfiles.colour), asc(pleatProfiles.code)),
    db.select().from(pleatAccessories).where(eq(pleatAccessories.active, true)).orderBy(asc(pleatAccessories.id)),
    db.select().from(screenProfiles).orderBy(asc(screenProfiles.code), asc(screenProfiles.type)),
    db.select().from(meshes).orderBy(asc(meshes.code)),
  ] as const;
}

type Rows = { [K in keyof ReturnType<typeof snapshotQueries>]: Awaited<ReturnType<typeof snapshotQueries>[K]> };

/** What each part of the snapshot is made of, from its query's rows. */
const PARTS: { [K in keyof CatalogueSnapshot]: (rows: Rows, env: Env) => CatalogueSnapshot[K] } = {
  version: ([version]) => version[0]?.version ?? 0,
  settings: ([, rows], env) => mergeSettings(env, rows),
  fabrics: ([, , rows]) => rows,
  fabricsByCode: ([, , rows]) => new Map(rows.map((fabric) => [fabric.code, fabric])),
  pleatProfiles: ([, , , rows]) => rows,
  pleatAccessories: ([, , , , rows]) => rows,
  screenProfiles: ([, , , , , rows]) => rows,
  meshes: ([, , , , , , rows]) => rows,
};

/** The query each part needs (its index in snapshotQueries). */
const PART_QUERY: Record<keyof CatalogueSnapshot, number> = {
  version: 0,
  settings: 1,
  fabrics: 2,
  fabricsByCode: 2,
  pleatProfiles: 3,
  pleatAccessories: 4,
  screenProfiles: 5,
  meshes: 6,
};

/**
 * The snapshot from D1: one batch. When the batch fails (a table out of reach), each query is tried on its own and
 * a part whose query failed throws its error where a page reads it, so only the pages that need it fail (and the
 * screen lists degrade to empty, as the spec says). Such a partial snapshot is never kept.
 */
async function loadSnapshot(db: Db, env: Env): Promise<{ snapshot: CatalogueSnapshot; complete: boolean }> {
  const queries = snapshotQueries(db);
  let settled: PromiseSettledResult<unknown>[];
  try {
    settled = (await db.batch(queries)).map((value) => ({ status: "fulfilled", value }));
  } catch {
    settled = await Promise.allSettled(queries.map((query) => Promise.resolve(query)));
  }
  const rows = settled.map((result) => (result.status === "fulfilled" ? result.value : [])) as unknown as Rows;
  const snapshot = {} as CatalogueSnapshot;
  for (const [name, build] of Object.entries(PARTS) as [keyof CatalogueSnapshot, (rows: Rows, env: Env) => unknown][]) {
    const result = settled[PART_QUERY[name]]!;
    const failed = (error: unknown) => ({
      get() {
        throw error;
      },
    });
    Object.defineProperty(snapshot, name, { enumerable: true, ...(result.status === "fulfilled" ? { value: build(rows, env) } : failed(result.reason)) });
  }
  return { snapshot, complete: settled.every((result) => result.status === "fulfilled") };
}

/** This isolate's snapshot and when D1 last confirmed its version (ms). */
let held: { snapshot: CatalogueSnapshot; confirmedAt: number } | undefined;

/** How long a snapshot is served before D1 is asked for the version again; 0: a fresh read for every request. */
function maxAgeMs(env: Env): number {
  const value = Number(env.CATALOGUE_SNAPSHOT_MAX_AGE_MS);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The catalogue as it is now, within the max age. Concurrent requests that find it expired each check the version
 * (a promise of another request's I/O must not be awaited in workerd), which is one small query each, once a period.
 */
export async function catalogueSnapshot(db: Db, env: Env, now = Date.now()): Promise<CatalogueSnapshot> {
  const maxAge = maxAgeMs(env);
  if (maxAge === 0) return (await loadSnapshot(db, env)).snapshot;
  if (held && now - held.confirmedAt < maxAge) return held.snapshot;
  if (held) {
    if ((await catalogueVersion(db)) === held.snapshot.version) {
      held = { snapshot: held.snapshot, confirmedAt: now };
      return held.snapshot;
    }
  }
  const { snapshot, complete } = await loadSnapshot(db, env);
  held = complete ? { snapshot, confirmedAt: now } : undefined;
  return snapshot;
}

/** After a change made through this isolate: the next request reads the catalogue afresh. */
export function forgetCatalogueSnapshot(): void {
  held = undefined;
}
