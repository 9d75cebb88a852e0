import { buildFacturX, formatCents, parseCents, type InvoiceDocument } from '@pilotage/domain';
import {
  ALL_DOCUMENTS,
  creditNote,
  franchiseInvoice,
  franchiseSeller,
  invoiceDocument,
  liableInvoice,
  privateClientInvoice,
  SPECIAL,
  specialCharactersInvoice,
} from '../support/factur-x/documents';
import { readFacturX, type FacturXReading } from '../support/factur-x/read-factur-x';
import { facturXSchemaErrors } from '../support/factur-x/validate-xsd';

/**
 * The Factur-X XML (CII D16B, EN 16931 profile) built from stored invoices: valid against the
 * Factur-X 1.07.3 EN16931 XSD, consistent with the EN 16931 calculation and VAT rules, and equal
 * element by element to the invoice. The CEN EN 16931 schematron is not run here (no registry
 * package ships it); the rules it checks on our data are re-checked by `checkEn16931Rules`.
 */

const cents = (amount: string | null) => {
  const value = parseCents(amount);
  if (value === null) throw new Error(`montant illisible : ${amount}`);
  return value;
};

/** VAT of a base at a rate in percent, half up to the cent (BR-CO-17), computed apart from the domain's code. */
const expectedVat = (baseCents: number, rate: string) => {
  const tenths = Math.round(Number(rate) * 10);
  return Math.floor((baseCents * tenths * 2 + 1000) / 2000);
};

/** The EN 16931 rules (CEN schematron, CII binding) that data like ours could break. */
function checkEn16931Rules(read: FacturXReading) {
  const lineSum = read.lines.reduce((sum, line) => sum + cents(line.total), 0);
  expect(cents(read.totals.lines)).toBe(lineSum); // BR-CO-10
  expect(cents(read.totals.taxBasis)).toBe(lineSum); // BR-CO-13 (no allowances or charges)
  expect(cents(read.totals.tax)).toBe(read.vat.reduce((sum, entry) => sum + cents(entry.amount), 0)); // BR-CO-14
  expect(cents(read.totals.grand)).toBe(cents(read.totals.taxBasis) + cents(read.totals.tax)); // BR-CO-15
  expect(cents(read.totals.due)).toBe(cents(read.totals.grand)); // BR-CO-16 (nothing prepaid)
  expect(read.totals.taxCurrency).toBe('EUR');
  expect(read.currency).toBe('EUR');
  expect(read.vat.length).toBeGreaterThan(0); // BR-CO-18
  for (const entry of read.vat) {
    expect(entry.type).toBe('VAT');
    // BR-S-08 / BR-E-08: the base is the sum of the lines of that category and rate.
    const lines = read.lines.filter((line) => line.vatCategory === entry.category && line.vatRate === entry.rate);
    expect(lines.length).toBeGreaterThan(0);
    expect(cents(entry.base)).toBe(lines.reduce((sum, line) => sum + cents(line.total), 0));
    expect(cents(entry.amount)).toBe(expectedVat(cents(entry.base), entry.rate!)); // BR-CO-17, BR-S-09, BR-E-09
    if (entry.category === 'S') {
      expect(Number(entry.rate)).toBeGreaterThan(0); // BR-S-05
      expect([entry.exemptionReason, entry.exemptionReasonCode]).toEqual([null, null]); // BR-S-10
    } else {
      expect(entry.category).toBe('E');
      expect(entry.rate).toBe('0'); // BR-E-05
      expect(entry.exemptionReason ?? entry.exemptionReasonCode).toBeTruthy(); // BR-E-10
    }
  }
  expect(read.vat.filter((entry) => entry.category === 'E').length).toBeLessThanOrEqual(1); // BR-E-01
  for (const line of read.lines)
    expect(read.vat.some((entry) => entry.category === line.vatCategory && entry.rate === line.vatRate)).toBe(true); // BR-S-01, BR-E-01
  const seller = read.seller;
  // BR-CO-26: the seller is identified; BR-S-02 / BR-E-02: by its VAT number or tax registration.
  expect(seller.globalIds['0009'] ?? seller.legalIds['0002'] ?? seller.taxRegistrations.VA).toBeTruthy();
  expect(seller.taxRegistrations.VA ?? seller.taxRegistrations.FC).toBeTruthy();
  for (const vatNumber of [seller.taxRegistrations.VA, read.buyer.taxRegistrations.VA])
    if (vatNumber) expect(vatNumber).toMatch(/^[A-Z]{2}/); // BR-CO-09
  expect([read.seller.name, read.buyer.name].every(Boolean)).toBe(true); // BR-06, BR-07
  expect([read.seller.address.country, read.buyer.address.country]).toEqual(['FR', 'FR']); // BR-08 to BR-11
  if (read.paymentMeans) expect(read.paymentMeans.iban).toBeTruthy(); // BR-61
  expect(read.dueDate ?? read.paymentTerms).toBeTruthy(); // BR-CO-25
  // The French CTC rules (BR-FR-06): each of these subject codes at most once.
  for (const code of ['PMD', 'PMT', 'AAB', 'TXD', 'REG'])
    expect(read.notes.filter((note) => note.subjectCode === code).length).toBeLessThanOrEqual(1);
}

