import { z } from "zod";
import type { Route } from "./+types/complaint-decision-pdf";
import { ADMIN_HEADERS } from "~/lib/admin-route";
import { adminComplaintDecision } from "~/server/complaints/admin.server";
import { getEnv } from "~/server/platform/request-context.server";

// GET /admin-reklamacje/:complaintId/decyzja.pdf: a case's decision as the customer got it, for the owner.

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const notFound = () => new Response("Nie znaleziono decyzji w PDF", { status: 404, headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ params, context }: Route.LoaderArgs) {
  const complaintId = idSchema.safeParse(params.complaintId);
  if (!complaintId.success) return notFound();
  return (await adminComplaintDecision(getEnv(context), complaintId.data)) ?? notFound();
}
