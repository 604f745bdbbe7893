import { data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/production-card";
import { AdminPage } from "~/components/admin/admin-page";
import { LineDoneButton, ProductionCard } from "~/components/admin/production-card";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { buttonClasses } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { ADMIN_HEADERS, adminHeaders, adminMeta, refuseAdmin } from "~/lib/admin-route";
import { formValues, parseForm } from "~/lib/forms";
import { orderStatusLabel } from "~/lib/order-status";
import { LINE_NOT_FOUND, PRODUCTION_PATH, printPath, productionCardPath } from "~/lib/production";
import { deductionsOf } from "~/lib/production-deductions";
import { auditActor } from "~/server/admin/audit.server";
import { getAdmin, getAfterResponse, getDb, getEnv, getShopSettings } from "~/server/platform/request-context.server";
import { qrCode } from "~/server/platform/qr-code.server";
import { readProductionLine } from "~/server/production/plan.server";
import { answerLineIntent, itemIdSchema, lineIntents } from "~/server/production/line-answers.server";
import { z } from "zod";

// /admin-produkcja/karta/:itemId: one line's production card, as the QR code on its printed card and label opens it on
// the workshop's tablet: everything to make it, big buttons to mark it made, the order's other lines a tap away.

const back = { to: PRODUCTION_PATH, label: "Wróć do planu produkcji" };
const actionSchema = z.discriminatedUnion("intent", lineIntents);

const notFound = () => data(LINE_NOT_FOUND, { status: 404, headers: ADMIN_HEADERS });

export const headers = adminHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Karta ${loaderData.order.number} poz. ${loaderData.line.position}` : "Karta produkcyjna", matches);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const itemId = itemIdSchema.safeParse(params.itemId);
  const found = itemId.success ? await readProductionLine(getDb(context), itemId.data) : null;
  if (!found) throw notFound();
  const settings = await getShopSettings(context);
  return data({ ...found, deductions: deductionsOf(settings), qr: qrCode(`${settings.publicUrl}${productionCardPath(found.line.id)}`) }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!itemIdSchema.safeParse(params.itemId).success) throw notFound();
  const form = formValues(await request.formData());
  const parsed = parseForm({ ...form, itemId: params.itemId }, actionSchema);
  if (!parsed.ok) return refuseAdmin("Nieprawidłowe żądanie", 400);
  return answerLineIntent(parsed.data, getEnv(context), auditActor(getAdmin(context), request), getAfterResponse(context));
}

export default function ProductionCardPage({ loaderData: { order, line, deductions, qr }, actionData }: Route.ComponentProps) {
  useAnswerToast(actionData);
  const inProduction = order.orderStatus === "w_realizacji";
  const others = order.lines.filter((other) => other.id !== line.id);
  return (
    <AdminPage title="Karta produkcyjna" back={back}>
      <div className="space-y-6">
        <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          <ProductionCard orderNumber={order.number} line={line} deductions={deductions} qr={qr} large />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {inProduction ? (
            <LineDoneButton line={line} large />
          ) : (
            <p className="rounded-xl bg-stone-100 p-4 text-base text-stone-800">
              Zamówienie ma status „{orderStatusLabel(order.orderStatus)}”: pozycje oznacza się jako wykonane, gdy jest w realizacji.
            </p>
          )}
          <Link to={`${printPath("karty")}&pozycja=${line.id}`} className={buttonClasses("secondary", "lg")}>
            Drukuj kartę
          </Link>
          <Link to={`${printPath("etykiety")}&pozycja=${line.id}`} className={buttonClasses("secondary", "lg")}>
            Drukuj etykietę
          </Link>
        </div>
        {others.length > 0 ? (
          <nav aria-label="Inne pozycje zamówienia" className="space-y-2">
            <h2 className="text-lg font-semibold text-stone-950">Inne pozycje zamówienia {order.number}</h2>
            <ul className="flex flex-wrap gap-3">
              {others.map((other) => (
                <li key={other.id}>
                  <Link to={productionCardPath(other.id)} className={buttonClasses("secondary", "lg")}>
                    Poz. {other.position}
                    {other.madeAt ? " (wykonana)" : ""}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminPage title="Karta produkcyjna" back={back}>
      <FormAlert tone="error">{missing ? LINE_NOT_FOUND : "Nie udało się otworzyć karty produkcyjnej"}</FormAlert>
    </AdminPage>
  );
}
