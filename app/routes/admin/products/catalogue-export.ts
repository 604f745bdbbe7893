import type { Route } from "./+types/catalogue-export";
import { ADMIN_HEADERS } from "~/lib/admin-route";
import { catalogueCsv } from "~/server/catalogue/csv.server";
import { getDb } from "~/server/platform/request-context.server";

// GET /admin-products/import/katalog-tkanin.csv: the fabrics catalogue as the spreadsheet the import
// reads. Built in the request, unlike the orders' export (queue + R2): a catalogue of a few hundred
// fabrics is one query and tens of kilobytes, well within one request's time and memory.

export async function loader({ context }: Route.LoaderArgs) {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await catalogueCsv(getDb(context)), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="katalog-tkanin-${day}.csv"`,
    },
  });
}
