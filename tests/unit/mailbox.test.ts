import { describe, expect, it } from "vitest";
import { mailboxKey } from "~/lib/mailbox";

describe("mailboxKey: one key for every spelling of one inbox", () => {
  it.each([
    ["anna@example.pl", "anna@example.pl"],
    ["Anna@Example.PL", "anna@example.pl"],
    ["  anna@example.pl ", "anna@example.pl"],
    ["anna+promo@example.pl", "anna@example.pl"],
    ["anna+a+b@example.pl", "anna@example.pl"],
    ["ANNA+Reset1@example.pl", "anna@example.pl"],
    // Full-width letters are the same letters once NFKC-folded.
    ["ａｎｎａ@example.pl", "anna@example.pl"],
    // A local part that is only a tag has no mailbox before it: kept whole rather than emptied.
    ["+anna@example.pl", "+anna@example.pl"],
    ["anna.nowak@example.pl", "anna.nowak@example.pl"],
    ["not-an-address", "not-an-address"],
  ])("%j → %j", (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });
});
