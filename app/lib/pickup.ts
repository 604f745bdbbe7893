import type { ShopSettings } from "~/lib/shop-settings";

/** Where and when a pickup order (odbiór osobisty) is collected: the settings' pickup point and its hours. */
export interface PickupDetails {
  address: string;
  hours: string;
}

export function pickupDetails(shop: Pick<ShopSettings, "name" | "pickupStreet" | "pickupPostalCode" | "pickupCity" | "pickupHours">): PickupDetails {
  return { address: `${shop.name}, ${shop.pickupStreet}, ${shop.pickupPostalCode} ${shop.pickupCity}`, hours: shop.pickupHours };
}

/** Made to measure, a pickup order is collected once the shop says it is ready, never straight after ordering. */
export const PICKUP_READY_NOTICE = "Gdy zamówienie będzie gotowe do odbioru, wyślemy Ci e-mail. Prosimy o odbiór dopiero po tej wiadomości.";
