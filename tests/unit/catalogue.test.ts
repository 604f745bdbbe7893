import { describe, expect, it } from "vitest";
import { fabricQueryToSearch, foundFabricsText, parseFabricQuery, totalPages } from "~/lib/catalogue";
import { paginationItems } from "~/lib/pagination";

const render = (current: number, total: number) =>
  paginationItems(current, total)
    .map((item) => (item.type === "ellipsis" ? "…" : item.current ? `[${item.page}]` : String(item.page)))
    .join(" ");

describe("paginationItems", () => {
  it.each([
    [1, 0, ""],
    [1, 1, ""],
    [1, 2, "[1] 2"],
    [1, 4, "[1] 2 3 4"],
    [1, 10, "[1] 2 3 … 10"],
    [4, 10, "1 2 3 [4] 5 6 … 10"],
    [5, 10, "1 … 3 4 [5] 6 7 … 10"],
    [7, 10, "1 … 5 6 [7] 8 9 10"],
    [10, 10, "1 … 8 9 [10]"],
    [3, 5, "1 2 [3] 4 5"],
  ])("page %i of %i → %s", (current, total, expected) => {
    expect(render(current, total)).toBe(expected);
  });
});

describe("totalPages", () => {
  it.each([
    [0, 1],
    [1, 1],
    [39, 1],
    [40, 2],
    [140, 4],
  ])("%i fabrics → %i pages of 39", (count, pages) => {
    expect(totalPages(count)).toBe(pages);
  });
});

describe("parseFabricQuery", () => {
  const parse = (search: string) => parseFabricQuery(new URLSearchParams(search));
  it.each([
    ["", { collections: [], colours: [], saleOnly: false, sort: "nazwa", page: 1 }],
    [
      "kolekcja=Basic&kolekcja=Perła&kolor=biały&wyprzedaz=1&sort=cena-malejaco&strona=3",
      { collections: ["Basic", "Perła"], colours: ["biały"], saleOnly: true, sort: "cena-malejaco", page: 3 },
    ],
    ["sort=drop table&strona=-4", { sort: "nazwa", page: 1 }],
    ["strona=2.5", { page: 1 }],
    ["strona=abc", { page: 1 }],
    ["strona=99999999", { page: 1 }],
    ["wyprzedaz=tak", { saleOnly: false }],
    ["kolekcja=&kolekcja=%20&kolekcja=Basic&kolekcja=Basic", { collections: ["Basic"] }],
  ])("%s", (search, expected) => {
    expect(parse(search)).toMatchObject(expected);
  });

  it("round-trips through the canonical search string", () => {
    const query = parse("kolor=szary&kolekcja=Natura&sort=kod&strona=2&wyprzedaz=1");
    expect(parse(fabricQueryToSearch(query))).toEqual(query);
    expect(fabricQueryToSearch(parse(""))).toBe("");
  });
});

describe("foundFabricsText", () => {
  it("uses the spec's wording", () => {
    expect(foundFabricsText(12, 140)).toBe("Znaleziono 12 tkanin z 140 dostępnych");
  });

  it.each([
    [0, 140, "Znaleziono 0 tkanin z 140 dostępnych"],
    [1, 140, "Znaleziono 1 tkaninę z 140 dostępnych"],
    [2, 140, "Znaleziono 2 tkaniny z 140 dostępnych"],
    [3, 140, "Znaleziono 3 tkaniny z 140 dostępnych"],
    [4, 140, "Znaleziono 4 tkaniny z 140 dostępnych"],
    [5, 140, "Znaleziono 5 tkanin z 140 dostępnych"],
    [11, 140, "Znaleziono 11 tkanin z 140 dostępnych"],
    [12, 140, "Znaleziono 12 tkanin z 140 dostępnych"],
    [14, 140, "Znaleziono 14 tkanin z 140 dostępnych"],
    [21, 140, "Znaleziono 21 tkanin z 140 dostępnych"],
    [22, 140, "Znaleziono 22 tkaniny z 140 dostępnych"],
    [24, 140, "Znaleziono 24 tkaniny z 140 dostępnych"],
    [25, 140, "Znaleziono 25 tkanin z 140 dostępnych"],
    [102, 140, "Znaleziono 102 tkaniny z 140 dostępnych"],
    [112, 140, "Znaleziono 112 tkanin z 140 dostępnych"],
    [0, 0, "Znaleziono 0 tkanin z 0 dostępnych"],
    [1, 1, "Znaleziono 1 tkaninę z 1 dostępnej"],
    [2, 2, "Znaleziono 2 tkaniny z 2 dostępnych"],
    [1, 21, "Znaleziono 1 tkaninę z 21 dostępnych"],
  ])("%i of %i: %s", (found, total, text) => {
    expect(foundFabricsText(found, total)).toBe(text);
  });
});
