import { encode } from "uqr";
import type { QrCode } from "~/lib/qr-code";

// QR codes drawn on the server (uqr, pure JS: it runs in workerd), so a page shows one without loading a script or
// asking an outside service: docs/decisions/2026-11-28-qr-codes.md.

/** `text` as a QR code with the standard 4-module quiet zone; error correction M unless asked otherwise. */
export function qrCode(text: string, ecc: "L" | "M" | "Q" | "H" = "M"): QrCode {
  const { data, size } = encode(text, { ecc, border: 4 });
  // One subpath per run of dark modules in a row: a compact path any SVG renderer draws crisply.
  let path = "";
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const start = x;
      while (x + 1 < size && row[x + 1]) x++;
      path += `M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`;
    }
  });
  return { size, path };
}
