import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Download, Locator, Page } from 'playwright-core';
import { readPdf } from '../web/invoice-pdf-reader';
import { readFacturX } from '../support/factur-x/read-factur-x';
import { call } from '../support/http';
import { LIABLE_SELLER, SELLER, issued, saveSeller } from '../support/invoices';
import { signIn, storedToken, useAppInChromium } from './support/app';
import { OUT_DIR, newContext } from './support/browser';
import { dayValue, fillDay } from './support/day-field';

/**
 * The invoice PDF as a client receives it: downloaded from the generator in Chromium against the
 * real gateway, then read back with poppler (pdftotext, pdfdetach) and compared with what the
 * gateway stored and serves.
 */

const app = useAppInChromium();

const businessToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const french = (day: string) => day.split('-').reverse().join('/');
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Every mention of the seller the settings give (legal form, EI, capital, registration, bank, contact). */
const FULL_SELLER = {
  ...SELLER,
  company_name: 'Atelier Éloïse Martin',
  company_address1: '12 rue des Peupliers',
  company_address2: '69003 Lyon',
  company_email: 'eloise@atelier-martin.fr',
  company_phone: '06 12 34 56 78',
  legal_form: 'Entrepreneur individuel',
  sole_trader: true,
  registration: 'RM 69 732 829 320',
  account_holder: 'Éloïse Martin',
  bank_name: 'Crédit Agricole',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
  payment_terms_days: 45,
};

interface Session {
  context: BrowserContext;
  page: Page;
  token: string;
}

async function session(): Promise<Session> {
  const context = await newContext(app.browser, app.server.url);
  const page = await context.newPage();
  await signIn(page);
  return { context, page, token: (await storedToken(page))! };
}

async function openGenerator(page: Page): Promise<Locator> {
  await page.getByRole('link', { name: 'Finances' }).click();
  await page.getByRole('heading', { level: 1, name: 'Gestion Financière' }).waitFor();
  await page.getByRole('button', { name: 'Générer une facture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Générateur de facture' });
  await dialog.getByText(/^Numéro attribué à l'émission : F-\d{4}-\d{4}$/).waitFor();
  return dialog;
}

/** Saves the download under tests/e2e/out, with a 60 dpi picture of each page to look at. */
async function saved(download: Download, name: string): Promise<string> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, `${name}.pdf`);
  await download.saveAs(file);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(OUT_DIR, name)]);
  return file;
}

async function generate(page: Page, dialog: Locator, name: string): Promise<{ download: Download; file: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Générer PDF' }).click(),
  ]);
  return { download, file: await saved(download, name) };
}

/** The Factures screen's « Télécharger le PDF » for one stored invoice. */
async function downloadAgain(page: Page, number: string, name: string): Promise<string> {
  await page.getByRole('link', { name: 'Factures', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Factures' }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Télécharger le PDF ${number}` }).click(),
  ]);
  return saved(download, name);
}

const attachments = (file: string) => execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' });

function attachedXml(file: string): Buffer {
  const xml = `${file}.xml`;
  execFileSync('pdfdetach', ['-save', '1', '-o', xml, file]);
  return fs.readFileSync(xml);
}

async function fillLine(dialog: Locator, position: number, description: string, quantity: string, price: string) {
  if (position > 1) await dialog.getByRole('button', { name: 'Ajouter une ligne' }).click();
  const line = dialog.getByRole('group', { name: `Ligne ${position}` });
  await line.getByLabel('Description').fill(description);
  await line.getByLabel('Quantité').fill(quantity);
  await line.getByLabel('Prix unitaire').fill(price);
  return line;
}

