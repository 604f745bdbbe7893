import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { CheckCircleIcon, InfoCircleIcon, MapPinIcon } from "~/components/ui/icons";
import { formatPln, type Grosze } from "~/lib/money";
import { DELIVERY_METHOD_LABELS, PLACEHOLDER_ORDER_ID, paymentMethodLabel, type TransferKind, transferInstructionsPath, transferKind } from "~/lib/order-status";
import { PICKUP_READY_NOTICE, type PickupDetails } from "~/lib/pickup";
import { HiddenOrderOffer } from "~/components/orders/fresh-link-offer";

export interface ThankYouProps {
  orderNumber: string;
  paymentMethod: string;
  /** null when neither the order nor the link's fallback gave an amount. */
  finalTotal: Grosze | null;
  /** The transfer instructions for a transfer payment, with the private token when the page has it; else null. */
  instructionsPath: string | null;
  /** The private order link, when the page was reached with its token. */
  detailsPath: string | null;
  /** Where and when to collect a pickup order; null for delivery by courier (or an order that could not be read). */
  pickup: PickupDetails | null;
}

const INSTRUCTIONS_LABEL = { bank: "Instrukcje przelewu", phone: "Instrukcje przelewu na telefon" } as const;

export function ThankYou({ orderNumber, paymentMethod, finalTotal, instructionsPath, detailsPath, pickup }: ThankYouProps) {
  const kind = transferKind(paymentMethod);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-16">
      <section className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
          <CheckCircleIcon className="size-9 text-emerald-700" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-stone-950 sm:text-4xl">Dziękujemy za zamówienie!</h1>
        <p className="mx-auto mt-3 max-w-md text-pretty text-stone-600">
          Przyjęliśmy Twoje zamówienie. Potwierdzenie wysyłamy na podany adres e-mail, a po sprawdzeniu zamówienia poinformujemy Cię o jego akceptacji.
        </p>

        <dl className="mt-8 grid gap-px overflow-hidden rounded-xl bg-stone-200 text-left ring-1 ring-stone-200 sm:grid-cols-3">
          <div className="bg-stone-50 p-4">
            <dt className="text-sm text-stone-600">Numer zamówienia</dt>
            <dd className="mt-1 font-mono font-semibold tracking-tight text-stone-950">{orderNumber}</dd>
          </div>
          <div className="bg-stone-50 p-4">
            <dt className="text-sm text-stone-600">Kwota do zapłaty</dt>
            <dd className="mt-1 font-semibold text-stone-950">{finalTotal === null ? "—" : formatPln(finalTotal)}</dd>
          </div>
          <div className="bg-stone-50 p-4">
            <dt className="text-sm text-stone-600">Sposób płatności</dt>
            <dd className="mt-1 font-semibold text-stone-950">{paymentMethodLabel(paymentMethod)}</dd>
          </div>
        </dl>

        {kind ? <TransferTitleNote orderNumber={orderNumber} /> : null}

        {pickup ? (
          <section aria-labelledby="odbior-osobisty" className="mt-6 rounded-xl bg-stone-50 p-4 text-left ring-1 ring-stone-200">
            <h2 id="odbior-osobisty" className="flex items-center gap-2 font-semibold text-stone-950">
              <MapPinIcon className="size-5 shrink-0 text-accent-700" />
              {DELIVERY_METHOD_LABELS.odbior_osobisty}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="text-stone-600">Adres odbioru</dt>
                <dd className="font-medium text-stone-950">{pickup.address}</dd>
              </div>
              <div>
                <dt className="text-stone-600">Godziny odbioru</dt>
                <dd className="font-medium text-stone-950">{pickup.hours}</dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-pretty text-stone-700">{PICKUP_READY_NOTICE}</p>
          </section>
        ) : null}

        <Buttons kind={kind} instructionsPath={instructionsPath}>
          {detailsPath ? (
            <Link to={detailsPath} className={buttonClasses(kind ? "secondary" : "primary", "lg")}>
              Zobacz szczegóły zamówienia
            </Link>
          ) : null}
        </Buttons>
      </section>
    </div>
  );
}

function TransferTitleNote({ orderNumber }: { orderNumber: string | null }) {
  return (
    <p className="mx-auto mt-6 max-w-md text-sm text-pretty text-stone-700">
      Realizację rozpoczniemy po zaksięgowaniu wpłaty. W tytule przelewu podaj numer zamówienia
      {orderNumber ? (
        <>
          {" "}
          <span className="font-mono font-semibold whitespace-nowrap">{orderNumber}</span>
        </>
      ) : null}
      .
    </p>
  );
}

/** The way on: the transfer instructions for a transfer, what the page adds (`children`), the payment instructions and home. */
function Buttons({ kind, instructionsPath, children }: { kind: TransferKind | null; instructionsPath: string | null; children?: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
      {kind && instructionsPath ? (
        <Link to={instructionsPath} className={buttonClasses("primary", "lg")}>
          {INSTRUCTIONS_LABEL[kind]}
        </Link>
      ) : null}
      {children}
      <Link to="/instrukcje-platnosci" className={buttonClasses("secondary", "lg")}>
        Instrukcje płatności
      </Link>
      <Link to="/" className={buttonClasses("ghost", "lg")}>
        Wróć na stronę główną
      </Link>
    </div>
  );
}

/**
 * The thank-you page for a viewer who holds neither the order's private link nor the owner's session,
 * the same whether or not the order exists: nothing of it, only the number and the payment method its
 * address names (what the visitor typed), the way to its data and the instructions.
 */
export function ThankYouWithoutOrder({ number, kind, answer }: { number: string | null; kind: TransferKind | null; answer: string | undefined }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-16">
      <section className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-accent-50 ring-8 ring-accent-50/60">
          <InfoCircleIcon className="size-9 text-accent-700" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-stone-950 sm:text-4xl">Twoje zamówienie</h1>
        {kind ? <TransferTitleNote orderNumber={number} /> : null}
        <HiddenOrderOffer number={number} answer={answer} />
        <Buttons kind={kind} instructionsPath={kind ? transferInstructionsPath(kind, number ?? PLACEHOLDER_ORDER_ID) : null} />
      </section>
    </div>
  );
}
