import type { OrderRecord } from "~/lib/order";
import type { CartItem } from "~/lib/cart";
import {
  type CorrectedInvoice,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoicePosition,
  type InvoiceRateTotal,
  type InvoiceSeller,
  type InvoiceTotals,
  VAT_RATE,
} from "~/lib/invoice";
import { describeOrderLine, detailText } from "~/lib/line-description";
import type { Grosze } from "~/lib/money";
import { DELIVERY_METHOD_LABELS, paymentMethodLabel } from "~/lib/order-status";
import type { ShopIdentity } from "~/lib/shop-settings";

// An invoice's content from its order (issue 46, art. 106e of the VAT act). Prices include VAT, so net and VAT are
// computed from gross ('od sumy brutto', art. 106e ust. 7-8 allows it): each position's VAT is its gross × 23/123
// rounded half-up to the grosz and its net the rest; the totals per rate are computed the same way from the SUM of the
// positions' gross, so the VAT the invoice owes is exact. The positions' VAT may therefore add up to a grosz or so
// more or less than the rate's total: that is this method, and the totals are what counts. Pure: the server issues
// from it (app/server/invoices/issue.server.ts), the PDF, the FA(3) XML and the register read its result.

/** VAT contained in a gross amount at VAT_RATE, rounded half-up (half a grosz away from zero), as art. 106e asks. */
export function vatFromGross(gross: Grosze): Grosze {
  if (gross < 0) return -vatFromGross(-gross);
  // Integer arithmetic: floor(gross × 23/123 + 1/2) without a float's error.
  return Math.floor((2 * gross * VAT_RATE + 100 + VAT_RATE) / (2 * (100 + VAT_RATE)));
}

/** A gross amount's net and VAT. */
export function splitGross(gross: Grosze): { net: Grosze; vat: Grosze; gross: Grosze } {
  const vat = vatFromGross(gross);
  return { net: gross - vat, vat, gross };
}

/**
 * Shares `total` between `weights` in proportion, in whole grosze that add up to exactly `total`: each gets the floor of
 * its share, and the grosze left over go one each to the largest fractional remainders (ties: the earlier weight).
 */
