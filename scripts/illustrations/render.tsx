// `npx tsx --tsconfig tsconfig.node.json scripts/illustrations/render.tsx`: writes the decorative drawings (drawings.tsx) as static SVG files the
// pages show with <img>, so their markup is in no page's JavaScript. Tailwind's fill/stroke classes become attributes
// with the theme's colours, as an image cannot use the page's CSS.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FurnitureIllustration, HeroIllustration, InsectScreenIllustration, PleatIllustration, PowderCoatingIllustration } from "./drawings.tsx";

const root = resolve(import.meta.dirname, "../..");
const themeCss = readFileSync(resolve(root, "node_modules/tailwindcss/theme.css"), "utf8") + readFileSync(resolve(root, "app/app.css"), "utf8");
const colour = (name: string) => {
  if (name === "white") return "#fff";
  const value = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(themeCss)?.[1];
  if (!value) throw new Error(`no theme colour ${name}`);
  return value.trim();
};

function toSvgFile(element: ReactElement): string {
  const markup = renderToStaticMarkup(element)
    .replace(/ (?:aria-hidden|focusable)="[^"]*"/g, "")
    .replace(/^<svg /, '<svg xmlns="http://www.w3.org/2000/svg" ')
    .replace(/ class="([^"]*)"/g, (_, classes: string) =>
      classes
        .split(" ")
        .map((name) => {
          const paint = /^(fill|stroke)-([a-z]+(?:-\d+)?)(?:\/(\d+))?$/.exec(name);
          if (!paint) return ""; // layout classes of the page's <svg>: the <img> has its own
          const [, property, colourName, opacity] = paint;
          return ` ${property}="${colour(colourName!)}"${opacity ? ` ${property}-opacity="${Number(opacity) / 100}"` : ""}`;
        })
        .join(""),
    );
  return `${markup}\n`;
}

const drawings: Record<string, ReactElement> = {
  hero: <HeroIllustration />,
  pleat: <PleatIllustration />,
  "insect-screen": <InsectScreenIllustration />,
  furniture: <FurnitureIllustration />,
  "powder-coating": <PowderCoatingIllustration />,
};
for (const [name, element] of Object.entries(drawings)) writeFileSync(resolve(root, `app/assets/illustrations/${name}.svg`), toSvgFile(element));
