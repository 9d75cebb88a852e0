import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { readPdf } from '../web/invoice-pdf-reader';
import { signIn, useAppInChromium } from './support/app';
import { OUT_DIR, newContext, screenshot, watchErrors } from './support/browser';
import { eventually } from '../support/eventually';

const app = useAppInChromium();

/** Requests for the PDF code and its fonts, which must wait for the generator to open. */
const PDF_ASSETS = /jspdf|download-invoice-pdf|DejaVuSans/i;

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

const SETTINGS: [string, string][] = [
  ["Nom de l'entreprise", 'Atelier Éloïse Martin'],
  ['Adresse (ligne 1)', '12 rue des Peupliers'],
  ['Adresse (ligne 2)', '69003 Lyon'],
  ['Email', 'eloise@atelier-martin.fr'],
  ['Téléphone', '06 12 34 56 78'],
  ['Titulaire du compte', 'Éloïse Martin'],
  ['Banque', 'Crédit Agricole'],
  ['IBAN', 'FR76 3000 6000 0112 3456 7890 189'],
  ['BIC', 'AGRIFRPP'],
  ['Notes par défaut', 'Paiement à 30 jours.'],
];

describe('invoice generator', () => {
  it('saves the company settings, generates the PDF in the browser and downloads it', async () => {
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
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    expect(await dialog.getByLabel("Date d'émission").inputValue()).toBe(today);

    await dialog.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ }).click();
    for (const [label, value] of SETTINGS) await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await dialog.getByText('Paramètres de facture enregistrés avec succès !').waitFor();
    await eventually(async () =>
      expect(await app.server.sql('select company_name, iban, default_notes from invoice_settings')).toEqual([
        { company_name: 'Atelier Éloïse Martin', iban: 'FR76 3000 6000 0112 3456 7890 189', default_notes: 'Paiement à 30 jours.' },
      ]),
    );

    await dialog.getByLabel('Nom du client').fill('Boulangerie Lefèvre');
    await dialog.getByLabel('Adresse du client').fill('8 place de la Mairie\n21000 Dijon');
    await dialog.getByLabel('N° de facture').fill('F-2026/042');
    await dialog.getByLabel("Date d'émission").fill('2026-03-05');
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

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Générer PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('facture_F-2026_042_Boulangerie_Lefèvre.pdf');
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const file = path.join(OUT_DIR, 'invoice-e2e.pdf');
    await download.saveAs(file);
    const pdf = readPdf(file);
    expect(pdf.pages).toBe(1);
    for (const text of [
      'FACTURE',
      'Atelier Éloïse Martin',
      'N° F-2026/042',
      'Date : 05/03/2026',
      'Boulangerie Lefèvre',
      '21000 Dijon',
      'Quantité',
      'Prix Unitaire',
      'Total Ligne',
      'Cartes de visite',
      '0,30 €',
      '1 234,50 €',
      'TOTAL À PAYER',
      '1 234,80 €',
      'IBAN : FR76 3000 6000 0112 3456 7890 189',
      'TVA non applicable, art. 293 B du CGI',
      'Paiement à 30 jours.',
      'Merci pour votre confiance !',
      'Page 1 / 1',
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).not.toContain('Ligne en trop');
    expect(pdfRequests.some((url) => /DejaVuSans/.test(url))).toBe(true);

    // Closing forgets the invoice; the settings come back from the server.
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    await openGenerator(page);
    expect(await dialog.getByLabel('Nom du client').inputValue()).toBe('');
    await dialog.getByText('Atelier Éloïse Martin').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fills the whole screen of a phone', async () => {
    const context = await newContext(app.browser, app.server.url, { mobile: true, dark: true });
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/financials');
    await page.getByRole('heading', { level: 1, name: 'Gestion Financière' }).waitFor();
    const dialog = await openGenerator(page);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await screenshot(page, 'invoice-mobile-dark');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Générer PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('facture_xxxx_client.pdf');
    await context.close();
  });
});
