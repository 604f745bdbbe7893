import { describe, expect, it } from "vitest";
import { ksefVerificationUrl } from "~/lib/ksef-verification";
import { formatPln } from "~/lib/money";
import { renderInvoicePdf } from "~/server/invoices/pdf.server";
import { qrCode } from "~/server/platform/qr-code.server";
import { LONG_DESCRIPTION, sampleCorrection, sampleInvoice } from "../support/invoice-documents";
import { readPdf } from "../support/pdf-text";

// The invoice PDF read back as a reader would copy it: through the embedded fonts' ToUnicode maps.

const flat = (text: string) => text.replace(/\s+/g, " ");

describe("invoice PDF", () => {
  it("carries what art. 106e asks for, in Polish letters of the embedded DejaVu Sans", async () => {
    const invoice = sampleInvoice({ paid: false });
    const pdf = await readPdf(await renderInvoicePdf(invoice, null));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.title).toBe("Faktura VAT nr FV/7/11/2026");
    expect(pdf.embeddedFonts.map((name) => name.replace(/-\d+$/, "")).sort()).toEqual(["DejaVuSans", "DejaVuSans-Bold"]);
    expect(pdf.text).not.toContain("\uFFFD");
    for (const expected of [
      "Faktura VAT nr FV/7/11/2026",
      "Data wystawienia: 2026-11-28",
      "Data sprzedaży: 2026-11-27",
      "Numer zamówienia: ZAM-2026-000042",
      "Sprzedawca",
      "Plisy Na Wymiar Jan Kowalski",
      "NIP: 5260001246",
      "Nr rachunku: PL61 1090 1014 0000 0712 1981 2874",
      "Nabywca",
      "Zakład Stolarski Łukasz Świętochowski",
      "ul. Źródlana 5/7",
      "30-001 Kraków",
      "NIP: 6770065406",
      "Lp.",
      "Nazwa",
      "Ilość",
      "J.m.",
      "Cena jedn.",
      "Stawka",
      "Kwota VAT",
      "Wartość",
      "usł.",
      "Dostawa kurierem",
      "23%",
      // Unit net, net, VAT and gross of the first line; the totals per rate; what is to pay.
      formatPln(50_185),
      formatPln(100_371),
      formatPln(23_085),
      formatPln(123_456),
      "Razem",
      formatPln(104_436),
      formatPln(24_020),
      `Do zapłaty: ${formatPln(128_456)}`,
      "Sposób płatności: Przelew tradycyjny",
      "strona 1 z 1",
    ]) {
      expect(pdf.text).toContain(expected);
    }
    // Money Polish style: grouped thousands, a decimal comma, 'zł'.
    expect(formatPln(128_456)).toBe("1\u00a0284,56 zł");
    // The long description is wrapped over several lines of its cell, every word kept.
    expect(flat(pdf.text)).toContain(flat(LONG_DESCRIPTION));
    expect(pdf.text).not.toContain(LONG_DESCRIPTION);
    expect(pdf.text).not.toContain("Numer KSeF");
  });

  it("says 'Zapłacono' for a paid invoice and leaves out the NIP of a private buyer", async () => {
    const invoice = sampleInvoice({ buyer: { name: "Anna Żak", street: "ul. Polna 1", postalCode: "00-001", city: "Łódź", country: "PL", nip: null } });
    const pdf = await readPdf(await renderInvoicePdf(invoice, null));
    expect(pdf.text).toContain(`Zapłacono: ${formatPln(128_456)}`);
    expect(pdf.text).toContain("Anna Żak");
    expect(pdf.text).toContain("00-001 Łódź");
    expect(pdf.text.match(/NIP: /g)).toHaveLength(1);
  });

  it("prints an accepted invoice's KSeF number and its verification QR code with the number under it", async () => {
    const ksef = {
      number: "5260001246-20261128-0100001AF629-AF",
      verificationUrl: ksefVerificationUrl("test", "5260001246", "2026-11-28", "UtQp9Gpc51y+u3xApZjIjgkpZ01js+J8KflSPW8WzIE="),
    };
    const bytes = await renderInvoicePdf(sampleInvoice(), ksef);
    const [plain, marked] = [await readPdf(await renderInvoicePdf(sampleInvoice(), null)), await readPdf(bytes)];
    expect(marked.text).toContain(`Numer KSeF: ${ksef.number}`);
    // Under the code, the number alone on its line (the Ministry's 'Oznaczenie pod kodem QR').
    expect(marked.text.split("\n")).toContain(ksef.number);
    expect(marked.text).toContain(ksef.verificationUrl.slice(0, 40));
    // The code is the verification link's QR path as the pages draw it: one subpath per run of dark modules more than without.
    const runs = qrCode(ksef.verificationUrl).path.match(/M/g)!.length;
    expect(runs).toBeGreaterThan(100);
    expect(marked.subpaths - plain.subpaths).toBe(runs);
  });

  it("shows a correction's original, its reason and the content before, after and the difference", async () => {
    const pdf = await readPdf(await renderInvoicePdf(sampleCorrection(), null));
    expect(pdf.title).toBe("Faktura korygująca nr FK/1/12/2026");
    for (const expected of [
      "Faktura korygująca nr FK/1/12/2026",
      "Faktura korygowana: FV/7/11/2026 z dnia 2026-11-28",
      "Przyczyna korekty: Zwrot należności: anulowanie zamówienia",
      "Przed korektą",
      "Po korekcie",
      "Brak pozycji: faktura korygowana w całości.",
      "Różnica (kwota korekty)",
      formatPln(-128_456),
      formatPln(0),
      `Zwrócono: ${formatPln(128_456)}`,
    ]) {
      expect(pdf.text).toContain(expected);
    }
    const unpaid = await readPdf(await renderInvoicePdf(sampleCorrection({ paid: false }), null));
    expect(unpaid.text).toContain(`Do zwrotu: ${formatPln(128_456)}`);
  });

  it("continues a long table on further pages, its header repeated, every page numbered", async () => {
    const many = sampleInvoice({ positions: Array.from({ length: 60 }, (_, index) => sampleInvoice().positions[index % 2]!) });
    const pdf = await readPdf(await renderInvoicePdf(many, null));
    expect(pdf.pageCount).toBeGreaterThan(2);
    expect(pdf.text.match(/^Lp\.$/gm)).toHaveLength(pdf.pageCount);
    expect(pdf.text).toContain(`strona ${pdf.pageCount} z ${pdf.pageCount}`);
    expect(pdf.text.split("\n")).toContain("60");
  });

  it("draws names with characters outside the font and control characters without failing", async () => {
    const odd = sampleInvoice({ buyer: { ...sampleInvoice().buyer, name: "Firma\u202e\n\tΩmega 😀 Sp. z o.o." } });
    const pdf = await readPdf(await renderInvoicePdf(odd, null));
    expect(pdf.text).toContain("Firma");
    expect(pdf.text).toContain("Sp. z o.o.");
    expect(pdf.text).not.toContain("\u202e");
  });
});
