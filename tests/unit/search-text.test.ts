import { describe, expect, it } from "vitest";
import { SEARCH_LETTER_FOLDS, searchFold, searchTextSql } from "~/lib/search-text";

describe("searchFold: a term as the back-office search compares it", () => {
  it.each([
    ["Łęcka-Żmuda", "lecka-zmuda"],
    ["łęcka", "lecka"],
    ["ŁĘCKA", "lecka"],
    ["ŻMUDA", "zmuda"],
    ["KRYSTYNA", "krystyna"],
    ["Zażółć gęślą jaźń", "zazolc gesla jazn"],
    ["ZAŻÓŁĆ GĘŚLĄ JAŹŃ", "zazolc gesla jazn"],
    ["Lumière Śmietankowa", "lumiere smietankowa"],
    ["Müller", "muller"],
    ["Dvořák", "dvorak"],
    ["Straße", "strasse"],
    // 'ą' typed as 'a' + a combining ogonek is the same letter.
    ["a\u0328", "a"],
    ["ZAM-2026-000042", "zam-2026-000042"],
    ["anna.NOWAK@Example.pl", "anna.nowak@example.pl"],
    // Letters outside the table stay as typed, as SQLite's lower() leaves them.
    ["Ωμέγα", "Ωμέγα"],
  ])("%j → %j", (term, folded) => {
    expect(searchFold(term)).toBe(folded);
  });

  it("folds every letter of its table to ASCII", () => {
    for (const [letter, plain] of SEARCH_LETTER_FOLDS) {
      expect(searchFold(letter)).toBe(plain);
      expect(plain).toMatch(/^[a-z]+$/);
    }
  });
});

describe("searchTextSql", () => {
  it("joins the columns with a space, a missing one empty, then folds", () => {
    const expression = searchTextSql(["first_name", "last_name"]);
    expect(expression).toMatch(/^lower\(replace\(/);
    expect(expression).toContain("coalesce(`first_name`, '') || ' ' || coalesce(`last_name`, '')");
    expect(expression.match(/replace\(/g)).toHaveLength(SEARCH_LETTER_FOLDS.length);
  });
});
