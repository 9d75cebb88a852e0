import type { InvoiceDocument } from '@pilotage/domain';
import boldFontUrl from '@pilotage/domain/fonts/DejaVuSans-Bold-latin.ttf?url';
import regularFontUrl from '@pilotage/domain/fonts/DejaVuSans-latin.ttf?url';
import { invoiceFileName } from '@pilotage/domain/invoice-pdf/invoice-file-name';
import { buildInvoicePdf, type InvoiceFonts } from '@pilotage/domain/invoice-pdf/invoice-pdf';
import { issuedFileName, issuedInvoicePdf } from '@pilotage/domain/invoice-pdf/issued-invoice-pdf';
import { downloadBlob } from '../../../lib/download';

/**
 * The browser's invoice downloads, rendered by the code the gateway attaches to its mail
 * (domain/src/invoice-pdf): the same invoice gives the same bytes on both sides. This module, jsPDF and pdf-lib stay out of the app's bundles:
 * screens import it dynamically when a PDF is wanted.
 */

async function fetchBase64(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Police introuvable (HTTP ${response.status}).`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  // Chunked: String.fromCharCode with one argument per byte overflows the stack on large files.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

let fonts: Promise<InvoiceFonts> | null = null;

/** Fetched once per page load; a failed fetch is retried on the next invoice. */
export function loadInvoiceFonts(): Promise<InvoiceFonts> {
  fonts ??= Promise.all([fetchBase64(regularFontUrl), fetchBase64(boldFontUrl)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      fonts = null;
      throw error;
    });
  return fonts;
}

/** Downloads an issued invoice or credit note, Factur-X attached; returns the file name. */
export async function downloadIssuedInvoice(doc: InvoiceDocument): Promise<string> {
  const fileName = issuedFileName(doc);
  const bytes = await issuedInvoicePdf(doc, await loadInvoiceFonts());
  downloadBlob(fileName, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  return fileName;
}

/** Downloads a draft: watermarked « BROUILLON », no Factur-X, stored nowhere; returns the file name. */
export async function downloadDraftInvoice(doc: InvoiceDocument): Promise<string> {
  const fileName = invoiceFileName(doc.number, doc.client.name);
  buildInvoicePdf(doc, await loadInvoiceFonts(), { draft: true }).save(fileName);
  return fileName;
}
