import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { type ProductKind, SAFETY_TEXTS } from "~/lib/product-safety";
import type { ManufacturerSettings } from "~/lib/shop-settings";
import { getDb } from "~/server/platform/db.server";
import { readSiteState, saveShopSettings } from "~/server/settings/admin.server";
import { get, testActor, visible } from "../support/workers/admin";

// GPSR art. 19 on every product page, through the worker's fetch: the manufacturer from the settings, the product's
// identifier and its safety texts in Polish, in the server's HTML (the section needs no script). The tests share one
// D1: each puts the settings back to the defaults after itself.

const db = getDb(env);
const HEADING = "Informacje o bezpieczeństwie produktu";

/** React escapes these in text; the seed's names may hold them. */
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

const codesOf = async (sql: string, ...bindings: string[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...bindings)
      .all<{ code: string }>()
  ).results.map((row) => row.code);

/** The product pages, each with what identifies its product and the kinds whose texts it shows. */
async function productPages(): Promise<{ path: string; identifiers: string[]; kinds: ProductKind[] }[]> {
  const fabric = (await env.DB.prepare("select code, name from fabrics where available = 1 order by code limit 1").first<{ code: string; name: string }>())!;
  const pleatProfiles = await codesOf("select code from pleat_profiles where available = 1 order by colour, code");
  const accessories = (await env.DB.prepare("select name from pleat_accessories where active = 1 order by id").all<{ name: string }>()).results.map((row) => row.name);
  const windowProfiles = await codesOf("select code from screen_profiles where type = ? order by code", "okienne");
  const doorProfiles = await codesOf("select code from screen_profiles where type = ? order by code", "drzwiowe");
  expect([pleatProfiles.length, accessories.length, windowProfiles.length, doorProfiles.length].every((count) => count > 0)).toBe(true);
  const profileList = (codes: string[]) => (codes.length === 1 ? `Profil: ${codes[0]}` : `Profile: ${codes.join(", ")}`);
  return [
    { path: `/tkanina/${fabric.code}`, identifiers: ["Plisa na wymiar", `Tkanina: ${fabric.name}, kod ${fabric.code}`, "Dodatki do plis"], kinds: ["pleat", "pleatAccessory"] },
    { path: "/plisy/profile", identifiers: ["Plisa na wymiar", profileList(pleatProfiles)], kinds: ["pleat"] },
    { path: "/plisy/dodatki", identifiers: ["Dodatki do plis", `Dodatki: ${accessories.join(", ")}`], kinds: ["pleatAccessory"] },
    { path: "/moskitiery/okienne", identifiers: ["Moskitiera okienna na wymiar", profileList(windowProfiles)], kinds: ["insectScreen"] },
    { path: "/moskitiery/drzwiowe", identifiers: ["Moskitiera drzwiowa na wymiar", profileList(doorProfiles)], kinds: ["insectScreen"] },
    { path: "/moskitiery/profile", identifiers: ["Moskitiera okienna na wymiar", profileList(windowProfiles)], kinds: ["insectScreen"] },
    { path: "/moskitiery/profile?type=drzwiowe", identifiers: ["Moskitiera drzwiowa na wymiar", profileList(doorProfiles)], kinds: ["insectScreen"] },
    { path: `/moskitiery/profile/okienne/${windowProfiles[0]}`, identifiers: ["Moskitiera okienna na wymiar", `Profil: ${windowProfiles[0]}`], kinds: ["insectScreen"] },
    { path: "/siatki-moskitiery", identifiers: ["Siatka do moskitiery na wymiar", "Siatki: biala, szara"], kinds: ["insectScreen"] },
  ];
}

/** The page's safety section as the server rendered it (without the scripts that carry the same data). */
async function safetySection(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await visible(response);
  const section = /<details[^>]*>(?:(?!<\/details>)[\s\S])*?Informacje o bezpieczeństwie produktu[\s\S]*?<\/details>/.exec(html)?.[0];
  expect(section, `${path} has the section`).toBeDefined();
  return section!;
}

async function changeManufacturer(update: Partial<ManufacturerSettings>) {
  const { version, settings } = await readSiteState(db, env);
  const { publicUrl: _publicUrl, ...editable } = settings;
  expect(await saveShopSettings(db, env, testActor, { ...editable, ...update }, version)).toMatchObject({ ok: true });
}

afterEach(async () => {
  await env.DB.batch([env.DB.prepare("delete from settings"), env.DB.prepare("update catalogue_state set version = version + 1 where id = 1")]);
});

describe("the product safety section of every product page", () => {
  it("names the manufacturer (the seller by default), the product's identifier and its kinds' texts", async () => {
    for (const { path, identifiers, kinds } of await productPages()) {
      const section = await safetySection(path);
      expect(section, path).toContain(HEADING);
      expect(section, path).toContain(escaped(env.SHOP_LEGAL_NAME));
      expect(section, path).toContain(`${env.SHOP_STREET}, ${env.SHOP_POSTAL_CODE} ${env.SHOP_CITY}`);
      expect(section, path).toContain(`href="mailto:${env.SHOP_EMAIL}"`);
      expect(section, path).not.toContain("Osoba odpowiedzialna w UE");
      for (const identifier of identifiers) expect(section, path).toContain(escaped(identifier));
      for (const kind of kinds) {
        expect(section, path).toContain(SAFETY_TEXTS[kind].title);
        for (const sentence of SAFETY_TEXTS[kind].parts.flatMap((part) => part.sentences)) expect(section, `${path}: ${sentence}`).toContain(sentence);
      }
      for (const other of Object.values(SAFETY_TEXTS).filter((text) => !kinds.includes(text.kind))) {
        expect(section, path).not.toContain(other.parts[0]!.sentences[0]!);
      }
    }
  });

  it("shows the manufacturer saved in the settings at once, and the EU responsible person when there is one", async () => {
    await changeManufacturer({
      manufacturerName: "Zakład Plisowania Nowak Sp. z o.o.",
      manufacturerAddress: "ul. Fabryczna 3, 90-001 Łódź",
      manufacturerEmail: "produkcja@plisowanie-nowak.example",
      euResponsiblePerson: "Rolety Import Sp. z o.o., ul. Portowa 2, 81-001 Gdynia, eu@rolety-import.example",
    });
    for (const { path } of await productPages()) {
      const section = await safetySection(path);
      expect(section, path).toContain("Zakład Plisowania Nowak Sp. z o.o.");
      expect(section, path).toContain("ul. Fabryczna 3, 90-001 Łódź");
      expect(section, path).toContain('href="mailto:produkcja@plisowanie-nowak.example"');
      expect(section, path).toContain("Osoba odpowiedzialna w UE: Rolety Import Sp. z o.o., ul. Portowa 2, 81-001 Gdynia, eu@rolety-import.example");
      expect(section, path).not.toContain(escaped(env.SHOP_LEGAL_NAME));
      expect(section, path).not.toContain(`mailto:${env.SHOP_EMAIL}`);
    }
  });
});
