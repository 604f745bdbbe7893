import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/production";
import { AdminPage } from "~/components/admin/admin-page";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { FormAlert } from "~/components/ui/form-field";
import { Pagination } from "~/components/ui/pagination";
import { ADMIN_HEADERS, adminDone, adminHeaders, adminMeta, refuseAdmin } from "~/lib/admin-route";
import { formValues, parseForm } from "~/lib/forms";
import { listPageSchema } from "~/lib/list-query";
import { orderNumberPattern } from "~/lib/order-number";
import { ORDERS } from "~/lib/order-status";
import { countOf } from "~/lib/plural";
import { PRODUCTION_PATH } from "~/lib/production";
import { deductionsOf } from "~/lib/production-deductions";
import { auditActor } from "~/server/admin/audit.server";
import { getAdmin, getAfterResponse, getDb, getEnv, getShopSettings } from "~/server/platform/request-context.server";
import { PRODUCTION_QUEUE_PAGE_SIZE, readProductionPlan, readProductionQueue } from "~/server/production/plan.server";
import { finishOrder, startProduction } from "~/server/production/progress.server";
import { answerLineIntent, lineIntents } from "~/server/production/line-answers.server";
import { InProduction, PrintLinks } from "./production/in-production";
import { ProductionQueue } from "./production/queue";

// /admin-produkcja: the workshop's plan. Accepted orders wait in the queue until the owner starts them (one or a page at
// once); the orders in production are planned by fabric and profile colour with what they need, each line with its card.

const orderNumber = z.string().trim().regex(orderNumberPattern);

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start"), numbers: z.array(orderNumber).min(1).max(PRODUCTION_QUEUE_PAGE_SIZE) }),
  z.object({ intent: z.literal("finish"), number: orderNumber }),
  ...lineIntents,
]);

export const NOTHING_SELECTED = "Zaznacz zamówienia, których produkcję chcesz rozpocząć";

const queuePageHref = (page: number) => (page > 1 ? `${PRODUCTION_PATH}?strona=${page}` : PRODUCTION_PATH);

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Produkcja", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = listPageSchema.parse(new URL(request.url).searchParams.get("strona") ?? 1);
  const db = getDb(context);
  const [queue, plan, settings] = await Promise.all([readProductionQueue(db, page), readProductionPlan(db), getShopSettings(context)]);
  return data({ page, pages: Math.max(1, Math.ceil(queue.total / PRODUCTION_QUEUE_PAGE_SIZE)), queue, plan, deductions: deductionsOf(settings) }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formValues(form);
  const numbers = form.getAll("numbers");
  if (values.intent === "start" && numbers.length === 0) return refuseAdmin(NOTHING_SELECTED, 400);
  const parsed = parseForm({ ...values, numbers }, actionSchema);
  if (!parsed.ok) return refuseAdmin("Nieprawidłowe żądanie", 400);
  const command = parsed.data;
  const env = getEnv(context);
  const actor = auditActor(getAdmin(context), request);
  const later = getAfterResponse(context);
  switch (command.intent) {
    case "start": {
      const { started } = await startProduction(env, actor, command.numbers, later);
      if (started === 0)
        return refuseAdmin(command.numbers.length === 1 ? "To zamówienie nie czeka już na produkcję" : "Żadne z wybranych zamówień nie czeka już na produkcję", 409);
      return adminDone(`Rozpoczęto produkcję: ${countOf(started, ORDERS)}`);
    }
    case "finish":
      return (await finishOrder(env, actor, command.number, later))
        ? adminDone("Zamówienie jest gotowe")
        : refuseAdmin("Zamówienie nie jest w realizacji albo ma jeszcze pozycje do wykonania", 409);
    default:
      return answerLineIntent(command, env, actor, later);
  }
}

export default function AdminProductionPage({ loaderData: { page, pages, queue, plan, deductions }, actionData }: Route.ComponentProps) {
  useAnswerToast(actionData);
  return (
    <AdminPage
      title="Produkcja"
      lead={<p>Zamówienia czekające na produkcję, plan pracowni i karty produkcyjne pozycji.</p>}
      actions={plan.orders.length > 0 ? <PrintLinks /> : null}
    >
      <div className="space-y-10">
        <section aria-labelledby="queue-heading" className="space-y-4">
          <h2 id="queue-heading" className="text-xl font-semibold text-stone-950">
            Czekają na produkcję <span className="text-stone-500 tabular-nums">({queue.total})</span>
          </h2>
          <ProductionQueue key={`queue:${page}`} orders={queue.orders} />
          <Pagination current={page} totalPages={pages} pageHref={queuePageHref} label="Strony kolejki" />
        </section>
        <InProduction orders={plan.orders} more={plan.more} deductions={deductions} />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Produkcja">
      <FormAlert tone="error">Nie udało się otworzyć planu produkcji</FormAlert>
    </AdminPage>
  );
}
