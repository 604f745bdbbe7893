import { describe, expect, it } from "vitest";
import { formatDate as formatOrderDate } from "~/lib/dates";
import {
  acceptanceLabel,
  awaitsPayment,
  cancellationNotice,
  customerMayCancel,
  customerPaymentStatus,
  isPaid,
  isPlaceholderOrderId,
  ORDER_STATUSES,
  orderStatusLabel,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  paymentExpected,
  paymentMethodLabel,
  paymentStatusesLabelled,
  paymentStatusLabel,
  statusBadge,
  statusColour,
  transferInstructionsPath,
  transferKind,
} from "~/lib/order-status";

describe("orderStatusLabel", () => {
  it.each([
    ["nowe", "Nowe"],
    ["oczekujace_akceptacji", "Oczekuje akceptacji"],
    ["zaakceptowane", "Zaakceptowane"],
    ["odrzucone", "Odrzucone"],
    ["w_realizacji", "W realizacji"],
    ["gotowe", "Gotowe"],
    ["wysłane", "Wysłane"],
    ["nieoplacone", "Nieopłacone"],
    ["anulowane", "Anulowane"],
    ["zrobione", "Zrobione"],
    ["oczekujace", "Oczekujące"],
    ["w_magazynie", "w_magazynie"],
    ["toString", "toString"],
    ["", "Nowe"],
    [null, "Nowe"],
    [undefined, "Nowe"],
  ])("%s → %s", (value, label) => {
    expect(orderStatusLabel(value)).toBe(label);
  });

  it("labels every status of the schema", () => {
    for (const status of ORDER_STATUSES) expect(orderStatusLabel(status)).not.toBe(status);
  });
});

describe("paymentStatusLabel", () => {
  it.each([
    ["oczekujaca", "Oczekuje płatności"],
    ["pending", "Oczekuje płatności"],
    ["paid", "Opłacone"],
    ["failed", "Płatność nieudana"],
    ["refunded", "Zwrócone"],
    ["nieoplacone", "Nieopłacone"],
    ["payu_pending", "PayU - oczekuje płatności"],
    ["payu_completed", "PayU - opłacone"],
    ["payu_cancelled", "PayU - anulowane"],
    ["transfer_pending", "Przelew - oczekuje"],
    ["phone_transfer_pending", "Przelew na telefon - oczekuje"],
    ["transfer_completed", "Przelew - opłacone"],
    ["phone_transfer_completed", "Przelew na telefon - opłacone"],
    ["paypo_pending", "PayPo - oczekuje płatności"],
    ["", "Oczekuje płatności"],
    [null, "Oczekuje płatności"],
  ])("%s → %s", (value, label) => {
    expect(paymentStatusLabel(value)).toBe(label);
  });

  it("labels every status of the schema", () => {
    for (const status of PAYMENT_STATUSES) expect(paymentStatusLabel(status)).not.toBe(status);
  });
});

describe("statusColour", () => {
  it.each([
    ["gotowe", "green"],
    ["zaakceptowane", "green"],
    ["paid", "green"],
    ["payu_completed", "green"],
    ["transfer_completed", "green"],
    ["phone_transfer_completed", "green"],
    ["odrzucone", "red"],
    ["failed", "red"],
    ["payu_cancelled", "red"],
    ["w_realizacji", "blue"],
    ["nowe", "yellow"],
    ["pending", "yellow"],
    ["oczekujace_akceptacji", "yellow"],
    ["oczekujaca", "yellow"],
    ["nieoplacone", "orange"],
    ["transfer_pending", "orange"],
    ["phone_transfer_pending", "orange"],
    ["payu_pending", "purple"],
    ["paypo_pending", "purple"],
    ["anulowane", "grey"],
    ["wysłane", "grey"],
    ["refunded", "grey"],
    ["cokolwiek", "grey"],
    ["constructor", "grey"],
    ["", "grey"],
    [null, "grey"],
  ])("%s → %s", (value, colour) => {
    expect(statusColour(value)).toBe(colour);
  });
});