async function choose(page: Page, within: Locator, label: string, option: string) {
  await within.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('invoice PDF', () => {
  it('prints every mention under the franchise and carries the very Factur-X XML the gateway serves, the same bytes when downloaded again', async () => {
    const { context, page, token } = await session();
    await saveSeller(app.server, token, FULL_SELLER);
    const today = businessToday();
    const serviceDay = addDays(today, -3);
    const dialog = await openGenerator(page);
    await dialog.getByLabel('Nom du client').fill('Boulangerie Lefèvre');
    await dialog.getByLabel('Adresse du client').fill('8 place de la Mairie\n21000 Dijon');
    await dialog.getByLabel('SIREN du client').fill('732 829 320');
    await dialog.getByLabel('N° TVA du client').fill('FR44 732829320');
    await choose(page, dialog, "Nature de l'opération", 'Biens');
    await fillDay(dialog, 'Date de la prestation ou de la vente', serviceDay);
    expect(await dayValue(dialog, 'Échéance')).toBe(addDays(today, 45));
    await fillLine(dialog, 1, 'Pains de campagne', '12', '3.40');
    await fillLine(dialog, 2, 'Croissants au beurre', '40', '1.15');
    const { download, file } = await generate(page, dialog, 'invoice-franchise');

    const [stored] = (await call(app.server.url, 'GET', '/api/invoices', { token })).body;
    expect(download.suggestedFilename()).toBe(`facture_${stored.number}_Boulangerie Lefèvre.pdf`);
    const { text, pages } = readPdf(file);
    expect(pages).toBe(1);
    for (const mention of [
      'FACTURE',
      'Atelier Éloïse Martin EI',
      'Entrepreneur individuel',
      '12 rue des Peupliers',
      '69003 Lyon',
      'SIRET : 732 829 320 00074',
      'RM 69 732 829 320',
      'eloise@atelier-martin.fr',
      '06 12 34 56 78',
      `N° ${stored.number}`,
      `Date : ${french(today)}`,
      `Date de la vente : ${french(serviceDay)}`,
      `Échéance : ${french(addDays(today, 45))}`,
      "Nature de l'opération : Biens",
      'Boulangerie Lefèvre',
      '21000 Dijon',
      'SIREN : 732 829 320',
      'N° TVA : FR44732829320',
      'Description',
      'Quantité',
      'Prix Unitaire',
      'Total Ligne',
      // 12 × 3,40 + 40 × 1,15 = 40,80 + 46,00.
      '40,80 €',
      '46,00 €',
      'Sous-total',
      'TOTAL À PAYER',
      '86,80 €',
      'TVA non applicable, art. 293 B du CGI',
      'IBAN : FR76 3000 6000 0112 3456 7890 189',
      'BIC : AGRIFRPP',
      'Conditions de paiement : 45 jours',
      "Pénalités de retard : trois fois le taux d'intérêt légal",
      "Pas d'escompte pour paiement anticipé",
      'Indemnité forfaitaire pour frais de recouvrement : 40 €',
      `Facture N° ${stored.number}`,
      'Page 1 / 1',
    ])
      expect(text).toContain(mention);
    expect(text).not.toContain('BROUILLON');

    // The attachment is the gateway's XML, byte for byte, and says what the stored invoice says.
    expect(attachments(file)).toMatch(/1 embedded files\s+1: factur-x\.xml/);
    const served = await fetch(`${app.server.url}/api/invoices/${stored.id}/factur-x.xml`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.status).toBe(200);
    const xml = attachedXml(file);
    expect(xml.equals(Buffer.from(await served.arrayBuffer()))).toBe(true);
    const invoice = (await call(app.server.url, 'GET', `/api/invoices/${stored.id}`, { token })).body;
    const facturX = readFacturX(xml.toString('utf8'));
    expect(facturX.number).toBe(invoice.number);
    expect(facturX.issueDate).toBe(invoice.issue_date);
    expect(facturX.dueDate).toBe(invoice.due_date);
    expect(facturX.totals).toMatchObject({
      lines: '86.80',
      taxBasis: '86.80',
      tax: '0.00',
      grand: '86.80',
      due: '86.80',
    });
    expect(invoice.total).toBe(86.8);
    expect(facturX.paymentMeans?.iban).toBe('FR7630006000011234567890189');
    expect(facturX.buyer.legalIds).toEqual({ '0002': '732829320' });
    expect(facturX.vat).toEqual([
      expect.objectContaining({ category: 'E', exemptionReason: 'TVA non applicable, art. 293 B du CGI' }),
    ]);

    // Downloaded again from the Factures screen: the same file.
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    const again = await downloadAgain(page, stored.number, 'invoice-franchise-again');
    expect(fs.readFileSync(again).equals(fs.readFileSync(file))).toBe(true);
    await context.close();
  });

  it('prints a VAT column, the VAT of each rate on its base and the totals HT and TTC when liable', async () => {
    const { context, page, token } = await session();
    await saveSeller(app.server, token, {
      ...LIABLE_SELLER,
      legal_form: 'SARL',
      share_capital: '10 000 €',
      registration: 'RCS Lyon 732 829 320',
    });
    const dialog = await openGenerator(page);
    await dialog.getByLabel('Nom du client').fill('Librairie La Page');
    await dialog.getByLabel('Adresse du client').fill('5 rue Mercière\n69002 Lyon');
    await fillLine(dialog, 1, 'Animation d’atelier', '2', '150');
    const books = await fillLine(dialog, 2, 'Livres de recettes', '12', '18.90');
    await choose(page, books, 'TVA', '5,5 %');
    const { file } = await generate(page, dialog, 'invoice-liable');
    const [stored] = (await call(app.server.url, 'GET', '/api/invoices', { token })).body;
    const { text, pages } = readPdf(file);
    expect(pages).toBe(1);
    for (const mention of [
      'Atelier Dupont',
      'SARL',
      'Capital social : 10 000 €',
      'RCS Lyon 732 829 320',
      'N° TVA : FR44732829320',
      'TVA',
      '20 %',
      '5,5 %',
      'Total HT',
      '526,80 €',
      'TVA 20 % sur 300,00 €',
      '60,00 €',
      'TVA 5,5 % sur 226,80 €',
      '12,47 €',
      'Total TTC',
      '599,27 €',
      'TOTAL À PAYER',
      "Pas d'escompte pour paiement anticipé",
    ])
      expect(text).toContain(mention);
    expect(text).not.toContain('293 B');
    // A private client owes no recovery indemnity.
    expect(text).not.toContain('Indemnité forfaitaire');
    expect(stored).toMatchObject({ subtotal: 526.8, vat_total: 72.47, total: 599.27 });
    const facturX = readFacturX(attachedXml(file).toString('utf8'));
    expect(facturX.vat.map((entry) => [entry.category, entry.rate, entry.base, entry.amount])).toEqual([
      ['S', '20', '300.00', '60.00'],
      ['S', '5.5', '226.80', '12.47'],
    ]);
    await context.close();
  });

  it('runs a 60-line invoice over several pages, the table header on each', async () => {
    const { context, page, token } = await session();
    await saveSeller(app.server, token, FULL_SELLER);
    const lines = Array.from({ length: 60 }, (_, index) => ({
      description: `Prestation n° ${index + 1} — réglage café`,
      quantity: 1,
      unit_price: 12.5,
    }));
    const invoice = await issued(app.server, token, { lines });
    const file = await downloadAgain(page, invoice.number, 'invoice-sixty-lines');
    const { text, pages } = readPdf(file);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (let page = 2; page <= pages; page += 1) {
      const pageText = execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-enc', 'UTF-8', file, '-'], {
        encoding: 'utf8',
      });
      if (pageText.includes('Prestation n°'))
        for (const title of ['Description', 'Quantité', 'Prix Unitaire', 'Total Ligne'])
          expect(pageText).toContain(title);
      expect(pageText).toContain(`Facture N° ${invoice.number}`);
      expect(pageText).toContain(`Page ${page} / ${pages}`);
    }
    expect(text).toContain('Prestation n° 60 — réglage café');
    expect(text.replace(/[\u202f\u00a0]/g, ' ')).toContain('750,00 €');
    expect(attachments(file)).toContain('factur-x.xml');
    await context.close();
  });

  it('prints a draft without a client name: BROUILLON, no Factur-X, nothing stored or numbered', async () => {
    const { context, page, token } = await session();
    await saveSeller(app.server, token, FULL_SELLER);
    await issued(app.server, token);
    const count = async () =>
      (await call(app.server.url, 'GET', '/api/invoices', { token })).headers.get('x-total-count');
    expect(await count()).toBe('1');
    const dialog = await openGenerator(page);
    await dialog
      .getByRole('note', { name: 'Ce PDF sera un brouillon' })
      .getByText('Pour émettre la facture : nom du client', { exact: false })
      .waitFor();
    await fillLine(dialog, 1, 'Devis : réglage café', '1', '80');
    const { download, file } = await generate(page, dialog, 'invoice-draft');
    expect(download.suggestedFilename()).toBe('facture_xxxx_client.pdf');
    const { text, drawn } = readPdf(file);
    expect(drawn).toContain('BROUILLON');
    expect(text).toContain('Devis : réglage café');
    expect(text).not.toMatch(/N° F-/);
    expect(attachments(file)).toMatch(/0 embedded files/);
    expect(await count()).toBe('1');
    await context.close();
  });
});
