import { data } from "react-router";
import type { Route } from "./+types/stats";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { StatsFigures } from "./stats/stats-figures";
import { FulfilmentFigures } from "./stats/fulfilment-figures";
import { ComplaintFigures } from "./stats/complaint-figures";
import { PeriodForm } from "./stats/period-form";
import { FormAlert } from "~/components/ui/form-field";
import { parsePeriodQuery } from "~/lib/stats-period";
import { getDb } from "~/server/platform/request-context.server";
import { shopStats } from "~/server/admin/stats.server";
import { complaintPeriodStats } from "~/server/complaints/stats.server";

// /admin-stats: how the shop is doing over a period (this month by default), as figures, SVG charts
// with their tables, and a CSV of the same period. A query it cannot use shows why and the default period.

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Statystyki", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { period, error } = parsePeriodQuery(new URL(request.url).searchParams, new Date());
  const db = getDb(context);
  const [stats, complaints] = await Promise.all([shopStats(db, period), complaintPeriodStats(db, period)]);
  return data({ period, error, stats, complaints }, { headers: ADMIN_HEADERS });
}

export default function AdminStatsPage({ loaderData: { period, error, stats, complaints } }: Route.ComponentProps) {
  return (
    <AdminPage title="Statystyki" lead={<p>Przychód, zamówienia, to, co się sprzedaje, realizacja zamówień i reklamacje w wybranym okresie (czas polski).</p>}>
      <div className="space-y-6">
        {error ? <FormAlert tone="error">{`${error} Pokazujemy bieżący miesiąc.`}</FormAlert> : null}
        <PeriodForm period={period} />
        <StatsFigures period={period} stats={stats} />
        <FulfilmentFigures period={period} fulfilment={stats.fulfilment} />
        <ComplaintFigures period={period} complaints={complaints} />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Statystyki">
      <FormAlert tone="error">Nie udało się policzyć statystyk. Spróbuj ponownie za chwilę.</FormAlert>
    </AdminPage>
  );
}
