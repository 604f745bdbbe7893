import { z } from "zod";
import type { Route } from "./+types/complaint-photo";
import { ADMIN_HEADERS } from "~/lib/admin-route";
import { adminComplaintPhoto } from "~/server/complaints/admin.server";
import { getEnv } from "~/server/platform/request-context.server";

// GET /admin-reklamacje/:complaintId/zdjecia/:photoId: a case's photo for the owner, from the private bucket.

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const notFound = () => new Response("Nie znaleziono zdjęcia", { status: 404, headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ params, context }: Route.LoaderArgs) {
  const complaintId = idSchema.safeParse(params.complaintId);
  const photoId = idSchema.safeParse(params.photoId);
  if (!complaintId.success || !photoId.success) return notFound();
  return (await adminComplaintPhoto(getEnv(context), complaintId.data, photoId.data)) ?? notFound();
}
