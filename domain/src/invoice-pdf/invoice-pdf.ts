import { GState, jsPDF } from 'jspdf';
import type { InvoiceDocument, InvoiceDocumentLine } from '../index';
import { formatEuroCents, formatQuantity, formatVatRate } from './pdf-format';
import { invoiceRemarks, VAT_EXEMPTION_NOTE } from './invoice-remarks';
import {
  bankLines,
  clientLines,
  creditedLines,
  documentName,
  documentTitle,
  identityLines,
  paymentTermsLines,
  sellerLines,
  sellerName,
} from './invoice-mentions';
import {
  ACCENT,
  BODY_SIZE,
  CELL_PADDING,
  lineHeight,
  MARGIN,
  MUTED,
  PageCursor,
  registerFonts,
  type InvoiceFonts,
} from './page-cursor';

export type { InvoiceFonts } from './page-cursor';

export interface InvoicePdfOptions {
  /** A draft: « BROUILLON » across every page, for an invoice that is stored nowhere. */
  draft?: boolean;
}

const HEADER_FILL: [number, number, number] = [228, 234, 242];
const DRAFT_MARK = 'BROUILLON';
const DRAFT_RED: [number, number, number] = [178, 34, 34];
/** Under the title of a draft: it is no invoice, and a number typed on it is not one the series gave. */
const DRAFT_NOTICE = 'BROUILLON — sans valeur de facture';
const draftNumber = (number: string) => `N° ${number} (provisoire, non attribué)`;
const DRAFT_FOOTER = 'Brouillon non émis : ni enregistré ni numéroté';
/** A draft keeps the payment section, to show what the settings still lack. */
const NO_BANK_DETAILS = 'Coordonnées bancaires à renseigner dans les paramètres de facture.';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value(line: InvoiceDocumentLine): string;
}

const description: Column = { title: 'Description', width: 92, align: 'left', value: (line) => line.description };
const quantity: Column = {
  title: 'Quantité',
  width: 22,
  align: 'right',
  value: (line) => formatQuantity(line.quantityThousandths),
};
const unitPrice: Column = {
  title: 'Prix Unitaire',
  width: 33,
  align: 'right',
  value: (line) => formatEuroCents(line.unitPriceCents),
};
const lineTotal: Column = {
  title: 'Total Ligne',
  width: 33,
  align: 'right',
  value: (line) => formatEuroCents(line.totalCents),
};

/** Under the franchise no VAT is charged: today's four columns. */
const FRANCHISE_COLUMNS: Column[] = [description, quantity, unitPrice, lineTotal];
/** Liable for VAT: prices excluding VAT and each line's rate (art. 242 nonies A, 8° and 9°). */
const LIABLE_COLUMNS: Column[] = [
  { ...description, width: 76 },
  { ...quantity, width: 21 },
  { ...unitPrice, title: 'Prix Unitaire HT', width: 31 },
  { title: 'TVA', width: 18, align: 'right', value: (line) => formatVatRate(line.vatRate) },
  { ...lineTotal, title: 'Total Ligne HT', width: 34 },
];

const liable = (doc: InvoiceDocument) => doc.seller.vatRegime === 'liable';
const columnsOf = (doc: InvoiceDocument) => (liable(doc) ? LIABLE_COLUMNS : FRANCHISE_COLUMNS);