describe("statusBadge", () => {
  it.each([
    ["order", "", { label: "Nowe", colour: "yellow" }],
    ["order", "anulowane", { label: "Anulowane", colour: "grey" }],
    ["order", "zrobione", { label: "Zrobione", colour: "grey" }],
    ["payment", null, { label: "Oczekuje płatności", colour: "yellow" }],
    ["payment", "payu_pending", { label: "PayU - oczekuje płatności", colour: "purple" }],
  ] as const)("%s %s → %o", (kind, value, badge) => {
    expect(statusBadge(kind, value)).toEqual(badge);
  });
});

describe("customerMayCancel", () => {
  const waiting = { accepted: null, orderStatus: "nowe", paymentStatus: "oczekujaca", email: "anna@example.pl" };

  it.each(["nowe", "oczekujace_akceptacji", "nieoplacone", "oczekujace", ""])("lets the customer cancel in %j", (orderStatus) => {
    expect(customerMayCancel({ ...waiting, orderStatus })).toBe(true);
  });

  it.each(["zaakceptowane", "w_realizacji", "gotowe", "wysłane", "odrzucone", "anulowane", "zrobione", "w_magazynie", "constructor"])(
    "refuses in %s, and in any status nobody has allowed yet",
    (orderStatus) => {
      expect(customerMayCancel({ ...waiting, orderStatus })).toBe(false);
    },
  );

  it.each(["paid", "transfer_completed", "phone_transfer_completed", "payu_completed", "refunded"])("refuses once the payment is booked: %s", (paymentStatus) => {
    expect(customerMayCancel({ ...waiting, paymentStatus })).toBe(false);
  });

  it.each(["oczekujaca", "pending", "failed", "nieoplacone", "payu_pending", "payu_cancelled", "transfer_pending", "phone_transfer_pending", "paypo_pending"])(
    "allows with a payment not booked: %s",
    (paymentStatus) => {
      expect(customerMayCancel({ ...waiting, paymentStatus })).toBe(true);
    },
  );

  it("refuses an order the shop has accepted or rejected, and one without an e-mail", () => {
    expect(customerMayCancel({ ...waiting, accepted: true })).toBe(false);
    expect(customerMayCancel({ ...waiting, accepted: false })).toBe(false);
    expect(customerMayCancel({ ...waiting, email: "" })).toBe(false);
  });
});

describe("the payment status a customer reads", () => {
  it.each([
    ["anulowane", "oczekujaca", { label: "Nie dotyczy (zamówienie anulowane)", colour: "grey" }],
    ["anulowane", "transfer_pending", { label: "Nie dotyczy (zamówienie anulowane)", colour: "grey" }],
    ["odrzucone", "pending", { label: "Nie dotyczy (zamówienie odrzucone)", colour: "grey" }],
    ["odrzucone", "", { label: "Nie dotyczy (zamówienie odrzucone)", colour: "grey" }],
    // A booked payment still says so: the customer needs to know where the money is.
    ["anulowane", "paid", { label: "Opłacone", colour: "green" }],
    ["odrzucone", "refunded", { label: "Zwrócone", colour: "grey" }],
    ["nowe", "oczekujaca", { label: "Oczekuje płatności", colour: "yellow" }],
    ["w_realizacji", "transfer_completed", { label: "Przelew - opłacone", colour: "green" }],
  ] as const)("%s with %j → %o", (orderStatus, paymentStatus, expected) => {
    expect(customerPaymentStatus(orderStatus, paymentStatus)).toEqual(expected);
  });

  it.each([
    ["anulowane", false],
    ["odrzucone", false],
    ["nowe", true],
    ["zaakceptowane", true],
    ["", true],
  ])("%j expects a payment: %s", (orderStatus, expected) => {
    expect(paymentExpected(orderStatus)).toBe(expected);
  });
});

describe("cancellationNotice", () => {
  it.each([
    ["klient", "To zamówienie zostało anulowane przez klienta"],
    ["sklep", "To zamówienie zostało anulowane przez sklep"],
    [null, "To zamówienie zostało anulowane"],
  ] as const)("%s → %s", (cancelledBy, notice) => {
    expect(cancellationNotice(cancelledBy)).toBe(notice);
  });
});

