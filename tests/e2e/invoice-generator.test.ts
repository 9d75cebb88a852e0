import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import { readPdf } from '../web/invoice-pdf-reader';
import { signIn, storedToken, useAppInChromium } from './support/app';
import { OUT_DIR, newContext, screenshot, watchErrors } from './support/browser';
import { eventually } from '../support/eventually';
import { call } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import { dayGroup, dayValue, fillDay } from './support/day-field';

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
  Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Générer PDF' }).click()]).then(
    ([download]) => download,
  );

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

/** The note at the top of the dialog: what « Générer PDF » will do. */
const draftNotice = (dialog: Locator) => dialog.getByRole('note', { name: 'Ce PDF sera un brouillon' });
const readyNotice = (dialog: Locator) => dialog.getByRole('note', { name: 'Prête à émettre' });
const missingList = (dialog: Locator) => draftNotice(dialog).locator('p', { hasText: 'Pour émettre la facture : ' });

/** Whether an element is wholly within the visible part of the dialog's scrolling content (not below the fold). */
const inView = (element: Locator) =>
  element.evaluate((node) => {
    const content = node.closest('.MuiDialogContent-root')!.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    return box.top >= content.top - 1 && box.bottom <= content.bottom + 1 && box.bottom <= window.innerHeight;
  });

/** The GraphQL operations the page sends, by name: a draft must send no IssueInvoice. */
function watchOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | { operationName?: string }[] | null;
    for (const operation of Array.isArray(body) ? body : [body])
      if (operation?.operationName) names.push(operation.operationName);
  });
  return names;
}

/** Waits for `text` in the dialog; if it never shows, the failure says what the dialog showed and which operations ran. */
async function showingOrSaying(dialog: Locator, text: string, operations: string[]) {
  try {
    await dialog.getByText(text).waitFor();
  } catch (error) {
    const shown = await dialog.innerText().catch(() => '(the dialog could not be read)');
    throw new Error(`${(error as Error).message}\nThe dialog showed:\n${shown}\nOperations: ${operations.join(', ')}`);
  }
}

const attachments = (file: string) => execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' });

