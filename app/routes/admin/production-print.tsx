import { data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/production-print";
import { AdminPage } from "~/components/admin/admin-page";
import { FormAlert } from "~/components/ui/form-field";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/lib/admin-route";
import { formatDateTime } from "~/lib/dates";
import { LINE_NOT_FOUND, PRODUCTION_PATH, printLayout, productionCardPath, type ProductionLine } from "~/lib/production";
import { deductionsOf } from "~/lib/production-deductions";
import { getDb, getShopSettings } from "~/server/platform/request-context.server";
import { qrCode } from "~/server/platform/qr-code.server";
import { readProductionLine, readProductionPlan } from "~/server/production/plan.server";
import { itemIdSchema } from "~/server/production/line-answers.server";
import { PrintedPlan } from "./production-print/printed-plan";

// /admin-produkcja/druk?uklad=karty|lista|etykiety: the plan on A4 (app/app.css sets the page). The lines still to make
// of every order in production, or one line (`pozycja`) from its card: one card per sheet, a compact list with the
// plan's totals, or small labels; each card and label with the QR code that opens the line's card.

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Wydruk planu produkcji", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const layout = printLayout(params.get("uklad"));
  const db = getDb(context);
  const settings = await getShopSettings(context);
  let sheets: { orderNumber: string; line: ProductionLine }[];
  const one = params.get("pozycja");
  if (one === null) {
    const plan = await readProductionPlan(db);
    sheets = plan.orders.flatMap((order) => order.lines.filter((line) => line.madeAt === null).map((line) => ({ orderNumber: order.number, line })));
  } else {
    const itemId = itemIdSchema.safeParse(one);
    const found = itemId.success ? await readProductionLine(db, itemId.data) : null;
    if (!found) throw data(LINE_NOT_FOUND, { status: 404, headers: ADMIN_HEADERS });
    sheets = [{ orderNumber: found.order.number, line: found.line }];
  }
  return data(
    {
      layout,
      single: one !== null,
      printedAt: formatDateTime(new Date()),
      deductions: deductionsOf(settings),
      // The compact list has no room for them; cards and labels carry one each.
      sheets: sheets.map((sheet) => ({ ...sheet, qr: layout === "lista" ? null : qrCode(`${settings.publicUrl}${productionCardPath(sheet.line.id)}`) })),
    },
    { headers: ADMIN_HEADERS },
  );
}

export default function ProductionPrintPage({ loaderData }: Route.ComponentProps) {
  return <PrintedPlan {...loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminPage title="Wydruk planu produkcji" back={{ to: PRODUCTION_PATH, label: "Wróć do planu produkcji" }}>
      <FormAlert tone="error">{missing ? LINE_NOT_FOUND : "Nie udało się przygotować wydruku"}</FormAlert>
    </AdminPage>
  );
}
