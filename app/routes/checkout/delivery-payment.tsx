import type { ShopInfo } from "~/lib/shop-identity";
import type { CartItem } from "~/lib/cart";
import { allowedPayments, deliveryCost, isSmallPleatParcel, paymentFee, paymentOptions, type DeliveryMethod, type PaymentChoice } from "~/lib/checkout";
import { formatPln } from "~/lib/money";
import { DELIVERY_METHOD_LABELS, PAYU_UNAVAILABLE } from "~/lib/order-status";
import { ChoiceFieldset, ChoiceOption } from "~/components/checkout/choice-controls";
import { countOf, type NounForms } from "~/lib/plural";

/** After 'do': 'do 1 sztuki', 'do 3 sztuk'. */
const PIECES_AFTER_UP_TO: NounForms = ["sztuki", "sztuk", "sztuk"];

export function DeliveryFieldset({
  shop,
  items,
  value,
  onChange,
  error,
}: {
  shop: ShopInfo;
  items: readonly CartItem[];
  value: DeliveryMethod | null;
  onChange: (delivery: DeliveryMethod) => void;
  error?: string;
}) {
  const courier = deliveryCost("kurier", items, shop);
  return (
    <ChoiceFieldset legend="Sposób dostawy" error={error}>
      <ChoiceOption
        name="deliveryMethod"
        value="kurier"
        checked={value === "kurier"}
        onChange={() => onChange("kurier")}
        title={DELIVERY_METHOD_LABELS.kurier}
        description={isSmallPleatParcel(items, shop) ? `Do ${countOf(shop.smallParcelMaxPieces, PIECES_AFTER_UP_TO)} plisy` : "Dostawa na terenie całej Polski"}
        price={formatPln(courier)}
        invalid={Boolean(error)}
      />
      <ChoiceOption
        name="deliveryMethod"
        value="odbior_osobisty"
        checked={value === "odbior_osobisty"}
        onChange={() => onChange("odbior_osobisty")}
        title={DELIVERY_METHOD_LABELS.odbior_osobisty}
        description={`${shop.pickupStreet}, ${shop.pickupPostalCode} ${shop.pickupCity}`}
        price="bezpłatnie"
        invalid={Boolean(error)}
      />
    </ChoiceFieldset>
  );
}

const PAYMENT_DESCRIPTIONS: Readonly<Record<PaymentChoice, string>> = {
  przelew_tradycyjny: "Dane do przelewu zobaczysz po złożeniu zamówienia.",
  payu: "BLIK, karta, szybki przelew lub płatność później: zapłacisz na stronie PayU zaraz po złożeniu zamówienia.",
  za_pobraniem: "Płacisz kurierowi przy odbiorze paczki.",
  gotowka_odbior: "Płacisz gotówką przy odbiorze zamówienia.",
};

/** Only the payments the chosen delivery allows; without online payments PayU is listed, shown unavailable with its notice, as the spec has it (the server refuses it too). */
export function PaymentFieldset({
  shop,
  onlinePayments,
  delivery,
  value,
  onChange,
  error,
}: {
  shop: ShopInfo;
  onlinePayments: boolean;
  delivery: DeliveryMethod | null;
  value: PaymentChoice | null;
  onChange: (payment: PaymentChoice) => void;
  error?: string;
}) {
  return (
    <ChoiceFieldset legend="Sposób płatności" error={error}>
      {allowedPayments(delivery).map((payment) => {
        const { label } = paymentOptions[payment];
        const fee = paymentFee(payment, shop);
        const unavailable = payment === "payu" && !onlinePayments;
        return (
          <ChoiceOption
            key={payment}
            name="paymentMethod"
            value={payment}
            checked={value === payment}
            onChange={() => onChange(payment)}
            title={label}
            description={unavailable ? PAYU_UNAVAILABLE : PAYMENT_DESCRIPTIONS[payment]}
            price={fee > 0 ? `+${formatPln(fee)}` : "bez opłat"}
            invalid={Boolean(error)}
            disabled={unavailable}
          />
        );
      })}
    </ChoiceFieldset>
  );
}
