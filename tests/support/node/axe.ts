import axe from "axe-core";
import type { BrowserContext, Page } from "playwright-core";

// axe-core run in the page itself. @axe-core/playwright's analyze() evaluates axe's 0.6 MB source in the page at every
// scan, then opens a blank page, evaluates it there again and sends it every rule's results to merge the frames' own
// (the shop has no frames): seconds a scan, even for a 404 page. Here the source comes with each document and a scan
// is one axe.run.

/** WCAG 2.1 at levels A and AA: the level the shop meets. */
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type WithAxe = { axe: typeof axe };

/** axe-core in every document the context opens, evaluated before the page's own scripts. */
export async function withAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

/** The serious and critical WCAG 2.1 AA violations of the page as it is now, each with the elements it found. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    // Only the violations in full: passed and inapplicable rules come back with one element each, not every one checked.
    (tags) => (window as unknown as WithAxe).axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }).then((results) => results.violations),
    WCAG_21_AA,
  );
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(" ")).join("\n    ")}`);
}
