import { useEffect, useRef } from "react";
import { Form, useLocation, useNavigation, useRevalidator } from "react-router";
import { Link } from "~/components/ui/link";
import { FormAlert } from "~/components/ui/form-field";
import { TextLink } from "~/components/ui/text-link";
import { buttonClasses } from "~/components/ui/button";
import { fulfilmentTime } from "~/lib/fulfilment";
import { paymentOutcome, type PaymentResultOrder } from "~/lib/online-payments";
import { PLACEHOLDER_ORDER_ID, transferInstructionsPath } from "~/lib/order-status";
import { useShopInfo } from "~/lib/shop-identity";
import { PaymentResult } from "./payment-result";

/** The answer of 'Ponów płatność': PayU's payment page to go to, or why not. */
export type RetryAnswer = { paymentUrl: string } | { retryError: string } | undefined;

/** While PayU confirms, the page looks again this often, for as long as a shopper would wait on it. */
const PENDING_POLL_MS = 3000;
const PENDING_POLL_LIMIT = 100;

/**
 * /payment-success and /payment-failure alike: PayU sends the shopper to one of them, but the page shows
 * the order's real payment status to whoever may see the order; anyone else sees the page's general text.
 */
export function PaymentResultPage({ page, orderId, order, retry }: { page: "success" | "failure"; orderId: string | null; order: PaymentResultOrder | null; retry: RetryAnswer }) {
  const known = order ? paymentOutcome(order) : "other";
  const shown = known === "other" ? (page === "success" ? "paid" : "failed") : known;
  const number = order?.number ?? orderId;
  // A retry just started a payment, so the revalidated order reads as pending: the page must still lead to PayU.
  if (retry && "paymentUrl" in retry) return <FailedResult orderId={number} canRetry retry={retry} />;
  if (shown === "paid") return <PaidResult orderId={number} />;
  if (shown === "pending") return <PendingResult orderId={number} />;
  return <FailedResult orderId={number} canRetry={known === "failed"} retry={retry} />;
}

function PaidResult({ orderId }: { orderId: string | null }) {
  const shop = useShopInfo();
  return (
    <PaymentResult
      outcome="success"
      title="Płatność zakończona pomyślnie!"
      orderId={orderId}
      lead="Dziękujemy! Otrzymaliśmy Twoją płatność za zamówienie."
      listTitle="Co dalej?"
      items={[
        "Potwierdzenie płatności wyślemy na Twój adres e-mail.",
        `Przekażemy zamówienie do realizacji, która trwa ${fulfilmentTime(shop)} od zaksięgowania wpłaty.`,
        "O wysyłce zamówienia poinformujemy Cię e-mailem.",
      ]}
      actions={
        <>
          <Link to="/" className={buttonClasses("primary", "lg")}>
            Wróć na stronę główną
          </Link>
          <Link to="/profile" className={buttonClasses("secondary", "lg")}>
            Przejdź do profilu
          </Link>
        </>
      }
    />
  );
}

function PendingResult({ orderId }: { orderId: string | null }) {
  const revalidator = useRevalidator();
  // A new object after every revalidation: kept in a ref, so the polling below starts once and its count holds.
  const latest = useRef(revalidator);
  latest.current = revalidator;
  // PayU's word reaches the shop within seconds: the page looks again until it has it, for as long as a shopper would wait.
  useEffect(() => {
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (polls > PENDING_POLL_LIMIT) clearInterval(timer);
      else if (latest.current.state === "idle") void latest.current.revalidate();
    }, PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <PaymentResult
      outcome="pending"
      title="Płatność w trakcie potwierdzania"
      orderId={orderId}
      lead="PayU potwierdza Twoją płatność. Ta strona sama pokaże wynik, zwykle po kilku sekundach."
      listTitle="Co dalej?"
      items={[
        "Nie musisz płacić ponownie: czekamy na potwierdzenie z PayU.",
        "Gdy płatność zostanie potwierdzona, wyślemy Ci e-mail.",
        "Jeśli płatność się nie powiedzie, na tej stronie będzie można ją ponowić.",
      ]}
      actions={
        <Link to="/" className={buttonClasses("secondary", "lg")}>
          Wróć na stronę główną
        </Link>
      }
    />
  );
}

function FailedResult({ orderId, canRetry, retry }: { orderId: string | null; canRetry: boolean; retry: RetryAnswer }) {
  const { search } = useLocation();
  const navigation = useNavigation();
  const paymentUrl = retry && "paymentUrl" in retry ? retry.paymentUrl : null;
  // PayU's page is another site: the browser goes there itself (a form may only post to the shop).
  useEffect(() => {
    if (paymentUrl) window.location.assign(paymentUrl);
  }, [paymentUrl]);
  return (
    <PaymentResult
      outcome="failure"
      title="Płatność nieudana"
      orderId={orderId}
      lead="Twoje zamówienie zostało zapisane, ale płatność nie została zrealizowana."
      listTitle="Co możesz zrobić?"
      items={[
        canRetry
          ? "Ponów płatność przez PayU: BLIK, kartą, szybkim przelewem lub później. Zamówienie czeka na płatność."
          : "Spróbuj zapłacić ponownie za kilka minut. Zamówienie czeka na płatność.",
        <>
          Wybierz inną metodę płatności: zobacz <TextLink to="/instrukcje-platnosci">instrukcje płatności</TextLink> i skontaktuj się z nami, a zmienimy ją w zamówieniu.
        </>,
        <>
          Zapłać przelewem tradycyjnym: <TextLink to={transferInstructionsPath("bank", orderId ?? PLACEHOLDER_ORDER_ID)}>dane do przelewu</TextLink>, w tytule podaj numer
          zamówienia.
        </>,
      ]}
      actions={
        canRetry ? (
          <div className="flex w-full flex-col items-center gap-3">
            {retry && "retryError" in retry ? (
              <div className="w-full">
                <FormAlert tone="error">{retry.retryError}</FormAlert>
              </div>
            ) : null}
            {paymentUrl ? (
              <a href={paymentUrl} className={buttonClasses("primary", "lg")}>
                Przejdź do płatności PayU
              </a>
            ) : (
              <Form method="post" action={`/payment-failure${search}`} className="flex flex-col gap-3 sm:flex-row sm:justify-center">
                <button type="submit" className={buttonClasses("primary", "lg")} disabled={navigation.state !== "idle"}>
                  Ponów płatność
                </button>
                <Link to="/" className={buttonClasses("secondary", "lg")}>
                  Wróć na stronę główną
                </Link>
              </Form>
            )}
          </div>
        ) : (
          <>
            <Link to="/koszyk" className={buttonClasses("primary", "lg")}>
              Wróć do koszyka
            </Link>
            <Link to="/" className={buttonClasses("secondary", "lg")}>
              Wróć na stronę główną
            </Link>
          </>
        )
      }
    />
  );
}