export function shareInProportion(total: Grosze, weights: readonly Grosze[]): Grosze[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const remainders = weights.map((weight, index) => ({ index, rest: (total * weight) % sum }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const { index } of remainders.sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** One position from its gross value and quantity; the unit prices are the value per piece, rounded half-up to the grosz. */
export function invoicePosition(description: string, quantity: number, unit: InvoicePosition["unit"], gross: Grosze): InvoicePosition {
  const unitGross = Math.floor((2 * gross + quantity) / (2 * quantity));
  return { description, quantity, unit, unitNet: unitGross - vatFromGross(unitGross), unitGross, ...splitGross(gross), vatRate: VAT_RATE };
}

/** The totals of positions: per rate from the sum of their gross ('od sumy brutto'), and overall. */
export function invoiceTotals(positions: readonly Pick<InvoicePosition, "gross">[]): InvoiceTotals {
  const rate: InvoiceRateTotal = { vatRate: VAT_RATE, ...splitGross(positions.reduce((sum, position) => sum + position.gross, 0)) };
  return { perRate: positions.length ? [rate] : [], net: rate.net, vat: rate.vat, gross: rate.gross };
}

/** What of an order an invoice reads: its snapshot as stored (orders and order_items). */
export type InvoicedOrder = Pick<
  OrderRecord,
  | "number"
  | "firstName"
  | "lastName"
  | "street"
  | "houseNumber"
  | "apartmentNumber"
  | "postalCode"
  | "city"
  | "companyName"
  | "companyNip"
  | "deliveryMethod"
  | "paymentMethod"
  | "itemsTotal"
  | "deliveryCost"
  | "paymentFee"
  | "finalTotal"
> & {
  lines: readonly {
    position: number;
    quantity: number;
    linePrice: Grosze;
    configuration: CartItem | null;
    productType: CartItem["productType"];
    fabricCode: string | null;
    profileCode: string | null;
    widthCm: number;
    heightCm: number;
  }[];
};

export const DELIVERY_POSITION_PREFIX = "Dostawa";
export const PAYMENT_FEE_POSITION = "Opłata za płatność przy odbiorze";

/** The street line of an address: 'Długa 5/12'. */
function streetLine(order: Pick<InvoicedOrder, "street" | "houseNumber" | "apartmentNumber">): string {
  const house = [order.houseNumber, order.apartmentNumber].filter(Boolean).join("/");
  return house ? `${order.street} ${house}` : order.street;
}

/** The buyer: the company with its NIP when the order asked for a company invoice, the person otherwise; the order's address either way. */
export function invoiceBuyer(order: InvoicedOrder): InvoiceBuyer {
  const address = { street: streetLine(order), postalCode: order.postalCode, city: order.city, country: "PL" as const };
  if (order.companyNip) return { name: order.companyName || `${order.firstName} ${order.lastName}`, nip: order.companyNip, ...address };
  return { name: `${order.firstName} ${order.lastName}`, nip: null, ...address };
}

export function invoiceSeller(shop: Pick<ShopIdentity, "legalName" | "street" | "postalCode" | "city" | "nip" | "bankName" | "bankAccount">): InvoiceSeller {
  return {
    name: shop.legalName,
    street: shop.street,
    postalCode: shop.postalCode,
    city: shop.city,
    country: "PL",
    nip: shop.nip,
    bankName: shop.bankName,
    bankAccount: shop.bankAccount,
  };
}

/**
 * The positions of an order: one per line, described as the order describes it (its title, then its details), then the
 * delivery and the cash payment fee ('usł.') when not free. The promo discount is taken off the lines only (it is off
 * the goods, as the checkout computes it), shared in proportion to their value by shareInProportion (the leftover
 * grosze to the largest remainders, ties to the earlier line), and sized so the positions' gross adds up to the
 * order's final total exactly.
 */
export function invoicePositions(order: InvoicedOrder): InvoicePosition[] {
  const lines = [...order.lines].sort((a, b) => a.position - b.position);
  const discount = order.itemsTotal + order.deliveryCost + order.paymentFee - order.finalTotal;
  const cuts = shareInProportion(
    discount,
    lines.map((line) => line.linePrice),
  );
  const goods = lines.map((line, index) => {
    const { title, details } = describeOrderLine(line);
    const description = [title, ...details.map(detailText)].join("; ");
    return invoicePosition(description, line.quantity, "szt.", line.linePrice - (cuts[index] ?? 0));
  });
  const services = [
    order.deliveryCost > 0 ? invoicePosition(`${DELIVERY_POSITION_PREFIX}: ${DELIVERY_METHOD_LABELS[order.deliveryMethod]}`, 1, "usł.", order.deliveryCost) : null,
    order.paymentFee > 0 ? invoicePosition(PAYMENT_FEE_POSITION, 1, "usł.", order.paymentFee) : null,
  ].filter((position): position is InvoicePosition => position !== null);
  return [...goods, ...services];
}

/** Fills a number pattern's month and year ('YYYY-MM'), leaving {n} for the sequence the issuing batch allocates. */
export function numberTemplate(pattern: string, month: string): string {
  return pattern.replaceAll("{MM}", month.slice(5, 7)).replaceAll("{RRRR}", month.slice(0, 4));
}

/** An invoice's number from its series' pattern, its Warsaw month ('YYYY-MM') and its sequence in that month. */
export function formatInvoiceNumber(pattern: string, month: string, sequence: number): string {
  return numberTemplate(pattern, month).replaceAll("{n}", String(sequence));
}

export interface InvoiceIssue {
  /** Warsaw day of issue, 'YYYY-MM-DD'. */
  issueDate: string;
  /** Warsaw day the sale was made (the payment booked or the goods handed over), 'YYYY-MM-DD'. */
  saleDate: string;
  paid: boolean;
}

/** An order's invoice as issued; its number is the one the issuing batch allocates (left empty here). */
export function orderInvoiceDocument(order: InvoicedOrder, shop: Parameters<typeof invoiceSeller>[0], issue: InvoiceIssue): InvoiceDocument {
  const positions = invoicePositions(order);
  return {
    kind: "faktura",
    number: "",
    issueDate: issue.issueDate,
    saleDate: issue.saleDate,
    orderNumber: order.number,
    seller: invoiceSeller(shop),
    buyer: invoiceBuyer(order),
    positions,
    totals: invoiceTotals(positions),
    paymentMethod: paymentMethodLabel(order.paymentMethod),
    paid: issue.paid,
    corrected: null,
  };
}

function negated(totals: InvoiceTotals): InvoiceTotals {
  return {
    perRate: totals.perRate.map((rate) => ({ vatRate: rate.vatRate, net: -rate.net, vat: -rate.vat, gross: -rate.gross })),
    net: -totals.net,
    vat: -totals.vat,
    gross: -totals.gross,
  };
}

/**
 * A correction reversing a whole invoice: it names the original (number, issue date, positions and totals) and why,
 * has no positions after it, and its totals are the original's negated. Same parties and sale date as the original;
 * its number is the one the issuing batch allocates.
 */
export function correctionDocument(original: InvoiceDocument, reason: string, issueDate: string): InvoiceDocument {
  const corrected: CorrectedInvoice = { number: original.number, issueDate: original.issueDate, reason, positions: original.positions, totals: original.totals };
  return { ...original, kind: "korekta", number: "", issueDate, positions: [], totals: negated(original.totals), corrected };
}

/** What `after` differs from `before` by, per rate and overall. */
function difference(after: InvoiceTotals, before: InvoiceTotals): InvoiceTotals {
  const rates = [...new Set([...before.perRate, ...after.perRate].map((rate) => rate.vatRate))];
  const of = (totals: InvoiceTotals, vatRate: number) => totals.perRate.find((rate) => rate.vatRate === vatRate) ?? { net: 0, vat: 0, gross: 0 };
  return {
    perRate: rates.map((vatRate) => ({
      vatRate,
      net: of(after, vatRate).net - of(before, vatRate).net,
      vat: of(after, vatRate).vat - of(before, vatRate).vat,
      gross: of(after, vatRate).gross - of(before, vatRate).gross,
    })),
    net: after.net - before.net,
    vat: after.vat - before.vat,
    gross: after.gross - before.gross,
  };
}

/**
 * A correction lowering an invoice's price by `reduction` grosze (a complaint accepted with a price reduction): the
 * positions after it are the original's, each one's gross lowered by its share of the reduction in proportion to its
 * gross (shareInProportion), its net and VAT computed from that gross as an invoice's are; its totals are the difference
 * (negative) between the totals after, computed 'od sumy brutto', and the original's. `reduction`: more than 0, at most
 * the original's gross.
 */
export function reductionCorrectionDocument(original: InvoiceDocument, reduction: Grosze, reason: string, issueDate: string): InvoiceDocument {
  if (!Number.isInteger(reduction) || reduction <= 0 || reduction > original.totals.gross)
    throw new RangeError(`A reduction of ${reduction} does not fit ${original.totals.gross}`);
  const cuts = shareInProportion(
    reduction,
    original.positions.map((position) => position.gross),
  );
  const positions = original.positions.map((position, index) => invoicePosition(position.description, position.quantity, position.unit, position.gross - (cuts[index] ?? 0)));
  const corrected: CorrectedInvoice = { number: original.number, issueDate: original.issueDate, reason, positions: original.positions, totals: original.totals };
  return { ...original, kind: "korekta", number: "", issueDate, positions, totals: difference(invoiceTotals(positions), original.totals), corrected };
}
