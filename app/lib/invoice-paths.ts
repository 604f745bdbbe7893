import { href } from "react-router";
import type { InvoiceKind } from "./invoice";
import { withOrderToken } from "./order-number";

// Where an invoice's PDF is downloaded: the owner's address in the back-office, and the customer's under their order's
// page, which the order's private link (?klucz=) opens without signing in, like the page itself.

/** The owner's download, behind the back-office gate. */
export function adminInvoicePdfPath(invoiceId: number): string {
  return href("/admin-faktury/:invoiceId/pdf", { invoiceId: String(invoiceId) });
}

/** The customer's download: for the signed-in owner as it is, for anyone else with the order's private link's token. */
export function invoicePdfPath(orderNumber: string, invoiceId: number, token?: string | null): string {
  return withOrderToken(href("/order-details/:orderNumber/faktury/:invoiceId", { orderNumber, invoiceId: String(invoiceId) }), token);
}

/** 'FV/7/11/2026' → 'Faktura-FV-7-11-2026.pdf': ASCII letters, digits and dashes only, safe in any header and file system. */
export function invoicePdfFileName(kind: InvoiceKind, number: string): string {
  const safe = number
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${kind === "korekta" ? "Korekta" : "Faktura"}-${safe || "bez-numeru"}.pdf`;
}

/** A route's :invoiceId: a positive whole number as an invoice row's id, or null for anything else. */
export function invoiceIdParam(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}
