import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { addDays } from '@pilotage/domain';
import { loginAdmin, signedIn } from '../support/actors';
import { parisToday } from '../support/business';
import { call } from '../support/http';
import { SELLER, issued, saveSeller } from '../support/invoices';
import { readPdf } from '../web/invoice-pdf-reader';
import { expectHeading, signIn, storedToken, useAppInChromium } from './support/app';
import { OUT_DIR, newContext, screenshot, watchErrors } from './support/browser';
import { dayValue } from './support/day-field';

const app = useAppInChromium();

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const grid = (page: Page) => page.getByRole('grid', { name: 'Factures' });
const row = (page: Page, number: string) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByText(number, { exact: true }) });
const rowText = async (page: Page, number: string) => plain(await row(page, number).textContent());
/** The invoice numbers the grid shows, top to bottom, once they are `expected` (the list reloads after each filter). */
async function listedNumbers(page: Page, expected: string[]) {
  const numbers = () =>
    grid(page).locator('[role="gridcell"][data-field="number"] > div > span:first-child').allTextContents();
  for (const started = Date.now(); (await numbers()).join() !== expected.join();) {
    if (Date.now() - started > 10_000)
      throw new Error(`expected ${expected.join(', ')}, found ${(await numbers()).join(', ')}`);
    await page.waitForTimeout(100);
  }
}

async function openInvoices(page: Page) {
  await page.getByRole('link', { name: 'Factures', exact: true }).click();
  await expectHeading(page, 'Factures');
}

async function saved(download: Download, name: string): Promise<string> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, name);
  await download.saveAs(file);
  return file;
}

/**
 * Three invoices issued through the API, in date order: one issued 40 days ago and due 10 days
 * ago (En retard), then two of today (Émise).
 */
async function issueThree() {
  const admin = await loginAdmin(app.server);
  await saveSeller(app.server, admin, { ...SELLER, siret: '73282932000074' });
  const today = parisToday();
  const late = await issued(app.server, admin, {
    client_name: 'Studio Nomade',
    issue_date: addDays(today, -40),
    due_date: addDays(today, -10),
    lines: [{ description: 'Maquettes', quantity: 1, unit_price: 620 }],
  });
  const bakery = await issued(app.server, admin, {
    client_name: 'Boulangerie Lefèvre',
    lines: [{ description: 'Cartes de visite', quantity: 2, unit_price: 150 }],
  });
  const cafe = await issued(app.server, admin, {
    client_name: 'Café des Arts',
    lines: [{ description: 'Affiches', quantity: 4, unit_price: 20 }],
  });
  return { late: late.number as string, bakery: bakery.number as string, cafe: cafe.number as string };
}

