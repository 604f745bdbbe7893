import { describe, expect, it } from "vitest";
import { clientAddressKey } from "~/lib/client-address";

describe("clientAddressKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 198.51.100.20 ", "198.51.100.20"],
    ["2001:db8::1", "2001:0db8:0000:0000::/64"],
    ["2001:DB8:0:0:FFFF:1:2:3", "2001:0db8:0000:0000::/64"],
    ["2001:db8:aa:bb:cc:dd:ee:ff", "2001:0db8:00aa:00bb::/64"],
    ["2001:0db8:00aa:00bb:0000:0000:0000:0001", "2001:0db8:00aa:00bb::/64"],
    ["2001:db8:aa::", "2001:0db8:00aa:0000::/64"],
    ["::1", "0000:0000:0000:0000::/64"],
    ["::", "0000:0000:0000:0000::/64"],
    ["fe80::1%eth0", "fe80:0000:0000:0000::/64"],
    ["64:ff9b::192.0.2.33", "0064:ff9b:0000:0000::/64"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::FFFF:c000:0201", "192.0.2.1"],
  ])("%s counts as %s", (address, key) => {
    expect(clientAddressKey(address)).toBe(key);
  });

  it("puts every address of one /64 under one key, and the next /64 under another", () => {
    const keys = new Set(["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2:dead:beef:0:1", "2001:0DB8:0001:0002::abcd"].map(clientAddressKey));
    expect(keys.size).toBe(1);
    expect(clientAddressKey("2001:db8:1:3::1")).not.toBe(clientAddressKey("2001:db8:1:2::1"));
  });

  it.each(["", "local", "not an address", "1:2:3:4:5:6:7:8:9", "1::2::3", "2001:db8:::1", "12345::1", "g::1", "1:2:3:4:5:6:7", "::ffff:300.1.1.1", "::1.2.3"])(
    "keeps %j, which is no IPv6 address, as it is",
    (text) => {
      expect(clientAddressKey(text)).toBe(text.trim().toLowerCase());
    },
  );

  it("keeps at most 64 characters of something that is not an address", () => {
    expect(clientAddressKey("x".repeat(5000))).toHaveLength(64);
  });
});