describe('invoice generator', () => {
  it("downloads a new user's first try as a draft, says at the top what issuing needs, then issues it once completed", async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const operations = watchOperations(page);
    await signIn(page);
    const token = (await storedToken(page))!;
    await goToFinancials(page);
    const dialog = await openGenerator(page);
    const year = businessToday().slice(0, 4);
    const next = `F-${year}-0001`;
    await dialog.getByText(`Numéro attribué à l'émission : ${next}`).waitFor();

    // The company's name saved, nothing else.
    await dialog.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ }).click();
    await dialog.getByLabel("Nom de l'entreprise", { exact: true }).fill('Atelier Éloïse Martin');
    await dialog.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await showingOrSaying(dialog, 'Paramètres de facture enregistrés avec succès !', operations);
    await dialog.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ }).click();

    // A client « Client Test », the number « F-2026-001 », one line 2 × 150.
    await dialog.getByLabel('Nom du client').fill('Client Test');
    await dialog.getByLabel('N° de facture').fill('F-2026-001');
    const line = dialog.getByRole('group', { name: 'Ligne 1' });
    await line.getByLabel('Quantité').fill('2');
    await line.getByLabel('Prix unitaire').fill('150');
    const download = await generate(page, dialog);
    expect(download.suggestedFilename()).toBe('facture_F-2026-001_Client Test.pdf');
    const file = await saved(download, 'invoice-first-try-draft.pdf');
    const pdf = readPdf(file);
    expect(pdf.drawn).toContain('BROUILLON');
    for (const text of [
      'FACTURE',
      'BROUILLON — sans valeur de facture',
      'Atelier Éloïse Martin',
      'N° F-2026-001 (provisoire, non attribué)',
      `Date : ${french(businessToday())}`,
      'Client Test',
      'Description',
      'Quantité',
      'Prix Unitaire',
      'Total Ligne',
      '150,00 €',
      'Sous-total',
      'TOTAL À PAYER',
      '300,00 €',
      'Paiement par virement bancaire',
      'Remarques',
    ])
      expect(pdf.text).toContain(text);
    expect(attachments(file)).toMatch(/0 embedded files/);

    // The dialog says so at its top, in view, with what is missing and the number issuing would give.
    const outcome = dialog.getByRole('status').filter({ hasText: 'Brouillon téléchargé' });
    await outcome.waitFor();
    expect(await outcome.textContent()).toBe(
      'Brouillon téléchargé : facture_F-2026-001_Client Test.pdf. Il n’est ni enregistré ni numéroté.',
    );
    expect(await missingList(dialog).textContent()).toBe(
      `Pour émettre la facture : le numéro ${next} (prochain de la série), adresse du client, description de la ligne 1, adresse de l'entreprise, SIRET de l'entreprise.`,
    );
    await eventually(async () => expect(await inView(outcome)).toBe(true));
    expect(await inView(missingList(dialog))).toBe(true);
    await screenshot(page, 'invoice-first-try-draft');
    // Nothing stored, nothing numbered, no issue even asked.
    expect(operations).not.toContain('IssueInvoice');
    expect((await call(app.server.url, 'GET', '/api/invoices', { token })).headers.get('x-total-count')).toBe('0');
    expect(await app.server.sql('select kind, year, last_sequence from invoice_counters')).toEqual([]);

    // Completed from the list: each item leads to its input.
    await missingList(dialog).getByRole('button', { name: "adresse de l'entreprise" }).click();
    const address1 = dialog.getByLabel('Adresse (ligne 1)', { exact: true });
    await eventually(async () => expect(await address1.evaluate((node) => node === document.activeElement)).toBe(true));
    await address1.fill('12 rue des Peupliers');
    await dialog.getByLabel('SIRET', { exact: true }).fill('732 829 320 00074');
    await dialog.getByLabel('IBAN', { exact: true }).fill('FR76 3000 6000 0112 3456 7890 189');
    await missingList(dialog).getByRole('button', { name: 'adresse du client' }).click();
    await dialog.getByLabel('Adresse du client').fill('3 place Bellecour\n69002 Lyon');
    await line.getByLabel('Description').fill('Conseil');
    expect(await missingList(dialog).textContent()).toBe(
      `Pour émettre la facture : le numéro ${next} (prochain de la série).`,
    );
    await dialog.getByRole('button', { name: `Prendre le numéro ${next}` }).click();
    expect(await dialog.getByLabel('N° de facture').inputValue()).toBe(next);
    await readyNotice(dialog).waitFor();
    await screenshot(page, 'invoice-first-try-ready');

    const issuedDownload = await generate(page, dialog);
    expect(issuedDownload.suggestedFilename()).toBe(`facture_${next}_Client Test.pdf`);
    await dialog.getByText(`Facture ${next} émise et téléchargée.`).waitFor();
    const issuedFile = await saved(issuedDownload, 'invoice-first-try-issued.pdf');
    const issuedPdf = readPdf(issuedFile);
    expect(issuedPdf.drawn).not.toContain('BROUILLON');
    for (const text of [
      `N° ${next}`,
      'SIRET : 732 829 320 00074',
      '12 rue des Peupliers',
      'Client Test',
      '69002 Lyon',
      'Conseil',
      '300,00 €',
    ])
      expect(issuedPdf.text).toContain(text);
    expect(attachments(issuedFile)).toContain('factur-x.xml');
    expect(await app.server.sql('select number, client_name, total_cents::int as total_cents from invoices')).toEqual([
      { number: next, client_name: 'Client Test', total_cents: 30000 },
    ]);
    expect(operations.filter((name) => name === 'IssueInvoice')).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

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
    expect(await dayValue(dialog, "Date d'émission")).toBe(today);
    await dialog.getByText(`Numéro attribué à l'émission : F-${year}-0001`).waitFor();
    expect(await dialog.getByLabel('N° de facture').inputValue()).toBe(`F-${year}-0001`);
    await missingList(dialog).getByText('nom du client').waitFor();

    await dialog.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ }).click();
    for (const [label, value] of SETTINGS) await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByRole('switch', { name: 'Entrepreneur individuel (mention « EI »)' }).check();
    await dialog.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await dialog.getByText('Paramètres de facture enregistrés avec succès !').waitFor();
    await eventually(async () =>
      expect(await app.server.sql('select company_name, siret, sole_trader, iban from invoice_settings')).toEqual([
        {
          company_name: 'Atelier Éloïse Martin',
          siret: '73282932000074',
          sole_trader: true,
          iban: 'FR76 3000 6000 0112 3456 7890 189',
        },
      ]),
    );

    await dialog.getByLabel('Nom du client').fill('Boulangerie Lefèvre');
    await dialog.getByLabel('Adresse du client').fill('8 place de la Mairie\n21000 Dijon');
    await dialog.getByLabel('SIREN du client').fill('732 829 320');
    const due = await dayValue(dialog, 'Échéance');
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
    await readyNotice(dialog).waitFor();
    await screenshot(page, 'invoice-desktop-light');

    const download = await generate(page, dialog);
    expect(download.suggestedFilename()).toBe(`facture_F-${year}-0001_Boulangerie Lefèvre.pdf`);
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

  it("offers the series' next number for another one typed, and shows the server's refusal next to its field", async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await signIn(page);
    const token = (await storedToken(page))!;
    await saveSeller(app.server, token);
    const first = await issued(app.server, token);
    const next = `F-${String(first.number).slice(2, 6)}-0002`;
    await goToFinancials(page);
    const dialog = await openGenerator(page);
    await dialog.getByLabel('Nom du client').fill('Boulangerie Lefèvre');
    await dialog.getByLabel('Adresse du client').fill('8 place de la Mairie\n21000 Dijon');
    await dialog.getByRole('group', { name: 'Ligne 1' }).getByLabel('Description').fill('Pains au chocolat');
    await dialog.getByRole('group', { name: 'Ligne 1' }).getByLabel('Prix unitaire').fill('1.20');
    await readyNotice(dialog).waitFor();
    await dialog.getByLabel('N° de facture').fill(first.number);
    expect(await missingList(dialog).textContent()).toBe(
      `Pour émettre la facture : le numéro ${next} (prochain de la série).`,
    );
    await dialog
      .getByText(
        `Seul le prochain numéro de la série, ${next}, peut être émis : un autre numéro ne donne qu'un brouillon.`,
      )
      .waitFor();
    await dialog.getByRole('button', { name: `Prendre le numéro ${next}` }).click();
    expect(await dialog.getByLabel('N° de facture').inputValue()).toBe(next);
    await readyNotice(dialog).waitFor();

    // Dated before the last invoice: only the server knows, and says so next to the date.
    const issueDate = dayGroup(dialog, "Date d'émission");
    const dayBefore = new Date(Date.parse(`${first.issue_date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await fillDay(dialog, "Date d'émission", dayBefore);
    await dialog.getByRole('button', { name: 'Générer PDF' }).click();
    await dialog
      .getByText(
        `La date d'émission ne peut pas précéder celle de la dernière facture émise (${first.number} du ${french(first.issue_date)}).`,
      )
      .waitFor();
    expect(await issueDate.getAttribute('aria-invalid')).toBe('true');
    await eventually(async () =>
      expect(await issueDate.evaluate((node) => node.contains(document.activeElement))).toBe(true),
    );
    expect(await inView(issueDate)).toBe(true);
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
    await missingList(dialog).getByText('nom du client').waitFor();
    await screenshot(page, 'invoice-mobile-dark');
    const download = await generate(page, dialog);
    expect(download.suggestedFilename()).toBe('facture_xxxx_client.pdf');
    expect(readPdf(await saved(download, 'invoice-draft-e2e.pdf')).drawn).toContain('BROUILLON');
    expect(await app.server.sql('select id from invoices')).toEqual([]);
    await context.close();
  });
});
