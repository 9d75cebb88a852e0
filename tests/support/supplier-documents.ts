import { type InvoiceDocument, formatCents } from '@pilotage/domain';
import { serializeXml, xml, type XmlChild } from '../../domain/src/xml-writer';

/**
 * Supplier documents written by the tests to the standards: OASIS UBL 2.1 Invoice and CreditNote
 * (the elements in the order of UBL-Invoice-2.1.xsd, with the EN 16931 / Peppol BIS 3 usage), from
 * the same stored-invoice documents as the Factur-X tests, so the expected reading is known.
 */

const NS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

const amount = (name: string, cents: number) => xml(name, formatCents(cents), { currencyID: 'EUR' });
const quantity = (thousandths: number) => (thousandths / 1000).toFixed(3);

function party(name: string, siret: string | null, siren: string | null, vatNumber: string | null): XmlChild {
  return xml('cac:Party', [
    siret && xml('cac:PartyIdentification', [xml('cbc:ID', siret, { schemeID: '0009' })]),
    xml('cac:PartyName', [xml('cbc:Name', name)]),
    xml('cac:PostalAddress', [xml('cac:Country', [xml('cbc:IdentificationCode', 'FR')])]),
    vatNumber &&
      xml('cac:PartyTaxScheme', [xml('cbc:CompanyID', vatNumber), xml('cac:TaxScheme', [xml('cbc:ID', 'VAT')])]),
    xml('cac:PartyLegalEntity', [
      xml('cbc:RegistrationName', name),
      siren && xml('cbc:CompanyID', siren, { schemeID: '0002' }),
    ]),
  ]);
}

const category = (rate: number) => (rate > 0 ? 'S' : 'E');

/** The document as UBL 2.1; `override` changes the stated TTC total (to write a wrong one). */
export function ublDocument(doc: InvoiceDocument, override: { totalCents?: number } = {}): string {
  const kind = doc.kind === 'credit_note' ? 'CreditNote' : 'Invoice';
  const siret = doc.seller.siret.replace(/\s/g, '');
  const vatNumber = doc.seller.vatNumber.replace(/\s/g, '') || null;
  const line = kind === 'Invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine';
  const quantityName = kind === 'Invoice' ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity';
  return serializeXml(
    xml(
      kind,
      [
        xml('cbc:CustomizationID', 'urn:cen.eu:en16931:2017'),
        xml('cbc:ID', doc.number),
        xml('cbc:IssueDate', doc.issueDate),
        kind === 'Invoice' && xml('cbc:DueDate', doc.dueDate),
        xml(kind === 'Invoice' ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode', kind === 'Invoice' ? '380' : '381'),
        xml('cbc:DocumentCurrencyCode', 'EUR'),
        xml('cac:AccountingSupplierParty', [party(doc.seller.companyName, siret, siret.slice(0, 9), vatNumber)]),
        xml('cac:AccountingCustomerParty', [party(doc.client.name, null, doc.client.siren, doc.client.vatNumber)]),
        xml('cac:PaymentMeans', [
          xml('cbc:PaymentMeansCode', '58'),
          kind === 'CreditNote' && xml('cbc:PaymentDueDate', doc.dueDate),
          xml('cac:PayeeFinancialAccount', [xml('cbc:ID', doc.seller.iban.replace(/\s/g, ''))]),
        ]),
        xml('cac:TaxTotal', [
          amount('cbc:TaxAmount', doc.vatTotalCents),
          ...doc.vat.map((entry) =>
            xml('cac:TaxSubtotal', [
              amount('cbc:TaxableAmount', entry.baseCents),
              amount('cbc:TaxAmount', entry.vatCents),
              xml('cac:TaxCategory', [
                xml('cbc:ID', category(entry.rate)),
                xml('cbc:Percent', String(entry.rate)),
                xml('cac:TaxScheme', [xml('cbc:ID', 'VAT')]),
              ]),
            ]),
          ),
        ]),
        xml('cac:LegalMonetaryTotal', [
          amount('cbc:LineExtensionAmount', doc.subtotalCents),
          amount('cbc:TaxExclusiveAmount', doc.subtotalCents),
          amount('cbc:TaxInclusiveAmount', override.totalCents ?? doc.totalCents),
          amount('cbc:PayableAmount', override.totalCents ?? doc.totalCents),
        ]),
        ...doc.lines.map((entry, index) =>
          xml(line, [
            xml('cbc:ID', String(index + 1)),
            xml(quantityName, quantity(entry.quantityThousandths), { unitCode: 'C62' }),
            amount('cbc:LineExtensionAmount', entry.totalCents),
            xml('cac:Item', [
              xml('cbc:Name', entry.description),
              xml('cac:ClassifiedTaxCategory', [
                xml('cbc:ID', category(entry.vatRate)),
                xml('cbc:Percent', String(entry.vatRate)),
                xml('cac:TaxScheme', [xml('cbc:ID', 'VAT')]),
              ]),
            ]),
            xml('cac:Price', [amount('cbc:PriceAmount', entry.unitPriceCents)]),
          ]),
        ),
      ],
      { xmlns: NS[kind], 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc },
    ),
  );
}

/** The CII of a Factur-X with its stated TTC total replaced (a supplier's arithmetic mistake). */
export const withGrandTotal = (cii: string, total: string) =>
  cii.replace(
    /<ram:GrandTotalAmount>[^<]*<\/ram:GrandTotalAmount>/,
    `<ram:GrandTotalAmount>${total}</ram:GrandTotalAmount>`,
  );

/** An XML external entity pointing at a file of this machine: it must never be read. */
export const XXE_DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE Invoice [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<Invoice xmlns="${NS.Invoice}" xmlns:cbc="${NS.cbc}"><cbc:ID>&secret;</cbc:ID></Invoice>
`;

/** « Billion laughs »: ten levels of ten references, a gigabyte once expanded. */
export function xmlBomb(): string {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let level = 1; level <= 9; level += 1)
    entities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n${entities.join('\n')}\n]>\n<lolz>&lol9;</lolz>\n`;
}

/** The first bytes of a Windows executable (MZ header and PE stub), whatever its name says. */
export const EXECUTABLE = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'),
  Buffer.from('This program cannot be run in DOS mode.\r\r\n$'),
  Buffer.alloc(512, 0),
]);

/** A plain one-page PDF with no attachment: a receipt to complete by hand. */
export const PLAIN_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
