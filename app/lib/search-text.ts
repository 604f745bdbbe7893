// How the back-office searches text: stored values and the typed term are folded alike, so 'łęcka', 'ŁĘCKA' and
// 'lecka' all find 'Łęcka-Żmuda' (docs/decisions/2026-11-28-polish-search.md). SQLite's lower() folds ASCII only
// and D1 has no ICU, so the stored side is an indexed SQL expression built from the same table of letters as the
// term's fold here: one table, two spellings of it, a test that they agree.

/**
 * The letters searched as a plain one: Polish in both cases, then in lower case those of the names a Polish shop
 * meets (the catalogue's 'Lumière', a customer 'Müller' or 'Dvořák'). Written by hand, not by Unicode
 * decomposition, because 'ł' has none and the SQL side can only replace letter by letter, each replace one level
 * of an expression D1 allows 100 deep: so the foreign capitals, rare in stored names, are left out.
 */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  a: "ąĄàáâäãå",
  c: "ćĆçč",
  d: "ď",
  e: "ęĘèéêëě",
  i: "ìíîï",
  l: "łŁĺľ",
  n: "ńŃñň",
  o: "óÓòôöõő",
  r: "řŕ",
  s: "śŚš",
  t: "ť",
  u: "ùúûüůű",
  y: "ýÿ",
  z: "źżŹŻž",
  ss: "ß",
};

/** Each letter with a mark, and the ASCII it is searched as. */
export const SEARCH_LETTER_FOLDS: ReadonlyArray<readonly [letter: string, plain: string]> = Object.entries(PLAIN_LETTERS).flatMap(([plain, letters]) =>
  [...letters].map((letter) => [letter, plain] as const),
);

const FOLDS = new Map(SEARCH_LETTER_FOLDS);
const FOLDED_LETTERS = new RegExp(`[${SEARCH_LETTER_FOLDS.map(([letter]) => letter).join("")}]`, "g");

/**
 * A term as the search compares it: composed (a letter typed as base + combining mark is one letter), letters
 * without their marks, ASCII lower case. Other letters stay as typed, as SQLite's lower() leaves them.
 */
export function searchFold(text: string): string {
  return text
    .normalize("NFC")
    .replace(FOLDED_LETTERS, (letter) => FOLDS.get(letter)!)
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** The same fold in SQLite, of an SQL expression: what the search indexes are built on. */
export function searchFoldSql(expression: string): string {
  const replaced = SEARCH_LETTER_FOLDS.reduce((inner, [letter, plain]) => `replace(${inner}, '${letter}', '${plain}')`, expression);
  return `lower(${replaced})`;
}

/** Columns joined into one searchable text: a space between them, a missing one empty. */
export function searchTextSql(columns: readonly string[]): string {
  return searchFoldSql(columns.map((column) => `coalesce(\`${column}\`, '')`).join(" || ' ' || "));
}
