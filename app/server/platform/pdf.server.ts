import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { singleLine } from "~/lib/text";
import { DEJAVU_SANS, DEJAVU_SANS_BOLD } from "../invoices/fonts/dejavu-sans.server";

// The shop's PDF documents (invoices, complaint decisions), drawn in the worker with pdf-lib in DejaVu Sans embedded, so
// Polish letters print wherever they are opened: A4, top to bottom over as many pages as the content needs, every page
// numbered (docs/decisions/2026-11-28-invoice-pdf.md). Import the documents' renderers lazily: pdf-lib, fontkit and the
// fonts stay out of the modules every request evaluates.

export const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
export const MARGIN = 40;
const FOOTER = 24;
export const WIDTH = PAGE[0] - 2 * MARGIN;
const BLACK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.4, 0.4, 0.4);
const LINE = rgb(0.6, 0.6, 0.6);
const SHADE = rgb(0.92, 0.92, 0.92);
const CELL_PAD = 3;
const TABLE_SIZE = 7.5;

let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined;
function fontFiles() {
  const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  fontBytes ??= { regular: bytes(DEJAVU_SANS), bold: bytes(DEJAVU_SANS_BOLD) };
  return fontBytes;
}

export type Align = "left" | "right" | "center";
export interface Cell {
  text: string;
  width: number;
  align: Align;
}

/** Draws top to bottom over as many pages as the content needs; `y` is the top of what comes next. */
export class Sheet {
  page: PDFPage;
  y = PAGE[1] - MARGIN;
  /** The page's font: set only when it changes, as pdf-lib adds a font resource each time one is given. */
  private current: PDFFont | null = null;

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    /** Repeated at the top of a page a table continues on. */
    private onNewPage: (() => void) | null = null,
  ) {
    this.page = doc.addPage(PAGE);
  }

  font(bold?: boolean) {
    return bold ? this.bold : this.regular;
  }

  /** Room for `height` more points on this page, else a new page (with a continued table's header). */
  need(height: number) {
    if (this.y - height >= MARGIN + FOOTER) return;
    this.page = this.doc.addPage(PAGE);
    this.current = null;
    this.y = PAGE[1] - MARGIN;
    this.onNewPage?.();
  }

  continuing(header: (() => void) | null) {
    this.onNewPage = header;
  }

  /** `text` broken into lines no wider than `width` at `size`; a word longer than a line is cut where it must be. */
  wrap(text: string, width: number, size: number, bold?: boolean): string[] {
    const font = this.font(bold);
    const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
    const lines: string[] = [];
    let line = "";
    for (const word of singleLine(text).split(/ +/)) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
    return lines;
  }

  /** One line of text with its top at `top`. */
  line(text: string, x: number, top: number, size: number, options: { bold?: boolean; color?: ReturnType<typeof rgb>; align?: Align; width?: number } = {}) {
    const font = this.font(options.bold);
    const shown = singleLine(text);
    const textWidth = font.widthOfTextAtSize(shown, size);
    const room = options.width ?? textWidth;
    const left = options.align === "right" ? x + room - textWidth : options.align === "center" ? x + (room - textWidth) / 2 : x;
    if (this.current !== font) {
      this.page.setFont(font);
      this.current = font;
    }
    this.page.drawText(shown, { x: left, y: top - size * 0.9, size, color: options.color ?? BLACK });
  }

  /** A paragraph at the cursor, wrapped to `width` from `x`; moves the cursor below it. */
  paragraph(text: string, size: number, options: { bold?: boolean; x?: number; width?: number; color?: ReturnType<typeof rgb>; gap?: number } = {}) {
    const x = options.x ?? MARGIN;
    const lines = this.wrap(text, options.width ?? WIDTH - (x - MARGIN), size, options.bold);
    for (const line of lines) {
      this.need(size * 1.3);
      this.line(line, x, this.y, size, options);
      this.y -= size * 1.3;
    }
    this.y -= options.gap ?? 0;
  }

  /** A table row at the cursor: every cell wrapped, the row as tall as its tallest cell, framed. */
  row(cells: Cell[], options: { bold?: boolean; shade?: boolean; x?: number } = {}) {
    const lineHeight = TABLE_SIZE * 1.25;
    const wrapped = cells.map((cell) => this.wrap(cell.text, cell.width - 2 * CELL_PAD, TABLE_SIZE, options.bold));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 2 * CELL_PAD;
    this.need(height);
    let x = options.x ?? MARGIN;
    cells.forEach((cell, index) => {
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width: cell.width,
        height,
        borderColor: LINE,
        borderWidth: 0.5,
        ...(options.shade ? { color: SHADE } : {}),
      });
      wrapped[index]!.forEach((text, n) => {
        this.line(text, x + CELL_PAD, this.y - CELL_PAD - n * lineHeight, TABLE_SIZE, { bold: options.bold, align: cell.align, width: cell.width - 2 * CELL_PAD });
      });
      x += cell.width;
    });
    this.y -= height;
  }
}

/** A section's title at the cursor, kept on the page with what follows it. */
export function heading(sheet: Sheet, text: string) {
  sheet.need(30);
  sheet.y -= 10;
  sheet.paragraph(text, 10, { bold: true, gap: 4 });
}

/** A new A4 document in the shop's fonts, with its metadata, and the sheet to draw it on. */
export async function openPdf({ title, author }: { title: string; author: string }): Promise<{ doc: PDFDocument; sheet: Sheet }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const files = fontFiles();
  // Whole (already small) fonts rather than pdf-lib's own subsetting, which misplaces glyphs of some fonts.
  const [regular, bold] = await Promise.all([doc.embedFont(files.regular, { subset: false }), doc.embedFont(files.bold, { subset: false })]);
  doc.setTitle(title);
  doc.setAuthor(author);
  doc.setLanguage("pl-PL");
  doc.setCreator(author);
  return { doc, sheet: new Sheet(doc, regular, bold) };
}

/** Numbers every page ('{title} · strona 1 z 2') and returns the document's bytes. */
export function closePdf({ doc, sheet }: { doc: PDFDocument; sheet: Sheet }, title: string): Promise<Uint8Array> {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const footer = `${title} · strona ${index + 1} z ${pages.length}`;
    const width = sheet.regular.widthOfTextAtSize(footer, 7);
    page.drawText(footer, { x: (PAGE[0] - width) / 2, y: MARGIN / 2, size: 7, font: sheet.regular, color: MUTED });
  });
  return doc.save();
}
