// The check digits of the numbers the shop takes from people: a typo in a NIP or an account number is caught
// before it reaches an invoice or a transfer page.

/** NIP: 10 digits whose weighted sum mod 11 equals the last digit. Dashes and spaces are ignored. */
export function isValidNip(value: string): boolean {
  const digits = value.replace(/[\s-]/g, "");
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** "pl61 1090 1014-0000…" → "PL611090101400000…": spaces and dashes out, letters upper-cased. */
export function compactIban(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

/** A Polish account number as an IBAN: PL and 26 digits whose ISO 13616 check (mod 97) gives 1. */
export function isValidPolishIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^PL\d{26}$/.test(iban)) return false;
  // The country and check digits move to the end; P = 25, L = 21. Digit by digit, so no big integers.
  const digits = `${iban.slice(4)}2521${iban.slice(2, 4)}`;
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