/** What every document says of its own lines and totals, whatever its kind. */
function expectLinesAndTotals(read: FacturXReading, doc: InvoiceDocument) {
  expect(read.lines).toEqual(
    doc.lines.map((line, index) => ({
      id: String(index + 1),
      name: line.description,
      unitPrice: formatCents(line.unitPriceCents),
      quantity: (line.quantityThousandths / 1000).toFixed(3),
      unitCode: 'C62',
      vatType: 'VAT',
      vatCategory: doc.seller.vatRegime === 'franchise' || line.vatRate === 0 ? 'E' : 'S',
      vatRate: String(line.vatRate),
      total: formatCents(line.totalCents),
    })),
  );
  expect(read.totals).toEqual({
    lines: formatCents(doc.subtotalCents),
    taxBasis: formatCents(doc.subtotalCents),
    tax: formatCents(doc.vatTotalCents),
    taxCurrency: 'EUR',
    grand: formatCents(doc.totalCents),
    due: formatCents(doc.totalCents),
  });
}

const MENTIONS = {
  penalties: { content: "Pénalités de retard : trois fois le taux d'intérêt légal", subjectCode: 'PMD' },
  indemnity: { content: 'Indemnité forfaitaire pour frais de recouvrement : 40 €', subjectCode: 'PMT' },
  noDiscount: { content: "Pas d'escompte pour paiement anticipé", subjectCode: 'AAB' },
  franchise: { content: 'TVA non applicable, art. 293 B du CGI', subjectCode: 'TXD' },
};

