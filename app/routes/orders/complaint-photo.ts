import type { Route } from "./+types/complaint-photo";
import { complaintIdParam, customerComplaintPhoto } from "~/server/complaints/customer.server";

// GET /order-details/:orderNumber/reklamacje/:complaintId/zdjecia/:photoId: a photo of the order's complaint, for whoever
// may see the order (its owner signed in, or its private link's holder). Anything else gets the same 404, so a guessed
// address tells nothing; the orders' layout makes every answer private.

const notFound = () => new Response("Nie znaleziono zdjęcia lub brak uprawnień", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const complaintId = complaintIdParam(params.complaintId);
  const photoId = complaintIdParam(params.photoId);
  return (complaintId !== null && photoId !== null && (await customerComplaintPhoto(context, request, params.orderNumber, complaintId, photoId))) || notFound();
}
