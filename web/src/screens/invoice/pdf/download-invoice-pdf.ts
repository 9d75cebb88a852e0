import boldFontUrl from '../../../assets/fonts/DejaVuSans-Bold-latin.ttf?url';
import regularFontUrl from '../../../assets/fonts/DejaVuSans-latin.ttf?url';
import { invoiceFileName } from '../invoice-file-name';
import { buildInvoicePdf, type InvoiceFonts, type InvoicePdfInput } from './invoice-pdf';

async function fetchBase64(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Police introuvable (HTTP ${response.status}).`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  // Chunked: String.fromCharCode with one argument per byte overflows the stack on large files.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
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

/** Builds the invoice and hands it to the browser as a download; returns the file name. */
export async function downloadInvoicePdf(input: InvoicePdfInput): Promise<string> {
  const fileName = invoiceFileName(input.invoice.number, input.invoice.clientName);
  buildInvoicePdf(input, await loadInvoiceFonts()).save(fileName);
  return fileName;
}
