/**
 * The mailbox an address delivers to, as limits count it: 'Anna.Nowak+promo@Example.pl' and
 * 'anna.nowak@example.pl' reach one inbox, so a limit per recipient keyed by this cannot be multiplied
 * by sub-addresses (the '+tag' every large provider delivers to the same mailbox) or by letter case.
 * Only for counting: mail still goes to the address as given.
 */
export function mailboxKey(email: string): string {
  const address = email.normalize("NFKC").trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf("+");
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}
