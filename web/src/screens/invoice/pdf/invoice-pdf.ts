import { jsPDF } from 'jspdf';
import { formatEuroCents, parseDay } from '../../../lib/format';
import type { InvoiceDraft, InvoiceSettingsValues } from '../invoice-draft';
import { invoiceRemarks } from '../invoice-remarks';
import { computeInvoiceTotals, formatQuantity, type ComputedLine } from '../invoice-totals';

/** TTF files as base64. jsPDF's built-in fonts are WinAnsi only; these carry « À », « é », « € ». */
export interface InvoiceFonts {
  regular: string;
  bold: string;
}

export interface InvoicePdfInput {
  settings: InvoiceSettingsValues;
  invoice: Omit<InvoiceDraft, 'lines'> & { lines: readonly Pick<InvoiceDraft['lines'][number], 'description' | 'quantity' | 'unitPrice'>[] };
}

const FONT = 'DejaVuSans';
const MARGIN = 15;
/** docs/product.md §2: a new page once the cursor passes the page height minus 30 units (mm here). */
const BOTTOM_RESERVE = 30;
/** A grey level (0–255) or an RGB triple. */
type Color = number | [number, number, number];
const TEXT = 33;
const MUTED = 110;
const ACCENT: [number, number, number] = [31, 58, 95];
const HEADER_FILL: [number, number, number] = [228, 234, 242];
const BODY_SIZE = 9.5;
const CELL_PADDING = 2;

const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** `2026-03-05` → « 05/03/2026 »; anything else is printed as typed. */
function frenchDay(value: string): string {
  const day = parseDay(value);
  return Number.isNaN(day.getTime()) ? value.trim() || '—' : dayFormat.format(day);
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value(line: ComputedLine): string;
}

const COLUMNS: Column[] = [
  { title: 'Description', width: 92, align: 'left', value: (line) => line.description },
  { title: 'Quantité', width: 22, align: 'right', value: (line) => formatQuantity(line.quantityThousandths) },
  { title: 'Prix Unitaire', width: 33, align: 'right', value: (line) => formatEuroCents(line.unitPriceCents) },
  { title: 'Total Ligne', width: 33, align: 'right', value: (line) => formatEuroCents(line.totalCents) },
];

/** Height in mm of one line of text at a font size in points (jsPDF's default line height factor). */
const lineHeight = (size: number) => (size * 1.15 * 25.4) / 72;

/** Draws top to bottom, starting a new page (and whatever must repeat on it) when space runs out. */
class PageCursor {
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

