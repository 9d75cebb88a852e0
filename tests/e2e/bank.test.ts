import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { loginAdmin } from '../support/actors';
import { parisToday } from '../support/business';
import { call } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import { csvDebitCredit } from '../support/bank/statements';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { OUT_DIR, newContext, screenshot, watchErrors } from './support/browser';

const app = useAppInChromium();

const grid = (page: Page) => page.getByRole('grid', { name: 'Lignes de relevé' });

describe('« Banque »', () => {
  it('imports a CSV through its preview, accepts the proposed invoice, and the invoice is « Payée »', async () => {
    const admin = await loginAdmin(app.server);
    await saveSeller(app.server, admin);
    const invoice = await issued(app.server, admin, { client_name: 'Garage Dupuis' });
    await call(app.server.url, 'POST', '/api/bank-accounts', {
      token: admin,
      body: {
        name: 'Compte courant',
        iban: 'FR7630006000011234567890189',
        opening_balance: 1000,
        opening_date: '2026-01-01',
      },
    });
    // A Crédit Agricole-like export: Latin-1, header lines, debit and credit columns.
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const file = path.join(OUT_DIR, 'releve-banque.csv');
    fs.writeFileSync(
      file,
      csvDebitCredit([
        { date: parisToday(), cents: 30000, label: `VIR SEPA GARAGE DUPUIS ${invoice.number}` },
        { date: parisToday(), cents: -4590, label: 'CB LA POSTE' },
      ]),
    );

    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Banque', exact: true }).click();
    await expectHeading(page, 'Banque');
    await page.getByRole('button', { name: /^Compte courant/ }).waitFor();

    await page.getByRole('button', { name: 'Importer un relevé' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer un relevé' });
    await dialog.getByLabel('Fichier du relevé').setInputFiles(file);
    // The preview: the file as read and the columns detected.
    const preview = dialog.getByRole('table', { name: 'Aperçu du relevé' });
    await preview.getByText(`VIR SEPA GARAGE DUPUIS ${invoice.number}`).waitFor();
    await dialog.getByText('windows-1252', { exact: false }).waitFor();
    await screenshot(page, 'bank-import-preview');
    await dialog.getByRole('button', { name: 'Importer' }).click();
    await dialog.getByText('2 lignes importées, 0 déjà présente.').waitFor();
    await dialog.getByRole('button', { name: 'Fermer' }).click();

    const line = grid(page)
      .getByRole('row')
      .filter({ hasText: `VIR SEPA GARAGE DUPUIS ${invoice.number}` });
    await line.getByText(`Facture ${invoice.number} · Garage Dupuis`, { exact: false }).waitFor();
    await screenshot(page, 'bank-lines');
    await line.getByRole('button', { name: /^Accepter/ }).click();
    await line.getByText('Rapprochée').waitFor();

    await page.getByRole('link', { name: 'Factures', exact: true }).click();
    await expectHeading(page, 'Factures');
    const invoiceRow = page
      .getByRole('grid', { name: 'Factures' })
      .getByRole('row')
      .filter({ has: page.getByText(invoice.number, { exact: true }) });
    await invoiceRow.getByText('Payée').waitFor();

    await page.getByRole('link', { name: 'Tableau de Bord' }).click();
    const panel = page.getByRole('region', { name: 'Banque' });
    // The panel's labels show while its figures load: the balance itself is waited for.
    await panel.getByText(/^1[\u00a0\u202f ]254,10/).waitFor();
    expect((await panel.textContent())?.replace(/[\u00a0\u202f]/g, ' ')).toContain('1 254,10 €');
    await screenshot(page, 'bank-dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });
});
