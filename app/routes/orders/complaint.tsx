import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import type { Route } from "./+types/complaint";
import { ComplaintConversation } from "~/components/complaints/complaint-parts";
import { LoadFailedPage, NotFoundPage } from "~/components/layout/error-pages";
import { PageHeader } from "~/components/ui/page-header";
import { orderComplaintPath } from "~/lib/complaints";
import { refuseForm } from "~/lib/forms";
import { orderDetailsPath, withOrderToken } from "~/lib/order-number";
import { orderPageMeta } from "~/lib/order-page-meta";
import { complaintIdParam, customerComplaintCase } from "~/server/complaints/customer.server";
import { replyToComplaint } from "~/server/complaints/filing.server";
import { orderPageHeaders } from "~/server/orders/pages.server";
import { flashHeader } from "~/server/platform/flash.server";
import { getEnv } from "~/server/platform/request-context.server";
import { DetailCard } from "~/components/orders/detail-card";
import { CaseDecisionView, CaseFacts, CaseLines } from "./complaint/case-view";
import { ComplaintReplyForm } from "./complaint/reply-form";

// /order-details/:orderNumber/reklamacje/:complaintId: the customer's page of one complaint of the order, for whoever may
// see the order; the conversation goes on here both before and after the decision. A case of another order, a missing
// one and an order the viewer may not see get the same 404.

const NOT_FOUND = "Nie znaleziono reklamacji lub brak uprawnień";
const notFound = () => data(NOT_FOUND, { status: 404 });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = complaintIdParam(params.complaintId);
  const view = id === null ? null : await customerComplaintCase(context, request, params.orderNumber, id);
  if (!view) throw notFound();
  return view;
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const id = complaintIdParam(params.complaintId);
  if (id === null) throw notFound();
  const form = await request.formData().catch(() => new FormData());
  const answer = await replyToComplaint(context, request, params.orderNumber, id, form);
  if (!answer) throw notFound();
  if (!answer.ok) {
    const { status, message, errors, values, retryAfter } = answer;
    return refuseForm(message, errors, { values }, { status, headers: retryAfter ? { "Retry-After": String(retryAfter) } : undefined });
  }
  // Back to the page itself (its search keeps the private link's token), the form empty and the message in the conversation;
  // `url` is the page's address, request.url a client-side post's data address ('.data').
  return redirect(url.pathname + url.search, { headers: { "Set-Cookie": flashHeader(getEnv(context), { type: "success", text: "Odpowiedź została wysłana." }) } });
}

export const headers = orderPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return orderPageMeta(
    { title: loaderData ? `Reklamacja ${loaderData.reference}` : "Nie znaleziono reklamacji", description: "Stan reklamacji, termin odpowiedzi, rozmowa ze sklepem i decyzja." },
    matches,
  );
}

export default function ComplaintCasePage({ loaderData: view, actionData }: Route.ComponentProps) {
  const orderPage = withOrderToken(orderDetailsPath(view.orderNumber), view.token);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <PageHeader back={{ to: orderPage, label: "Wróć do zamówienia" }} eyebrow={`Reklamacja zamówienia ${view.orderNumber}`} title={view.reference} />

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {view.decision ? (
            <DetailCard title="Decyzja" id="decyzja">
              <CaseDecisionView decision={view.decision} />
            </DetailCard>
          ) : null}
          <DetailCard title="Rozmowa" id="rozmowa">
            <ComplaintConversation messages={view.messages} headingId="rozmowa" />
          </DetailCard>
          <DetailCard title="Odpowiedz" id="odpowiedz">
            <ComplaintReplyForm action={withOrderToken(orderComplaintPath(view.orderNumber, view.id), view.token)} refusal={actionData} />
          </DetailCard>
        </div>
        <div className="space-y-6">
          <DetailCard title="Stan reklamacji">
            <CaseFacts status={view.status} consumer={view.consumer} receivedAt={view.receivedAt} dueOn={view.dueOn} reason={view.reason} requestedRemedy={view.requestedRemedy} />
          </DetailCard>
          <DetailCard title="Reklamowane produkty">
            <CaseLines lines={view.lines} />
          </DetailCard>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage title={NOT_FOUND} text="Sprawdź adres albo otwórz reklamację ze strony zamówienia." back={{ to: "/profile", label: "Wróć do profilu" }} />;
  }
  return <LoadFailedPage title="Błąd pobierania reklamacji" text="Wystąpił błąd podczas pobierania danych" back={{ to: "/profile", label: "Wróć do profilu" }} />;
}