  write(text: string | string[], x: number, options: { size?: number; bold?: boolean; color?: Color; align?: 'left' | 'right' } = {}) {
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
}

function registerFonts(doc: jsPDF, fonts: InvoiceFonts) {
  doc.addFileToVFS(`${FONT}.ttf`, fonts.regular);
  doc.addFont(`${FONT}.ttf`, FONT, 'normal');
  doc.addFileToVFS(`${FONT}-Bold.ttf`, fonts.bold);
  doc.addFont(`${FONT}-Bold.ttf`, FONT, 'bold');
}

/** Lines of a block, skipping empty fields; a multi-line field keeps its own line breaks. */
const filled = (...values: string[]) =>
  values
    .flatMap((value) => value.split(/\r?\n/))
    .map((value) => value.trim())
    .filter(Boolean);

function drawHeading(cursor: PageCursor, { settings, invoice }: InvoicePdfInput) {
  const top = cursor.y;
  const companyWidth = 95;
  const name = cursor.wrap(settings.companyName.trim() || ' ', companyWidth, 13, true);
  cursor.write(name, MARGIN, { size: 13, bold: true });
  cursor.y += lineHeight(13) * name.length + 1;
  for (const line of filled(settings.companyAddress1, settings.companyAddress2, settings.companyEmail, settings.companyPhone)) {
    const wrapped = cursor.wrap(line, companyWidth);
    cursor.write(wrapped, MARGIN, { color: MUTED });
    cursor.y += lineHeight(BODY_SIZE) * wrapped.length;
  }
  const companyBottom = cursor.y;

  cursor.y = top;
  cursor.write('FACTURE', cursor.right, { size: 24, bold: true, color: ACCENT, align: 'right' });
  cursor.y += lineHeight(24) + 2;
  cursor.write(`N° ${invoice.number.trim() || '—'}`, cursor.right, { size: 10.5, bold: true, align: 'right' });
  cursor.y += lineHeight(10.5);
  cursor.write(`Date : ${frenchDay(invoice.issueDate)}`, cursor.right, { size: 10.5, align: 'right' });
  cursor.y = Math.max(companyBottom, cursor.y + lineHeight(10.5)) + 10;
}

function drawClient(cursor: PageCursor, { invoice }: InvoicePdfInput) {
  const x = 112;
  const width = cursor.right - x;
  const inner = width - 2 * CELL_PADDING - 2;
  const name = cursor.wrap(invoice.clientName.trim() || '—', inner, 10.5, true);
  const address = filled(invoice.clientAddress).flatMap((line) => cursor.wrap(line, inner));
  const height = lineHeight(8.5) + 1.5 + name.length * lineHeight(10.5) + address.length * lineHeight(BODY_SIZE) + 2 * CELL_PADDING + 1;
  cursor.doc.setDrawColor(190);
  cursor.doc.setLineWidth(0.3);
  cursor.doc.roundedRect(x, cursor.y, width, height, 1.5, 1.5, 'S');
  const start = cursor.y;
  cursor.y += CELL_PADDING + 0.5;
  cursor.write('FACTURÉ À', x + CELL_PADDING + 1, { size: 8.5, bold: true, color: MUTED });
  cursor.y += lineHeight(8.5) + 1.5;
  cursor.write(name, x + CELL_PADDING + 1, { size: 10.5, bold: true });
  cursor.y += name.length * lineHeight(10.5);
  if (address.length) cursor.write(address, x + CELL_PADDING + 1);
  cursor.y = start + height + 10;
}

function drawCells(cursor: PageCursor, height: number, fill: [number, number, number] | null, texts: string[][], bold: boolean) {
  let x = MARGIN;
  cursor.doc.setDrawColor(170);
  cursor.doc.setLineWidth(0.2);
  COLUMNS.forEach((column, index) => {
    if (fill) cursor.doc.setFillColor(...fill);
    cursor.doc.rect(x, cursor.y, column.width, height, fill ? 'FD' : 'S');
    const textX = column.align === 'right' ? x + column.width - CELL_PADDING : x + CELL_PADDING;
    const y = cursor.y;
    cursor.y += CELL_PADDING;
    cursor.write(texts[index], textX, { bold, align: column.align });
    cursor.y = y;
    x += column.width;
  });
  cursor.y += height;
}

const rowHeight = (lineCount: number) => Math.max(1, lineCount) * lineHeight(BODY_SIZE) + 2 * CELL_PADDING;

function drawTableHeader(cursor: PageCursor) {
  drawCells(
    cursor,
    rowHeight(1) + 1,
    HEADER_FILL,
    COLUMNS.map((column) => [column.title]),
    true,
  );
}

function drawLines(cursor: PageCursor, lines: ComputedLine[]) {
  cursor.ensure(2 * rowHeight(1));
  drawTableHeader(cursor);
  cursor.onNewPage = () => drawTableHeader(cursor);
  for (const line of lines) {
    const texts = COLUMNS.map((column) => cursor.wrap(column.value(line) || ' ', column.width - 2 * CELL_PADDING));
    const height = rowHeight(Math.max(...texts.map((text) => text.length)));
    cursor.ensure(height);
    drawCells(cursor, height, null, texts, false);
  }
  cursor.onNewPage = null;
}

function drawTotals(cursor: PageCursor, subtotalCents: number, totalCents: number) {
  const labelRight = cursor.right - COLUMNS[3].width - CELL_PADDING;
  const valueRight = cursor.right - CELL_PADDING;
  cursor.ensure(2 * rowHeight(1) + 6);
  cursor.y += 3;
  cursor.write('Sous-total', labelRight, { align: 'right' });
  cursor.write(formatEuroCents(subtotalCents), valueRight, { align: 'right' });
  cursor.y += lineHeight(BODY_SIZE) + 2;
  const boxLeft = cursor.right - COLUMNS[3].width - COLUMNS[2].width - 12;
  const boxHeight = lineHeight(11) + 2 * CELL_PADDING;
  cursor.doc.setFillColor(...ACCENT);
  cursor.doc.rect(boxLeft, cursor.y, cursor.right - boxLeft, boxHeight, 'F');
  cursor.y += CELL_PADDING;
  cursor.write('TOTAL À PAYER', labelRight, { size: 11, bold: true, color: 255, align: 'right' });
  cursor.write(formatEuroCents(totalCents), valueRight, { size: 11, bold: true, color: 255, align: 'right' });
  cursor.y += boxHeight - CELL_PADDING + 10;
}

function drawSection(cursor: PageCursor, title: string, lines: string[]) {
  const wrapped = lines.flatMap((line) => cursor.wrap(line, cursor.right - MARGIN));
  // The title stays with at least its first lines.
  cursor.ensure(lineHeight(11) + 2 + Math.min(wrapped.length, 3) * lineHeight(BODY_SIZE));
  cursor.write(title, MARGIN, { size: 11, bold: true, color: ACCENT });
  cursor.doc.setDrawColor(...ACCENT);
  cursor.doc.setLineWidth(0.4);
  cursor.doc.line(MARGIN, cursor.y + lineHeight(11) + 0.5, cursor.right, cursor.y + lineHeight(11) + 0.5);
  cursor.y += lineHeight(11) + 2.5;
  for (const line of wrapped) {
    cursor.ensure(lineHeight(BODY_SIZE));
    cursor.write(line, MARGIN);
    cursor.y += lineHeight(BODY_SIZE);
  }
  cursor.y += 7;
}

function paymentLines(settings: InvoiceSettingsValues): string[] {
  return [
    ['Titulaire du compte', settings.accountHolder],
    ['Banque', settings.bankName],
    ['IBAN', settings.iban],
    ['BIC', settings.bic],
  ]
    .filter(([, value]) => value.trim())
    .map(([label, value]) => `${label} : ${value.trim()}`);
}

function drawFooters(cursor: PageCursor, { settings, invoice }: InvoicePdfInput) {
  const pages = cursor.doc.getNumberOfPages();
  const left = [settings.companyName.trim(), invoice.number.trim() && `Facture N° ${invoice.number.trim()}`].filter(Boolean).join(' — ');
  for (let page = 1; page <= pages; page += 1) {
    cursor.doc.setPage(page);
    cursor.y = cursor.height - 12;
    cursor.doc.setDrawColor(210);
    cursor.doc.setLineWidth(0.2);
    cursor.doc.line(MARGIN, cursor.y - 2, cursor.right, cursor.y - 2);
    if (left) cursor.write(left, MARGIN, { size: 8, color: MUTED });
    cursor.write(`Page ${page} / ${pages}`, cursor.right, { size: 8, color: MUTED, align: 'right' });
  }
}

/** Builds the whole invoice; no browser API is used, so it runs the same in tests. */
export function buildInvoicePdf(input: InvoicePdfInput, fonts: InvoiceFonts): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  registerFonts(doc, fonts);
  const number = input.invoice.number.trim();
  doc.setProperties({ title: number ? `Facture ${number}` : 'Facture', author: input.settings.companyName.trim(), creator: 'Pilotage' });
  doc.setLanguage('fr');

  const cursor = new PageCursor(doc);
  const totals = computeInvoiceTotals(input.invoice.lines);
  drawHeading(cursor, input);
  drawClient(cursor, input);
  drawLines(cursor, totals.lines);
  drawTotals(cursor, totals.subtotalCents, totals.totalCents);
  const payment = paymentLines(input.settings);
  if (payment.length) drawSection(cursor, 'Paiement par virement bancaire', payment);
  drawSection(cursor, 'Remarques', invoiceRemarks(input.settings.defaultNotes, input.invoice.notes));
  drawFooters(cursor, input);
  return doc;
}
