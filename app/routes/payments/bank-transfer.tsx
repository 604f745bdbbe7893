import { data, Link } from "react-router";
import type { Route } from "./+types/bank-transfer";
import { ORDER_PAGE_HEADERS, orderPageMeta } from "~/components/orders/private-page";
import { customerName } from "~/components/payments/customer-name";
import { PaymentStatusCard, SummaryRow } from "~/components/payments/payment-status-card";
import { InfoList, LookupNotice, PaymentPage, TRANSFER_FACTS } from "~/components/payments/payment-page";
import { toTransferAccount } from "~/components/payments/transfer-account";
import { TransferDetails } from "~/components/payments/transfer-details";
import { bankTransferFields } from "~/components/payments/transfer-fields";
import { buttonClasses } from "~/components/ui/button";
import { getCloudflare } from "~/server/context";
import { getDb } from "~/server/db.server";
import { lookupStatus, lookUpTransferOrder, transferOrderForViewer } from "~/server/order-pages.server";
import { getShopIdentity } from "~/server/shop-identity.server";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const db = getDb(env);
  const lookup = await lookUpTransferOrder(db, params.orderNumber);
  // The customer's name only for a viewer allowed to see the order, and nothing else of its private data.
  const privateOrder = await transferOrderForViewer(context, db, request, lookup);
  return data(
    { account: toTransferAccount(getShopIdentity(env)), lookup, customer: privateOrder ? customerName(privateOrder) : null },
    { status: lookupStatus(lookup), headers: ORDER_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return orderPageMeta(
    { title: "Instrukcje przelewu", description: "Dane do przelewu tradycyjnego: numer konta, odbiorca, kwota i tytuł przelewu." },
    matches,
  );
}

export default function BankTransferPage({ loaderData: { account, lookup, customer } }: Route.ComponentProps) {
  const order = lookup.state === "found" ? lookup.order : null;
  return (
    <PaymentPage
      eyebrow="Płatność przelewem"
      title="Instrukcje przelewu"
      lead={
        order ? (
          <>
            Opłać zamówienie <span className="font-mono font-semibold whitespace-nowrap text-stone-900">{order.number}</span>{" "}
            przelewem tradycyjnym na poniższe konto.
          </>
        ) : (
          "Opłać zamówienie przelewem tradycyjnym na poniższe konto, a w tytule przelewu podaj numer swojego zamówienia."
        )
      }
    >
      {lookup.state === "missing" || lookup.state === "failed" ? <LookupNotice lookup={lookup} /> : null}
      {order ? (
        <PaymentStatusCard order={order} kind="bank">
          {customer ? <SummaryRow label="Klient">{customer}</SummaryRow> : null}
        </PaymentStatusCard>
      ) : null}
      <TransferDetails title="Dane do przelewu" fields={bankTransferFields(account, order)} />
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
