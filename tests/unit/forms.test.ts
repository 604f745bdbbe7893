import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstMessage, parseForm } from "~/lib/forms";

const schema = z
  .object({
    name: z.string().min(1, "Podaj imię"),
    code: z
      .string()
      .regex(/^\d{6}$/, "Kod ma 6 cyfr")
      .min(6, "Za krótki kod"),
  })
  .refine((form) => form.name !== form.code, "Imię i kod muszą się różnić");

describe("parseForm", () => {
  it("parses a posted form's string fields", () => {
    const form = new FormData();
    form.set("name", "Anna");
    form.set("code", "123456");
    form.set("file", new Blob(["x"]));
    expect(parseForm(form, schema)).toEqual({ ok: true, data: { name: "Anna", code: "123456" } });
  });

  it("keeps each field's first message, keyed by field", () => {
    const parsed = parseForm({ name: "", code: "12" }, schema);
    expect(parsed).toEqual({ ok: false, fieldErrors: { name: "Podaj imię", code: "Kod ma 6 cyfr" } });
    expect(!parsed.ok && firstMessage(parsed)).toBe("Podaj imię");
  });

  it("gives a rule on the whole form its own message, said first", () => {
    const parsed = parseForm({ name: "123456", code: "123456" }, schema);
    expect(parsed).toEqual({ ok: false, fieldErrors: {}, formError: "Imię i kod muszą się różnić" });
    expect(!parsed.ok && firstMessage(parsed)).toBe("Imię i kod muszą się różnić");
  });
});
