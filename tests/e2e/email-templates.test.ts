import { render } from "@react-email/render";
import type { Browser } from "playwright-core";
import { createElement, type ComponentType } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import AccountDeletedEmail from "../../emails/account-deleted";
import AdminGateLockedEmail from "../../emails/admin-gate-locked";
import EnquiryEmail from "../../emails/enquiry";
import EnquiryReplyEmail from "../../emails/enquiry-reply";
import NewOrderEmail from "../../emails/new-order";
import OrderCancelledByCustomerEmail from "../../emails/order-cancelled-by-customer";
import OrderLinkEmail from "../../emails/order-link";
import OrderReadyForPickupEmail from "../../emails/order-ready-for-pickup";
import OrderShippedEmail from "../../emails/order-shipped";
import OrderUpdateEmail from "../../emails/order-update";
import SampleRequestEmail from "../../emails/sample-request";
import VerificationCodeEmail from "../../emails/verification-code";
import { connectBrowser } from "../support/node/browser";

type Template = ComponentType<never> & { PreviewProps: object };
const templates: [string, Template, string][] = [
  ["new-order", NewOrderEmail as Template, "ZAM-2026-000042"],
  ["order-update", OrderUpdateEmail as Template, "Zobacz zamówienie"],
  ["order-cancelled-by-customer", OrderCancelledByCustomerEmail as Template, "Otwórz zamówienie w panelu"],
  ["order-link", OrderLinkEmail as Template, "Nowy link do zamówienia ZAM-2026-000042"],
  ["order-shipped", OrderShippedEmail as Template, "Numer przesyłki: 0000123456789U"],
  ["order-ready-for-pickup", OrderReadyForPickupEmail as Template, "Godziny odbioru: pon.–pt. 9:00–17:00"],
  ["verification-code", VerificationCodeEmail as Template, "042917"],
  ["enquiry", EnquiryEmail as Template, "Powód reklamacji"],
  ["enquiry-reply", EnquiryReplyEmail as Template, "Prosimy o wymiary szyby"],
  ["admin-gate-locked", AdminGateLockedEmail as Template, "Otwórz dziennik zdarzeń"],
  ["sample-request", SampleRequestEmail as Template, "PL-102 · Basic 102 (niebieski)"],
  ["account-deleted", AccountDeletedEmail as Template, "usunęliśmy konto ewa.zielinska@example.pl"],
];

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(templates)("the %s e-mail", (_, Template, text) => {
  it.each([
    ["a phone", 375],
    ["a desktop mail client", 800],
  ])("renders in Chromium on %s without overflowing sideways", async (__, width) => {
    const html = await render(createElement(Template, Template.PreviewProps as never));
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.setContent(html, { waitUntil: "load" });
    expect(await page.locator("body").innerText()).toContain(text);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
