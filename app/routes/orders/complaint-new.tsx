import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import type { Route } from "./+types/complaint-new";
import { LoadFailedPage } from "~/components/layout/error-pages";
import { PageHeader } from "~/components/ui/page-header";
import { FormAlert } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { ENQUIRY_TEXTS } from "~/lib/enquiry-form";
import { orderComplaintPath, complaintDayText } from "~/lib/complaints";
import { refuseForm } from "~/lib/forms";
import { orderDetailsPath, withOrderToken } from "~/lib/order-number";
import { orderPageMeta } from "~/lib/order-page-meta";
import { fileComplaintFromOrder, filingPage } from "~/server/complaints/filing.server";
import { orderPageHeaders } from "~/server/orders/pages.server";
import { flashHeader } from "~/server/platform/flash.server";
import { getEnv } from "~/server/platform/request-context.server";
import { ComplaintFilingForm } from "./complaint-new/complaint-form";
import { OrderNotFound } from "./detail/order-not-found";

// /order-details/:orderNumber/reklamacje: the customer files a complaint about chosen lines of an order that has left
// the shop, for whoever may see the order (its owner signed in, or its private link's holder, whose link every address
// here keeps). Anything else gets the order page's own 404.

const notFound = () => data("Nie znaleziono zamówienia lub brak uprawnień", { status: 404 });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await filingPage(context, request, params.orderNumber);
  if (!page) throw notFound();
  return page;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  // A body that is no form at all (a hand-made request) is refused like an empty form.
  const form = await request.formData().catch(() => new FormData());
  const answer = await fileComplaintFromOrder(context, request, params.orderNumber, form);
  if (!answer) throw notFound();
  if (!answer.ok) {
    const { status, message, errors, values, lines, retryAfter } = answer;
    return refuseForm(message, errors, { values, lines }, { status, headers: retryAfter ? { "Retry-After": String(retryAfter) } : undefined });
  }
  const flash = flashHeader(getEnv(context), { type: "success", text: ENQUIRY_TEXTS.complaint.sent });
  return redirect(withOrderToken(orderComplaintPath(answer.orderNumber, answer.complaintId), answer.token), { headers: { "Set-Cookie": flash } });
}

export const headers = orderPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return orderPageMeta(
    {
      title: loaderData ? `Reklamacja zamówienia ${loaderData.orderNumber}` : "Nie znaleziono zamówienia",
      description: "Zgłoś reklamację produktów z zamówienia: wybierz produkty, powód i dołącz zdjęcia.",
    },
    matches,
  );
}

export default function NewComplaintPage({ loaderData: { orderNumber, token, dueOn, notYet, lines }, actionData }: Route.ComponentProps) {
  const orderPage = withOrderToken(orderDetailsPath(orderNumber), token);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <PageHeader back={{ to: orderPage, label: "Wróć do zamówienia" }} eyebrow={`Zamówienie ${orderNumber}`} title="Zgłoś reklamację">
        {notYet ? null : (
          <p>
            {dueOn
              ? `Odpowiemy w ciągu 14 dni: na reklamację złożoną dziś najpóźniej do ${complaintDayText(dueOn)}.`
              : "Zamówienie złożono na firmę (z NIP-em): reklamację rozpatrzymy bez konsumenckiego terminu 14 dni, ale bez zbędnej zwłoki."}{" "}
            Potwierdzenie wyślemy na adres e-mail z zamówienia.
          </p>
        )}
      </PageHeader>
      <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        {notYet ? (
          <>
            <FormAlert tone="error">{notYet}</FormAlert>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link to={orderPage} className={buttonClasses("primary")}>
                Wróć do zamówienia
              </Link>
              <Link to="/kontakt" className={buttonClasses("secondary")}>
                Napisz do nas
              </Link>
            </div>
          </>
        ) : (
          <ComplaintFilingForm orderNumber={orderNumber} token={token} lines={lines} refusal={actionData} />
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <OrderNotFound title="Nie znaleziono zamówienia lub brak uprawnień" />;
  return <LoadFailedPage title="Błąd pobierania zamówienia" text="Wystąpił błąd podczas pobierania danych" back={{ to: "/profile", label: "Wróć do profilu" }} />;
}
