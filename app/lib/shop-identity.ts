export type { ShopIdentity } from "./shop-identity-schema";

/** "PL61109010140000071219812874" → "PL61 1090 1014 0000 0712 1981 2874" */
export function formatBankAccount(iban: string): string {
  return iban.replace(/(.{4})/g, "$1 ").trim();
}

/** "500600700" or "500 600 700" → "tel:+48500600700" */
export function phoneHref(phone: string): string {
  return `tel:+48${phone.replace(/\D/g, "").slice(-9)}`;
}
