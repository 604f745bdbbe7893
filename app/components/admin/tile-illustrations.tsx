import type { ReactNode } from "react";

/** The drawing on a panel tile: a large line icon on the tile's tinted field. */
function TileIllustration({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-16 text-accent-700"
    >
      {children}
    </svg>
  );
}

export const tileIllustrations = {
  orders: (
    <TileIllustration>
      <rect x="8" y="6" width="32" height="36" rx="4" />
      <path d="M8 16h32M8 26h32M8 36h32M20 6v36" />
    </TileIllustration>
  ),
  production: (
    <TileIllustration>
      <path d="M6 40h36M10 40V22l8 5v-5l8 5v-5l8 5V12h6v28" />
      <path d="M16 34h4M24 34h4M32 34h4" />
    </TileIllustration>
  ),
  users: (
    <TileIllustration>
      <circle cx="18" cy="16" r="6" />
      <path d="M6 38c0-7 5.5-11 12-11s12 4 12 11" />
      <circle cx="33" cy="18" r="5" />
      <path d="M32 27c6 0 10 3.5 10 9" />
    </TileIllustration>
  ),
  products: (
    <TileIllustration>
      <path d="M24 6 40 14v20L24 42 8 34V14z" />
      <path d="M8 14l16 8 16-8M24 22v20" />
    </TileIllustration>
  ),
  stats: (
    <TileIllustration>
      <path d="M8 40h32" />
      <rect x="11" y="24" width="6" height="12" rx="1" />
      <rect x="21" y="14" width="6" height="22" rx="1" />
      <rect x="31" y="8" width="6" height="28" rx="1" />
    </TileIllustration>
  ),
  settings: (
    <TileIllustration>
      <circle cx="24" cy="24" r="6" />
      <path d="M24 6v6M24 36v6M6 24h6M36 24h6M11.3 11.3l4.2 4.2M32.5 32.5l4.2 4.2M11.3 36.7l4.2-4.2M32.5 15.5l4.2-4.2" />
    </TileIllustration>
  ),
  audit: (
    <TileIllustration>
      <path d="M14 6h20l6 6v30H14z" />
      <path d="M20 18h14M20 26h14M20 34h8" />
      <path d="M8 12v30h6" />
    </TileIllustration>
  ),
  enquiries: (
    <TileIllustration>
      <rect x="6" y="10" width="36" height="28" rx="4" />
      <path d="m7 13 17 13 17-13" />
    </TileIllustration>
  ),
  samples: (
    <TileIllustration>
      <rect x="6" y="14" width="22" height="28" rx="3" />
      <rect x="20" y="6" width="22" height="28" rx="3" />
      <path d="M25 14h12M25 20h12M25 26h8" />
    </TileIllustration>
  ),
  shipping: (
    <TileIllustration>
      <path d="M6 15 24 7l18 8v19l-18 8-18-8z" />
      <path d="m6 15 18 8 18-8M24 23v19M15 11l18 8" />
    </TileIllustration>
  ),
  invoices: (
    <TileIllustration>
      <path d="M12 6h18l8 8v28H12z" />
      <path d="M30 6v8h8M18 22h14M18 28h14M18 34h8" />
    </TileIllustration>
  ),
  operations: (
    <TileIllustration>
      <path d="M6 26h8l4-12 8 22 5-14 3 4h8" />
      <rect x="4" y="6" width="40" height="36" rx="4" />
    </TileIllustration>
  ),
};
