import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, type PDFRef, PDFStream } from "pdf-lib";

// Reads back a PDF the shop drew with pdf-lib: its text (through each embedded font's ToUnicode map, so what a PDF
// reader would copy out of it), the fonts it embeds and how many shapes it draws. Runs in Node and in workerd.

const decoder = new TextDecoder();
const streamText = (stream: PDFRawStream) => decoder.decode(decodePDFRawStream(stream).decode());

/** Glyph code (hex) to text, from a ToUnicode CMap's bfchar and bfrange entries. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(code!.toUpperCase(), utf16(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = Number.parseInt(from!, 16);
      const first = Number.parseInt(text!, 16);
      for (let code = start; code <= Number.parseInt(to!, 16); code++)
        map.set(code.toString(16).toUpperCase().padStart(from!.length, "0"), String.fromCharCode(first + code - start));
    }
  }
  return map;
}

export interface PdfContent {
  pageCount: number;
  /** Every piece of text drawn, in drawing order, one per line. */
  text: string;
  /** The BaseFont of every font embedded as a file (FontFile2). */
  embeddedFonts: string[];
  /** How many subpaths the pages draw (each table cell one, a QR code one per run of dark modules). */
  subpaths: number;
  title: string | undefined;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  const embeddedFonts = new Set<string>();
  let subpaths = 0;
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    const maps = new Map<string, Map<string, string>>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      maps.set(name.asString(), toUnicodeMap(streamText(font.lookup(PDFName.of("ToUnicode")) as PDFRawStream)));
      const descendant = font.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
      const descriptor = descendant.lookup(PDFName.of("FontDescriptor"), PDFDict);
      if (descriptor.lookup(PDFName.of("FontFile2")) instanceof PDFStream) embeddedFonts.add(font.lookup(PDFName.of("BaseFont"), PDFName).decodeText());
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef) as PDFRawStream) : [contents as PDFRawStream];
    let map = new Map<string, string>();
    for (const stream of streams) {
      const operators = streamText(stream);
      subpaths += operators.match(/ m$/gm)?.length ?? 0;
      for (const [, fontName, hex] of operators.matchAll(/(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
        if (fontName) map = maps.get(fontName) ?? new Map();
        else lines.push((hex!.toUpperCase().match(/.{4}/g) ?? []).map((code) => map.get(code) ?? "\uFFFD").join(""));
      }
    }
  }
  return { pageCount: doc.getPageCount(), text: lines.join("\n"), embeddedFonts: [...embeddedFonts], subpaths, title: doc.getTitle() };
}
