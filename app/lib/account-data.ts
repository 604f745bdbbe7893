import { href } from "react-router";
import { complaintReasons, type EnquiryKind, type EnquiryStatus } from "~/lib/enquiry-form";
import type { ComplaintAuthor, ComplaintReason, ComplaintRemedy, ComplaintStatus } from "~/lib/complaints";
import type { SampleFabric, SampleStatus } from "~/lib/fabric-samples";
import type { Grosze } from "~/lib/money";
import type { OrderLineRecord } from "~/lib/order";
import type { Canceller, DeliveryMethod, PaymentMethod } from "~/lib/order-status";
import type { TimelineKind } from "~/lib/order-timeline";

// What the shop holds about one account, as its holder downloads it (GDPR art. 15 and 20): one document, built on the
// server (app/server/accounts/data-export.server.ts), given as a JSON file and as a page to read and print. Dates are
// ISO 8601 in UTC, amounts integer grosze.

/** Named and versioned in the file, so whoever reads a download later knows what it holds and how. */
export const ACCOUNT_DATA_SCHEMA = "plisy-na-wymiar/dane-konta";
/** Raised whenever a field is renamed, removed or changes its meaning; a new field alone does not raise it. */
export const ACCOUNT_DATA_VERSION = 2;

export const MY_DATA_PATH = href("/profile/moje-dane");
export const MY_DATA_JSON_PATH = href("/profile/moje-dane.json");
export const DELETE_ACCOUNT_PATH = href("/profile/usun-konto");
export const ACCOUNT_DELETED_PATH = href("/konto-usuniete");

/** The download's name: the shop's and the day's, no address in it (it may be saved where others see file names). */
export function accountDataFileName(day: string): string {
  return `moje-dane-${day}.json`;
}

/** The documents a person accepts: at registration (privacy policy, terms) and with each order (all three). */
export const CONSENT_DOCUMENTS = ["privacy_policy", "terms", "complaints_policy"] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];
export const CONSENT_DOCUMENT_LABELS: Readonly<Record<ConsentDocument, string>> = {
  privacy_policy: "Polityka prywatności",
  terms: "Regulamin",
  complaints_policy: "Polityka reklamacji",
};

/** Where a consent was given: the account's registration, an order (its number), a samples request (its id). */
export type ConsentOrigin = { kind: "registration" } | { kind: "order"; orderNumber: string } | { kind: "sample_request"; requestId: string };

/**
 * One consent as the shop knows it. The shop keeps no separate time of ticking a box: `at` is when the record it was
 * given with was written (the profile at registration, the order, the samples request), null when it was not given.
 */
export interface AccountConsent {
  document: ConsentDocument;
  accepted: boolean;
  at: string | null;
  origin: ConsentOrigin;
}

/** An order line as the order keeps it; its configuration as stored (the cart line: extras, dimensions, mesh, door side). */
export type AccountOrderLine = Omit<OrderLineRecord, "id" | "orderId" | "configuration"> & { configuration: unknown };

export interface AccountOrder {
  number: string;
  createdAt: string;
  updatedAt: string;
  orderStatus: string;
  paymentStatus: string;
  /** null: waiting for the shop's decision. */
  accepted: boolean | null;
  rejectionReason: string | null;
  cancelledBy: Canceller | null;
  /** What was typed into the order form. */
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    street: string;
    houseNumber: string;
    apartmentNumber: string | null;
    postalCode: string;
    city: string;
    companyName: string | null;
    companyNip: string | null;
  };
  notes: string | null;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  promoCode: string | null;
  discountPercent: number;
  totals: { itemsTotal: Grosze; discount: Grosze; deliveryCost: Grosze; paymentFee: Grosze; finalTotal: Grosze };
  lines: AccountOrderLine[];
  /** What happened to the order, oldest first, as its page shows it to the customer ('Historia zamówienia'). */
  timeline: AccountOrderEvent[];
}

