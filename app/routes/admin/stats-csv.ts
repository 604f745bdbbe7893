import type { Route } from "./+types/stats-csv";
import { ADMIN_HEADERS } from "~/lib/admin-route";
import { CSV_BOM, csvRows } from "~/lib/csv";
import { CSV_HEADER, statsCsvRows } from "~/lib/shop-stats";
import { parsePeriodQuery } from "~/lib/stats-period";
import { getDb } from "~/server/platform/request-context.server";
import { shopStats } from "~/server/admin/stats.server";

// GET /admin-stats/statystyki.csv?od=&do=&podzial=: the page's period as a spreadsheet, built in the
// request (a few hundred rows at most). A query it cannot use is refused, not silently replaced.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { period, error } = parsePeriodQuery(new URL(request.url).searchParams, new Date());
  if (error) return new Response(error, { status: 400, headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  const stats = await shopStats(getDb(context), period);
  return new Response(CSV_BOM + csvRows(statsCsvRows(stats, period), CSV_HEADER), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="statystyki-${period.from}-${period.to}.csv"`,
    },
  });
}
