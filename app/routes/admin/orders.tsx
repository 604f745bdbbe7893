import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/orders";
import { AdminPage } from "~/components/admin/admin-page";
import { ADMIN_HEADERS, adminDone, adminHeaders, adminMeta, refuseAdmin } from "~/lib/admin-route";
import { EXPORT_FAILED, ExportButton, ExportJobs } from "./orders/export-panel";
import { OrderFilters } from "./orders/order-filters";
import { OrdersList } from "./orders/orders-list";
import { ADMIN_PAYMENT_STATUSES, ordersHref, parseOrdersQuery } from "~/lib/admin-orders-query";
import { Pagination } from "~/components/ui/pagination";
import { FormAlert } from "~/components/ui/form-field";
import { formValues, parseForm, tooLongMessage } from "~/lib/forms";
import { orderNumberPattern } from "~/lib/order-number";
import { ORDER_STATUSES } from "~/lib/order-status";
import { NOTE_MAX_LENGTH } from "~/lib/order-timeline";
import { acceptOrder, addOrderNote, ADMIN_ORDERS_PAGE_SIZE, deleteOrders, listAdminOrders, rejectOrder, setStatus } from "~/server/orders/admin.server";
import { listExportJobs, requestOrdersExport } from "~/server/orders/exports.server";
import { auditActor } from "~/server/admin/audit.server";
import { invoicedOrders, issueInvoiceByHand } from "~/server/invoices/issue.server";
import { complainedOrders } from "~/server/complaints/admin.server";
import { paymentProvider, refundOrderPayment } from "~/server/payments/lifecycle.server";
import { getAdmin, getAfterResponse, getDb, getEnv } from "~/server/platform/request-context.server";
import { ORDERS } from "~/lib/order-status";
import { countOf } from "~/lib/plural";

// /admin/excel-bot (and /admin-excel-bot): every order, its statuses and the CSV export.

const orderNumber = z.string().trim().regex(orderNumberPattern);
const ALREADY_SET = "Wybrane zamówienia mają już ten status";
// A selection is at most one page of the list.
const selection = z.array(orderNumber).max(ADMIN_ORDERS_PAGE_SIZE);

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept"), number: orderNumber }),
  z.object({
    intent: z.literal("reject"),
    number: orderNumber,
    reason: z
      .string()
      .trim()
      .max(500)
      .optional()
      .transform((reason) => reason || null),
  }),
  z.object({ intent: z.literal("order-status"), orderStatus: z.enum(ORDER_STATUSES), numbers: selection }),
  z.object({ intent: z.literal("payment-status"), paymentStatus: z.enum(ADMIN_PAYMENT_STATUSES), numbers: selection }),
  z.object({ intent: z.literal("delete"), numbers: selection }),
  z.object({ intent: z.literal("export") }),
  z.object({ intent: z.literal("refund"), number: orderNumber }),
  z.object({ intent: z.literal("invoice"), number: orderNumber }),
  z.object({
    intent: z.literal("note"),
    number: orderNumber,
    text: z
      .string()
      .trim()
      .min(1, "Wpisz treść notatki")
      .max(NOTE_MAX_LENGTH, `Notatka jest za długa. ${tooLongMessage(NOTE_MAX_LENGTH)}`),
  }),
]);
type Intent = z.infer<typeof actionSchema>["intent"];
const intentSchema = z.enum(actionSchema.options.map((option) => option.shape.intent.value) as [Intent, ...Intent[]]);

const failures: Record<Intent, string> = {
  accept: "Nie udało się zaakceptować zamówienia",
  reject: "Nie udało się odrzucić zamówienia",
  "order-status": "Nie udało się zaktualizować statusu zamówienia",
  "payment-status": "Nie udało się zaktualizować statusu płatności",
  delete: "Nie udało się usunąć zamówień",
  export: EXPORT_FAILED,
  refund: "Nie udało się zwrócić płatności",
  invoice: "Nie udało się wystawić faktury",
  note: "Nie udało się dodać notatki",
};

/** The spec's message when a change for selected orders comes without any. */
const nothingSelected: Partial<Record<Intent, string>> = {
  "order-status": "Wybierz zamówienia do zmiany statusu zamówienia",
  "payment-status": "Wybierz zamówienia do zmiany statusu płatności",
  delete: "Wybierz zamówienia do usunięcia",
};

