import { describe, expect, it } from "vitest";
import { DEFAULT_SCREEN_FORM, parseScreenConfiguration, type ScreenFormState, serializeScreenConfiguration } from "~/lib/screen-configuration-url";
import type { ScreenType } from "~/lib/pricing";

const parse = (type: ScreenType, query: string) => parseScreenConfiguration(type, new URLSearchParams(query));
const form = (overrides: Partial<ScreenFormState>): ScreenFormState => ({ ...DEFAULT_SCREEN_FORM, ...overrides });
const extra = (values: Partial<ScreenFormState["extraDimensions"]>) => ({ ...DEFAULT_SCREEN_FORM.extraDimensions, ...values });

describe("parseScreenConfiguration", () => {
  it.each<{ name: string; type: ScreenType; query: string; expected: ScreenFormState }>([
    { name: "no query: the defaults", type: "okienne", query: "", expected: DEFAULT_SCREEN_FORM },
    { name: "no query on a door: the defaults", type: "drzwiowe", query: "", expected: DEFAULT_SCREEN_FORM },
    {
      name: "a full window configuration",
      type: "okienne",
      query: "profil=MO-25&szer=120&wys=150&ilosc=2&siatka=biala&haczyk=11&szczotka=1&narozniki=1",
      expected: form({
        profileCode: "MO-25",
        width: "120",
        height: "150",
        quantity: "2",
        meshColor: "biala",
        hookWidthMm: 11,
        sealingBrush: true,
        corners: true,
      }),
    },
    {
      name: "a full door configuration",
      type: "drzwiowe",
      query: "profil=MD-40&szer=95&wys=210&strona=lewa&c=85&d=105&e=90&f=205&rozpora=1&g=120",
      expected: form({
        profileCode: "MD-40",
        width: "95",
        height: "210",
        doorSide: "lewa",
        extraDimensions: { c: "85", d: "105", e: "90", f: "205" },
        extraBrace: true,
        dimensionG: "120",
      }),
    },
    {
      name: "door fields on a window are ignored",
      type: "okienne",
      query: "strona=lewa&c=85&rozpora=1&g=100",
      expected: DEFAULT_SCREEN_FORM,
    },
    {
      name: "window fields on a door are ignored",
      type: "drzwiowe",
      query: "haczyk=11&szczotka=1&narozniki=1",
      expected: DEFAULT_SCREEN_FORM,
    },
    {
      name: "numbers as typed, fractions included (the engine refuses them with its message)",
      type: "okienne",
      query: "szer=120.5&wys=0&ilosc=0",
      expected: form({ width: "120.5", height: "0", quantity: "0" }),
    },
    { name: "a decimal comma is read as a point", type: "okienne", query: "szer=99,5", expected: form({ width: "99.5" }) },
    { name: "spaces around a number are trimmed", type: "okienne", query: "szer=%20120%20", expected: form({ width: "120" }) },
    {
      name: "garbage falls back to the defaults",
      type: "okienne",
      query: "szer=abc&wys=-5&ilosc=1e3&siatka=czarna&haczyk=7&szczotka=tak&narozniki=true&profil=%3Cscript%3E",
      expected: DEFAULT_SCREEN_FORM,
    },
    {
      name: "garbage on a door falls back to the defaults",
      type: "drzwiowe",
      query: "strona=srodek&c=12345&d=x&e=&f=1.234&rozpora=yes&g=50",
      expected: DEFAULT_SCREEN_FORM,
    },
    { name: "G without the brace is ignored", type: "drzwiowe", query: "g=100", expected: DEFAULT_SCREEN_FORM },
    { name: "the brace without G", type: "drzwiowe", query: "rozpora=1", expected: form({ extraBrace: true }) },
    { name: "a too long profile code is ignored", type: "okienne", query: `profil=${"A".repeat(41)}`, expected: DEFAULT_SCREEN_FORM },
    { name: "the first of repeated params wins", type: "okienne", query: "szer=100&szer=200", expected: form({ width: "100" }) },
  ])("$name", ({ type, query, expected }) => {
    expect(parse(type, query)).toEqual(expected);
  });
});

describe("serializeScreenConfiguration", () => {
  it.each<{ name: string; type: ScreenType; state: ScreenFormState; expected: string }>([
    { name: "the defaults: an empty query", type: "okienne", state: DEFAULT_SCREEN_FORM, expected: "" },
    { name: "the door defaults: an empty query", type: "drzwiowe", state: DEFAULT_SCREEN_FORM, expected: "" },
    {
      name: "a window configuration with short Polish names",
      type: "okienne",
      state: form({
        profileCode: "MO-25",
        width: "120",
        height: "150",
        quantity: "2",
        meshColor: "biala",
        hookWidthMm: 11,
        sealingBrush: true,
        corners: true,
      }),
      expected: "profil=MO-25&szer=120&wys=150&ilosc=2&siatka=biala&haczyk=11&szczotka=1&narozniki=1",
    },
    {
      name: "a door configuration",
      type: "drzwiowe",
      state: form({
        profileCode: "MD-40",
        width: "95",
        height: "210",
        doorSide: "lewa",
        extraDimensions: extra({ c: "85", f: "205" }),
        extraBrace: true,
        dimensionG: "120",
      }),
      expected: "profil=MD-40&szer=95&wys=210&strona=lewa&c=85&f=205&rozpora=1&g=120",
    },
    {
      name: "the other type's fields are left out (window)",
      type: "okienne",
      state: form({ width: "100", doorSide: "lewa", extraDimensions: extra({ c: "85" }), extraBrace: true, dimensionG: "50" }),
      expected: "szer=100",
    },
    {
      name: "the other type's fields are left out (door)",
      type: "drzwiowe",
      state: form({ width: "100", hookWidthMm: 8, sealingBrush: true, corners: true }),
      expected: "szer=100",
    },
    { name: "G is left out without the brace", type: "drzwiowe", state: form({ dimensionG: "100" }), expected: "" },
    { name: "quantity 1 is the default", type: "okienne", state: form({ quantity: "1" }), expected: "" },
    {
      name: "an empty or unreadable number is left out",
      type: "okienne",
      state: form({ width: "", height: "-3", quantity: "" }),
      expected: "",
    },
    { name: "a fraction is kept as typed", type: "okienne", state: form({ width: "99.5" }), expected: "szer=99.5" },
  ])("$name", ({ type, state, expected }) => {
    expect(serializeScreenConfiguration(type, state)).toBe(expected);
  });
});

describe("round trip", () => {
  it.each<{ type: ScreenType; query: string }>([
    { type: "okienne", query: "profil=MO-32&szer=80&wys=120&siatka=biala&haczyk=22&szczotka=1" },
    { type: "drzwiowe", query: "profil=MD-55&szer=100&wys=220&ilosc=3&strona=lewa&d=100&rozpora=1&g=150" },
    { type: "drzwiowe", query: "szer=100&rozpora=1" },
  ])("$type: $query restores itself", ({ type, query }) => {
    expect(serializeScreenConfiguration(type, parse(type, query))).toBe(query);
  });
});
