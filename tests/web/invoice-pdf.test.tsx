/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFacturX, type InvoiceDocument } from '@pilotage/domain';
import { EMPTY_INVOICE_SETTINGS, emptyInvoice } from '../../web/src/screens/invoices/generator/invoice-draft';
import { draftDocument } from '../../web/src/screens/invoices/generator/invoice-issue';
import { buildInvoicePdf, type InvoiceFonts, type InvoicePdfOptions } from '../../domain/src/invoice-pdf/invoice-pdf';
import { issuedFileName, issuedInvoicePdf } from '../../domain/src/invoice-pdf/issued-invoice-pdf';
import {
  companyNameOnly,
  filledInvoice,
  firstTryInvoice,
  invoiceSettings,
  liableInvoice,
  liableSettings,
} from '../../stories/screens/invoices/generator/invoice-fixtures';
import { readPdf } from './invoice-pdf-reader';

const fontsDir = path.resolve(__dirname, '../../domain/fonts');
const fonts: InvoiceFonts = {
  regular: fs.readFileSync(path.join(fontsDir, 'DejaVuSans-latin.ttf')).toString('base64'),
  bold: fs.readFileSync(path.join(fontsDir, 'DejaVuSans-Bold-latin.ttf')).toString('base64'),
};

// KEEP_INVOICE_PDF=1 leaves the files behind, to look at them (pdftoppm -png -r 60).
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-pdf-'));
afterAll(() => process.env.KEEP_INVOICE_PDF || fs.rmSync(outDir, { recursive: true, force: true }));

const bytesOf = (doc: InvoiceDocument, options?: InvoicePdfOptions) =>
  Buffer.from(buildInvoicePdf(doc, fonts, options).output('arraybuffer'));

function readBack(doc: InvoiceDocument, name: string, options?: InvoicePdfOptions) {
  const file = path.join(outDir, `${name}.pdf`);
  fs.writeFileSync(file, bytesOf(doc, options));
  return readPdf(file);
}

/** An issued invoice under the franchise, for a business client (SIREN), its service on an earlier day. */
const franchise: InvoiceDocument = { ...draftDocument(filledInvoice, invoiceSettings, null), number: 'F-2026-0001' };
const liable: InvoiceDocument = { ...draftDocument(liableInvoice, liableSettings, null), number: 'F-2026-0002' };

const SELLER_AND_CLIENT = [
  'Atelier Éloïse Martin EI',
  'Entrepreneur individuel',
  '12 rue des Peupliers',
  '69003 Lyon',
  'SIRET : 732 829 320 00074',
  'RM 69 732 829 320',
  'eloise@atelier-martin.fr',
  '06 12 34 56 78',
  'FACTURÉ À',
  'Boulangerie Lefèvre',
  '8 place de la Mairie',
  '21000 Dijon',
  'SIREN : 732 829 320',
];

const FRANCHISE_TEXTS = [
  'FACTURE',
  ...SELLER_AND_CLIENT,
  'N° F-2026-0001',
  'Date : 05/03/2026',
  'Date de la prestation : 27/02/2026',
  'Échéance : 04/04/2026',
  "Nature de l'opération : Services",
  'Description',
  'Quantité',
  'Prix Unitaire',
  'Total Ligne',
  'Sous-total',
  'TOTAL À PAYER',
  '1 440,30 €',
  'TVA non applicable, art. 293 B du CGI',
  'Paiement par virement bancaire',
  'Titulaire du compte : Éloïse Martin',
  'Banque : Crédit Agricole',
  'IBAN : FR76 3000 6000 0112 3456 7890 189',
  'BIC : AGRIFRPP',
  'Conditions de paiement : 30 jours',
  "Pénalités de retard : trois fois le taux d'intérêt légal",
  "Pas d'escompte pour paiement anticipé",
  'Indemnité forfaitaire pour frais de recouvrement : 40 €',
  'Remarques',
  'Cette facture constitue un justificatif officiel des revenus déclarés.',
  'Paiement à 30 jours. Pénalités de retard : 3 fois le taux légal.',
  'Merci pour votre confiance !',
  'Facture N° F-2026-0001',
  'Page 1 / 1',
];

