import { buildFacturX, type InvoiceDocument } from '../index';
import { embedFacturX } from './factur-x-pdf';
import { invoiceFileName } from './invoice-file-name';
import { buildInvoicePdf, type InvoiceFonts } from './invoice-pdf';
import { documentName } from './invoice-mentions';

/** facture_{number}_{client}.pdf, or avoir_… for a credit note. */
export const issuedFileName = (doc: InvoiceDocument): string => invoiceFileName(doc.number, doc.client.name, doc.kind);

/**
 * An issued invoice's file: the PDF with its Factur-X XML attached. Everything comes from the
 * document (the metadata date is the issue date at noon UTC), so the same invoice downloaded
 * twice, or years apart, gives the same bytes.
 */
export async function issuedInvoicePdf(doc: InvoiceDocument, fonts: InvoiceFonts): Promise<Uint8Array> {
  const pdf = new Uint8Array(buildInvoicePdf(doc, fonts).output('arraybuffer'));
  const title = documentName(doc);
  return embedFacturX(pdf, buildFacturX(doc), {
    title,
    author: doc.seller.companyName.trim(),
    subject: `${title} — ${doc.client.name}`,
    keywords: `${title}, Factur-X`,
    date: new Date(`${doc.issueDate}T12:00:00Z`),
  });
}
