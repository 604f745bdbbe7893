import { inArray } from "drizzle-orm";
import { fabrics, pleatProfiles, screenProfiles } from "~/db/schema";
import { type CartItem, pleatAppearanceOf } from "~/lib/cart";
import { chunks, D1_MAX_BOUND_PARAMETERS, type Db } from "../platform/db.server";

/**
 * Order lines stored before lines carried their appearance (colours and swatch, for the drawing on the
 * order page and the admin card), given it from today's catalogue: one D1 round trip for all of them,
 * and none at all when every line has it (every order placed since, as checkout stores the server's line).
 */
export async function withAppearance<L extends { configuration: CartItem | null }>(db: Db, lines: L[]): Promise<L[]> {
  const missing = lines.flatMap((line) => (line.configuration && !line.configuration.appearance ? [line.configuration] : []));
  if (missing.length === 0) return lines;
  const codes = (values: (string | null)[]) => chunks([...new Set(values.filter((v): v is string => v !== null))], D1_MAX_BOUND_PARAMETERS);
  const pleats = missing.flatMap((item) => (item.productType === "plisy" ? [item] : []));
  const fabricChunks = codes(pleats.map((item) => item.fabricCode));
  const profileChunks = codes(pleats.map((item) => item.profileCode));
  const screenChunks = codes(missing.map((item) => (item.productType === "moskitiery" ? item.profileCode : null)));
  const statements = [
    ...fabricChunks.map((chunk) => db.select({ code: fabrics.code, colour: fabrics.colour, image: fabrics.image }).from(fabrics).where(inArray(fabrics.code, chunk))),
    ...profileChunks.map((chunk) => db.select({ code: pleatProfiles.code, colour: pleatProfiles.colour }).from(pleatProfiles).where(inArray(pleatProfiles.code, chunk))),
    ...screenChunks.map((chunk) =>
      db.select({ code: screenProfiles.code, type: screenProfiles.type, colour: screenProfiles.colour }).from(screenProfiles).where(inArray(screenProfiles.code, chunk)),
    ),
  ];
  const [first, ...rest] = statements;
  if (!first) return lines;
  const results = (await db.batch([first, ...rest])) as { code: string; colour: string; image?: string; type?: string }[][];
  const fabricRows = results.slice(0, fabricChunks.length).flat();
  const profileRows = results.slice(fabricChunks.length, fabricChunks.length + profileChunks.length).flat();
  const screenRows = results.slice(fabricChunks.length + profileChunks.length).flat();

  return lines.map((line) => {
    const item = line.configuration;
    if (!item || item.appearance) return line;
    if (item.productType === "plisy") {
      const fabric = fabricRows.find((row) => row.code === item.fabricCode);
      if (!fabric) return line;
      const profile = profileRows.find((row) => row.code === item.profileCode);
      return { ...line, configuration: { ...item, appearance: pleatAppearanceOf({ colour: fabric.colour, image: fabric.image ?? null }, profile) } };
    }
    const profile = screenRows.find((row) => row.code === item.profileCode && row.type === item.mosquitoType);
    return profile ? { ...line, configuration: { ...item, appearance: { profileColour: profile.colour } } } : line;
  });
}
