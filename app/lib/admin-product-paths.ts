import { href } from "react-router";
import type { ScreenType } from "~/lib/screen-types";
import { ADMIN_PRODUCTS_PATH } from "./admin-product-sections";

// Where the product pages of the back-office are, for links and redirects alike.

export const PRODUCTS_BACK = { to: ADMIN_PRODUCTS_PATH, label: "Wróć do produktów" };

export const productPaths = {
  pleatProfiles: href("/admin-products/profile-plis"),
  newPleatProfile: href("/admin-products/profile-plis/nowy"),
  pleatProfile: (code: string) => href("/admin-products/profile-plis/:code", { code }),
  accessories: href("/admin-products/dodatki"),
  accessory: (id: number) => href("/admin-products/dodatki/:id", { id: String(id) }),
  screenProfiles: href("/admin-products/profile-moskitier"),
  newScreenProfile: href("/admin-products/profile-moskitier/nowy"),
  screenProfile: (type: ScreenType, code: string) => href("/admin-products/profile-moskitier/:type/:code", { type, code }),
  meshes: href("/admin-products/siatki"),
  newMesh: href("/admin-products/siatki/nowa"),
  mesh: (code: string) => href("/admin-products/siatki/:code", { code }),
  promoCodes: href("/admin-products/kody-rabatowe"),
} as const;
