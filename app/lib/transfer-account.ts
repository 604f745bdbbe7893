import type { ShopIdentity } from "~/lib/shop-settings";

/** The part of the shop's identity that paying needs; the payment pages' loaders hand only this to the browser. */
export type TransferAccount = Pick<ShopIdentity, "bankName" | "bankAccount" | "bankRecipient" | "paymentPhone">;

export function toTransferAccount({ bankName, bankAccount, bankRecipient, paymentPhone }: ShopIdentity): TransferAccount {
  return { bankName, bankAccount, bankRecipient, paymentPhone };
}