/** One entry of an order's timeline: when, what (its kind and the shop's sentence), and who ('Ty', 'Sklep', 'Automatycznie'). */
export interface AccountOrderEvent {
  at: string;
  kind: TimelineKind;
  text: string;
  by: string;
}

export interface AccountEnquiry {
  id: string;
  kind: EnquiryKind;
  status: EnquiryStatus;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  /** What only some kinds carry: the chosen specialist model, an order number, a complaint's reason. */
  details: unknown;
  /** The shop's answers, oldest first (who in the shop wrote them is the shop's own data). */
  replies: { createdAt: string; body: string }[];
}

/** A complaint case about one of the account's orders, with its conversation and the shop's decision. */
export interface AccountComplaint {
  reference: string;
  orderNumber: string;
  status: ComplaintStatus;
  reason: ComplaintReason;
  requestedRemedy: ComplaintRemedy | null;
  description: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  consumer: boolean;
  receivedAt: string;
  /** The last day of the shop's answer (a consumer's), 'YYYY-MM-DD'. */
  dueOn: string | null;
  decision: { decidedAt: string; remedy: ComplaintRemedy | null; justification: string | null; priceReduction: Grosze | null } | null;
  /** How many photos came with the case (the files themselves are on the case's page). */
  photos: number;
  /** The conversation after the filing, oldest first (who in the shop wrote is the shop's own data). */
  messages: { at: string; author: ComplaintAuthor; body: string }[];
}

export interface AccountSampleRequest {
  id: string;
  status: SampleStatus;
  createdAt: string;
  sentAt: string | null;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
  fabrics: SampleFabric[];
}

export interface AccountDataDocument {
  schema: typeof ACCOUNT_DATA_SCHEMA;
  schemaVersion: typeof ACCOUNT_DATA_VERSION;
  generatedAt: string;
  /** Who holds the data (the controller) and where to ask about it. */
  shop: { name: string; legalName: string; email: string; website: string };
  account: { id: string; email: string; createdAt: string; emailVerified: boolean; administrator: boolean };
  /** The profile: the data the order form starts with. */
  profile: {
    firstName: string;
    lastName: string;
    phone: string;
    street: string;
    houseNumber: string;
    apartmentNumber: string | null;
    postalCode: string;
    city: string;
    createdAt: string;
    updatedAt: string;
  };
  consents: AccountConsent[];
  /** Placed from the account, or with its verified address as a guest. */
  orders: AccountOrder[];
  /** Sent from the account, or from its verified address. */
  enquiries: AccountEnquiry[];
  /** About the orders above. */
  complaints: AccountComplaint[];
  sampleRequests: AccountSampleRequest[];
}

/** One order line's key in the readable page's descriptions (the server describes them: it reads the configurations). */
export const orderLineKey = (orderNumber: string, position: number) => `${orderNumber}/${position}`;

/** Where a consent was given, in Polish. */
export function consentOriginLabel(origin: ConsentOrigin): string {
  switch (origin.kind) {
    case "registration":
      return "Rejestracja konta";
    case "order":
      return `Zamówienie ${origin.orderNumber}`;
    case "sample_request":
      return "Zamówienie bezpłatnych próbek";
  }
}

const DETAIL_LABELS = { selectedModel: "Wybrany model", orderNumber: "Numer zamówienia", complaintReason: "Powód reklamacji" } as const;

/**
 * An enquiry's details as lines to read: the model, the order number, the complaint's reason in words. Read without a
 * schema (this runs in the page): anything that is not a known text field is left out, the file has it as stored.
 */
export function enquiryDetailLines(details: unknown): { label: string; value: string }[] {
  if (typeof details !== "object" || details === null) return [];
  return Object.entries(DETAIL_LABELS).flatMap(([key, label]) => {
    const value = (details as Record<string, unknown>)[key];
    if (typeof value !== "string" || value === "") return [];
    return [{ label, value: key === "complaintReason" && Object.hasOwn(complaintReasons, value) ? complaintReasons[value as keyof typeof complaintReasons] : value }];
  });
}
