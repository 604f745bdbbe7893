import { commaAmount, formatPln, type Grosze } from "~/lib/money";
import { formatBankAccount } from "~/lib/shop-identity";
import type { TransferAccount } from "./transfer-account";

/** One line of transfer data; `copy` adds a copy button (what it copies may differ from what is shown). */
export interface TransferField {
  label: string;
  value: string;
  hint?: string;
  copy?: { what: string; value: string };
  monospace?: boolean;
  emphasis?: boolean;
}

/**
 * What a transfer for one order needs; null for the generic instructions. A viewer who may not see the
 * order gets its number as typed (the title) without the amount.
 */
export type TransferOrder = { number: string; finalTotal: Grosze | null } | null;

function amountAndTitle(order: TransferOrder): TransferField[] {
  const amount: TransferField =
    order?.finalTotal == null
      ? { label: "Kwota", value: "Kwota do zapłaty z potwierdzenia zamówienia" }
      : { label: "Kwota", value: formatPln(order.finalTotal), copy: { what: "kwotę", value: commaAmount(order.finalTotal) }, emphasis: true };
  const title: TransferField = order
    ? // The spec: the transfer's title must contain the order number; it is the order number.
      { label: "Tytuł przelewu", value: order.number, copy: { what: "tytuł przelewu", value: order.number }, monospace: true }
    : { label: "Tytuł przelewu", value: "Numer Twojego zamówienia", hint: "Znajdziesz go w e-mailu z potwierdzeniem, np. ZAM-2026-000123." };
  return [amount, title];
}

export function bankTransferFields(account: TransferAccount, order: TransferOrder): TransferField[] {
  return [
    { label: "Odbiorca", value: account.bankRecipient, copy: { what: "nazwę odbiorcy", value: account.bankRecipient } },
    {
      label: "Numer konta",
      value: formatBankAccount(account.bankAccount),
      // Banking apps take the 26 digits of the account number; some refuse the country code or spaces.
      copy: { what: "numer konta", value: account.bankAccount.replace(/^PL/, "") },
      monospace: true,
    },
    { label: "Bank", value: account.bankName },
    ...amountAndTitle(order),
  ];
}

export function phoneTransferFields(account: TransferAccount, order: TransferOrder): TransferField[] {
  return [
    {
      label: "Numer telefonu",
      value: account.paymentPhone,
      copy: { what: "numer telefonu", value: account.paymentPhone.replace(/\D/g, "") },
      monospace: true,
      emphasis: true,
    },
    { label: "Odbiorca", value: account.bankRecipient, copy: { what: "nazwę odbiorcy", value: account.bankRecipient } },
    ...amountAndTitle(order),
  ];
}
