import { describe, expect, it } from "vitest";
import { DEFAULT_PLEAT_FORM, parsePleatConfiguration, pleatConfigurationFromForm, type PleatFormState, serializePleatConfiguration } from "~/lib/pleat-configuration-url";
import type { PleatConfiguration } from "~/lib/pricing";

const parse = (query: string) => parsePleatConfiguration(new URLSearchParams(query));
const form = (overrides: Partial<PleatFormState>): PleatFormState => ({ ...DEFAULT_PLEAT_FORM, ...overrides });

const FULL_QUERY =
  "profil=P-02&szer=120&wys=150&ilosc=2&montaz=bezinwazyjny&katownik=juz-kon&katownik-ilosc=4" + "&prowadnica=sosna&prowadnica-ilosc=2&dystanse=1&zylka=1&raczka=1&raczka-ilosc=3";
const FULL_FORM = form({
  profileCode: "P-02",
  width: "120",
  height: "150",
  quantity: "2",
  mounting: "non_invasive",
  angle: "juz_kon",
  juzKonQuantity: "4",
  guide: 11,
  guideQuantity: "2",
  spacers: true,
  monofilamentGuide: true,
  handle: true,
  handleQuantity: "3",
});

describe("parsePleatConfiguration", () => {
  it.each<{ name: string; query: string; expected: PleatFormState }>([
    { name: "no query: the defaults, no guide chosen", query: "", expected: DEFAULT_PLEAT_FORM },
    { name: "a full configuration", query: FULL_QUERY, expected: FULL_FORM },
    { name: "guide 'brak'", query: "prowadnica=brak", expected: form({ guide: "none" }) },
    { name: "anodised guide", query: "prowadnica=anodowana", expected: form({ guide: 9 }) },
    { name: "white guide", query: "prowadnica=biala", expected: form({ guide: 10 }) },
    { name: "PCV angle", query: "katownik=pcv", expected: form({ angle: "pcv" }) },
    { name: "metal angle", query: "katownik=metalowy", expected: form({ angle: "metal" }) },
    {
      name: "quantities of extras not chosen are ignored",
      query: "katownik=pcv&katownik-ilosc=5&prowadnica=brak&prowadnica-ilosc=5&raczka-ilosc=5",
      expected: form({ angle: "pcv", guide: "none" }),
    },
    {
      name: "numbers as typed, fractions and zero included (the engine refuses them with its message)",
      query: "szer=120.5&wys=0&ilosc=0",
      expected: form({ width: "120.5", height: "0", quantity: "0" }),
    },
    { name: "a decimal comma is read as a point", query: "wys=99,5", expected: form({ height: "99.5" }) },
    { name: "the first of repeated params wins", query: "szer=100&szer=200", expected: form({ width: "100" }) },
    {
      name: "garbage falls back to the defaults",
      query: "profil=%3Cscript%3E&szer=abc&wys=-5&ilosc=1e3&montaz=klej&katownik=drewniany&prowadnica=12" + "&dystanse=tak&zylka=true&raczka=2",
      expected: DEFAULT_PLEAT_FORM,
    },
    {
      name: "garbage quantities of chosen extras fall back to 1",
      query: "katownik=juz-kon&katownik-ilosc=-1&prowadnica=biala&prowadnica-ilosc=x&raczka=1&raczka-ilosc=99999",
      expected: form({ angle: "juz_kon", guide: 10, handle: true }),
    },
    { name: "a too long profile code is ignored", query: `profil=${"A".repeat(41)}`, expected: DEFAULT_PLEAT_FORM },
    { name: "unknown params are ignored", query: "utm_source=newsletter&szer=80", expected: form({ width: "80" }) },
  ])("$name", ({ query, expected }) => {
    expect(parse(query)).toEqual(expected);
  });
});

describe("serializePleatConfiguration", () => {
  it.each<{ name: string; state: PleatFormState; expected: string }>([
    { name: "the defaults: an empty query", state: DEFAULT_PLEAT_FORM, expected: "" },
    { name: "a full configuration with short Polish names", state: FULL_FORM, expected: FULL_QUERY },
    { name: "guide 'brak' is a choice and is kept", state: form({ guide: "none" }), expected: "prowadnica=brak" },
    {
      name: "quantities of extras not chosen are left out",
      state: form({ angle: "metal", juzKonQuantity: "3", guide: "none", guideQuantity: "2", handleQuantity: "4" }),
      expected: "katownik=metalowy&prowadnica=brak",
    },
    {
      name: "quantity 1 is the default for every quantity",
      state: form({ angle: "juz_kon", guide: 9, handle: true }),
      expected: "katownik=juz-kon&prowadnica=anodowana&raczka=1",
    },
    {
      name: "an empty or unreadable number is left out",
      state: form({ width: "", height: "-3", quantity: "" }),
      expected: "",
    },
    { name: "a fraction is kept as typed", state: form({ width: "99.5" }), expected: "szer=99.5" },
    { name: "a malformed profile code is left out", state: form({ profileCode: "P 01" }), expected: "" },
  ])("$name", ({ state, expected }) => {
    expect(serializePleatConfiguration(state)).toBe(expected);
  });
});

describe("round trip", () => {
  it.each([
    FULL_QUERY,
    "szer=80&wys=120&prowadnica=brak",
    "profil=P-08&szer=141&wys=201&ilosc=10&katownik=pcv&prowadnica=biala",
    "szer=60.5&zylka=1",
    "prowadnica=anodowana&prowadnica-ilosc=2&raczka=1",
  ])("%s restores itself", (query) => {
    expect(serializePleatConfiguration(parse(query))).toBe(query);
  });

  it.each([
    ["garbage", "szer=x&wys=&prowadnica=zlota&katownik=1&raczka=nie&profil="],
    ["defaults written out", "ilosc=1&katownik-ilosc=1&prowadnica=biala&prowadnica-ilosc=1"],
    ["reordered params", "wys=100&szer=50&dystanse=1"],
  ])("%s becomes the canonical query", (_, query) => {
    const canonical = serializePleatConfiguration(parse(query));
    expect(serializePleatConfiguration(parse(canonical))).toBe(canonical);
    expect(parse(canonical)).toEqual(parse(query));
  });
});

describe("pleatConfigurationFromForm", () => {
  it.each<{ name: string; state: PleatFormState; expected: Partial<PleatConfiguration> }>([
    {
      name: "the defaults: no dimensions, one blind, no guide chosen",
      state: DEFAULT_PLEAT_FORM,
      expected: { widthCm: null, heightCm: null, quantity: 1, guide: null },
    },
    {
      name: "typed numbers become numbers",
      state: form({ width: "120", height: "99.5", guide: 10, guideQuantity: "2" }),
      expected: { widthCm: 120, heightCm: 99.5, guide: 10, guideQuantity: 2 },
    },
    {
      name: "a blank quantity becomes 0, a blank dimension stays empty",
      state: form({ width: "", quantity: "", juzKonQuantity: "", guideQuantity: "", handleQuantity: "" }),
      expected: { widthCm: null, quantity: 0, juzKonQuantity: 0, guideQuantity: 0, handleQuantity: 0 },
    },
    {
      name: "the choices pass through",
      state: FULL_FORM,
      expected: {
        mounting: "non_invasive",
        angle: "juz_kon",
        juzKonQuantity: 4,
        spacers: true,
        monofilamentGuide: true,
        handle: true,
        handleQuantity: 3,
        quantity: 2,
      },
    },
  ])("$name", ({ state, expected }) => {
    expect(pleatConfigurationFromForm(state)).toMatchObject(expected);
  });
});
