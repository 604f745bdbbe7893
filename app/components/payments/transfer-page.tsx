import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import type { TransferKind } from "~/lib/order-status";
import { useShopInfo } from "~/lib/shop-identity";
import type { TransferOrderLookup } from "~/server/order-pages.server";
import { PaymentStatusCard, SummaryRow } from "./payment-status-card";
import { InfoList, LookupNotice, PaymentPage, transferFacts } from "./payment-page";
import type { PhoneOrderDetails } from "./phone-order-details";
import { PhoneTransferNotice } from "./phone-transfer-notice";
import type { TransferAccount } from "./transfer-account";
import { TransferDetails } from "./transfer-details";
import { bankTransferFields, phoneTransferFields } from "./transfer-fields";

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

/** The private part each page shows a viewer allowed to see the order: the bank page names the customer, the phone page sums up the order. */
export type TransferPageDetails = { kind: "bank"; customer: string | null } | { kind: "phone"; details: PhoneOrderDetails | null; bankInstructionsPath: string };

/** The transfer instructions for an order (or generic ones without it): bank account or phone number, amount and title. */
export function TransferPage({ account, lookup, page }: { account: TransferAccount; lookup: TransferOrderLookup; page: TransferPageDetails }) {
  const order = lookup.state === "found" ? lookup.order : null;
  const texts = TRANSFER_PAGE_TEXTS[page.kind];
  const shop = useShopInfo();
  return (
    <PaymentPage
      eyebrow={texts.eyebrow}
      title={texts.title}
      lead={
        order ? (
          <>
            Opłać zamówienie <span className="font-mono font-semibold whitespace-nowrap text-stone-900">{order.number}</span> {texts.paidWith}
          </>
        ) : (
          texts.noOrderLead
        )
      }
    >
      {lookup.state === "missing" || lookup.state === "failed" ? <LookupNotice lookup={lookup} /> : null}
      {order ? (
        <PaymentStatusCard order={order} kind={page.kind}>
          {page.kind === "bank" && page.customer ? <SummaryRow label="Klient">{page.customer}</SummaryRow> : null}
          {page.kind === "phone" && page.details ? (
            <>
              <SummaryRow label="Klient">{page.details.customer}</SummaryRow>
              <SummaryRow label="Produkt">{page.details.product}</SummaryRow>
              {page.details.dimensions ? <SummaryRow label="Wymiary">{page.details.dimensions}</SummaryRow> : null}
              <SummaryRow label="Ilość">{page.details.quantity} szt.</SummaryRow>
            </>
          ) : null}
        </PaymentStatusCard>
      ) : null}
      {page.kind === "bank" ? (
        <TransferDetails title={texts.detailsTitle} fields={bankTransferFields(account, order)} />
      ) : (
        <>
          <TransferDetails title={texts.detailsTitle} fields={phoneTransferFields(account, order)} failureMessage={PHONE_COPY_FAILED} />
          <PhoneTransferNotice bankInstructionsPath={page.bankInstructionsPath} />
        </>
      )}
      <InfoList title="Ważne informacje" items={transferFacts(shop)} />
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
