import type { Route } from "./+types/invoice-pdf";
import { invoiceIdParam } from "~/lib/invoice-paths";
import { customerInvoicePdf } from "~/server/invoices/downloads.server";

// GET /order-details/:orderNumber/faktury/:invoiceId: the customer's invoice PDF, for whoever may see the order (its
// owner signed in, or its private link's holder, as the order's page). Anything else gets the same 404, so a guessed
// address tells nothing. The orders' layout makes every answer private and referrer-free.

const notFound = () => new Response("Nie znaleziono faktury lub brak uprawnień", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const invoiceId = invoiceIdParam(params.invoiceId);
  return (invoiceId !== null && (await customerInvoicePdf(context, request, params.orderNumber, invoiceId))) || notFound();
}
