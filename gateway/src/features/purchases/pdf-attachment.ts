import { supplierInvoiceMessages } from '@pilotage/domain';
import type { PDFDict, PDFDocument } from 'pdf-lib';
import { unprocessable } from '../../kernel/helpers/errors';
import { lazyModule } from '../../kernel/helpers/lazy-module';

// pdf-lib is loaded by the first PDF received (the invoices' own PDFs load it too, see invoice-pdf.ts).
const pdfLib = lazyModule<typeof import('pdf-lib')>('pdf-lib');

/**
 * The invoice XML a hybrid PDF carries (Factur-X, ZUGFeRD, XRechnung), read from the document's
 * EmbeddedFiles name tree; null for a plain PDF. The PDF is only read, never saved back.
 */

/** The names the Factur-X, ZUGFeRD and XRechnung specifications give the attachment. */
const INVOICE_FILE_NAMES = new Set(['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml', 'order-x.xml']);
/** A name tree is a few levels deep; a deeper one is a trap, not an invoice. */
const MAX_DEPTH = 8;

const nameOf = (value: unknown): string | null =>
  value instanceof pdfLib().PDFString || value instanceof pdfLib().PDFHexString ? value.decodeText() : null;

function* namedFiles(node: PDFDict, depth = 0): Generator<[string, PDFDict]> {
  if (depth > MAX_DEPTH) return;
  const { PDFArray, PDFDict, PDFName } = pdfLib();
  const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let index = 0; names && index + 1 < names.size(); index += 2) {
    const name = nameOf(names.lookup(index));
    const spec = names.lookup(index + 1);
    if (name !== null && spec instanceof PDFDict) yield [name, spec];
  }
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let index = 0; kids && index < kids.size(); index += 1) {
    const kid = kids.lookup(index);
    if (kid instanceof PDFDict) yield* namedFiles(kid, depth + 1);
  }
}

function fileBytes(spec: PDFDict): Uint8Array | null {
  const { PDFDict, PDFName, PDFRawStream, decodePDFRawStream } = pdfLib();
  const embedded = spec.lookupMaybe(PDFName.of('EF'), PDFDict);
  const stream = embedded?.lookup(PDFName.of('UF')) ?? embedded?.lookup(PDFName.of('F'));
  return stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : null;
}

export async function embeddedInvoiceXml(bytes: Uint8Array): Promise<Uint8Array | null> {
  const { PDFDict, PDFDocument, PDFName } = pdfLib();
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    throw unprocessable(supplierInvoiceMessages.pdfUnreadable);
  }
  const tree = pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  if (!tree) return null;
  for (const [name, spec] of namedFiles(tree)) {
    const fileName = (
      nameOf(spec.lookup(PDFName.of('UF'))) ??
      nameOf(spec.lookup(PDFName.of('F'))) ??
      name
    ).toLowerCase();
    if (INVOICE_FILE_NAMES.has(fileName)) return fileBytes(spec);
  }
  return null;
}
