// Who a rate limit counts as one client. One subscriber is routinely given a whole IPv6 /64 (2^64
// addresses), so an IPv6 address counts by its first four groups; an IPv4 address counts as it is.

/** The eight 16-bit groups of an IPv6 address, each as four lower-case hex digits, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  // A zone index ("fe80::1%eth0") names the sender's interface, not the address.
  const text = address.split("%")[0]!;
  if (!text.includes(":")) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (half: string | undefined): string[] | null => {
    if (!half) return [];
    const parts = half.split(":");
    const groups: string[] = [];
    for (const [index, part] of parts.entries()) {
      // An IPv4 tail ("::ffff:192.0.2.1") stands for the last two groups.
      if (index === parts.length - 1 && part.includes(".")) {
        const octets = ipv4Octets(part);
        if (!octets) return null;
        groups.push(hexGroup(octets[0]! * 256 + octets[1]!), hexGroup(octets[2]! * 256 + octets[3]!));
      } else if (/^[0-9a-f]{1,4}$/.test(part)) {
        groups.push(part.padStart(4, "0"));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...Array<string>(missing).fill("0000"), ...tail];
}

function ipv4Octets(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

const hexGroup = (value: number) => value.toString(16).padStart(4, "0");

/** The longest key kept for something that is not an address (only a misconfigured proxy sends one). */
const MAX_KEY_LENGTH = 64;

/**
 * The key a client address is counted under: an IPv6 address by its /64 ("2001:0db8:0000:0001::/64"),
 * an IPv4-mapped IPv6 address as its IPv4 address, an IPv4 address as it is.
 */
export function clientAddressKey(address: string): string {
  const text = address.trim().toLowerCase();
  const groups = ipv6Groups(text);
  if (!groups) return text.slice(0, MAX_KEY_LENGTH);
  if (groups.slice(0, 6).join(":") === "0000:0000:0000:0000:0000:ffff") {
    const [high, low] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}