describe('invoice PDF', () => {
  it('prints every mention of a franchise invoice, in an embedded font, on one page', () => {
    const { text, pages, fonts: embedded } = readBack(franchise, 'franchise');
    for (const expected of FRANCHISE_TEXTS) expect(text).toContain(expected);
    expect(text).toContain('Création du site vitrine');
    expect(text).toMatch(/0,10 €/);
    expect(text).not.toMatch(/TVA 20 %|Total HT|BROUILLON|Capital social/);
    expect(pages).toBe(1);
    expect(embedded.match(/DejaVuSans\s+CID TrueType\s+Identity-H\s+yes/g)).toHaveLength(2);
  });

  it('prints a VAT column, the VAT of each rate on its base and the totals HT and TTC when liable', () => {
    const { text, pages } = readBack(liable, 'liable');
    expect(pages).toBe(1);
    for (const expected of [
      'Martin Création SARL',
      'SARL',
      'Capital social : 10 000 €',
      'RCS Lyon 732 829 320',
      'N° TVA : FR44732829320',
      "Nature de l'opération : Mixte",
      'Date de la vente ou de la prestation : 27/02/2026',
      'Prix Unitaire',
      'TVA',
      '5,5 %',
      '10 %',
      // 1 200 + 12 × 18,90 + 350 = 1 776,80 HT.
      'Total HT',
      '1 776,80 €',
      'TVA 20 % sur 1 200,00 €',
      '240,00 €',
      'TVA 10 % sur 350,00 €',
      '35,00 €',
      'TVA 5,5 % sur 226,80 €',
      '12,47 €',
      'Total TTC',
      '2 064,27 €',
      'TOTAL À PAYER',
      'Indemnité forfaitaire pour frais de recouvrement : 40 €',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Atelier Éloïse Martin EI');
    expect(text).not.toContain('293 B');
    expect(text).not.toContain('justificatif officiel');
    // Highest rate first.
    expect(text.indexOf('TVA 20 %')).toBeLessThan(text.indexOf('TVA 10 %'));
    expect(text.indexOf('TVA 10 %')).toBeLessThan(text.indexOf('TVA 5,5 %'));
  });

  it('leaves the indemnity out for a private client, and the service date when it is the issue date', () => {
    const { text } = readBack(
      { ...franchise, serviceDate: null, client: { ...franchise.client, siren: null, vatNumber: null } },
      'private',
    );
    expect(text).not.toContain('Indemnité forfaitaire');
    expect(text).not.toContain('SIREN');
    expect(text).not.toContain('Date de la prestation');
    expect(text).toContain("Pas d'escompte pour paiement anticipé");
  });

  it('titles a credit note AVOIR, with the credited invoice and the reason', () => {
    const creditNote: InvoiceDocument = {
      ...franchise,
      kind: 'credit_note',
      number: 'A-2026-0001',
      issueDate: '2026-11-12',
      serviceDate: null,
      credited: { number: 'F-2026-0001', issueDate: '2026-11-05', reason: 'Erreur de quantité' },
    };
    const { text } = readBack(creditNote, 'credit-note');
    for (const expected of [
      'AVOIR',
      'N° A-2026-0001',
      'Avoir sur la facture F-2026-0001 du 05/11/2026',
      'Motif : Erreur de quantité',
      'Avoir N° A-2026-0001',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('FACTURE');
    expect(text).not.toContain('TOTAL À PAYER');
    expect(text).not.toContain('Échéance');
  });

  it('breaks 60 lines over pages, repeating the table header, numbering the pages, the totals with the last line', () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      description: `Prestation n° ${index + 1} — réglage café`,
      quantityThousandths: 1000,
      unitPriceCents: 123450,
      vatRate: 0 as const,
      totalCents: 123450,
    }));
    lines[21].description =
      'Prestation n° 22 — réglage café, détartrage complet du groupe, remplacement des joints et essais de mouture avec le barista';
    const long: InvoiceDocument = {
      ...franchise,
      lines,
      subtotalCents: 7407000,
      vat: [{ rate: 0, baseCents: 7407000, vatCents: 0 }],
      totalCents: 7407000,
    };
    const { text, pages } = readBack(long, 'sixty-lines');
    expect(pages).toBeGreaterThanOrEqual(3);
    for (const expected of FRANCHISE_TEXTS.filter((line) => !['Page 1 / 1', '1 440,30 €'].includes(line)))
      expect(text).toContain(expected);
    const pageTexts = text.split('\f').slice(0, pages);
    pageTexts.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} / ${pages}`);
      expect(page).toContain('Facture N° F-2026-0001');
    });
    // Every page that holds table rows starts them under the column titles again.
    const withRows = pageTexts.filter((page) => page.includes('Prestation n°'));
    expect(withRows.length).toBeGreaterThanOrEqual(2);
    for (const page of withRows) expect(page).toContain('Prix Unitaire');
    // A long description wraps inside its row, and the row is never split across pages.
    expect(withRows.find((page) => page.includes('détartrage'))).toContain('essais de mouture avec le barista');
    // The totals stay on the page of the last line.
    expect(withRows.find((page) => page.includes('Prestation n° 60'))).toContain('TOTAL À PAYER');
    expect(text).toContain('74 070,00 €');
    expect(text.match(/1 234,50 €/g)).toHaveLength(120);
  });

  it('marks a draft BROUILLON on every page, with no number', () => {
    const draft = draftDocument({ ...emptyInvoice('2026-03-05'), lines: [] }, EMPTY_INVOICE_SETTINGS, 'F-2026-0003');
    const { text, pages, drawn } = readBack(draft, 'draft', { draft: true });
    expect(pages).toBe(1);
    expect(drawn).toContain('BROUILLON');
    expect(text).not.toContain('N°');
    expect(text).not.toContain('F-2026-0003');
    expect(text).toContain('Paiement par virement bancaire');
    expect(text).toContain('Coordonnées bancaires à renseigner dans les paramètres de facture.');
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
    expect(text).toContain('Échéance : 04/04/2026');
    expect(text).toContain('0,00 €');

    const long = draftDocument(
      { ...filledInvoice, number: null, lines: Array.from({ length: 60 }, () => filledInvoice.lines[0]) },
      invoiceSettings,
      null,
    );
    const reading = readBack(long, 'long-draft', { draft: true });
    expect(reading.pages).toBeGreaterThan(1);
    // The mark on every page, and the notice under the title of the first.
    expect(reading.drawn.match(/BROUILLON/g)).toHaveLength(reading.pages + 1);
    expect(readBack(franchise, 'not-a-draft').drawn).not.toContain('BROUILLON');
  });

  it('prints everything typed on a draft, the number typed claimed as provisional only, and attaches nothing', () => {
    const draft = draftDocument(filledInvoice, invoiceSettings, 'F-2026-0003');
    const file = path.join(outDir, 'full-draft.pdf');
    fs.writeFileSync(file, bytesOf(draft, { draft: true }));
    const { text, drawn, pages } = readPdf(file);
    expect(pages).toBe(1);
    for (const expected of [
      'FACTURE',
      ...SELLER_AND_CLIENT,
      'BROUILLON — sans valeur de facture',
      'N° F-2026-042 (provisoire, non attribué)',
      'Date : 05/03/2026',
      'Échéance : 04/04/2026',
      'Description',
      'Quantité',
      'Prix Unitaire',
      'Total Ligne',
      'Création du site vitrine',
      'Sous-total',
      'TOTAL À PAYER',
      '1 440,30 €',
      'Paiement par virement bancaire',
      'IBAN : FR76 3000 6000 0112 3456 7890 189',
      'Remarques',
      'Merci pour votre confiance !',
      'Brouillon non émis : ni enregistré ni numéroté',
    ])
      expect(text).toContain(expected);
    expect(drawn).toContain('BROUILLON');
    // No number of the series is claimed, in the page or in the file's metadata.
    expect(text).not.toMatch(/^N° F-2026-042$/m);
    expect(text).not.toContain('Facture N° F-2026-042');
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Title:\s+Facture \(brouillon\)$/m);
    expect(execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' })).toMatch(/0 embedded files/);
  });

  it("prints the user's first try as a draft: the company's name, the client, 2 × 150", () => {
    const draft = draftDocument(firstTryInvoice, companyNameOnly, 'F-2026-0001');
    const { text, drawn } = readBack(draft, 'first-try', { draft: true });
    expect(drawn).toContain('BROUILLON');
    for (const expected of [
      'FACTURE',
      'Atelier Éloïse Martin',
      'N° F-2026-001 (provisoire, non attribué)',
      'Date : 05/03/2026',
      'Client Test',
      '150,00 €',
      '300,00 €',
      'TOTAL À PAYER',
      'Paiement par virement bancaire',
      'Remarques',
    ])
      expect(text).toContain(expected);
  });

  it('gives the same bytes for the same document, whenever it is built', () => {
    jest.useFakeTimers({ now: new Date('2027-01-01T08:00:00Z') });
    const first = bytesOf(franchise);
    jest.setSystemTime(new Date('2031-06-15T17:42:13Z'));
    const second = bytesOf(franchise);
    jest.useRealTimers();
    expect(second.equals(first)).toBe(true);
    expect(first.toString('latin1')).toContain("/CreationDate (D:20260305120000+00'00')");
    expect(bytesOf({ ...franchise, number: 'F-2026-0009' }).equals(first)).toBe(false);
  });

  it('attaches the Factur-X XML to an issued invoice, the same bytes each time', async () => {
    const first = Buffer.from(await issuedInvoicePdf(liable, fonts));
    const second = Buffer.from(await issuedInvoicePdf(liable, fonts));
    expect(second.equals(first)).toBe(true);
    const file = path.join(outDir, 'issued.pdf');
    fs.writeFileSync(file, first);
    expect(execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' })).toContain('factur-x.xml');
    const xml = path.join(outDir, 'factur-x.xml');
    execFileSync('pdfdetach', ['-save', '1', '-o', xml, file]);
    expect(fs.readFileSync(xml, 'utf8')).toBe(buildFacturX(liable));
    expect(readPdf(file).text).toContain('TVA 5,5 % sur 226,80 €');
    expect(issuedFileName(liable)).toBe('facture_F-2026-0002_Boulangerie Lefèvre.pdf');
    expect(issuedFileName({ ...liable, kind: 'credit_note', number: 'A-2026-0001' })).toBe(
      'avoir_A-2026-0001_Boulangerie Lefèvre.pdf',
    );
  });
});
