import { Button, Heading, Link, Section, Text } from "@react-email/components";
import type { InvoiceKind } from "~/lib/invoice";
import { invoicePdfPath } from "~/lib/invoice-paths";
import type { ShopIdentity } from "~/lib/shop-settings";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { OrderButton } from "./components/order-button";
import { previewOrderUrl, previewShop } from "./components/preview-data";
import { PRIVATE_LINK_NOTE } from "./components/private-link";

export interface InvoiceIssuedEmailProps {
  shop: ShopIdentity;
  /** The PDF's download and the order's page, both through the order's private link. */
  pdfUrl: string;
  orderUrl: string;
  invoice: {
    kind: InvoiceKind;
    number: string;
    orderNumber: string;
    /** What a correction corrects: the original's number. */
    correctedNumber: string | null;
    /** The number KSeF gave a company buyer's invoice; null for a private buyer's, which stays outside KSeF. */
    ksefNumber: string | null;
  };
  /** null when the mail may not repeat what the orderer typed. */
  firstName: string | null;
}

export function invoiceIssuedSubject(kind: InvoiceKind, number: string, orderNumber: string): string {
  return `${kind === "korekta" ? "Faktura korygująca" : "Faktura"} ${number} do zamówienia ${orderNumber}`;
}

/** The invoice (or its correction) is issued: its number, KSeF's number when it has one, and the PDF to download. */
export default function InvoiceIssuedEmail({ shop, pdfUrl, orderUrl, invoice, firstName }: InvoiceIssuedEmailProps) {
  const correction = invoice.kind === "korekta";
  return (
    <EmailLayout shop={shop} preview={invoiceIssuedSubject(invoice.kind, invoice.number, invoice.orderNumber)}>
      <Heading style={heading}>Dzień dobry{firstName ? `, ${firstName}` : ""}!</Heading>
      {correction ? (
        <Text style={text}>
          Wystawiliśmy fakturę korygującą nr {invoice.number} do faktury {invoice.correctedNumber} za zamówienie {invoice.orderNumber}. Możesz ją pobrać jako plik PDF; zachowaj ją
          razem z fakturą pierwotną.
        </Text>
      ) : (
        <Text style={text}>
          Wystawiliśmy fakturę VAT nr {invoice.number} za zamówienie {invoice.orderNumber}. Możesz ją pobrać jako plik PDF.
        </Text>
      )}
      {invoice.ksefNumber ? (
        <Text style={text}>Faktura jest w Krajowym Systemie e-Faktur (KSeF) pod numerem {invoice.ksefNumber}. Kod QR na fakturze prowadzi do jej weryfikacji w KSeF.</Text>
      ) : null}
      <Section style={{ margin: "16px 0 0" }}>
        <Button href={pdfUrl} style={{ backgroundColor: colors.accent, borderRadius: "8px", color: "#ffffff", fontWeight: 700, padding: "12px 20px" }}>
          {correction ? "Pobierz fakturę korygującą (PDF)" : "Pobierz fakturę (PDF)"}
        </Button>
        <Text style={{ ...text, fontSize: "13px", color: colors.muted, margin: "12px 0 0" }}>
          Jeśli przycisk nie działa, otwórz ten adres:{" "}
          <Link href={pdfUrl} style={{ color: colors.accent, wordBreak: "break-all" }}>
            {pdfUrl}
          </Link>
        </Text>
        <Text style={{ ...text, fontSize: "13px", color: colors.muted, margin: "8px 0 0" }}>{PRIVATE_LINK_NOTE}</Text>
      </Section>
      <OrderButton href={orderUrl} audience="customer" />
    </EmailLayout>
  );
}

InvoiceIssuedEmail.PreviewProps = {
  shop: previewShop,
  pdfUrl: new URL(invoicePdfPath("ZAM-2026-000042", 1, "przykladowy-klucz"), previewShop.publicUrl).toString(),
  orderUrl: previewOrderUrl,
  invoice: { kind: "faktura", number: "FV/7/11/2026", orderNumber: "ZAM-2026-000042", correctedNumber: null, ksefNumber: "5260001246-20261128-0100001AF629-AF" },
  firstName: "Anna",
} satisfies InvoiceIssuedEmailProps;
