import type { QrCode } from "~/lib/qr-code";

/** A QR code the server drew (app/server/platform/qr-code.server.ts), black on white, crisp at any size the class gives it. */
export function QrCodeImage({ qr, label, className }: { qr: QrCode; label: string; className: string }) {
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" className={className}>
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={qr.path} fill="#000000" />
    </svg>
  );
}