/** The seller and the document's identity side by side, then the client's box. */
function drawHeading(cursor: PageCursor, doc: InvoiceDocument, draft: boolean) {
  const top = cursor.y;
  const sellerWidth = 82;
  const name = cursor.wrap(sellerName(doc.seller) || ' ', sellerWidth, 13, true);
  cursor.write(name, MARGIN, { size: 13, bold: true });
  cursor.y += lineHeight(13) * name.length + 1;
  cursor.paragraph(sellerLines(doc.seller), MARGIN, sellerWidth, { color: MUTED });
  const sellerBottom = cursor.y;

  const identityWidth = cursor.right - MARGIN - sellerWidth - 5;
  cursor.y = top;
  cursor.write(documentTitle(doc), cursor.right, { size: 24, bold: true, color: ACCENT, align: 'right' });
  cursor.y += lineHeight(24) + 2;
  if (draft)
    cursor.paragraph([DRAFT_NOTICE], cursor.right, identityWidth, {
      size: 10.5,
      bold: true,
      color: DRAFT_RED,
      align: 'right',
    });
  if (doc.number)
    cursor.paragraph([draft ? draftNumber(doc.number) : `N° ${doc.number}`], cursor.right, identityWidth, {
      size: 10.5,
      bold: true,
      align: 'right',
    });
  cursor.paragraph(identityLines(doc), cursor.right, identityWidth, { size: BODY_SIZE, align: 'right' });
  cursor.y = Math.max(sellerBottom, cursor.y) + 8;
}

function drawClient(cursor: PageCursor, doc: InvoiceDocument) {
  const x = 112;
  const width = cursor.right - x;
  const inner = width - 2 * CELL_PADDING - 2;
  const name = cursor.wrap(doc.client.name || '—', inner, 10.5, true);
  const details = clientLines(doc.client).flatMap((line) => cursor.wrap(line, inner));
  const height =
    lineHeight(8.5) +
    1.5 +
    name.length * lineHeight(10.5) +
    details.length * lineHeight(BODY_SIZE) +
    2 * CELL_PADDING +
    1;
  cursor.doc.setDrawColor(190);
  cursor.doc.setLineWidth(0.3);
  cursor.doc.roundedRect(x, cursor.y, width, height, 1.5, 1.5, 'S');
  const start = cursor.y;
  cursor.y += CELL_PADDING + 0.5;
  cursor.write(doc.kind === 'credit_note' ? 'CLIENT' : 'FACTURÉ À', x + CELL_PADDING + 1, {
    size: 8.5,
    bold: true,
    color: MUTED,
  });
  cursor.y += lineHeight(8.5) + 1.5;
  cursor.write(name, x + CELL_PADDING + 1, { size: 10.5, bold: true });
  cursor.y += name.length * lineHeight(10.5);
  if (details.length) cursor.write(details, x + CELL_PADDING + 1);
  cursor.y = start + height + 8;
}

/** A credit note names the invoice it credits and why, above its lines. */
function drawCredited(cursor: PageCursor, doc: InvoiceDocument) {
  const [reference, ...reason] = creditedLines(doc);
  if (!reference) return;
  cursor.paragraph([reference], MARGIN, cursor.right - MARGIN, { size: 10.5, bold: true });
  cursor.paragraph(reason, MARGIN, cursor.right - MARGIN);
  cursor.y += 6;
}

const rowHeight = (lineCount: number) => Math.max(1, lineCount) * lineHeight(BODY_SIZE) + 2 * CELL_PADDING;

