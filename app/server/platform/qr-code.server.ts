import { encode } from "uqr";
import type { QrCode } from "~/lib/qr-code";

// QR codes drawn on the server (uqr, pure JS: it runs in workerd), so a page shows one without loading a script or
// asking an outside service: docs/decisions/2026-11-28-qr-codes.md.

/** A horizontal run of dark modules: `width` modules from (x, y), y counted from the top. */
export interface QrRun {
  x: number;
  y: number;
  width: number;
}

/**
 * `text` as a QR code's dark modules, one run per stretch of a row, on a size × size grid with the standard 4-module
 * quiet zone; error correction M unless asked otherwise. The SVG path below and the invoice PDF draw from it.
 */
export function qrRuns(text: string, ecc: "L" | "M" | "Q" | "H" = "M"): { size: number; runs: QrRun[] } {
  const { data, size } = encode(text, { ecc, border: 4 });
  const runs: QrRun[] = [];
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const start = x;
      while (x + 1 < size && row[x + 1]) x++;
      runs.push({ x: start, y, width: x - start + 1 });
    }
  });
  return { size, runs };
}

/** `text` as a QR code: one subpath per run, a compact path any SVG renderer draws crisply. */
export function qrCode(text: string, ecc: "L" | "M" | "Q" | "H" = "M"): QrCode {
  const { size, runs } = qrRuns(text, ecc);
  return { size, path: runs.map(({ x, y, width }) => `M${x} ${y}h${width}v1h-${width}z`).join("") };
}
