/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMPTY_INVOICE_SETTINGS } from '../../web/src/screens/invoice/invoice-draft';
import { buildInvoicePdf, type InvoiceFonts, type InvoicePdfInput } from '../../web/src/screens/invoice/pdf/invoice-pdf';
import { invoiceSettings as settings } from '../../stories/screens/invoice/invoice-fixtures';
import { readPdf } from './invoice-pdf-reader';

const fontsDir = path.resolve(__dirname, '../../web/src/assets/fonts');
const fonts: InvoiceFonts = {
  regular: fs.readFileSync(path.join(fontsDir, 'DejaVuSans-latin.ttf')).toString('base64'),
  bold: fs.readFileSync(path.join(fontsDir, 'DejaVuSans-Bold-latin.ttf')).toString('base64'),
};

// KEEP_INVOICE_PDF=1 leaves the files behind, to look at them (pdftoppm -png -r 60).
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-pdf-'));
afterAll(() => process.env.KEEP_INVOICE_PDF || fs.rmSync(outDir, { recursive: true, force: true }));

function readBack(input: InvoicePdfInput, name: string) {
  const file = path.join(outDir, `${name}.pdf`);
  fs.writeFileSync(file, Buffer.from(buildInvoicePdf(input, fonts).output('arraybuffer')));
  return readPdf(file);
}

const REQUIRED = [
  'FACTURE',
  'Atelier Éloïse Martin',
  '12 rue des Peupliers',
  '69003 Lyon',
  'eloise@atelier-martin.fr',
  '06 12 34 56 78',
  'N° F-2026-042',
  'Date : 05/03/2026',
  'FACTURÉ À',
  'Boulangerie Lefèvre',
  '8 place de la Mairie',
  'Description',
  'Quantité',
  'Prix Unitaire',
  'Total Ligne',
  'Sous-total',
  'TOTAL À PAYER',
  'Paiement par virement bancaire',
  'Titulaire du compte : Éloïse Martin',
  'Banque : Crédit Agricole',
  'IBAN : FR76 3000 6000 0112 3456 7890 189',
  'BIC : AGRIFRPP',
  'Remarques',
  'TVA non applicable, art. 293 B du CGI',
  'Cette facture constitue un justificatif officiel des revenus déclarés.',
  'Paiement à 30 jours. Pénalités de retard : 3 fois le taux légal.',
  'Merci pour votre confiance !',
];

const invoice = (lines: InvoicePdfInput['invoice']['lines']): InvoicePdfInput['invoice'] => ({
  clientName: 'Boulangerie Lefèvre',
  clientAddress: '8 place de la Mairie\n21000 Dijon',
  number: 'F-2026-042',
  issueDate: '2026-03-05',
  lines,
  notes: 'Merci pour votre confiance !',
});

describe('invoice PDF', () => {
  it('holds every required text, in an embedded font, on one page for one line', () => {
    const {
      text,
      pages,
      fonts: embedded,
    } = readBack({ settings, invoice: invoice([{ description: 'Création du site vitrine', quantity: '3', unitPrice: '0.10' }]) }, 'one-line');
    for (const expected of REQUIRED) expect(text).toContain(expected);
    expect(text).toContain('Création du site vitrine');
    expect(text).toMatch(/0,10 €/);
    expect(text.match(/0,30 €/g)).toHaveLength(3);
    expect(text).toContain('Page 1 / 1');
    expect(pages).toBe(1);
    expect(embedded.match(/DejaVuSans\s+CID TrueType\s+Identity-H\s+yes/g)).toHaveLength(2);
  });

  it('breaks 60 lines over pages, repeating the table header and numbering the pages', () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      description: `Prestation n° ${index + 1} — réglage café`,
      quantity: '1',
      unitPrice: '1234.5',
    }));
    lines[21].description =
      'Prestation n° 22 — réglage café, détartrage complet du groupe, remplacement des joints et essais de mouture avec le barista';
    const { text, pages } = readBack({ settings, invoice: invoice(lines) }, 'sixty-lines');
    expect(pages).toBeGreaterThanOrEqual(3);
    for (const expected of REQUIRED) expect(text).toContain(expected);
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} / ${pages}`);
    // Every page that holds table rows starts them under the column titles again.
    const pageTexts = text.split('\f').filter((page) => page.includes('Prestation n°'));
    expect(pageTexts.length).toBeGreaterThanOrEqual(2);
    for (const page of pageTexts) expect(page).toContain('Prix Unitaire');
    // A long description wraps inside its row, and the row is never split across pages.
    expect(pageTexts.find((page) => page.includes('détartrage'))).toContain('essais de mouture avec le barista');
    expect(text).toContain('Prestation n° 60 — réglage café');
    expect(text).toContain('74 070,00 €');
    expect(text.match(/1 234,50 €/g)).toHaveLength(120);
  });

  it('leaves out empty settings and still carries the legal mentions', () => {
    const { text, pages } = readBack(
      { settings: EMPTY_INVOICE_SETTINGS, invoice: { ...invoice([]), number: '', clientName: '', notes: '' } },
      'empty',
    );
    expect(pages).toBe(1);
    expect(text).not.toContain('Paiement par virement bancaire');
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
    expect(text).toContain('N° —');
    expect(text).toContain('0,00 €');
  });
});
