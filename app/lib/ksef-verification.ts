// KSeF's environments and the verification link ('KOD I') an invoice sent to KSeF carries as a QR code on its PDF
// (the Ministry's kody-qr.md): the QR host of the environment, the seller's NIP, the issue date (DD-MM-RRRR) and the
// SHA-256 of the invoice's XML file in Base64URL. Pure: the PDF renderer and the pages share it.

export const KSEF_ENVIRONMENTS = ["test", "demo", "production"] as const;
export type KsefEnvironment = (typeof KSEF_ENVIRONMENTS)[number];

const QR_HOSTS: Readonly<Record<KsefEnvironment, string>> = {
  test: "https://qr-test.ksef.mf.gov.pl",
  demo: "https://qr-demo.ksef.mf.gov.pl",
  production: "https://qr.ksef.mf.gov.pl",
};

export function isKsefEnvironment(value: string): value is KsefEnvironment {
  return (KSEF_ENVIRONMENTS as readonly string[]).includes(value);
}

/** `issueDate` 'YYYY-MM-DD'; `invoiceHash` the SHA-256 of the XML as sent, in standard Base64 (as KSeF takes it). */
export function ksefVerificationUrl(environment: KsefEnvironment, sellerNip: string, issueDate: string, invoiceHash: string): string {
  const [year, month, day] = issueDate.split("-");
  const base64Url = invoiceHash.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${QR_HOSTS[environment]}/invoice/${sellerNip}/${day}-${month}-${year}/${base64Url}`;
}
