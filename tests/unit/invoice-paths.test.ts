import { describe, expect, it } from "vitest";
import { adminInvoicePdfPath, invoiceIdParam, invoicePdfFileName, invoicePdfPath } from "~/lib/invoice-paths";

describe("invoice PDF paths", () => {
  it("builds the owner's and the customer's download paths", () => {
    expect(adminInvoicePdfPath(12)).toBe("/admin-faktury/12/pdf");
    expect(invoicePdfPath("ZAM-2026-000042", 12)).toBe("/order-details/ZAM-2026-000042/faktury/12");
    expect(invoicePdfPath("ZAM-2026-000042", 12, null)).toBe("/order-details/ZAM-2026-000042/faktury/12");
    expect(invoicePdfPath("ZAM-2026-000042", 12, "a-b_c")).toBe("/order-details/ZAM-2026-000042/faktury/12?klucz=a-b_c");
    expect(invoicePdfPath("ZAM-2026-000042", 7, "a+b/c")).toBe("/order-details/ZAM-2026-000042/faktury/7?klucz=a%2Bb%2Fc");
  });

  it.each([
    ["faktura", "FV/7/11/2026", "Faktura-FV-7-11-2026.pdf"],
    ["korekta", "FK/1/12/2026", "Korekta-FK-1-12-2026.pdf"],
    ["faktura", 'Ś/1/"x";\r\n/2026', "Faktura-S-1-x-2026.pdf"],
    ["faktura", "///", "Faktura-bez-numeru.pdf"],
  ] as const)("names the %s %j as %j", (kind, number, fileName) => {
    expect(invoicePdfFileName(kind, number)).toBe(fileName);
  });

  it.each([
    ["12", 12],
    ["1", 1],
    ["0", null],
    ["012", null],
    ["-1", null],
    ["1e3", null],
    ["12.0", null],
    ["abc", null],
    ["", null],
    [undefined, null],
    ["1234567890123456", null],
  ])("reads the id %j as %j", (value, id) => {
    expect(invoiceIdParam(value)).toBe(id);
  });
});
