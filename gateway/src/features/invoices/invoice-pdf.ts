import fs from 'node:fs';
import path from 'node:path';
import type { InvoiceDocument } from '@pilotage/domain';
import type { InvoiceFonts } from '@pilotage/domain/invoice-pdf/invoice-pdf';
import { lazyModule } from '../../kernel/helpers/lazy-module';

// The PDF libraries (jsPDF, pdf-lib) are loaded by the first invoice issued or reminder sent.
const issuedPdf = lazyModule<typeof import('@pilotage/domain/invoice-pdf/issued-invoice-pdf')>(
  '@pilotage/domain/invoice-pdf/issued-invoice-pdf',
);

let fonts: InvoiceFonts | null = null;

/** The fonts the browser fetches for its PDFs, read once from the shared package. */
export function invoiceFonts(): InvoiceFonts {
  if (fonts) return fonts;
  const dir = path.join(path.dirname(require.resolve('@pilotage/domain/package.json')), 'fonts');
  const read = (name: string) => fs.readFileSync(path.join(dir, name)).toString('base64');
  fonts = { regular: read('DejaVuSans-latin.ttf'), bold: read('DejaVuSans-Bold-latin.ttf') };
  return fonts;
}

/**
 * The issued invoice's PDF with its Factur-X XML, by the code the browser runs for its download
 * (domain/src/invoice-pdf): the attachment of a sent invoice is the file the user downloads.
 */
export async function renderIssuedInvoice(doc: InvoiceDocument): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { issuedFileName, issuedInvoicePdf } = issuedPdf();
  return { fileName: issuedFileName(doc), bytes: await issuedInvoicePdf(doc, invoiceFonts()) };
}
