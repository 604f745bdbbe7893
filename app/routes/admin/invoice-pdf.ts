import type { Route } from "./+types/invoice-pdf";
import { ADMIN_HEADERS } from "~/lib/admin-route";
import { invoiceIdParam } from "~/lib/invoice-paths";
import { adminInvoicePdf } from "~/server/invoices/downloads.server";

// GET /admin-faktury/:invoiceId/pdf: an invoice's PDF for the owner, from R2 (rendered there first if it is not yet).

const notFound = () => new Response("Nie znaleziono faktury", { status: 404, headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ params, context }: Route.LoaderArgs) {
  const invoiceId = invoiceIdParam(params.invoiceId);
  return (invoiceId !== null && (await adminInvoicePdf(context, invoiceId))) || notFound();
}
