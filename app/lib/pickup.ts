import type { ShopIdentity } from "./shop-identity";

/** Where and when a pickup order (odbiór osobisty) is collected: the shop's own address and opening hours. */
export interface PickupDetails {
  address: string;
  hours: string;
}

export function pickupDetails(shop: Pick<ShopIdentity, "name" | "street" | "postalCode" | "city" | "pickupHours">): PickupDetails {
  return { address: `${shop.name}, ${shop.street}, ${shop.postalCode} ${shop.city}`, hours: shop.pickupHours };
}

/** Made to measure, a pickup order is collected once the shop says it is ready, never straight after ordering. */
export const PICKUP_READY_NOTICE = "Gdy zamówienie będzie gotowe do odbioru, wyślemy Ci e-mail. Prosimy o odbiór dopiero po tej wiadomości.";
