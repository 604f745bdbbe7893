import { Heading, Section, Text } from "@react-email/components";
import { fulfilmentSentence } from "~/lib/fulfilment";
import { formatPln } from "~/lib/money";
import type { OrderRecord } from "~/lib/order";
import { DELIVERY_METHOD_LABELS, paymentMethodLabel } from "~/lib/order-status";
import { PICKUP_READY_NOTICE, pickupDetails } from "~/lib/pickup";
import { identifierText, type IdentifiedLine, manufacturerText, orderSafetyInfo } from "~/lib/product-safety";
import { formatBankAccount } from "~/lib/shop-identity";
import { shipBy, shipDateText } from "~/lib/ship-date";
import type { ShopSettings } from "~/lib/shop-settings";
import { OrderButton } from "./components/order-button";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { OrderSummary, type OrderSummaryData } from "./components/order-summary";
import { previewOrder, previewOrderUrl, previewShop } from "./components/preview-data";

export interface NewOrderEmailProps {
  shop: ShopSettings;
  /** The customer gets the confirmation; the shop gets the same order with the customer's contact data. */
  audience: "customer" | "shop";
  /**
   * Whether it may repeat what the orderer typed (name, address, notes, company): to the shop, and to the
   * verified address of the account that placed the order. Otherwise the address was typed by whoever
   * ordered, and the mail carries only the shop's texts and the order's facts.
   */
  typedText: boolean;
  /** The customer's private link to the order; for the shop, the order in the back-office. */
  orderUrl: string;
  /** Each line with what identifies it for the product safety information (GPSR art. 19). */
  order: Omit<OrderSummaryData, "lines"> & { lines: (OrderSummaryData["lines"][number] & IdentifiedLine)[] } & Pick<
      OrderRecord,
      | "number"
      | "createdAt"
      | "firstName"
      | "lastName"
      | "email"
      | "phone"
      | "street"
      | "houseNumber"
      | "apartmentNumber"
      | "postalCode"
      | "city"
      | "notes"
      | "companyName"
      | "companyNip"
      | "deliveryMethod"
      | "paymentMethod"
    >;
}

export function newOrderSubject({ audience, order }: Pick<NewOrderEmailProps, "audience" | "order">): string {
  return audience === "customer" ? `Potwierdzenie zamówienia ${order.number}` : `Nowe zamówienie ${order.number} – ${order.firstName} ${order.lastName}`;
}

