import { PolicyLink } from "~/components/ui/text-link";
import type { CheckoutPrefill } from "~/server/accounts/customers.server";
import { useEffect, useMemo, useRef, useState } from "react";
import { Form } from "react-router";
import { CartQuoteNotice } from "~/components/cart/cart-quote-notice";
import type { CartQuote } from "~/components/cart/use-cart-quote";
import { EmailField, FormAlert, FormField, SubmitButton } from "~/components/ui/form-field";
import { InfoCircleIcon } from "~/components/ui/icons";
import { ShipDate } from "~/components/ui/ship-date";
import { useToast } from "~/components/ui/toast";
import { useFieldErrors } from "~/components/ui/use-field-errors";
import type { CartItem } from "~/lib/cart";
import { fulfilmentSentence } from "~/lib/fulfilment";
import { checkoutFormInput, checkoutFormSchemaFor, customerFieldLabels, keepAllowedPayment, orderTotals, type DeliveryMethod, type PaymentChoice } from "~/lib/checkout";
import { firstMessage, parseForm, type FormRefusal } from "~/lib/forms";
import { useShopInfo } from "~/lib/shop-identity";
import { CheckboxField, FormSection } from "~/components/checkout/choice-controls";
import { DeliveryFieldset, PaymentFieldset } from "./delivery-payment";
import { OrderLines, TotalsBox } from "./order-summary";
import { PromoCodeBox, type AppliedPromo } from "~/components/checkout/promo-code-box";

/** A refused order as the form shows it: the forms' one refusal, found by the server or before sending. */
export type OrderFailure = Pick<FormRefusal, "message" | "errors">;

/** The form checked before sending it with the schema the server checks with, so every mistake shows at once without a round trip. */
const orderCheck = (onlinePayments: boolean) => (data: FormData) => parseForm(checkoutFormInput(data), checkoutFormSchemaFor(onlinePayments));
const checkOrder = { online: orderCheck(true), offline: orderCheck(false) };

/** Besides the first message, every other one once; the missing fields' short note is said by the first. */
function otherMessages({ message, errors }: OrderFailure): string[] {
  return [...new Set(Object.values(errors))].filter((text) => text !== message && text !== "To pole jest wymagane");
}

/**
 * The checkout form. Text fields are uncontrolled, so whatever the shopper typed survives a refused
 * submission; the choices that change other parts of the form (delivery, payment, invoice, promo)
 * are state. The order is posted with the stored cart lines and an idempotency key that stays the
 * same for every submission of this form.
 */
