import { describe, expect, it } from "vitest";
import { complaintSchema, contactEnquirySchema } from "~/lib/schemas/enquiry";
import { singleLine } from "~/lib/text";

describe("singleLine", () => {
  it.each([
    ["Jan", "Jan"],
    ["  Jan  ", "Jan"],
    ["Jan\r\nKowalski", "Jan Kowalski"],
    ["Jan\u0000Kowalski", "Jan Kowalski"],
    ["Zamówienie\nBcc: ktos@example.pl", "Zamówienie Bcc: ktos@example.pl"],
    // RIGHT-TO-LEFT OVERRIDE: "Anna" + RLO + "fdp.exe" would display as "Annaexe.pdf".
    ["Anna\u202efdp.exe", "Annafdp.exe"],
    ["\u2066Nowak\u2069", "Nowak"],
    ["a\u202ab\u202bc\u202cd\u202de\u2067f\u2068g", "abcdefg"],
    ["Łódź\u2028Śródmieście", "Łódź Śródmieście"],
  ])("%j → %j", (input, output) => {
    expect(singleLine(input)).toBe(output);
  });
});

describe("one-line enquiry fields are stored on one line", () => {
  it("enquiry names, subject and order number, and a name of only controls is missing", () => {
    const contact = contactEnquirySchema.parse({
      firstName: "Ewa\u2066",
      lastName: "Zielińska",
      email: "ewa@example.pl",
      subject: "Pytanie\r\nBcc: x@example.pl",
      message: "Dzień dobry,\nmam pytanie.",
    });
    expect(contact).toMatchObject({ firstName: "Ewa", subject: "Pytanie Bcc: x@example.pl", message: "Dzień dobry,\nmam pytanie." });
    const complaint = complaintSchema.safeParse({ firstName: "\u202e\u0000", lastName: "X", email: "x@example.pl", orderNumber: "ZAM-2026-000001\n", complaintReason: "inne" });
    expect(complaint.success).toBe(false);
  });
});
