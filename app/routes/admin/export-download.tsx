import { z } from "zod";
import type { Route } from "./+types/export-download";
import { ADMIN_HEADERS } from "~/lib/admin-route";
import { getExportJob } from "~/server/orders/exports.server";
import { getDb, getEnv } from "~/server/platform/request-context.server";

// GET /admin/eksport/:jobId streams a finished export from R2: the file is never public.

const jobIdSchema = z.uuid();

const notFound = () => new Response("Nie znaleziono pliku eksportu", { status: 404, headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ params, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const jobId = jobIdSchema.safeParse(params.jobId);
  const job = jobId.success ? await getExportJob(getDb(context), jobId.data) : undefined;
  if (job?.status !== "done" || !job.r2Key) return notFound();
  const file = await env.EXPORTS.get(job.r2Key);
  if (!file) return notFound();
  return new Response(file.body, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${job.fileName}"`,
      "Content-Length": String(file.size),
    },
  });
}