describe('Factur-X XML', () => {
  describe.each(Object.entries(ALL_DOCUMENTS))('%s', (_name, doc) => {
    const xml = buildFacturX(doc);

    it('is valid against the Factur-X 1.07.3 EN16931 XSD', async () => {
      expect(await facturXSchemaErrors(xml)).toEqual([]);
    });

    it('keeps the EN 16931 calculation and VAT rules, and matches the invoice line by line', () => {
      const read = readFacturX(xml);
      checkEn16931Rules(read);
      expectLinesAndTotals(read, doc);
      expect(read.guideline).toBe('urn:cen.eu:en16931:2017');
    });

    it('is the same text for the same invoice, with no empty element', () => {
      expect(buildFacturX(structuredClone(doc))).toBe(xml);
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice')).toBe(true);
      expect(xml).not.toMatch(/<([\w:]+)[^>]*>\s*<\/\1>/);
    });
  });

  it('the schema check does catch an unknown or misplaced element', async () => {
    const xml = buildFacturX(franchiseInvoice);
    const unknown = xml.replace('<ram:ID>F-2026-0001</ram:ID>', '<ram:Identifier>F-2026-0001</ram:Identifier>');
    expect((await facturXSchemaErrors(unknown)).join('\n')).toMatch(/Identifier/);
    const misplaced = xml.replace(
      /(<ram:TypeCode>380<\/ram:TypeCode>)(\s*<ram:IssueDateTime>[\s\S]*?<\/ram:IssueDateTime>)/,
      '$2$1',
    );
    expect(misplaced).not.toBe(xml);
    expect((await facturXSchemaErrors(misplaced)).join('\n')).toMatch(/IssueDateTime/);
  });

  it('a micro-entrepreneur under the franchise: exempt (E) with the 293 B reason, SIREN as tax registration', () => {
    const read = readFacturX(buildFacturX(franchiseInvoice));
    expect(read).toMatchObject({
      businessProcess: 'S1',
      number: 'F-2026-0001',
      typeCode: '380',
      issueDate: '2026-03-05',
      deliveryDate: '2026-02-27',
      dueDate: '2026-04-04',
      paymentReference: 'F-2026-0001',
      paymentTerms:
        "Conditions de paiement : 30 jours. Pénalités de retard : trois fois le taux d'intérêt légal. Pas d'escompte pour paiement anticipé",
      paymentMeans: {
        typeCode: '58',
        iban: 'FR7630006000011234567890189',
        accountName: 'Éloïse Martin',
        bic: 'AGRIFRPP',
      },
      vat: [
        {
          type: 'VAT',
          category: 'E',
          rate: '0',
          base: '1440.30',
          amount: '0.00',
          exemptionReason: 'TVA non applicable, art. 293 B du CGI',
          exemptionReasonCode: 'VATEX-FR-FRANCHISE',
        },
      ],
      totals: { lines: '1440.30', taxBasis: '1440.30', tax: '0.00', grand: '1440.30', due: '1440.30' },
      credited: null,
    });
    expect(read.notes).toEqual([
      { content: 'Merci pour votre confiance !', subjectCode: null },
      { content: 'Entrepreneur individuel — RM 69 732 829 320 — SIRET : 73282932000074', subjectCode: 'REG' },
      MENTIONS.franchise,
      MENTIONS.penalties,
      MENTIONS.indemnity,
      MENTIONS.noDiscount,
    ]);
    expect(read.seller).toEqual({
      name: 'Atelier Éloïse Martin EI',
      description: 'Entrepreneur individuel — RM 69 732 829 320 — SIRET : 73282932000074',
      globalIds: { '0009': '73282932000074' },
      legalIds: { '0002': '732829320' },
      taxRegistrations: { FC: '732829320' },
      electronicAddresses: { '0225': '732829320' },
      email: 'eloise@atelier-martin.fr',
      phone: '06 12 34 56 78',
      address: { postcode: '69003', lines: ['12 rue des Peupliers'], city: 'Lyon', country: 'FR' },
    });
    expect(read.buyer).toEqual({
      name: 'Boulangerie Lefèvre',
      description: null,
      globalIds: {},
      legalIds: { '0002': '443061841' },
      taxRegistrations: {},
      electronicAddresses: { '0225': '443061841' },
      email: null,
      phone: null,
      address: { postcode: '21000', lines: ['8 place de la Mairie'], city: 'Dijon', country: 'FR' },
    });
  });

  it('a VAT-liable company: one breakdown per rate (20 %, 5,5 %, exempt 0 %), VAT numbers of both parties', () => {
    const read = readFacturX(buildFacturX(liableInvoice));
    expect(read.vat).toEqual([
      {
        type: 'VAT',
        category: 'S',
        rate: '20',
        base: '121.25',
        amount: '24.25',
        exemptionReason: null,
        exemptionReasonCode: null,
      },
      {
        type: 'VAT',
        category: 'S',
        rate: '5.5',
        base: '105.28',
        amount: '5.79',
        exemptionReason: null,
        exemptionReasonCode: null,
      },
      {
        type: 'VAT',
        category: 'E',
        rate: '0',
        base: '350.00',
        amount: '0.00',
        exemptionReason: 'Exonération de TVA',
        exemptionReasonCode: null,
      },
    ]);
    expect(read.totals).toMatchObject({ lines: '576.53', tax: '30.04', grand: '606.57', due: '606.57' });
    expect(read.lines.map((line) => [line.quantity, line.unitPrice, line.total])).toEqual([
      ['1.500', '80.00', '120.00'],
      ['3.000', '24.99', '74.97'],
      ['7.000', '4.33', '30.31'],
      ['1.000', '350.00', '350.00'],
      ['0.125', '9.99', '1.25'],
    ]);
    expect(read).toMatchObject({
      businessProcess: 'M1',
      issueDate: '2026-11-05',
      deliveryDate: '2026-11-05',
      dueDate: '2026-12-20',
    });
    expect(read.seller).toMatchObject({
      name: 'Lefèvre & Fils',
      description: 'SARL — Capital social : 10 000 € — RCS Paris 552 032 534 — SIRET : 55203253400646',
      globalIds: { '0009': '55203253400646' },
      legalIds: { '0002': '552032534' },
      taxRegistrations: { VA: 'FR27552032534' },
      address: { postcode: '75019', lines: ['4 avenue Jean Jaurès'], city: 'Paris', country: 'FR' },
    });
    expect(read.buyer).toMatchObject({
      legalIds: { '0002': '542107651' },
      taxRegistrations: { VA: 'FR13542107651' },
      // Four street lines fold into CII's three; « France » is the country code, not a line.
      address: {
        postcode: '69002',
        lines: ['Service comptabilité', '3 quai Saint-Antoine', 'Bâtiment B, 2e étage, Entrée rue Mercière'],
        city: 'Lyon Cedex 02',
        country: 'FR',
      },
    });
    expect(read.notes.map((note) => note.subjectCode)).toEqual(['REG', 'PMD', 'PMT', 'AAB']);
    expect(read.paymentMeans).toEqual({
      typeCode: '58',
      iban: 'FR7630004000031234567890143',
      accountName: 'Lefèvre & Fils SARL',
      bic: 'BNPAFRPPXXX',
    });
  });

  it('a credit note (381) references the invoice it corrects, with the reason', () => {
    const read = readFacturX(buildFacturX(creditNote));
    expect(read).toMatchObject({
      number: 'A-2026-0003',
      typeCode: '381',
      issueDate: '2026-11-20',
      credited: { number: 'F-2026-0042', issueDate: '2026-11-05' },
      dueDate: '2026-11-20',
      paymentTerms: null,
      totals: { lines: '74.97', tax: '4.12', grand: '79.09', due: '79.09' },
    });
    expect(read.notes[0]).toEqual({
      content: 'Avoir sur la facture F-2026-0042 du 05/11/2026\nMotif : Livres de recettes retournés',
      subjectCode: null,
    });
  });

  it('a private client: no SIREN, no recovery indemnity, an address without postcode', () => {
    const read = readFacturX(buildFacturX(privateClientInvoice));
    expect(read.businessProcess).toBe('B1');
    expect(read.buyer).toMatchObject({
      name: 'Jeanne Dupont',
      legalIds: {},
      electronicAddresses: {},
      taxRegistrations: {},
      address: { postcode: null, lines: ['5, chemin des Vignes'], city: null, country: 'FR' },
    });
    expect(read.notes).not.toContainEqual(MENTIONS.indemnity);
    expect(read.notes).toEqual(expect.arrayContaining([MENTIONS.penalties, MENTIONS.noDiscount, MENTIONS.franchise]));
  });

  it('no IBAN: no payment means (every transfer code requires the account), still valid', async () => {
    const doc = invoiceDocument({
      ...privateClientInvoice,
      seller: { ...franchiseSeller, iban: '', bic: '', accountHolder: '' },
    });
    const xml = buildFacturX(doc);
    expect(readFacturX(xml).paymentMeans).toBeNull();
    expect(await facturXSchemaErrors(xml)).toEqual([]);
  });

  it('escapes & < > " \' in every text and drops characters XML cannot carry', async () => {
    const xml = buildFacturX({ ...specialCharactersInvoice, notes: `${specialCharactersInvoice.notes}\u0007\u0000` });
    const read = readFacturX(xml);
    expect(read.seller.name).toBe(`${SPECIAL}Éditions EI`);
    expect(read.seller.description).toBe('Entrepreneur individuel — RCS Lyon <B> & "C" — SIRET : 73282932000074');
    expect(read.buyer.name).toBe(`${SPECIAL}SARL`);
    expect(read.buyer.address.lines).toEqual([`1 rue <des> "Lilas" & 'Roses'`]);
    expect(read.paymentMeans?.accountName).toBe("O'Brien & Cie");
    expect(read.notes[0].content).toBe(`Merci ! ${SPECIAL}\nÀ bientôt.`);
    expect(read.lines.map((line) => line.name)).toEqual(specialCharactersInvoice.lines.map((line) => line.description));
    expect(read.lines[0].name!.length).toBeGreaterThan(500);
    expect(xml).toContain('Tom &amp; Jerry &lt;"l\'atelier"&gt;');
    expect(await facturXSchemaErrors(xml)).toEqual([]);
  });
});
