import fs from 'node:fs';
import path from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import { readPdf } from '../web/invoice-pdf-reader';
import { signIn, storedToken, useAppInChromium } from './support/app';
import { OUT_DIR, newContext, screenshot, watchErrors } from './support/browser';
import { eventually } from '../support/eventually';
import { call } from '../support/http';
import { issued, saveSeller } from '../support/invoices';

const app = useAppInChromium();

/** Requests for the PDF code and its fonts, which must wait for the generator to open. */
const PDF_ASSETS = /jspdf|pdf-lib|download-invoice-pdf|DejaVuSans/i;

async function goToFinancials(page: Page) {
  await page.getByRole('link', { name: 'Finances' }).click();
  await page.getByRole('heading', { level: 1, name: 'Gestion Financière' }).waitFor();
}

async function openGenerator(page: Page) {
  await page.getByRole('button', { name: 'Générer une facture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Générateur de facture' });
  await dialog.waitFor();
  return dialog;
}

async function saved(download: Download, name: string): Promise<string> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, name);
  await download.saveAs(file);
  return file;
}

const generate = (page: Page, dialog: Locator) =>
  Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Générer PDF' }).click()]).then(([download]) => download);

const SETTINGS: [string, string][] = [
  ["Nom de l'entreprise", 'Atelier Éloïse Martin'],
  ['Adresse (ligne 1)', '12 rue des Peupliers'],
  ['Adresse (ligne 2)', '69003 Lyon'],
  ['Email', 'eloise@atelier-martin.fr'],
  ['Téléphone', '06 12 34 56 78'],
  ['SIRET', '732 829 320 00074'],
  ['Forme juridique', 'Entrepreneur individuel'],
  ['RCS / RM', 'RM 69 732 829 320'],
  ['Titulaire du compte', 'Éloïse Martin'],
  ['Banque', 'Crédit Agricole'],
  ['IBAN', 'FR76 3000 6000 0112 3456 7890 189'],
  ['BIC', 'AGRIFRPP'],
  ['Notes par défaut', 'Merci de rappeler le numéro de facture.'],
];

const businessToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const french = (day: string) => day.split('-').reverse().join('/');

