import { asc } from "drizzle-orm";
import { fabrics, screenProfiles } from "~/db/schema";
import { fabricPath } from "~/lib/catalogue-paths";
import { SCREEN_TYPES, screenProfilePath, screenProfilesPath } from "~/lib/screen-types";
import { SITE_PAGES } from "~/lib/site-pages";
import { SPECIALIST_PLEAT_MODELS } from "~/lib/specialist-pleat-models";
import { absoluteUrl } from "~/lib/seo";
import type { Db } from "../platform/db.server";

/**
 * Every canonical public address: the static pages, the pages a meaningful query names (the door profile
 * list, each specialist model), every fabric and every screen profile. Private pages and aliases never appear.
 */
export async function sitemapUrls(db: Db, publicUrl: string): Promise<string[]> {
  const [fabricRows, profileRows] = await db.batch([
    db.select({ code: fabrics.code }).from(fabrics).orderBy(asc(fabrics.code)),
    db.select({ type: screenProfiles.type, code: screenProfiles.code }).from(screenProfiles).orderBy(asc(screenProfiles.type), asc(screenProfiles.code)),
  ]);
  const paths = [
    ...SITE_PAGES.map((page) => page.path),
    ...SCREEN_TYPES.filter((type) => type !== "okienne").map(screenProfilesPath),
    ...SPECIALIST_PLEAT_MODELS.map((model) => `/plisy-specjalistyczne?model=${encodeURIComponent(model.id)}`),
    ...fabricRows.map((row) => fabricPath(row.code)),
    ...profileRows.map((row) => screenProfilePath(row.type, row.code)),
  ];
  return paths.map((path) => absoluteUrl(publicUrl, path));
}
