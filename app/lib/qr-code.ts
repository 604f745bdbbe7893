/** A QR code as the server draws it (app/server/platform/qr-code.server.ts): one SVG path of unit squares on a size × size grid, quiet zone included. */
export interface QrCode {
  size: number;
  path: string;
}
