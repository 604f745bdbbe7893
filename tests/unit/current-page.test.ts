import { describe, expect, it } from "vitest";
import { isCurrentPage } from "~/lib/nav-items";

describe("isCurrentPage", () => {
  it.each<[string, string, boolean, boolean]>([
    ["/moskitiery", "/moskitiery", false, true],
    ["/moskitiery/okienne", "/moskitiery", false, true],
    ["/moskitiery/okienne", "/moskitiery", true, false],
    ["/plisy", "/plisy", true, true],
    ["/plisy-specjalistyczne", "/plisy", false, false],
    ["/plisy-specjalistyczne", "/plisy", true, false],
    ["/tkaniny-plisy/abc", "/tkaniny-plisy", false, true],
    ["/", "/kontakt", false, false],
    ["/profile/zamowienia", "/profile", false, true],
  ])("%s at the entry %s (end: %s) → %s", (pathname, to, end, current) => {
    expect(isCurrentPage(pathname, to, { end })).toBe(current);
  });
});
