import type { jsPDF } from 'jspdf';

/** TTF files as base64. jsPDF's built-in fonts are WinAnsi only; these carry « À », « é », « € ». */
export interface InvoiceFonts {
  regular: string;
  bold: string;
}

export const FONT = 'DejaVuSans';
export const MARGIN = 15;
/** docs/product.md §2: a new page once the cursor passes the page height minus 30 units (mm here). */
const BOTTOM_RESERVE = 30;
/** A grey level (0–255) or an RGB triple. */
export type Color = number | [number, number, number];
export const TEXT = 33;
export const MUTED = 110;
export const ACCENT: [number, number, number] = [31, 58, 95];
export const BODY_SIZE = 9.5;
export const CELL_PADDING = 2;

/** Height in mm of one line of text at a font size in points (jsPDF's default line height factor). */
export const lineHeight = (size: number) => (size * 1.15 * 25.4) / 72;

export function registerFonts(doc: jsPDF, fonts: InvoiceFonts) {
  doc.addFileToVFS(`${FONT}.ttf`, fonts.regular);
  doc.addFont(`${FONT}.ttf`, FONT, 'normal');
  doc.addFileToVFS(`${FONT}-Bold.ttf`, fonts.bold);
  doc.addFont(`${FONT}-Bold.ttf`, FONT, 'bold');
}

export interface WriteOptions {
  size?: number;
  bold?: boolean;
  color?: Color;
  align?: 'left' | 'right';
}

/** Draws top to bottom, starting a new page (and whatever must repeat on it) when space runs out. */
export class PageCursor {
  y = MARGIN;
  onNewPage: (() => void) | null = null;
  readonly width: number;
  readonly height: number;

  constructor(readonly doc: jsPDF) {
    this.width = doc.internal.pageSize.getWidth();
    this.height = doc.internal.pageSize.getHeight();
  }

  get right() {
    return this.width - MARGIN;
  }

  /** Makes room for a block of `height` mm, on a new page when it would pass the limit. */
  ensure(height: number) {
    if (this.y + height <= this.height - BOTTOM_RESERVE) return;
    this.doc.addPage();
    this.y = MARGIN + 5;
    this.onNewPage?.();
  }

  write(text: string | string[], x: number, options: WriteOptions = {}) {
    const color = options.color ?? TEXT;
    this.doc.setFont(FONT, options.bold ? 'bold' : 'normal');
    this.doc.setFontSize(options.size ?? BODY_SIZE);
    if (typeof color === 'number') this.doc.setTextColor(color);
    else this.doc.setTextColor(...color);
    this.doc.text(text, x, this.y, { align: options.align ?? 'left', baseline: 'top' });
  }

  wrap(text: string, width: number, size = BODY_SIZE, bold = false): string[] {
    this.doc.setFont(FONT, bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    return this.doc.splitTextToSize(text, width) as string[];
  }

  /** Writes lines one under the other, each wrapped to `width`, and moves below them. */
  paragraph(lines: string[], x: number, width: number, options: WriteOptions = {}) {
    const size = options.size ?? BODY_SIZE;
    for (const line of lines) {
      const wrapped = this.wrap(line, width, size, options.bold);
      this.write(wrapped, x, options);
      this.y += lineHeight(size) * wrapped.length;
    }
  }
}