describe('invoice generator', () => {
  it('saves the company and its legal mentions, then issues the invoice under the next number and downloads it', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const pdfRequests: string[] = [];
    page.on('request', (request) => {
      if (PDF_ASSETS.test(request.url())) pdfRequests.push(request.url());
    });
    await signIn(page);
    await goToFinancials(page);
    await page.waitForLoadState('networkidle');
    expect(pdfRequests).toEqual([]);

    const dialog = await openGenerator(page);
    const today = businessToday();
    const year = today.slice(0, 4);
    expect(await dialog.getByLabel("Date d'émission").inputValue()).toBe(today);
    await dialog.getByText(`Numéro attribué à l'émission : F-${year}-0001`).waitFor();
    expect(await dialog.getByLabel('N° de facture').inputValue()).toBe(`F-${year}-0001`);
    await dialog.getByText('Sans nom de client, le PDF est un brouillon non enregistré.').waitFor();

    await dialog.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ }).click();
    for (const [label, value] of SETTINGS) await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByRole('switch', { name: 'Entrepreneur individuel (mention « EI »)' }).check();
    await dialog.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await dialog.getByText('Paramètres de facture enregistrés avec succès !').waitFor();
    await eventually(async () =>
      expect(await app.server.sql('select company_name, siret, sole_trader, iban from invoice_settings')).toEqual([
        { company_name: 'Atelier Éloïse Martin', siret: '73282932000074', sole_trader: true, iban: 'FR76 3000 6000 0112 3456 7890 189' },
      ]),
    );

    await dialog.getByLabel('Nom du client').fill('Boulangerie Lefèvre');
    await dialog.getByLabel('Adresse du client').fill('8 place de la Mairie\n21000 Dijon');
    await dialog.getByLabel('SIREN du client').fill('732 829 320');
    const due = await dialog.getByLabel('Échéance').inputValue();
    expect(due > today).toBe(true);
    const line = (position: number) => dialog.getByRole('group', { name: `Ligne ${position}` });
    await line(1).getByLabel('Description').fill('Cartes de visite');
    await line(1).getByLabel('Quantité').fill('3');
    await line(1).getByLabel('Prix unitaire').fill('0.10');
    await dialog.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await line(2).getByLabel('Description').fill('Création du site vitrine');
    await line(2).getByLabel('Prix unitaire').fill('1234.5');
    await dialog.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await line(3).getByLabel('Description').fill('Ligne en trop');
    await dialog.getByRole('button', { name: 'Supprimer la ligne 3' }).click();
    await dialog.getByLabel('Notes', { exact: true }).fill('Merci pour votre confiance !');
    const total = dialog.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd');
    expect((await total.textContent())?.replace(/[\u202f\u00a0]/g, ' ')).toBe('1 234,80 €');
    await screenshot(page, 'invoice-desktop-light');

    const download = await generate(page, dialog);
    expect(download.suggestedFilename()).toBe(`facture_F-${year}-0001_Boulangerie_Lefèvre.pdf`);
    await dialog.getByText(`Facture F-${year}-0001 émise et téléchargée.`).waitFor();
    const pdf = readPdf(await saved(download, 'invoice-e2e.pdf'));
    expect(pdf.pages).toBe(1);
    for (const text of [
      'FACTURE',
      'Atelier Éloïse Martin EI',
      'SIRET : 732 829 320 00074',
      `N° F-${year}-0001`,
      `Date : ${french(today)}`,
      `Échéance : ${french(due)}`,
      'Boulangerie Lefèvre',
      '21000 Dijon',
      'SIREN : 732 829 320',
      'Cartes de visite',
      '0,30 €',
      '1 234,50 €',
      'TOTAL À PAYER',
      '1 234,80 €',
      'IBAN : FR76 3000 6000 0112 3456 7890 189',
      'TVA non applicable, art. 293 B du CGI',
      'Merci de rappeler le numéro de facture.',
      'Merci pour votre confiance !',
      'Page 1 / 1',
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).not.toContain('Ligne en trop');
    expect(pdfRequests.some((url) => /DejaVuSans/.test(url))).toBe(true);

    // Stored, and the dialog starts the next invoice under the next number.
    expect(await app.server.sql('select number, client_name from invoices')).toEqual([
      { number: `F-${year}-0001`, client_name: 'Boulangerie Lefèvre' },
    ]);
    expect(await dialog.getByLabel('Nom du client').inputValue()).toBe('');
    await eventually(async () => expect(await dialog.getByLabel('N° de facture').inputValue()).toBe(`F-${year}-0002`));

    // Closing forgets the invoice; the settings come back from the server.
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    await openGenerator(page);
    expect(await dialog.getByLabel('Nom du client').inputValue()).toBe('');
    await dialog.getByText('Atelier Éloïse Martin').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a number already used, in the dialog, naming the next one, and stores nothing more', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await signIn(page);
    const token = (await storedToken(page))!;
    await saveSeller(app.server, token);
    const first = await issued(app.server, token);
    await goToFinancials(page);
    const dialog = await openGenerator(page);
    await dialog.getByLabel('Nom du client').fill('Boulangerie Lefèvre');
    await dialog.getByLabel('Adresse du client').fill('8 place de la Mairie\n21000 Dijon');
    await dialog.getByRole('group', { name: 'Ligne 1' }).getByLabel('Description').fill('Pains au chocolat');
    await dialog.getByRole('group', { name: 'Ligne 1' }).getByLabel('Prix unitaire').fill('1.20');
    await dialog.getByLabel('N° de facture').fill(first.number);
    await dialog.getByText('Numéro choisi à la main : refusé s’il est déjà utilisé.').waitFor();
    await dialog.getByRole('button', { name: 'Générer PDF' }).click();
    // A typed number is taken only when it is the next of its series.
    expect(await dialog.getByRole('alert').textContent()).toMatch(/^Le prochain numéro de la série est F-\d{4}-0002\.$/);
    const list = await call(app.server.url, 'GET', '/api/invoices', { token });
    expect(list.headers.get('x-total-count')).toBe('1');
    await context.close();
  });

  it('fills the whole screen of a phone, and prints a draft without a client name', async () => {
    const context = await newContext(app.browser, app.server.url, { mobile: true, dark: true });
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/financials');
    await page.getByRole('heading', { level: 1, name: 'Gestion Financière' }).waitFor();
    const dialog = await openGenerator(page);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await dialog.getByText('Sans nom de client, le PDF est un brouillon non enregistré.').waitFor();
    await screenshot(page, 'invoice-mobile-dark');
    const download = await generate(page, dialog);
    expect(download.suggestedFilename()).toBe('facture_xxxx_client.pdf');
    expect(readPdf(await saved(download, 'invoice-draft-e2e.pdf')).drawn).toContain('BROUILLON');
    expect(await app.server.sql('select id from invoices')).toEqual([]);
    await context.close();
  });
});
