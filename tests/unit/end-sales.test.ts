import { describe, expect, it } from "vitest";
import type { SaleRefusal } from "~/lib/price-history";
import { endSalesProblem, endSalesSchema, endSalesValue } from "~/lib/schemas/end-sales";

const refusal = (code: string): SaleRefusal => ({ code, name: `Tkanina ${code}`, field: "pricePerM2", message: "…", reason: `${code}: …` });

describe("the owner's choice to end the sales a bulk change would leave without a reduction", () => {
  it.each<[string, string | undefined, string[]]>([
    ["left unticked", undefined, []],
    ["an empty value", "", []],
    ["one code", "PL-102", ["PL-102"]],
    ["the codes the preview listed", endSalesValue([refusal("PL-102"), refusal("NOWA-W")]), ["PL-102", "NOWA-W"]],
  ])("%s reads as the codes to end", (_, value, codes) => {
    expect(endSalesSchema.parse(value)).toEqual(new Set(codes));
  });

  it.each<[string, { refused: string[]; ended: string[] }, string[], "notEnded" | "stale" | null]>([
    ["nothing refused or ended, nothing chosen", { refused: [], ended: [] }, [], null],
    ["the listed sales ended as chosen", { refused: [], ended: ["PL-102", "PL-203"] }, ["PL-203", "PL-102"], null],
    ["sales refused, the owner left them", { refused: ["PL-102"], ended: [] }, [], "notEnded"],
    ["a sale refused that the preview did not list", { refused: ["PL-203"], ended: ["PL-102"] }, ["PL-102"], "stale"],
    ["a listed sale that no longer needs ending", { refused: [], ended: ["PL-102"] }, ["PL-102", "PL-203"], "stale"],
    ["another sale ended than listed", { refused: [], ended: ["PL-102"] }, ["PL-203"], "stale"],
  ])("%s: %s", (_, plan, chosen, problem) => {
    expect(endSalesProblem({ saleRefusals: plan.refused.map(refusal), endedSales: plan.ended.map(refusal) }, new Set(chosen))).toBe(problem);
  });
});
