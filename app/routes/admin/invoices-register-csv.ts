import type { Route } from "./+types/invoices-register-csv";
import { ADMIN_HEADERS } from "~/lib/admin-route";
import { invoicesQueryParams, monthSchema, warsawMonth } from "~/lib/admin-invoices-query";
import { registerCsv } from "~/server/invoices/register.server";
import { getDb } from "~/server/platform/request-context.server";

// GET /admin-faktury/rejestr.csv?miesiac=RRRR-MM: the month's invoices and corrections for the accountant, built in the
// request (a month is a few thousand rows at most). Without a month, the current one; a month it cannot read is refused.

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get(invoicesQueryParams.month)?.trim() || warsawMonth(new Date());
  const month = monthSchema.safeParse(raw);
  if (!month.success) {
    return new Response(`Nieprawidłowy miesiąc „${raw}”. ${month.error.issues[0]!.message}`, {
      status: 400,
      headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(await registerCsv(getDb(context), month.data), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rejestr-faktur-${month.data}.csv"`,
    },
  });
}
