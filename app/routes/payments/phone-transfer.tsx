import { data, Link } from "react-router";
import type { Route } from "./+types/phone-transfer";
import { ORDER_PAGE_HEADERS, orderPageMeta } from "~/components/orders/private-page";
import { PhoneTransferNotice } from "~/components/payments/phone-transfer-notice";
import { phoneOrderDetails } from "~/components/payments/phone-order-details";
import { PaymentStatusCard, SummaryRow } from "~/components/payments/payment-status-card";
import { InfoList, LookupNotice, PaymentPage, TRANSFER_FACTS } from "~/components/payments/payment-page";
import { toTransferAccount } from "~/components/payments/transfer-account";
import { TransferDetails } from "~/components/payments/transfer-details";
import { phoneTransferFields } from "~/components/payments/transfer-fields";
import { buttonClasses } from "~/components/ui/button";
import { ORDER_TOKEN_PARAM, withOrderToken } from "~/lib/order-number";
import { PLACEHOLDER_ORDER_ID, transferInstructionsPath } from "~/lib/order-status";
import { getCloudflare } from "~/server/context";
import { getDb } from "~/server/db.server";
import { lookupStatus, lookUpTransferOrder, transferOrderForViewer } from "~/server/order-pages.server";
import { getShopIdentity } from "~/server/shop-identity.server";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const db = getDb(env);
  const lookup = await lookUpTransferOrder(db, params.orderNumber);
  // The customer's name and the products only for a viewer allowed to see the order, and only the summary of them.
  const privateOrder = await transferOrderForViewer(context, db, request, lookup);
  return data(
    {
      account: toTransferAccount(getShopIdentity(env)),
      lookup,
      details: privateOrder ? phoneOrderDetails(privateOrder) : null,
      // The private link's holder keeps it on the way to the bank instructions.
      bankInstructionsPath: withOrderToken(
        transferInstructionsPath("bank", lookup.state === "found" ? lookup.order.number : PLACEHOLDER_ORDER_ID),
        privateOrder ? new URL(request.url).searchParams.get(ORDER_TOKEN_PARAM) : null,
      ),
    },
    { status: lookupStatus(lookup), headers: ORDER_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return orderPageMeta(
    { title: "Instrukcje przelewu na telefon", description: "Dane do przelewu na telefon: numer telefonu, kwota i tytuł przelewu." },
    matches,
  );
}

const COPY_FAILED = "Nie udało się skopiować. Spróbuj ręcznie zaznaczyć tekst.";

export default function PhoneTransferPage({ loaderData: { account, lookup, details, bankInstructionsPath } }: Route.ComponentProps) {
  const order = lookup.state === "found" ? lookup.order : null;
  return (
    <PaymentPage
      eyebrow="Płatność przelewem na telefon"
      title="Instrukcje przelewu na telefon"
      lead={
        order ? (
          <>
            Opłać zamówienie <span className="font-mono font-semibold whitespace-nowrap text-stone-900">{order.number}</span>{" "}
            przelewem na telefon w aplikacji swojego banku.
          </>
        ) : (
          "Instrukcje płatności są dostępne także bez danych zamówienia: zapłać przelewem na telefon w aplikacji swojego banku, a w tytule podaj numer zamówienia."
        )
      }
    >
      {lookup.state === "missing" || lookup.state === "failed" ? <LookupNotice lookup={lookup} /> : null}
      {order ? (
        <PaymentStatusCard order={order} kind="phone">
          {details ? (
            <>
              <SummaryRow label="Klient">{details.customer}</SummaryRow>
              <SummaryRow label="Produkt">{details.product}</SummaryRow>
              {details.dimensions ? <SummaryRow label="Wymiary">{details.dimensions}</SummaryRow> : null}
              <SummaryRow label="Ilość">{details.quantity} szt.</SummaryRow>
            </>
          ) : null}
        </PaymentStatusCard>
      ) : null}
      <TransferDetails title="Dane do przelewu na telefon" fields={phoneTransferFields(account, order)} failureMessage={COPY_FAILED} />
      <PhoneTransferNotice bankInstructionsPath={bankInstructionsPath} />
      <InfoList title="Ważne informacje" items={TRANSFER_FACTS} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses("primary", "lg")}>
          Wróć na stronę główną
        </Link>
        <Link to="/instrukcje-platnosci" className={buttonClasses("secondary", "lg")}>
          Inne metody płatności
        </Link>
      </div>
    </PaymentPage>
  );
}