export const headers = adminHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Excel Bot: zamówienia", matches);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseOrdersQuery(new URL(request.url).searchParams);
  const db = getDb(context);
  const [list, jobs] = await Promise.all([listAdminOrders(db, query), listExportJobs(db)]);
  return data(
    {
      query,
      ...list,
      pages: Math.max(1, Math.ceil(list.total / ADMIN_ORDERS_PAGE_SIZE)),
      jobs: jobs.map(({ id, status, fileName, rowCount, ordersDone, ordersTotal, createdAt }) => ({ id, status, fileName, rowCount, ordersDone, ordersTotal, createdAt })),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const customer = getAdmin(context);
  const form = await request.formData();
  const values = formValues(form);
  const intent = intentSchema.safeParse(values.intent);
  if (!intent.success) return refuseAdmin("Nieznana operacja", 400);
  const numbers = form.getAll("numbers");
  const empty = nothingSelected[intent.data];
  if (empty && numbers.length === 0) return refuseAdmin(empty, 400);
  const parsed = parseForm({ ...values, numbers }, actionSchema);
  // A note's own message says what to fix in it (empty, too long); the other forms have nothing to type.
  if (!parsed.ok) return refuseAdmin((intent.data === "note" && parsed.fieldErrors.text) || failures[intent.data], 400);

  const command = parsed.data;
  const actor = auditActor(customer, request);
  const later = getAfterResponse(context);
  switch (command.intent) {
    case "accept": {
      const done = await acceptOrder(env, actor, command.number, later);
      return done ? adminDone("Zamówienie zaakceptowane") : refuseAdmin(failures.accept, 409);
    }
    case "reject": {
      const done = await rejectOrder(env, actor, command.number, command.reason, later);
      return done ? adminDone("Zamówienie odrzucone") : refuseAdmin(failures.reject, 409);
    }
    case "order-status": {
      const { found, changed } = await setStatus(env, actor, "orderStatus", command.orderStatus, command.numbers, later);
      if (found === 0) return refuseAdmin(failures["order-status"], 409);
      return adminDone(changed > 0 ? "Status zamówienia zmieniony" : ALREADY_SET);
    }
    case "payment-status": {
      const { found, changed } = await setStatus(env, actor, "paymentStatus", command.paymentStatus, command.numbers, later);
      if (found === 0) return refuseAdmin(failures["payment-status"], 409);
      return adminDone(changed > 0 ? "Status płatności zmieniony" : ALREADY_SET);
    }
    case "delete": {
      const [invoiced, complained] = await Promise.all([invoicedOrders(getDb(context), command.numbers), complainedOrders(getDb(context), command.numbers)]);
      const deleted = await deleteOrders(env, actor, command.numbers);
      const kept =
        [
          invoiced.length ? `Zamówienia z wystawioną fakturą nie można usunąć (faktura zostaje w dokumentacji księgowej): ${invoiced.join(", ")}` : null,
          complained.length ? `Zamówienia z reklamacją nie można usunąć (reklamacja zostaje w dokumentacji): ${complained.join(", ")}` : null,
        ]
          .filter(Boolean)
          .join(". ") || null;
      if (deleted > 0) return adminDone(`Usunięto ${countOf(deleted, ORDERS)}${kept ? `. ${kept}` : ""}`);
      if (kept) return refuseAdmin(kept, 409);
      return refuseAdmin(command.numbers.length === 1 ? "Nie udało się usunąć zamówienia" : failures.delete, 409);
    }
    case "export": {
      await requestOrdersExport(env, actor, later);
      return adminDone("Eksport zlecony: plik CSV pojawi się na liście eksportów");
    }
    case "invoice": {
      const issued = await issueInvoiceByHand(env, actor, command.number, later);
      return issued.ok ? adminDone(`Faktura ${issued.number} została wystawiona.`) : refuseAdmin(issued.message, 409);
    }
    case "refund": {
      const provider = paymentProvider(env);
      if (!provider) return refuseAdmin("Płatności PayU nie są skonfigurowane", 409);
      const refunded = await refundOrderPayment(getDb(context), provider, actor, command.number);
      if (refunded.ok) return adminDone("Zlecono zwrot płatności w PayU");
      const why = refunded.reason === "nothing_to_refund" ? "To zamówienie nie ma opłaconej płatności PayU do zwrotu" : `${failures.refund}: PayU odmówiło lub nie odpowiada`;
      return refuseAdmin(why, 409);
    }
    case "note": {
      const added = await addOrderNote(env, actor, command.number, command.text);
      return added ? adminDone("Notatka dodana") : refuseAdmin(failures.note, 409);
    }
  }
}

export default function AdminOrdersPage({ loaderData: { query, orders, total, pages, jobs } }: Route.ComponentProps) {
  const filtered = Boolean(query.orderStatus || query.paymentStatus || query.search);
  return (
    <AdminPage title="Excel Bot" lead={<p>Zamówienia od najnowszych, ich statusy i eksport do CSV.</p>} actions={<ExportButton />}>
      <div className="space-y-5">
        <ExportJobs jobs={jobs} />
        <OrderFilters query={query} filtered={filtered} />
        <p className="text-sm text-stone-600" role="status">
          {filtered ? "Pasujące zamówienia" : "Wszystkie zamówienia"}: <strong className="text-stone-900 tabular-nums">{total}</strong>
          {pages > 1 ? ` · strona ${query.page} z ${pages}` : ""}
        </p>
        {orders.length ? (
          <OrdersList key={`orders:${ordersHref(query)}`} orders={orders} />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">
            {filtered ? "Brak zamówień spełniających kryteria." : query.page > 1 ? "Na tej stronie nie ma już zamówień." : "Nie ma jeszcze żadnych zamówień."}
          </p>
        )}
        <Pagination current={query.page} totalPages={pages} pageHref={(page) => ordersHref({ ...query, page })} label="Strony zamówień" />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Excel Bot">
      <FormAlert tone="error">Nie udało się pobrać zamówień</FormAlert>
    </AdminPage>
  );
}
