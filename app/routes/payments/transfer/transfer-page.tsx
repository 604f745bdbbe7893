import { HiddenOrderOffer } from "~/components/orders/fresh-link-offer";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { withOrderToken } from "~/lib/order-number";
import { awaitsPayment, isPaid, PLACEHOLDER_ORDER_ID, paymentExpected, type TransferKind, transferInstructionsPath } from "~/lib/order-status";
import { useShopInfo } from "~/lib/shop-identity";
import type { OrderPageLookup } from "~/server/orders/pages.server";
import { customerName } from "~/lib/customer-name";
import { type PaymentSummary, PaymentStatusCard, SummaryRow, toPaymentSummary } from "./payment-status-card";
import { InfoList, LookupFailedNotice, PaymentPage, transferFacts } from "~/components/payments/payment-page";
import { type PhoneOrderDetails, phoneOrderDetails } from "~/lib/phone-order-details";
import { PhoneTransferNotice } from "./phone-transfer-notice";
import type { TransferAccount } from "~/lib/transfer-account";
import { TransferDetails } from "~/components/payments/transfer-details";
import { bankTransferFields, phoneTransferFields, type TransferOrder } from "~/lib/transfer-fields";

/** What differs between the two transfer pages besides their private details. */
export const TRANSFER_PAGE_TEXTS: Readonly<
  Record<TransferKind, { title: string; description: string; eyebrow: string; paidWith: string; noOrderLead: string; detailsTitle: string }>
> = {
  bank: {
    title: "Instrukcje przelewu",
    description: "Dane do przelewu tradycyjnego: numer konta, odbiorca, kwota i tytuł przelewu.",
    eyebrow: "Płatność przelewem",
    paidWith: "przelewem tradycyjnym na poniższe konto.",
    noOrderLead: "Opłać zamówienie przelewem tradycyjnym na poniższe konto, a w tytule przelewu podaj numer swojego zamówienia.",
    detailsTitle: "Dane do przelewu",
  },
  phone: {
    title: "Instrukcje przelewu na telefon",
    description: "Dane do przelewu na telefon: numer telefonu, kwota i tytuł przelewu.",
    eyebrow: "Płatność przelewem na telefon",
    paidWith: "przelewem na telefon w aplikacji swojego banku.",
    noOrderLead: "Instrukcje płatności są dostępne także bez danych zamówienia: zapłać przelewem na telefon w aplikacji swojego banku, a w tytule podaj numer zamówienia.",
    detailsTitle: "Dane do przelewu na telefon",
  },
};

const PHONE_COPY_FAILED = "Nie udało się skopiować. Spróbuj ręcznie zaznaczyć tekst.";

/**
 * What a transfer page hands the browser: for a viewer allowed to see the order, its payment summary,
 * the customer's name and (phone page) a summary of the products; for anyone else only the number they typed.
 */
export type TransferPageView =
  | { state: "generic" }
  | { state: "failed" }
  | { state: "hidden"; number: string | null }
  | { state: "found"; order: PaymentSummary; customer: string; products: PhoneOrderDetails | null };

export interface TransferPageData {
  kind: TransferKind;
  view: TransferPageView;
  /** The phone page's way to the bank instructions, with the private link's token for its holder. */
  bankInstructionsPath: string;
}

export function transferPageData(kind: TransferKind, lookup: OrderPageLookup): TransferPageData {
  if (lookup.state !== "found") {
    const number = lookup.state === "generic" ? null : lookup.number;
    return {
      kind,
      view: lookup.state === "hidden" ? { state: "hidden", number } : { state: lookup.state },
      bankInstructionsPath: transferInstructionsPath("bank", number ?? PLACEHOLDER_ORDER_ID),
    };
  }
  const { order, token } = lookup;
  return {
    kind,
    view: { state: "found", order: toPaymentSummary(order), customer: customerName(order), products: kind === "phone" ? phoneOrderDetails(order) : null },
    bankInstructionsPath: withOrderToken(transferInstructionsPath("bank", order.number), token),
  };
}

/** The page's opening sentence: what to do, or for a paid (or cancelled) order that there is nothing to pay. */
function Lead({ view, kind }: { view: TransferPageView; kind: TransferKind }) {
  if (view.state !== "found") return TRANSFER_PAGE_TEXTS[kind].noOrderLead;
  const number = <span className="font-mono font-semibold whitespace-nowrap text-stone-900">{view.order.number}</span>;
  if (isPaid(view.order.paymentStatus)) return <>Zamówienie {number} jest opłacone: nie trzeba robić przelewu.</>;
  if (!paymentExpected(view.order.orderStatus)) return <>Zamówienie {number} nie wymaga płatności.</>;
  return (
    <>
      Opłać zamówienie {number} {TRANSFER_PAGE_TEXTS[kind].paidWith}
    </>
  );
}

/**
 * The transfer instructions: bank account or phone number, amount and title. With an order the viewer
 * may see, its payment status first, and no request to pay once nothing is to be paid; without one (none
 * named, or not theirs to see) the generic instructions.
 */
export function TransferPage({ account, page: { kind, view, bankInstructionsPath }, answer }: { account: TransferAccount; page: TransferPageData; answer: string | undefined }) {
  const texts = TRANSFER_PAGE_TEXTS[kind];
  const shop = useShopInfo();
  const order: TransferOrder =
    view.state === "found"
      ? { number: view.order.number, finalTotal: view.order.finalTotal }
      : view.state === "hidden" && view.number
        ? { number: view.number, finalTotal: null }
        : null;
  const asksForTransfer = view.state !== "found" || awaitsPayment(view.order);
  return (
    <PaymentPage eyebrow={texts.eyebrow} title={texts.title} lead={<Lead view={view} kind={kind} />}>
      {view.state === "failed" ? <LookupFailedNotice /> : null}
      {view.state === "hidden" ? <HiddenOrderOffer number={view.number} answer={answer} /> : null}
      {view.state === "found" ? (
        <PaymentStatusCard order={view.order}>
          <SummaryRow label="Klient">{view.customer}</SummaryRow>
          {view.products ? (
            <>
              <SummaryRow label="Produkt">{view.products.product}</SummaryRow>
              {view.products.dimensions ? <SummaryRow label="Wymiary">{view.products.dimensions}</SummaryRow> : null}
              <SummaryRow label="Ilość">{view.products.quantity} szt.</SummaryRow>
            </>
          ) : null}
        </PaymentStatusCard>
      ) : null}
      {asksForTransfer ? (
        <>
          {kind === "bank" ? (
            <TransferDetails title={texts.detailsTitle} fields={bankTransferFields(account, order)} />
          ) : (
            <>
              <TransferDetails title={texts.detailsTitle} fields={phoneTransferFields(account, order)} failureMessage={PHONE_COPY_FAILED} />
              <PhoneTransferNotice bankInstructionsPath={bankInstructionsPath} />
            </>
          )}
          <InfoList title="Ważne informacje" items={transferFacts(shop)} />
        </>
      ) : null}
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
