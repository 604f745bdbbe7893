// Renders the web app icons and the Open Graph image from public/favicon.svg with Chromium, into
// public/icons/ and public/og-image.png (committed; rerun after changing the favicon).
// Run with Node 24 (`node scripts/generate-app-images.ts`), which strips the TypeScript types natively.
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = join(root, "public");
const favicon = readFileSync(join(publicDir, "favicon.svg"), "utf8");
const BRAND = "#a94a23";

/** The favicon's mark without its rounded tile: for full-bleed (maskable, Apple) icons. */
const mark = favicon.replace(/<rect width="32" height="32" rx="7" fill="#a94a23"\/>/, "");
if (mark === favicon) throw new Error("favicon.svg changed: update the tile pattern in this script");

const page = (body: string, width: number, height: number) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;background:transparent}</style></head><body>${body}</body></html>`;

/** The whole favicon, tile and corners as drawn. */
const roundedIcon = (size: number) => page(favicon.replace("<svg ", `<svg width="${size}" height="${size}" `), size, size);

/** Brand colour to the edges, the mark inside the maskable safe zone (the central 80 % circle). */
const fullBleedIcon = (size: number) =>
  page(
    `<div style="width:${size}px;height:${size}px;background:${BRAND};display:grid;place-items:center">${mark.replace("<svg ", `<svg width="${Math.round(size * 0.85)}" height="${Math.round(size * 0.85)}" `)}</div>`,
    size,
    size,
  );

const ogImage = page(
  `<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 96px;background:linear-gradient(135deg,#fbf4ef 0%,#f5e3d6 100%);font-family:'DejaVu Sans',system-ui,sans-serif;display:flex;align-items:center;gap:72px">
    <div style="flex:none">${favicon.replace("<svg ", '<svg width="280" height="280" ')}</div>
    <div style="color:#1c1917">
      <div style="font-size:24px;font-weight:700;letter-spacing:2px;text-transform:uppercase;color:${BRAND}">Szyte na wymiar od ponad 15 lat</div>
      <div style="margin-top:20px;font-size:68px;line-height:1.08;font-weight:700">Plisy i moskitiery na wymiar</div>
      <div style="margin-top:28px;font-size:32px;line-height:1.35;color:#44403c">Wybierz tkaninę, podaj wymiary i od razu zobacz cenę. Wysyłka na terenie całej Polski.</div>
    </div>
  </div>`,
  1200,
  630,
);

const outputs: { file: string; html: string; width: number; height: number; transparent: boolean }[] = [
  { file: "icons/icon-192.png", html: roundedIcon(192), width: 192, height: 192, transparent: true },
  { file: "icons/icon-512.png", html: roundedIcon(512), width: 512, height: 512, transparent: true },
  { file: "icons/icon-maskable-512.png", html: fullBleedIcon(512), width: 512, height: 512, transparent: false },
  { file: "icons/apple-touch-icon.png", html: fullBleedIcon(180), width: 180, height: 180, transparent: false },
  { file: "og-image.png", html: ogImage, width: 1200, height: 630, transparent: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
try {
  mkdirSync(join(publicDir, "icons"), { recursive: true });
  for (const output of outputs) {
    const context = await browser.newContext({ viewport: { width: output.width, height: output.height }, deviceScaleFactor: 1 });
    const tab = await context.newPage();
    await tab.setContent(output.html);
    await tab.screenshot({ path: join(publicDir, output.file), omitBackground: output.transparent });
    await context.close();
    console.log(`wrote public/${output.file}`);
  }
} finally {
  await browser.close();
}