function drawCells(
  cursor: PageCursor,
  columns: Column[],
  height: number,
  fill: [number, number, number] | null,
  texts: string[][],
  bold: boolean,
) {
  let x = MARGIN;
  cursor.doc.setDrawColor(170);
  cursor.doc.setLineWidth(0.2);
  columns.forEach((column, index) => {
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

const cellTexts = (cursor: PageCursor, columns: Column[], values: string[], bold: boolean) =>
  columns.map((column, index) => cursor.wrap(values[index] || ' ', column.width - 2 * CELL_PADDING, BODY_SIZE, bold));

function drawTableHeader(cursor: PageCursor, columns: Column[]) {
  const texts = cellTexts(
    cursor,
    columns,
    columns.map((column) => column.title),
    true,
  );
  drawCells(cursor, columns, rowHeight(Math.max(...texts.map((text) => text.length))) + 1, HEADER_FILL, texts, true);
}

/** The table, its header repeated on every page; the last line stays with the `keepWithLast` mm that follow it. */
function drawLines(cursor: PageCursor, doc: InvoiceDocument, keepWithLast: number) {
  const columns = columnsOf(doc);
  cursor.ensure(3 * rowHeight(1));
  drawTableHeader(cursor, columns);
  cursor.onNewPage = () => drawTableHeader(cursor, columns);
  doc.lines.forEach((line, index) => {
    const texts = cellTexts(
      cursor,
      columns,
      columns.map((column) => column.value(line)),
      false,
    );
    const height = rowHeight(Math.max(...texts.map((text) => text.length)));
    cursor.ensure(height + (index === doc.lines.length - 1 ? keepWithLast : 0));
    drawCells(cursor, columns, height, null, texts, false);
  });
  cursor.onNewPage = null;
}

/** Franchise: the subtotal. Liable: HT, the VAT of each rate on its base, TTC. */
function totalRows(doc: InvoiceDocument): [string, number][] {
  if (!liable(doc)) return [['Sous-total', doc.subtotalCents]];
  return [
    ['Total HT', doc.subtotalCents],
    ...doc.vat.map((entry): [string, number] => [
      `TVA ${formatVatRate(entry.rate)} sur ${formatEuroCents(entry.baseCents)}`,
      entry.vatCents,
    ]),
    ['Total TTC', doc.totalCents],
  ];
}

const TOTAL_ROW = lineHeight(BODY_SIZE) + 2;
const TOTAL_BOX = lineHeight(11) + 2 * CELL_PADDING;
const EXEMPTION_SIZE = 8.5;

const totalsHeight = (doc: InvoiceDocument) =>
  3 + totalRows(doc).length * TOTAL_ROW + TOTAL_BOX + (liable(doc) ? 0 : 1.5 + lineHeight(EXEMPTION_SIZE));

function drawTotals(cursor: PageCursor, doc: InvoiceDocument) {
  const columns = columnsOf(doc);
  const last = columns[columns.length - 1];
  const labelRight = cursor.right - last.width - CELL_PADDING;
  const valueRight = cursor.right - CELL_PADDING;
  cursor.ensure(totalsHeight(doc));
  cursor.y += 3;
  for (const [label, cents] of totalRows(doc)) {
    cursor.write(label, labelRight, { align: 'right' });
    cursor.write(formatEuroCents(cents), valueRight, { align: 'right' });
    cursor.y += TOTAL_ROW;
  }
  const boxLeft = cursor.right - 78;
  cursor.doc.setFillColor(...ACCENT);
  cursor.doc.rect(boxLeft, cursor.y, cursor.right - boxLeft, TOTAL_BOX, 'F');
  cursor.y += CELL_PADDING;
  const label = doc.kind === 'credit_note' ? "TOTAL DE L'AVOIR" : 'TOTAL À PAYER';
  cursor.write(label, labelRight, { size: 11, bold: true, color: 255, align: 'right' });
  cursor.write(formatEuroCents(doc.totalCents), valueRight, { size: 11, bold: true, color: 255, align: 'right' });
  cursor.y += TOTAL_BOX - CELL_PADDING;
  if (!liable(doc)) {
    cursor.y += 1.5;
    cursor.write(VAT_EXEMPTION_NOTE, cursor.right, { size: EXEMPTION_SIZE, color: MUTED, align: 'right' });
    cursor.y += lineHeight(EXEMPTION_SIZE);
  }
  cursor.y += 10;
}

function drawSection(cursor: PageCursor, title: string, lines: string[]) {
  if (!lines.length) return;
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

/** A large light diagonal « BROUILLON » across the page, under a transparency that keeps the text readable. */
function drawDraftMark(cursor: PageCursor) {
  const { doc } = cursor;
  const size = 96;
  const angle = 45;
  doc.saveGraphicsState();
  doc.setGState(new GState({ opacity: 0.18 }));
  doc.setFont('DejaVuSans', 'bold');
  doc.setFontSize(size);
  doc.setTextColor(120);
  const half = doc.getTextWidth(DRAFT_MARK) / 2;
  const radians = (angle * Math.PI) / 180;
  // Rotated about its start: start so that the word's middle lands on the page's centre.
  const x = cursor.width / 2 - half * Math.cos(radians) + (lineHeight(size) / 3) * Math.sin(radians);
  const y = cursor.height / 2 + half * Math.sin(radians) + (lineHeight(size) / 3) * Math.cos(radians);
  doc.text(DRAFT_MARK, x, y, { angle });
  doc.restoreGraphicsState();
}

/** The document's name and « Page n / N » on every page, and the draft mark. */
function drawFooters(cursor: PageCursor, doc: InvoiceDocument, draft: boolean) {
  const pages = cursor.doc.getNumberOfPages();
  const left = [doc.seller.companyName.trim(), draft ? DRAFT_FOOTER : doc.number && documentName(doc)]
    .filter(Boolean)
    .join(' — ');
  for (let page = 1; page <= pages; page += 1) {
    cursor.doc.setPage(page);
    if (draft) drawDraftMark(cursor);
    cursor.y = cursor.height - 12;
    cursor.doc.setDrawColor(210);
    cursor.doc.setLineWidth(0.2);
    cursor.doc.line(MARGIN, cursor.y - 2, cursor.right, cursor.y - 2);
    if (left) cursor.write(left, MARGIN, { size: 8, color: MUTED });
    cursor.write(`Page ${page} / ${pages}`, cursor.right, { size: 8, color: MUTED, align: 'right' });
  }
}

/** 32 hex digits from a text (four FNV-1a hashes): the PDF's file identifier, the same for the same invoice. */
function fileIdOf(text: string): string {
  return [0x811c9dc5, 0x01000193, 0x050c5d1f, 0x2f5a0b67]
    .map((seed) => {
      let hash = seed;
      for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
      return hash.toString(16).padStart(8, '0');
    })
    .join('');
}

/** The issue date at noon UTC, written out so that the browser's time zone never shows in the file. */
function creationDateOf(issueDate: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(issueDate);
  const year = Number(day?.[1]);
  // jsPDF accepts the years 1970 to 2037; any other day gets a fixed date, never the clock.
  return day && year >= 1970 && year <= 2037 ? `D:${day[1]}${day[2]}${day[3]}120000+00'00'` : "D:20000101120000+00'00'";
}

/**
 * Builds the invoice or credit note from its document; no browser API and no clock are used, so
 * the same document gives the same bytes, in the browser and in tests.
 */
export function buildInvoicePdf(doc: InvoiceDocument, fonts: InvoiceFonts, options: InvoicePdfOptions = {}): jsPDF {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  registerFonts(pdf, fonts);
  const draft = options.draft ?? false;
  // A draft's metadata claim no number either.
  const name = draft ? `${documentName({ ...doc, number: '' })} (brouillon)` : documentName(doc);
  pdf.setProperties({
    title: name,
    subject: [name, doc.client.name].filter(Boolean).join(' — '),
    author: doc.seller.companyName.trim(),
    creator: 'Pilotage',
  });
  pdf.setLanguage('fr');
  pdf.setCreationDate(creationDateOf(doc.issueDate));
  pdf.setFileId(fileIdOf(`${doc.kind}|${doc.number}|${doc.issueDate}`));

  const cursor = new PageCursor(pdf);
  drawHeading(cursor, doc, draft);
  drawClient(cursor, doc);
  drawCredited(cursor, doc);
  drawLines(cursor, doc, totalsHeight(doc));
  drawTotals(cursor, doc);
  const bank = bankLines(doc.seller);
  if (doc.kind === 'invoice')
    drawSection(cursor, 'Paiement par virement bancaire', bank.length || !draft ? bank : [NO_BANK_DETAILS]);
  drawSection(cursor, 'Conditions de règlement', paymentTermsLines(doc));
  drawSection(cursor, 'Remarques', invoiceRemarks(doc));
  drawFooters(cursor, doc, draft);
  return pdf;
}
