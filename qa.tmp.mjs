import { chromium } from "playwright-core";
const base = "http://localhost:5173";
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
await ctx.addCookies([{ name: "cookies-rejected", value: "true", url: base }]);
for (const p of paths) {
  const page = await ctx.newPage();
  const problems = [];
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text().slice(0, 3000)}`); });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  page.on("response", (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`); });
  const res = await page.goto(base + p, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  const name = p.replace(/[^a-z0-9]+/gi, "_") || "home";
  await page.screenshot({ path: `/tmp/qa/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(p, res.status(), overflow ? "HORIZONTAL OVERFLOW" : "", problems.join(" | "));
  await page.close();
}
await browser.close();
