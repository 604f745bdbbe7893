import { sql } from "drizzle-orm";
import { settings } from "~/db/schema";
import type { EditableSettings, SettingName, ShopSettings } from "~/lib/shop-settings";
import { SETTING_NAMES } from "~/lib/schemas/shop-settings";
import { auditEntry, type AuditActor } from "../admin/audit.server";
import { bumpCatalogueVersion, runStatements } from "../catalogue/changes.server";
import { catalogueVersionQuery } from "../catalogue/snapshot.server";
import { chunks, D1_MAX_BOUND_PARAMETERS, type Db } from "../platform/db.server";
import { mergeSettings, settingRows } from "./shop.server";

// The back-office's side of the settings (/admin-settings): read fresh from D1 with the version they were
// read at, and saved with a check that nobody changed them in between.

/** The catalogue's version (the page cache's key) and the settings, in one round trip. */
export async function readSiteState(db: Db, env: Env): Promise<{ version: number; settings: ShopSettings }> {
  const [version, rows] = await db.batch([catalogueVersionQuery(db), settingRows(db)]);
  return { version: version[0]?.version ?? 0, settings: mergeSettings(env, rows) };
}

/**
 * Saves what differs from the current settings, with its audit entry and a catalogue version bump (so no cached
 * page shows the old data), in one batch. `seenVersion` is the version the form was loaded at: a save over
 * someone else's newer change is refused rather than silently undoing it.
 */
export async function saveShopSettings(
  db: Db,
  env: Env,
  actor: AuditActor,
  update: EditableSettings,
  seenVersion: number,
): Promise<{ ok: true; changed: SettingName[] } | { ok: false; stale: true }> {
  const { version, settings: current } = await readSiteState(db, env);
  if (version !== seenVersion) return { ok: false, stale: true };
  const changed = SETTING_NAMES.filter((name) => update[name] !== current[name]);
  if (changed.length === 0) return { ok: true, changed };
  const at = new Date();
  const details = Object.fromEntries(changed.map((name) => [name, `${current[name]} → ${update[name]}`]));
  const rows = changed.map((key) => ({ key, value: JSON.stringify(update[key]), updatedAt: at }));
  await runStatements(db, [
    // Three parameters a row: the upsert is chunked within D1's limit.
    ...chunks(rows, Math.floor(D1_MAX_BOUND_PARAMETERS / 3)).map((chunk) =>
      db
        .insert(settings)
        .values(chunk)
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: at } }),
    ),
    auditEntry(db, actor, "settings_changed", null, details, at),
    bumpCatalogueVersion(db, at),
  ]);
  return { ok: true, changed };
}