describe('« Factures » screen', () => {
  it('lists, filters and exports invoices, records a payment and issues a credit note', async () => {
    const numbers = await issueThree();
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await openInvoices(page);
    await listedNumbers(page, [numbers.cafe, numbers.bakery, numbers.late]);
    expect(await rowText(page, numbers.late)).toContain('Studio Nomade');
    expect(await rowText(page, numbers.late)).toContain('620,00 €');
    expect(await rowText(page, numbers.late)).toContain('En retard');
    expect(await rowText(page, numbers.bakery)).toContain('300,00 €');
    expect(await rowText(page, numbers.bakery)).toContain('Émise');
    await screenshot(page, 'invoices-desktop-light');

    // Status, then client (case and accents ignored); each in the URL.
    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'En retard' }).click();
    await listedNumbers(page, [numbers.late]);
    expect(new URL(page.url()).searchParams.get('status')).toBe('En retard');
    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Tous' }).click();
    await listedNumbers(page, [numbers.cafe, numbers.bakery, numbers.late]);
    await page.getByRole('searchbox', { name: 'Client' }).fill('LEFEVRE');
    await listedNumbers(page, [numbers.bakery]);

    // The server's export holds the filtered rows only.
    await page.getByRole('button', { name: 'Exporter', exact: true }).click();
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Exporter tout le filtre (CSV)' }).click(),
    ]);
    expect(exported.suggestedFilename()).toMatch(/^Factures_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await exported.path())!, 'utf8').split('\r\n');
    expect(csv[0]).toMatch(/^\uFEFFNuméro;Type;Client;/);
    expect(csv.slice(1).filter((line) => line !== '')).toEqual([
      expect.stringMatching(new RegExp(`^${numbers.bakery};Facture;Boulangerie Lefèvre;`)),
    ]);

    // A payment: Payée here, and its revenue transaction on the Finances screen.
    await page.getByRole('button', { name: `Enregistrer un paiement pour ${numbers.bakery}` }).click();
    const payment = page.getByRole('dialog', { name: 'Enregistrer un paiement' });
    expect(plain(await payment.textContent())).toContain('Montant encaissé : 300,00 € TTC');
    expect(await dayValue(payment, 'Date du paiement')).toBe(parisToday());
    await screenshot(page, 'invoices-payment-dialog');
    await payment.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await page.getByText('Paiement enregistré : la transaction de revenu a été ajoutée.').waitFor();
    await row(page, numbers.bakery).getByText('Payée').waitFor();
    // Paid: an Admin is offered to cancel the payment in its place.
    await page.getByRole('button', { name: `Annuler le paiement de ${numbers.bakery}` }).waitFor();
    expect(await page.getByRole('button', { name: `Enregistrer un paiement pour ${numbers.bakery}` }).count()).toBe(0);
    await page.getByRole('link', { name: 'Finances' }).click();
    await expectHeading(page, 'Gestion Financière');
    const revenue = page
      .getByRole('grid', { name: 'Transactions' })
      .getByRole('row')
      .filter({ hasText: `Paiement facture ${numbers.bakery}` });
    await revenue.waitFor();
    expect(plain(await revenue.textContent())).toContain('300,00 €');

    // A full credit note: the invoice is cancelled and the credit note is listed, negative.
    await openInvoices(page);
    await listedNumbers(page, [numbers.cafe, numbers.bakery, numbers.late]);
    await page.getByRole('button', { name: `Émettre un avoir sur ${numbers.cafe}` }).click();
    const credit = page.getByRole('dialog', { name: 'Émettre un avoir' });
    expect(plain(await credit.textContent())).toContain('Reste à créditer : 80,00 € TTC');
    await credit.getByRole('button', { name: "Émettre l'avoir" }).click();
    await credit.getByText("Le motif de l'avoir est obligatoire.").waitFor();
    await credit.getByRole('textbox', { name: 'Motif' }).fill('Affiches non livrées');
    await screenshot(page, 'invoices-credit-note-dialog');
    // The partial choice lists the invoice's lines as the server stored them.
    await credit.getByRole('radio', { name: 'Avoir partiel : choisir les quantités' }).check();
    expect(await credit.getByRole('spinbutton', { name: 'Quantité à créditer, ligne 1' }).inputValue()).toBe('0');
    expect(plain(await credit.textContent())).toContain('Affiches');
    await screenshot(page, 'invoices-credit-note-partial');
    await credit.getByRole('radio', { name: 'Avoir total (80,00 €)' }).check();
    await credit.getByRole('button', { name: "Émettre l'avoir" }).click();
    await credit.waitFor({ state: 'detached' });
    await row(page, numbers.cafe).getByText('Annulée par avoir').waitFor();
    const creditNote = grid(page)
      .getByRole('row')
      .filter({ hasText: `Avoir sur ${numbers.cafe}` });
    await creditNote.waitFor();
    const creditText = plain(await creditNote.textContent());
    expect(creditText).toMatch(/A-\d{4}-0001/);
    expect(creditText).toContain('-80,00 €');
    expect(await rowText(page, numbers.cafe)).toMatch(/Avoir : A-\d{4}-0001/);
    expect(await page.getByRole('button', { name: `Émettre un avoir sur ${numbers.cafe}` }).isDisabled()).toBe(true);
    await screenshot(page, 'invoices-after-credit-note');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a payment out of reach in Finances, and lets an Admin cancel it from the invoice', async () => {
    const numbers = await issueThree();
    const admin = await loginAdmin(app.server);
    const [{ id }] = await app.server.sql<{ id: number }>('select id from invoices where number = $1', [
      numbers.bakery,
    ]);
    expect(
      (
        await call(app.server.url, 'POST', `/api/invoices/${id}/payment`, {
          token: admin,
          body: { date: parisToday() },
        })
      ).status,
    ).toBe(200);
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    const locked = `Cette transaction est le paiement de la facture ${numbers.bakery} : annulez le paiement depuis la facture.`;
    const description = `Paiement facture ${numbers.bakery}`;

    // Finances: neither edited nor deleted, and the screen says where to go.
    await page.getByRole('link', { name: 'Finances' }).click();
    await expectHeading(page, 'Gestion Financière');
    await page.getByRole('button', { name: `Modifier ${description}` }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la transaction' });
    await edit.getByLabel('Montant (€)').fill('1');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await edit.getByText(locked).waitFor();
    await edit.getByRole('button', { name: 'Annuler' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Supprimer ${description}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText(`Erreur: ${locked}`).waitFor();
    expect(await app.server.sql('select amount::text from financial_transactions')).toEqual([{ amount: '300.00' }]);

    // « Annuler le paiement » on the invoice, with a reason: owed again, the revenue gone.
    await openInvoices(page);
    await row(page, numbers.bakery).getByText('Payée').waitFor();
    await page.getByRole('button', { name: `Annuler le paiement de ${numbers.bakery}` }).click();
    const cancel = page.getByRole('dialog', { name: 'Annuler le paiement' });
    await cancel.getByRole('button', { name: 'Annuler le paiement' }).click();
    await cancel.getByText("Le motif de l'annulation du paiement est obligatoire.").waitFor();
    await cancel.getByRole('textbox', { name: 'Motif' }).fill('Virement rejeté par la banque');
    await screenshot(page, 'invoices-cancel-payment-dialog');
    await cancel.getByRole('button', { name: 'Annuler le paiement' }).click();
    await page
      .getByText('Paiement annulé : la facture est de nouveau à encaisser et sa transaction de revenu a été supprimée.')
      .waitFor();
    await row(page, numbers.bakery).getByText('Émise').waitFor();
    expect(await page.getByRole('button', { name: `Enregistrer un paiement pour ${numbers.bakery}` }).isEnabled()).toBe(
      true,
    );
    expect(await app.server.sql('select count(*)::int as n from financial_transactions')).toEqual([{ n: 0 }]);
    await page.getByRole('link', { name: 'Finances' }).click();
    await page.getByText('Aucune transaction trouvée.').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('downloads the same PDF twice, Factur-X attached, without loading the PDF code before', async () => {
    const numbers = await issueThree();
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const pdfCode: string[] = [];
    page.on('request', (request) => {
      if (/jspdf|pdf-lib|download-invoice-pdf/i.test(request.url())) pdfCode.push(request.url());
    });
    await signIn(page);
    await openInvoices(page);
    await row(page, numbers.bakery).waitFor();
    await page.waitForLoadState('networkidle');
    expect(pdfCode).toEqual([]);

    const download = async (name: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Télécharger le PDF ${numbers.bakery}` }).click(),
      ]);
      expect(file.suggestedFilename()).toBe(`facture_${numbers.bakery}_Boulangerie Lefèvre.pdf`);
      return saved(file, name);
    };
    const first = await download('invoices-first.pdf');
    const second = await download('invoices-second.pdf');
    expect(pdfCode.length).toBeGreaterThan(0);
    expect(fs.readFileSync(first).equals(fs.readFileSync(second))).toBe(true);
    expect(execFileSync('pdfdetach', ['-list', first], { encoding: 'utf8' })).toMatch(/^1: factur-x\.xml$/m);
    const pdf = readPdf(first);
    expect(pdf.text).toContain(numbers.bakery);
    expect(pdf.text).toContain('Boulangerie Lefèvre');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone screen', async () => {
    const numbers = await issueThree();
    for (const options of [
      { mobile: true, dark: false, name: 'invoices-mobile-light' },
      { mobile: true, dark: true, name: 'invoices-mobile-dark' },
    ]) {
      const context = await newContext(app.browser, app.server.url, options);
      const page = await context.newPage();
      await signIn(page);
      await page.goto('/invoices');
      await expectHeading(page, 'Factures');
      // Below 600 px the list is a column of cards, the late one marked as such.
      await page
        .getByRole('region', { name: 'Factures' })
        .getByRole('article')
        .filter({ hasText: numbers.late })
        .getByText('En retard')
        .waitFor();
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, options.name);
      await context.close();
    }
  });

  it('is open to Managers; an Employé still cannot sign in', async () => {
    const numbers = await issueThree();
    const manager = await signedIn(app.server, 'Manager');
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await signIn(page, manager.username, 'secret-123');
    await openInvoices(page);
    await row(page, numbers.bakery).waitFor();

    const employe = await signedIn(app.server, 'Employé');
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel("Nom d'utilisateur").fill(employe.username);
    await page.getByLabel('Mot de passe').fill('secret-123');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText("L'application est réservée aux Admins et aux Managers.", { exact: false }).waitFor();
    expect(await storedToken(page)).toBeNull();
    await page.goto('/invoices');
    await page.waitForURL('**/login');
    await context.close();
  });
});