describe("paymentStatusesLabelled", () => {
  it("groups the statuses that read the same, in the list's order", () => {
    expect(paymentStatusesLabelled("pending")).toEqual(["oczekujaca", "pending"]);
    expect(paymentStatusesLabelled("oczekujaca")).toEqual(["oczekujaca", "pending"]);
    expect(paymentStatusesLabelled("paid")).toEqual(["paid"]);
  });
});

describe("paymentMethodLabel", () => {
  it.each([
    ["przelew_bankowy", "Przelew tradycyjny"],
    ["przelew_tradycyjny", "Przelew tradycyjny"],
    ["przelew_telefon", "Przelew na telefon"],
    ["za_pobraniem", "Za pobraniem"],
    ["gotowka_odbior", "Gotówka przy odbiorze"],
    ["payu", "PayU"],
    ["blik", "blik"],
  ])("%s → %s", (value, label) => {
    expect(paymentMethodLabel(value)).toBe(label);
  });

  it("labels every stored payment method", () => {
    for (const method of PAYMENT_METHODS) expect(paymentMethodLabel(method)).not.toBe(method);
  });
});

describe("acceptanceLabel", () => {
  it.each([
    [null, "Oczekuje"],
    [true, "Zaakceptowane"],
    [false, "Odrzucone"],
  ])("%s → %s", (accepted, label) => {
    expect(acceptanceLabel(accepted)).toBe(label);
  });
});

describe("transfer instructions", () => {
  it.each([
    ["przelew_bankowy", undefined, "bank"],
    ["przelew_tradycyjny", "oczekujaca", "bank"],
    ["przelew_telefon", "oczekujaca", "phone"],
    ["za_pobraniem", "oczekujaca", null],
    ["gotowka_odbior", undefined, null],
    ["payu", "payu_pending", null],
    // A pending transfer status names its instructions whatever the method says.
    ["za_pobraniem", "transfer_pending", "bank"],
    ["przelew_bankowy", "phone_transfer_pending", "phone"],
  ] as const)("%s with %s → %s", (method, status, kind) => {
    expect(transferKind(method, status)).toBe(kind);
  });

  it("links to each kind's page with the order number", () => {
    expect(transferInstructionsPath("bank", "ZAM-2026-000042")).toBe("/instrukcje-przelewu/ZAM-2026-000042");
    expect(transferInstructionsPath("phone", "ZAM-2026-000042")).toBe("/instrukcje-przelewu-telefon/ZAM-2026-000042");
  });

  // However it was paid: the spec's "only the matching completed status" predates PayU, and the
  // back-office books a phone transfer as transfer_completed (it offers no phone_transfer_completed).
  it.each([
    ["transfer_completed", true],
    ["phone_transfer_completed", true],
    ["paid", true],
    ["payu_completed", true],
    ["transfer_pending", false],
    ["phone_transfer_pending", false],
    ["payu_pending", false],
    ["payu_cancelled", false],
    ["oczekujaca", false],
    ["failed", false],
    ["refunded", false],
    ["", false],
  ] as const)("%j is paid: %s", (status, paid) => {
    expect(isPaid(status)).toBe(paid);
  });

  it.each([
    ["nowe", "oczekujaca", true],
    ["zaakceptowane", "transfer_pending", true],
    ["nowe", "payu_completed", false],
    ["w_realizacji", "transfer_completed", false],
    ["anulowane", "oczekujaca", false],
    ["odrzucone", "transfer_pending", false],
  ] as const)("an order %s with %s awaits payment: %s", (orderStatus, paymentStatus, awaits) => {
    expect(awaitsPayment({ orderStatus, paymentStatus })).toBe(awaits);
  });

  it.each([
    ["", true],
    ["  ", true],
    [undefined, true],
    ["Nr-zamowienia", true],
    ["0", true],
    ["ZAM-2026-000001", false],
    ["00", false],
  ])("%j is a placeholder: %s", (id, placeholder) => {
    expect(isPlaceholderOrderId(id)).toBe(placeholder);
  });
});

describe("formatOrderDate", () => {
  it("formats in Polish time whatever the machine's zone", () => {
    // 23:30 UTC on 14 March is already 15 March in Warsaw (UTC+1).
    expect(formatOrderDate(new Date("2026-03-14T23:30:00Z"))).toBe("15 marca 2026");
  });
});