export default function NewOrderEmail({ shop, audience, typedText, orderUrl, order }: NewOrderEmailProps) {
  const address = `${order.street} ${order.houseNumber}${order.apartmentNumber ? `/${order.apartmentNumber}` : ""}, ${order.postalCode} ${order.city}`;
  const byTransfer = order.paymentMethod === "przelew_bankowy";
  // The customer of a pickup order learns where and when to collect it; the shop knows.
  const pickup = audience === "customer" && order.deliveryMethod === "odbior_osobisty" ? pickupDetails(shop) : null;
  return (
    <EmailLayout shop={shop} preview={newOrderSubject({ audience, order })}>
      <Heading style={heading}>
        {audience === "shop" ? `Nowe zamówienie ${order.number}` : typedText ? `Dziękujemy za zamówienie, ${order.firstName}!` : "Dziękujemy za zamówienie!"}
      </Heading>
      <Text style={text}>
        {audience === "customer"
          ? `Przyjęliśmy Twoje zamówienie ${order.number}. Sprawdzimy je i potwierdzimy w osobnej wiadomości. Każdą plisę i moskitierę wykonujemy na wymiar. ${fulfilmentSentence(shop)}`
          : `Klient złożył zamówienie ${order.number}. Zamówienie czeka na akceptację w panelu administratora.`}
      </Text>

      {/* From the order's day: the clock starts at the payment's booking, so a prompt payment keeps this date. */}
      <Text style={{ ...text, fontWeight: 700 }}>{shipDateText(shipBy(order.createdAt, shop))}</Text>

      <OrderSummary order={order} />

      <Section style={{ backgroundColor: colors.soft, borderRadius: "8px", margin: "24px 0 0", padding: "16px" }}>
        <Text style={{ ...text, fontWeight: 700 }}>Dostawa i płatność</Text>
        <Text style={{ ...text, margin: "0 0 4px" }}>
          {DELIVERY_METHOD_LABELS[order.deliveryMethod]}, {paymentMethodLabel(order.paymentMethod)}
        </Text>
        {typedText ? (
          <Text style={{ ...text, margin: "0 0 4px" }}>
            {order.firstName} {order.lastName}, {address}
          </Text>
        ) : order.deliveryMethod === "kurier" ? (
          <Text style={{ ...text, margin: "0 0 4px" }}>Wyślemy na adres podany w zamówieniu.</Text>
        ) : null}
        {audience === "shop" ? (
          <Text style={{ ...text, margin: "0 0 4px" }}>
            {order.email}, tel. {order.phone}
          </Text>
        ) : null}
        {order.companyName ? (
          <Text style={{ ...text, margin: "0 0 4px" }}>
            {typedText ? `Faktura na firmę: ${order.companyName}, NIP ${order.companyNip}` : "Faktura na firmę podaną w zamówieniu."}
          </Text>
        ) : null}
        {typedText && order.notes ? <Text style={{ ...text, margin: 0 }}>Uwagi: {order.notes}</Text> : null}
      </Section>

      {pickup ? (
        <Section style={{ border: `1px solid ${colors.line}`, borderRadius: "8px", margin: "24px 0 0", padding: "16px" }}>
          <Text style={{ ...text, fontWeight: 700 }}>{DELIVERY_METHOD_LABELS.odbior_osobisty}</Text>
          <Text style={{ ...text, margin: "0 0 4px" }}>Adres odbioru: {pickup.address}</Text>
          <Text style={{ ...text, margin: "0 0 4px" }}>Godziny odbioru: {pickup.hours}</Text>
          <Text style={{ ...text, fontSize: "13px", color: colors.muted, margin: 0 }}>{PICKUP_READY_NOTICE}</Text>
        </Section>
      ) : null}

      {audience === "customer" && byTransfer ? (
        <Section style={{ border: `1px solid ${colors.line}`, borderRadius: "8px", margin: "24px 0 0", padding: "16px" }}>
          <Text style={{ ...text, fontWeight: 700 }}>Dane do przelewu</Text>
          <Text style={{ ...text, margin: "0 0 4px" }}>Odbiorca: {shop.bankRecipient}</Text>
          <Text style={{ ...text, margin: "0 0 4px" }}>
            Numer konta: {formatBankAccount(shop.bankAccount)} ({shop.bankName})
          </Text>
          <Text style={{ ...text, margin: "0 0 4px" }}>Kwota: {formatPln(order.finalTotal)}</Text>
          <Text style={{ ...text, margin: "0 0 4px" }}>Tytuł przelewu: {order.number}</Text>
          <Text style={{ ...text, fontSize: "13px", color: colors.muted, margin: 0 }}>
            Prosimy o wpłatę w ciągu 7 dni roboczych od daty zamówienia. Realizację rozpoczynamy po zaksięgowaniu wpłaty, o czym poinformujemy e-mailem.
          </Text>
        </Section>
      ) : null}

      {audience === "customer" ? <ProductSafetyNotes shop={shop} lines={order.lines} /> : null}

      <OrderButton href={orderUrl} audience={audience} />
    </EmailLayout>
  );
}

const small = { ...text, fontSize: "13px", lineHeight: "20px", margin: "0 0 8px" } as const;

/** The product safety information the customer keeps with the order (GPSR art. 19): manufacturer, each line's identifier, each kind's texts once. */
function ProductSafetyNotes({ shop, lines }: { shop: ShopSettings; lines: NewOrderEmailProps["order"]["lines"] }) {
  const { manufacturer, products, texts } = orderSafetyInfo(shop, lines);
  return (
    <Section style={{ border: `1px solid ${colors.line}`, borderRadius: "8px", margin: "24px 0 0", padding: "16px" }}>
      <Text style={{ ...text, fontWeight: 700 }}>Informacje o bezpieczeństwie produktów</Text>
      <Text style={small}>{`Producent: ${manufacturerText(manufacturer)}`}</Text>
      {manufacturer.euResponsiblePerson ? <Text style={small}>{`Osoba odpowiedzialna w UE: ${manufacturer.euResponsiblePerson}`}</Text> : null}
      {lines.map((line, index) => (
        <Text key={line.position} style={small}>{`Pozycja ${line.position}: ${identifierText(products[index]!)}`}</Text>
      ))}
      {texts.map((safety) => (
        <Section key={safety.kind} style={{ margin: "8px 0 0" }}>
          <Text style={{ ...small, fontWeight: 700 }}>{safety.title}</Text>
          {safety.parts.map((part) => (
            <Text key={part.label} style={{ ...small, color: colors.muted }}>{`${part.label}: ${part.sentences.join(" ")}`}</Text>
          ))}
        </Section>
      ))}
    </Section>
  );
}

NewOrderEmail.PreviewProps = { shop: previewShop, audience: "customer", typedText: true, orderUrl: previewOrderUrl, order: previewOrder } satisfies NewOrderEmailProps;
