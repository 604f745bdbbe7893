import { Link } from "~/components/ui/link";
import type { Route } from "./+types/overview";
import { pageMeta } from "~/lib/page-meta";
import { PaymentMethodCard } from "./overview/payment-method-card";
import { PaymentPage } from "~/components/payments/payment-page";
import { toTransferAccount } from "~/lib/transfer-account";
import { TransferDetails } from "~/components/payments/transfer-details";
import { bankTransferFields, phoneTransferFields } from "~/lib/transfer-fields";
import { buttonClasses } from "~/components/ui/button";
import { publicPageHeaders } from "~/lib/caching";
import { useShopInfo } from "~/lib/shop-identity";
import { formatPln } from "~/lib/money";
import { PAYU_UNAVAILABLE, PLACEHOLDER_ORDER_ID, paymentMethodLabel, transferInstructionsPath } from "~/lib/order-status";
import { paymentProvider } from "~/server/payments/lifecycle.server";
import { getEnv, getShopSettings } from "~/server/platform/request-context.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { account: toTransferAccount(await getShopSettings(context)), onlinePayments: paymentProvider(getEnv(context)) !== null };
}

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Instrukcje płatności",
      description: "Jak zapłacić za zamówienie: przelew tradycyjny, przelew na telefon, płatność za pobraniem lub gotówką przy odbiorze.",
    },
    matches,
  );
}

export default function PaymentInstructionsPage({ loaderData: { account, onlinePayments } }: Route.ComponentProps) {
  const cashFee = `Opłata ${formatPln(useShopInfo().cashPaymentFee)}`;
  const shop = useShopInfo();
  return (
    <PaymentPage
      eyebrow="Płatności"
      title="Instrukcje płatności"
      lead="Wybierz sposób płatności przy składaniu zamówienia. Poniżej znajdziesz, jak zapłacić każdą z dostępnych metod."
    >
      <TransferDetails
        title={paymentMethodLabel("przelew_bankowy")}
        description="Przelew na nasze konto bankowe. W tytule przelewu podaj numer zamówienia."
        fields={bankTransferFields(account, null)}
      >
        <Link to={transferInstructionsPath("bank", PLACEHOLDER_ORDER_ID)} className={buttonClasses("primary")}>
          Zobacz instrukcje przelewu
        </Link>
      </TransferDetails>

      <TransferDetails
        title={paymentMethodLabel("przelew_telefon")}
        description="Szybki przelew na numer telefonu (BLIK) z aplikacji Twojego banku."
        fields={phoneTransferFields(account, null)}
        failureMessage="Nie udało się skopiować. Spróbuj ręcznie zaznaczyć tekst."
      >
        <Link to={transferInstructionsPath("phone", PLACEHOLDER_ORDER_ID)} className={buttonClasses("secondary")}>
          Instrukcje przelewu na telefon
        </Link>
      </TransferDetails>

      <div className="grid gap-6 sm:grid-cols-2">
        <PaymentMethodCard title={paymentMethodLabel("za_pobraniem")} note={cashFee}>
          Płacisz kurierowi przy odbiorze przesyłki. Dostępne przy dostawie kurierem DPD.
        </PaymentMethodCard>
        <PaymentMethodCard title={paymentMethodLabel("gotowka_odbior")} note={cashFee}>
          Płacisz gotówką, odbierając zamówienie osobiście: {shop.street}, {shop.postalCode} {shop.city}. Dostępne przy odbiorze osobistym.
        </PaymentMethodCard>
      </div>

      {onlinePayments ? (
        <PaymentMethodCard title={paymentMethodLabel("payu")} note="Bez opłat">
          BLIK, karta płatnicza, szybki przelew lub płatność później. Wybierz PayU przy składaniu zamówienia, a od razu przejdziesz na stronę płatności PayU. Nieudaną płatność
          ponowisz na stronie jej wyniku.
        </PaymentMethodCard>
      ) : (
        <PaymentMethodCard title={paymentMethodLabel("payu")} unavailable>
          {PAYU_UNAVAILABLE}
        </PaymentMethodCard>
      )}
    </PaymentPage>
  );
}
