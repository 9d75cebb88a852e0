/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { readSupplierDocument } from '../../gateway/src/features/purchases/supplier-document';
import type { InvoiceFonts } from '../../domain/src/invoice-pdf/invoice-pdf';
import { issuedInvoicePdf } from '../../domain/src/invoice-pdf/issued-invoice-pdf';
import { creditNote, franchiseInvoice, liableInvoice } from '../support/factur-x/documents';

/**
 * What Pilotage issues, it reads back identically: the very PDF the browser downloads for an
 * issued invoice (jsPDF drawing, Factur-X XML attached by pdf-lib) received as a supplier invoice.
 */

const fontsDir = path.resolve(__dirname, '../../domain/fonts');
const fonts: InvoiceFonts = {
  regular: fs.readFileSync(path.join(fontsDir, 'DejaVuSans-latin.ttf')).toString('base64'),
  bold: fs.readFileSync(path.join(fontsDir, 'DejaVuSans-Bold-latin.ttf')).toString('base64'),
};

describe('a Factur-X PDF issued by Pilotage, received as a supplier invoice', () => {
  it.each([
    ['a VAT-liable invoice', liableInvoice],
    ['an invoice under the franchise', franchiseInvoice],
    ['a credit note', creditNote],
  ])('reads %s back as issued', async (_name, doc) => {
    const read = await readSupplierDocument(await issuedInvoicePdf(doc, fonts));
    expect(read).toMatchObject({ format: 'factur-x', contentType: 'application/pdf', problems: [] });
    const siret = doc.seller.siret.replace(/\s/g, '');
    expect(read.invoice).toMatchObject({
      kind: doc.kind,
      supplierName: doc.seller.soleTrader ? `${doc.seller.companyName} EI` : doc.seller.companyName,
      supplierSiren: siret.slice(0, 9),
      supplierSiret: siret,
      number: doc.number,
      issueDate: doc.issueDate,
      dueDate: doc.dueDate,
      iban: doc.seller.iban.replace(/\s/g, ''),
      subtotalCents: doc.subtotalCents,
      vatTotalCents: doc.vatTotalCents,
      totalCents: doc.totalCents,
    });
    expect(read.invoice!.lines.map((line) => [line.description, line.totalCents])).toEqual(
      doc.lines.map((line) => [line.description, line.totalCents]),
    );
  });
});
