import { describe, expect, it } from "vitest";
import { complaintNotYetText, mayFileComplaint } from "~/lib/complaint-filing";
import { COMPLAINT_TEXT_MAX } from "~/lib/complaints";
import { parseForm, REQUIRED_FIELDS_MESSAGE, tooLongMessage } from "~/lib/forms";
import { CHOOSE_LINES_MESSAGE, CHOOSE_REASON_MESSAGE, CHOOSE_REMEDY_MESSAGE, complaintFilingInput, complaintFilingSchema, complaintReplySchema } from "~/lib/schemas/complaint";

const valid = { lines: ["12"], reason: "wada_produkcyjna", requestedRemedy: "naprawa", description: "  Plisa się nie opuszcza.  " };

describe("the complaint filing form", () => {
  it("reads a complete form: the lines as ids, each once, and the description trimmed", () => {
    expect(parseForm({ ...valid, lines: ["12", "7", "12"] }, complaintFilingSchema)).toEqual({
      ok: true,
      data: { lines: [12, 7], reason: "wada_produkcyjna", requestedRemedy: "naprawa", description: "Plisa się nie opuszcza." },
    });
  });

  it.each([
    ["no line ticked", { lines: [] }, "lines", CHOOSE_LINES_MESSAGE],
    ["lines missing altogether", { lines: undefined }, "lines", CHOOSE_LINES_MESSAGE],
    ["a line that is no id", { lines: ["0"] }, "lines", CHOOSE_LINES_MESSAGE],
    ["a line that is no number", { lines: ["1; drop table"] }, "lines", CHOOSE_LINES_MESSAGE],
    ["no reason", { reason: undefined }, "reason", CHOOSE_REASON_MESSAGE],
    ["a reason of no list", { reason: "zly_humor" }, "reason", CHOOSE_REASON_MESSAGE],
    ["no remedy", { requestedRemedy: undefined }, "requestedRemedy", CHOOSE_REMEDY_MESSAGE],
    ["a remedy of no list", { requestedRemedy: "rabat_100" }, "requestedRemedy", CHOOSE_REMEDY_MESSAGE],
    ["a blank description", { description: "   " }, "description", REQUIRED_FIELDS_MESSAGE],
    ["a description too long", { description: "x".repeat(COMPLAINT_TEXT_MAX + 1) }, "description", tooLongMessage(COMPLAINT_TEXT_MAX)],
  ])("refuses %s", (_case, change, field, message) => {
    const parsed = parseForm({ ...valid, ...change }, complaintFilingSchema);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fieldErrors[field]).toBe(message);
  });

  it("takes a description of exactly the longest length", () => {
    expect(parseForm({ ...valid, description: "x".repeat(COMPLAINT_TEXT_MAX) }, complaintFilingSchema).ok).toBe(true);
  });

  it("reads every ticked box of the posted form, and no file among them", () => {
    const form = new FormData();
    form.append("lines", "3");
    form.append("lines", "5");
    form.append("lines", new File(["x"], "x.png"));
    form.append("reason", "inne");
    expect(complaintFilingInput(form)).toEqual({ lines: ["3", "5"], reason: "inne" });
  });
});

describe("the customer's answer", () => {
  it.each([
    ["Dosyłam zdjęcie.", true],
    ["   ", false],
    ["x".repeat(COMPLAINT_TEXT_MAX + 1), false],
  ])("%j is accepted: %s", (body, ok) => {
    expect(complaintReplySchema.safeParse({ body }).success).toBe(ok);
  });
});

describe("when an order takes a complaint from its page", () => {
  it.each([
    ["wysłane", null, true],
    ["gotowe", new Date(), true],
    ["gotowe", null, false],
    ["w_realizacji", null, false],
    ["nowe", null, false],
    ["anulowane", null, false],
  ])("status %s, shipped %s: %s", (orderStatus, shippedAt, allowed) => {
    expect(mayFileComplaint({ orderStatus, shippedAt })).toBe(allowed);
  });

  it("words a cancelled order apart from one still on its way", () => {
    expect(complaintNotYetText({ orderStatus: "anulowane" })).toContain("anulowane");
    expect(complaintNotYetText({ orderStatus: "w_realizacji" })).toContain("gdy zamówienie zostanie wysłane");
  });
});
