import { describe, expect, it } from "vitest";
import { formatPhone, fullAddress, phoneDigits, phoneField, registrationSchema, safeReturnTo } from "~/lib/schemas/account";

describe("safeReturnTo", () => {
  it.each([
    ["/finalizacja-zamowienia", "/finalizacja-zamowienia"],
    ["/profile?tab=orders", "/profile?tab=orders"],
    [null, "/profile"],
    ["", "/profile"],
    ["https://evil.example", "/profile"],
    ["//evil.example", "/profile"],
    ["/\\evil.example", "/profile"],
    ["/\t/evil.example", "/profile"],
    ["/\n/evil.example", "/profile"],
    ["javascript:alert(1)", "/profile"],
  ])("%j → %s", (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});

describe("phone numbers", () => {
  it.each([
    ["600700800", "600700800"],
    ["600 700 800", "600700800"],
    ["+48 600 700 800", "600700800"],
    ["0048600700800", "600700800"],
    ["6007008001234", "600700800"],
    ["abc", ""],
  ])("the input keeps %j as %s", (typed, kept) => {
    expect(phoneDigits(typed)).toBe(kept);
  });

  it.each([
    ["+48 600-700-800", true],
    ["60070080", false],
    ["", false],
  ])("the server reads %j as valid: %s", (value, valid) => {
    expect(phoneField.safeParse(value).success).toBe(valid);
  });

  it("shows three groups of three", () => {
    expect(formatPhone("600700800")).toBe("600 700 800");
  });
});

describe("registration", () => {
  const valid = {
    email: " Ewa@Example.PL ",
    password: "tajneHaslo1",
    confirmPassword: "tajneHaslo1",
    firstName: "Ewa",
    lastName: "Zielińska",
    phone: "600700800",
    street: "Polna",
    houseNumber: "3",
    apartmentNumber: "",
    city: "Gdańsk",
    postalCode: "80-001",
    privacyPolicyAccepted: true,
    termsAccepted: true,
  };
  it("lower-cases and trims the e-mail", () => {
    expect(registrationSchema.parse(valid).email).toBe("ewa@example.pl");
  });
  it.each([
    [{ password: "krótkie", confirmPassword: "krótkie" }, "Hasło musi mieć co najmniej 8 znaków."],
    [{ password: "12345678", confirmPassword: "12345678" }, "Hasło musi zawierać co najmniej jedną literę."],
    [{ confirmPassword: "inneHaslo1" }, "Hasła nie są zgodne"],
    [{ privacyPolicyAccepted: false }, "Proszę zaakceptować politykę prywatności"],
    [{ termsAccepted: false }, "Proszę zaakceptować regulamin"],
    [{ phone: "" }, "Numer telefonu jest wymagany"],
    [{ phone: "12345" }, "Numer telefonu musi mieć dokładnie 9 cyfr"],
    [{ city: "" }, "Proszę wypełnić wszystkie wymagane pola"],
  ])("%j → %s", (change, message) => {
    const result = registrationSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe("fullAddress", () => {
  it.each([
    [{ street: "Polna", houseNumber: "3", apartmentNumber: "4", postalCode: "80-001", city: "Gdańsk" }, "Polna 3/4, 80-001 Gdańsk"],
    [{ street: "Polna", houseNumber: "3", apartmentNumber: null, postalCode: "80-001", city: "Gdańsk" }, "Polna 3, 80-001 Gdańsk"],
  ])("%j → %s", (profile, address) => {
    expect(fullAddress(profile)).toBe(address);
  });
});
