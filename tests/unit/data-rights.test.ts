import { describe, expect, it } from "vitest";
import { accountDataFileName, consentOriginLabel, enquiryDetailLines } from "~/lib/account-data";
import { hasSenderData, senderCountsText } from "~/lib/sender-erasure";

describe("senderCountsText", () => {
  it.each([
    [{ enquiries: 1, replies: 0, sampleRequests: 0 }, "1 zgłoszenie"],
    [{ enquiries: 2, replies: 1, sampleRequests: 1 }, "2 zgłoszenia, 1 odpowiedź sklepu i 1 zamówienie próbek"],
    [{ enquiries: 5, replies: 3, sampleRequests: 0 }, "5 zgłoszeń i 3 odpowiedzi sklepu"],
    [{ enquiries: 0, replies: 0, sampleRequests: 22 }, "22 zamówienia próbek"],
    [{ enquiries: 12, replies: 0, sampleRequests: 5 }, "12 zgłoszeń i 5 zamówień próbek"],
    [{ enquiries: 0, replies: 0, sampleRequests: 0 }, "nic"],
  ])("%o reads '%s'", (counts, text) => {
    expect(senderCountsText(counts)).toBe(text);
  });

  it.each([
    [{ enquiries: 0, replies: 0, sampleRequests: 0 }, false],
    [{ enquiries: 1, replies: 0, sampleRequests: 0 }, true],
    [{ enquiries: 0, replies: 0, sampleRequests: 1 }, true],
  ])("%o has something to erase: %s", (counts, expected) => {
    expect(hasSenderData(counts)).toBe(expected);
  });
});

describe("enquiryDetailLines", () => {
  it.each([
    [null, []],
    ["PL-101", []],
    [{}, []],
    [{ selectedModel: "PLS-3" }, [{ label: "Wybrany model", value: "PLS-3" }]],
    [
      { orderNumber: "ZAM-2026-000042", complaintReason: "wada_produkcyjna" },
      [
        { label: "Numer zamówienia", value: "ZAM-2026-000042" },
        { label: "Powód reklamacji", value: "Wada produkcyjna" },
      ],
    ],
    // A reason the shop no longer knows reads as stored; what is not text is left to the file.
    [{ complaintReason: "stary_powod", orderNumber: 42, selectedModel: "" }, [{ label: "Powód reklamacji", value: "stary_powod" }]],
    [{ complaintReason: "toString" }, [{ label: "Powód reklamacji", value: "toString" }]],
  ])("%o reads as %o", (details, lines) => {
    expect(enquiryDetailLines(details)).toEqual(lines);
  });
});

describe("the download", () => {
  it("is named by the day only", () => {
    expect(accountDataFileName("2026-11-28")).toBe("moje-dane-2026-11-28.json");
  });

  it.each([
    [{ kind: "registration" } as const, "Rejestracja konta"],
    [{ kind: "order", orderNumber: "ZAM-2026-000042" } as const, "Zamówienie ZAM-2026-000042"],
    [{ kind: "sample_request", requestId: "8f14e45f-ceea-467f-a0e6-2e7c3b3a9b11" } as const, "Zamówienie bezpłatnych próbek"],
  ])("names where a consent was given: %o", (origin, label) => {
    expect(consentOriginLabel(origin)).toBe(label);
  });
});
