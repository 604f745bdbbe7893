import { Column, Row, Section, Text } from "@react-email/components";
import { describeLine, detailText } from "~/lib/line-description";
import { linePriceParts } from "~/lib/line-prices";
import { formatPln } from "~/lib/money";
import type { OrderLineRecord, OrderTotalsRecord } from "~/lib/order";
import { colors, text } from "./email-layout";

export interface OrderSummaryData extends Omit<OrderTotalsRecord, "promoCode"> {
  lines: Pick<OrderLineRecord, "position" | "quantity" | "unitPrice" | "linePrice" | "configuration">[];
}

const small = { ...text, fontSize: "13px", lineHeight: "20px", color: colors.muted, margin: 0 } as const;

/** Every line with its configuration and prices (quantity × unit price, the handles, the line's total), then the totals. */
export function OrderSummary({ order }: { order: OrderSummaryData }) {
  const totals: [string, number][] = [
    ["Produkty", order.itemsTotal],
    ...(order.discount ? ([[`Rabat (${order.discountPercent}%)`, -order.discount]] as [string, number][]) : []),
    ["Dostawa", order.deliveryCost],
    ...(order.paymentFee ? ([["Opłata za płatność", order.paymentFee]] as [string, number][]) : []),
  ];
  return (
    <Section style={{ margin: "8px 0 0" }}>
      {order.lines.map((line) => {
        const description = line.configuration ? describeLine(line.configuration) : { title: `Pozycja ${line.position}`, details: [] };
        const prices = linePriceParts({ ...line, totalPrice: line.linePrice });
        return (
          <Row key={line.position} style={{ borderBottom: `1px solid ${colors.line}`, padding: "12px 0" }}>
            <Column style={{ verticalAlign: "top" }}>
              <Text style={{ ...text, fontWeight: 700, margin: "0 0 4px" }}>{description.title}</Text>
              {description.details.map((detail) => (
                <Text key={detail.label} style={small}>
                  {detailText(detail)}
                </Text>
              ))}
              <Text style={small}>{`${prices.quantity} szt. × ${formatPln(prices.unitPrice)}`}</Text>
              {prices.handles ? <Text style={small}>{`${prices.handles.label}: ${formatPln(prices.handles.amount)}`}</Text> : null}
            </Column>
            <Column style={{ verticalAlign: "top", textAlign: "right", width: "120px" }}>
              <Text style={{ ...text, fontWeight: 700, margin: 0 }}>{formatPln(prices.total)}</Text>
            </Column>
          </Row>
        );
      })}
      {totals.map(([label, amount]) => (
        <Row key={label}>
          <Column>
            <Text style={{ ...small, padding: "4px 0" }}>{label}</Text>
          </Column>
          <Column style={{ textAlign: "right" }}>
            <Text style={{ ...small, padding: "4px 0" }}>{formatPln(amount)}</Text>
          </Column>
        </Row>
      ))}
      <Row>
        <Column>
          <Text style={{ ...text, fontWeight: 700, margin: "8px 0 0" }}>Do zapłaty</Text>
        </Column>
        <Column style={{ textAlign: "right" }}>
          <Text style={{ ...text, fontWeight: 700, margin: "8px 0 0", color: colors.accent }}>{formatPln(order.finalTotal)}</Text>
        </Column>
      </Row>
    </Section>
  );
}
