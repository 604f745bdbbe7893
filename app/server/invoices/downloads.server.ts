import { and, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { invoices } from "~/db/schema";
import { ADMIN_HEADERS } from "~/lib/admin-route";
import { invoicePdfFileName } from "~/lib/invoice-paths";
import { viewableOrder } from "../orders/pages.server";
import { getDb, getEnv } from "../platform/request-context.server";
import { currentInvoicePdf, type InvoiceRow, isCustomerVisible } from "./announce.server";

// The invoice PDF's two downloads: the owner's (behind the admin layout's guard) and the customer's (the order page's own
// check: the signed-in owner or the private link). Never public, never in a shared cache.

type Context = Readonly<RouterContextProvider>;

function pdfResponse(invoice: InvoiceRow, pdf: Uint8Array): Response {
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoicePdfFileName(invoice.kind, invoice.number)}"`,
      "Content-Length": String(pdf.byteLength),
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** Any invoice for the owner, in KSeF or not yet: its PDF as it stands now, rendered and stored if it has none yet. */
export async function adminInvoicePdf(context: Context, invoiceId: number): Promise<Response | null> {
  const db = getDb(context);
  const invoice = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).get();
  return invoice ? pdfResponse(invoice, await currentInvoicePdf(getEnv(context), db, invoice)) : null;
}

/**
 * An invoice of the order `orderNumber` names, for whoever may see that order (app/server/orders/pages.server.ts): null
 * alike for a missing order, someone else's, another order's invoice and a company invoice KSeF has not accepted.
 */
export async function customerInvoicePdf(context: Context, request: Request, orderNumber: string, invoiceId: number): Promise<Response | null> {
  const found = await viewableOrder(context, request, orderNumber);
  if (!found) return null;
  const db = getDb(context);
  const invoice = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.orderId, found.order.id)))
    .get();
  return invoice && isCustomerVisible(invoice) ? pdfResponse(invoice, await currentInvoicePdf(getEnv(context), db, invoice)) : null;
}
