import type { Route } from "./+types/complaint-decision-pdf";
import { complaintIdParam, customerComplaintDecision } from "~/server/complaints/customer.server";

// GET /order-details/:orderNumber/reklamacje/:complaintId/decyzja.pdf: the complaint's decision as a PDF download, for
// whoever may see the order, once the queue has rendered it. Anything else gets the same 404.

const notFound = () => new Response("Nie znaleziono decyzji lub brak uprawnień", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const complaintId = complaintIdParam(params.complaintId);
  return (complaintId !== null && (await customerComplaintDecision(context, request, params.orderNumber, complaintId))) || notFound();
}
