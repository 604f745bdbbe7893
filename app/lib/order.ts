import type { CartItem } from "~/lib/cart";
import type { ProductType } from "~/lib/cart-basics";
import type { Grosze } from "~/lib/money";
import type { OnlinePaymentSummary } from "~/lib/online-payments";
import type { Canceller, DeliveryMethod, PaymentMethod } from "~/lib/order-status";
import type { ParcelRecord } from "~/lib/shipping";
import type { TimelineEntry } from "~/lib/order-timeline";
import type { OrderInvoice } from "~/lib/invoice-register";
import type { ComplaintStatus } from "~/lib/complaints";

// The one shape of an order outside the server: pages, e-mails and the CSV pick from it. The server
// fills it from its orders and order_items rows (app/server/orders/views.server.ts), so a column that
// changes type breaks the build there rather than drifting here.

/** An order as stored, without the columns that are never shown (idempotency key, submission hash, retired token). */
export interface OrderRecord {
  id: number;
  number: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  apartmentNumber: string | null;
  city: string;
  postalCode: string;
  notes: string | null;
  companyName: string | null;
  companyNip: string | null;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  itemsTotal: Grosze;
  promoCode: string | null;
  discountPercent: number;
  discount: Grosze;
  deliveryCost: Grosze;
  paymentFee: Grosze;
  finalTotal: Grosze;
  /** Plain text, not OrderStatus: rows may hold older values, which the labels show as they are. */
  orderStatus: string;
  paymentStatus: string;
  /** null: waiting for the shop's decision. */
  accepted: boolean | null;
  rejectionReason: string | null;
  cancelledBy: Canceller | null;
  /** When its personal data were removed (its account deleted, or its accounting period over); null while kept whole. */
  anonymisedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One line of an order; `configuration` is null when the stored one no longer reads as a cart line (readCartItem). */
export interface OrderLineRecord {
  id: number;
  orderId: number;
  position: number;
  productType: ProductType;
  fabricCode: string | null;
  profileCode: string | null;
  widthCm: number;
  heightCm: number;
  quantity: number;
  unitPrice: Grosze;
  linePrice: Grosze;
  configuration: CartItem | null;
}

export type OrderWithLineRecords = OrderRecord & { lines: OrderLineRecord[] };

/** An order in the admin list: every line with its fabric's name and category (null for a screen or a fabric gone from the catalogue). */
export type AdminOrder = OrderRecord &
  ParcelRecord & {
    lines: (OrderLineRecord & { fabricName: string | null; fabricCategory: string | null })[];
    /** Its latest online payment attempt, when it has one. */
    onlinePayment: OnlinePaymentSummary | null;
    /** Everything that happened to it, oldest first (the owner's whole timeline). */
    timeline: TimelineEntry[];
    /** Its invoice and correction, as issued. */
    invoices: OrderInvoice[];
    /** The complaints about it, and the one it remakes when it is a remake (remakeOrderId its own id), oldest first. */
    complaints: { id: number; status: ComplaintStatus; receivedAt: Date; remakeOrderId: number | null }[];
  };

/** The totals every order view shows. */
export type OrderTotalsRecord = Pick<OrderRecord, "itemsTotal" | "promoCode" | "discountPercent" | "discount" | "deliveryCost" | "paymentFee" | "finalTotal">;

/** One card of a customer's order history. */
export interface OrderHistoryEntry
  extends Pick<OrderRecord, "number" | "createdAt" | "itemsTotal" | "finalTotal" | "paymentMethod" | "orderStatus" | "paymentStatus" | "cancelledBy"> {
  /** The sum of the lines' quantities. */
  productCount: number;
  /** The server's verdict (customerMayCancel); it checks again when asked to cancel. */
  cancellable: boolean;
}
