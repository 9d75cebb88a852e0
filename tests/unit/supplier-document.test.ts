import { buildFacturX, euroText, formatCents, type InvoiceDocument } from '@pilotage/domain';
import { readSupplierDocument } from '../../gateway/src/features/purchases/supplier-document';
import { DomainError } from '../../gateway/src/kernel/helpers/errors';
import { creditNote, franchiseInvoice, liableInvoice } from '../support/factur-x/documents';
import {
  EXECUTABLE,
  PLAIN_PDF,
  PNG,
  XXE_DOCUMENT,
  ublDocument,
  withGrandTotal,
  xmlBomb,
} from '../support/supplier-documents';

/**
 * Reading supplier files: CII and UBL documents written to the standards are read back equal to
 * the invoice they came from, with no problem; wrong arithmetic is listed in French; what cannot
 * be read (malformed, DOCTYPE, XXE, entity bomb, executable) is refused with a 422 and its reason.
 */

const bytes = (text: string) => new TextEncoder().encode(text);

/** What a reading of `doc` must give, field by field. */
function expectedReading(doc: InvoiceDocument) {
  const siret = doc.seller.siret.replace(/\s/g, '');
  return {
    kind: doc.kind,
    supplierName: doc.seller.soleTrader ? `${doc.seller.companyName} EI` : doc.seller.companyName,
    supplierSiren: siret.slice(0, 9),
    supplierSiret: siret,
    supplierVatNumber: doc.seller.vatNumber.replace(/\s/g, '') || null,
    number: doc.number,
    issueDate: doc.issueDate,
    dueDate: doc.dueDate,
    currency: 'EUR',
    iban: doc.seller.iban.replace(/\s/g, ''),
    subtotalCents: doc.subtotalCents,
    vatTotalCents: doc.vatTotalCents,
    totalCents: doc.totalCents,
  };
}

async function refusal(input: Uint8Array): Promise<DomainError> {
  const error = await readSupplierDocument(input).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).status).toBe(422);
  return error as DomainError;
}

describe('CII (Factur-X XML)', () => {
  it.each([
    ['a VAT-liable invoice with three rates', liableInvoice],
    ['an invoice under the franchise', franchiseInvoice],
    ['a credit note', creditNote],
  ])('reads %s back as issued, schema-valid and consistent', async (_name, doc) => {
    const read = await readSupplierDocument(bytes(buildFacturX(doc)));
    expect(read.format).toBe('cii');
    expect(read.contentType).toBe('application/xml');
    expect(read.problems).toEqual([]);
    expect(read.invoice).toMatchObject(expectedReading(doc));
    expect(read.invoice!.lines.map((line) => [line.description, line.totalCents])).toEqual(
      doc.lines.map((line) => [line.description, line.totalCents]),
    );
    expect(read.invoice!.vat.map((entry) => [Number(entry.rate), entry.baseCents, entry.amountCents])).toEqual(
      doc.vat.map((entry) => [entry.rate, entry.baseCents, entry.vatCents]),
    );
  });

  it('lists a wrong TTC total in French, with the amounts as the reader sees them', async () => {
    const wrong = liableInvoice.totalCents + 5000;
    const read = await readSupplierDocument(bytes(withGrandTotal(buildFacturX(liableInvoice), formatCents(wrong))));
    expect(read.problems).toEqual([
      `Le total TTC (${euroText(wrong)}) ne correspond pas à la somme des lignes et de la TVA (${euroText(liableInvoice.totalCents)}).`,
    ]);
  });

  it('says « somme des lignes » alone when there is no VAT, as in « 1 250,00 € » against « 1 200,00 € »', async () => {
    const doc = { ...franchiseInvoice };
    const xml = withGrandTotal(buildFacturX(doc), formatCents(doc.totalCents + 5000));
    const read = await readSupplierDocument(bytes(xml));
    expect(read.problems).toEqual([
      `Le total TTC (${euroText(doc.totalCents + 5000)}) ne correspond pas à la somme des lignes (${euroText(doc.totalCents)}).`,
    ]);
    expect(euroText(125000)).toMatch(/^1\s250,00\s€$/);
  });

  it('lists what the EN 16931 schema refuses', async () => {
    const xml = buildFacturX(liableInvoice).replace('<ram:TypeCode>380</ram:TypeCode>', '<ram:Kind>380</ram:Kind>');
    const read = await readSupplierDocument(bytes(xml));
    expect(read.problems.length).toBeGreaterThan(0);
    expect(read.problems[0]).toMatch(/^Le document ne respecte pas le schéma EN 16931 \(CII\) : .*Kind/);
  });
});

describe('UBL 2.1', () => {
  it.each([
    ['an Invoice', liableInvoice],
    ['a CreditNote', creditNote],
  ])('reads %s back as written, with no problem', async (_name, doc) => {
    const read = await readSupplierDocument(bytes(ublDocument(doc)));
    expect(read.format).toBe('ubl');
    expect(read.problems).toEqual([]);
    const { supplierName: _name2, ...expected } = expectedReading(doc);
    expect(read.invoice).toMatchObject({ ...expected, supplierName: doc.seller.companyName });
    expect(read.invoice!.lines).toHaveLength(doc.lines.length);
  });

  it('lists a wrong TTC total', async () => {
    const read = await readSupplierDocument(bytes(ublDocument(liableInvoice, { totalCents: 100 })));
    expect(read.problems).toEqual([
      `Le total TTC (${euroText(100)}) ne correspond pas à la somme des lignes et de la TVA (${euroText(liableInvoice.totalCents)}).`,
    ]);
  });

  it('lists the elements UBL requires and the document lacks', async () => {
    const xml = ublDocument(liableInvoice).replace(
      /<cac:AccountingCustomerParty>[\s\S]*<\/cac:AccountingCustomerParty>/,
      '',
    );
    const read = await readSupplierDocument(bytes(xml));
    expect(read.problems).toContain(
      'Le document ne respecte pas le schéma UBL 2.1 (Invoice) : élément obligatoire AccountingCustomerParty/Party absent.',
    );
  });
});

describe('files that cannot be read', () => {
  it('refuses a malformed XML with the parser’s reason', async () => {
    const error = await refusal(bytes('<?xml version="1.0"?><Invoice><ID>1</Invoice>'));
    expect(error.message).toMatch(/^Le fichier XML est mal formé : .*\(ligne 1\)$/);
  });

  it('refuses an external entity without resolving it', async () => {
    const error = await refusal(bytes(XXE_DOCUMENT));
    expect(error.message).toBe('Le fichier XML contient une déclaration DOCTYPE ou ENTITY : refusé pour la sécurité.');
    expect(error.message).not.toContain('root:');
  });

  it('refuses an entity bomb within a second', async () => {
    const started = performance.now();
    await refusal(bytes(xmlBomb()));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses an executable whatever its name, and an XML that is no invoice', async () => {
    expect((await refusal(EXECUTABLE)).message).toMatch(/^Type de fichier non pris en charge/);
    expect((await refusal(bytes('<note><to>Tove</to></note>'))).message).toBe(
      'Document XML non reconnu (note) : une facture CII (CrossIndustryInvoice) ou UBL (Invoice, CreditNote) est attendue.',
    );
  });
});

describe('receipts', () => {
  it('takes a plain PDF and a PNG as receipts to complete by hand', async () => {
    expect(await readSupplierDocument(PLAIN_PDF)).toEqual({
      contentType: 'application/pdf',
      format: 'receipt',
      invoice: null,
      problems: [],
    });
    expect((await readSupplierDocument(PNG)).contentType).toBe('image/png');
  });
});