export function CheckoutForm({
  items,
  idempotencyKey,
  prefill,
  quote,
  refusal,
  pending,
  onlinePayments,
}: {
  items: CartItem[];
  idempotencyKey: string;
  /** The signed-in customer's data; null for a guest. */
  prefill: CheckoutPrefill | null;
  /** The server's prices of the cart, already in `items` once checked. */
  quote: CartQuote;
  /** The server's refusal of the latest submission. */
  refusal: OrderFailure | null;
  pending: boolean;
  /** The shop takes PayU (its credentials are configured). */
  onlinePayments: boolean;
}) {
  const toast = useToast();
  const [delivery, setDelivery] = useState<DeliveryMethod | null>(null);
  const [payment, setPayment] = useState<PaymentChoice | null>(null);
  const [wantsInvoice, setWantsInvoice] = useState(false);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const { formProps, errorOf, standing, checkFailure, refused, answerStands } = useFieldErrors({
    serverErrors: refusal?.errors ?? {},
    answer: refusal,
    check: checkOrder[onlinePayments ? "online" : "offline"],
  });
  const formRef = formProps.ref;
  // The line above the form: the browser's refusal of the latest submit, else the server's while it stands.
  const failure = useMemo(() => (refused ? { message: firstMessage(refused)!, errors: refused.fieldErrors } : answerStands ? refusal : null), [refused, answerStands, refusal]);

  useEffect(() => {
    if (!failure) return;
    toast.error(failure.message);
    // The first field to fix, in the form's order; without one (a refusal of the whole order) the message itself.
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]:not(:disabled)');
    (firstInvalid ?? alertRef.current)?.focus();
    // Once per refusal, not on every render.
  }, [failure, toast, formRef]);

  // What the line says now: it shrinks as the fields are fixed and goes once they all are; its sentence is the form's
  // check of what it holds now ('Proszę wypełnić wszystkie wymagane pola: …' names only what is still missing).
  const standingFailure = standing(failure);
  const summary = standingFailure && { ...standingFailure, message: (checkFailure && firstMessage(checkFailure)) ?? standingFailure.message };

  const shop = useShopInfo();
  const totals = orderTotals(items, delivery, payment, promo?.percent ?? 0, shop);

  const chooseDelivery = (next: DeliveryMethod) => {
    setDelivery(next);
    setPayment((current) => keepAllowedPayment(current, next));
  };

  return (
    <Form {...formProps} method="post" noValidate className="space-y-6">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="cart" value={JSON.stringify(items)} />
      {/* What the summary shows; the server refuses an order that would cost anything else. */}
      <input type="hidden" name="expectedTotal" value={totals.finalTotal} />
      <input type="hidden" name="promoCode" value={promo?.code ?? ""} />
      {/* The form renders only once the browser's cart is read, i.e. with JavaScript running: the action then answers with data, not a redirect. */}
      <input type="hidden" name="js" value="1" />

      {summary ? (
        <FormAlert tone="error" ref={alertRef}>
          <p>{summary.message}</p>
          {otherMessages(summary).length > 0 ? (
            <ul className="mt-2 list-disc space-y-0.5 pl-5 font-normal">
              {otherMessages(summary).map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </FormAlert>
      ) : null}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <FormSection title="Dane do wysyłki">
            <div className="grid gap-4 sm:grid-cols-6">
              <FormField
                className="sm:col-span-3"
                name="firstName"
                defaultValue={prefill?.firstName}
                label={customerFieldLabels.firstName}
                required
                autoComplete="given-name"
                error={errorOf("firstName")}
              />
              <FormField
                className="sm:col-span-3"
                name="lastName"
                defaultValue={prefill?.lastName}
                label={customerFieldLabels.lastName}
                required
                autoComplete="family-name"
                error={errorOf("lastName")}
              />
              <EmailField className="sm:col-span-3" defaultValue={prefill?.email} label={customerFieldLabels.email} error={errorOf("email")} />
              <FormField
                className="sm:col-span-3"
                name="phone"
                type="tel"
                defaultValue={prefill?.phone}
                label={customerFieldLabels.phone}
                required
                autoComplete="tel"
                error={errorOf("phone")}
              />
              <FormField
                className="sm:col-span-6"
                name="street"
                defaultValue={prefill?.street}
                label={customerFieldLabels.street}
                required
                autoComplete="address-line1"
                error={errorOf("street")}
              />
              <FormField
                className="sm:col-span-3"
                name="houseNumber"
                defaultValue={prefill?.houseNumber}
                label={customerFieldLabels.houseNumber}
                required
                error={errorOf("houseNumber")}
              />
              <FormField className="sm:col-span-3" name="apartmentNumber" defaultValue={prefill?.apartmentNumber} label="Numer mieszkania" error={errorOf("apartmentNumber")} />
              <FormField
                className="sm:col-span-2"
                name="postalCode"
                defaultValue={prefill?.postalCode}
                label={customerFieldLabels.postalCode}
                required
                autoComplete="postal-code"
                inputMode="numeric"
                placeholder="00-000"
                error={errorOf("postalCode")}
              />
              <FormField
                className="sm:col-span-4"
                name="city"
                defaultValue={prefill?.city}
                label={customerFieldLabels.city}
                required
                autoComplete="address-level2"
                error={errorOf("city")}
              />
              <FormField className="sm:col-span-6" as="textarea" rows={3} name="notes" label="Uwagi do zamówienia" error={errorOf("notes")} />
            </div>

            <div className="mt-6 border-t border-stone-200 pt-5">
              <CheckboxField name="wantsInvoice" checked={wantsInvoice} onChange={setWantsInvoice}>
                Chcę fakturę na firmę
              </CheckboxField>
              {wantsInvoice ? (
                <div className="mt-4 grid gap-4 sm:grid-cols-6">
                  <FormField className="sm:col-span-4" name="companyName" label="Nazwa firmy" required autoComplete="organization" error={errorOf("companyName")} />
                  <FormField className="sm:col-span-2" name="companyNip" label="NIP" required inputMode="numeric" hint="10 cyfr" error={errorOf("companyNip")} />
                </div>
              ) : null}
            </div>
          </FormSection>

          <DeliveryFieldset shop={shop} items={items} value={delivery} onChange={chooseDelivery} error={errorOf("deliveryMethod")} />
          <PaymentFieldset shop={shop} onlinePayments={onlinePayments} delivery={delivery} value={payment} onChange={setPayment} error={errorOf("paymentMethod")} />
        </div>

        <section aria-labelledby="order-summary" className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-20">
          <h2 id="order-summary" className="text-lg font-semibold text-stone-950">
            Twoje zamówienie
          </h2>
          <OrderLines items={items} />
          <CartQuoteNotice quote={quote} />
          <PromoCodeBox applied={promo} onChange={setPromo} orderError={errorOf("promoCode")} />
          <TotalsBox totals={totals} promoCode={promo?.code ?? null} deliveryChosen={delivery !== null} />
          <ShipDate />
          <fieldset>
            <legend className="text-sm font-semibold text-stone-950">Zgody</legend>
            <div className="mt-3 space-y-3">
              <CheckboxField name="acceptTerms" required error={errorOf("acceptTerms")}>
                Akceptuję <PolicyLink to="/regulamin">regulamin</PolicyLink> sklepu.
              </CheckboxField>
              <CheckboxField name="acceptPrivacy" required error={errorOf("acceptPrivacy")}>
                Akceptuję <PolicyLink to="/polityka-prywatnosci">politykę prywatności</PolicyLink>.
              </CheckboxField>
              <CheckboxField name="acceptComplaints" required error={errorOf("acceptComplaints")}>
                Akceptuję <PolicyLink to="/polityka-reklamacji">politykę reklamacji</PolicyLink>.
              </CheckboxField>
            </div>
          </fieldset>
          <p className="flex gap-2 rounded-xl bg-stone-50 p-3 text-sm leading-6 text-stone-700">
            <InfoCircleIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
            <span>
              Złożenie zamówienia oznacza obowiązek zapłaty. Produkty wykonujemy na wymiar, według podanej przez Ciebie konfiguracji, dlatego przed wysłaniem sprawdź wymiary i
              ilości. {fulfilmentSentence(shop)}
            </span>
          </p>
          <div className="[&>button]:w-full">
            <SubmitButton pending={pending} pendingLabel="Składanie zamówienia...">
              Złóż zamówienie
            </SubmitButton>
          </div>
        </section>
      </div>
    </Form>
  );
}
