import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { loginAdmin } from '../support/actors';
import { parisToday } from '../support/business';
import { LIABLE_SELLER, issued, saveSeller } from '../support/invoices';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';

/**
 * « Factures fournisseurs » in Chromium, round trip: an invoice issued by Pilotage is downloaded
 * as the browser makes it (Factur-X PDF), dropped on the supplier screen, read back (supplier,
 * totals), approved, paid, and its expense shows in Finances with its receipt.
 */

const app = useAppInChromium();
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** Drops a file on the drop zone as a desktop would (a DataTransfer carrying it). */
async function dropFile(page: Page, bytes: Buffer, name: string, type: string) {
  const transfer = await page.evaluateHandle(
    ({ base64, name, type }) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(new File([data], name, { type }));
      return dataTransfer;
    },
    { base64: bytes.toString('base64'), name, type },
  );
  await page.getByTestId('supplier-drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
}

describe('« Factures fournisseurs » screen', () => {
  it('reads a dropped Factur-X PDF, approves and pays it, and Finances counts the expense', async () => {
    const admin = await loginAdmin(app.server);
    await saveSeller(app.server, admin, LIABLE_SELLER);
    const invoice = await issued(app.server, admin, {
      client_name: 'Café des Arts',
      lines: [{ description: 'Affiches', quantity: 4, unit_price: 250, vat_rate: 20 }],
    });
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);

    // The PDF as « Factures » downloads it: drawn in the browser, Factur-X attached.
    await page.getByRole('link', { name: 'Factures', exact: true }).click();
    await expectHeading(page, 'Factures');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Télécharger le PDF ${invoice.number}` }).click(),
    ]);
    const pdf = fs.readFileSync((await download.path())!);

    await page.getByRole('link', { name: 'Factures fournisseurs' }).click();
    await expectHeading(page, 'Factures fournisseurs');
    await dropFile(page, pdf, download.suggestedFilename(), 'application/pdf');
    const reference = `FF-${parisToday().slice(0, 4)}-0001`;
    await page.getByText(`Fichier reçu : ${reference} est à valider.`).waitFor();

    // The record opens beside its original: supplier and totals as issued, no problem.
    const detail = page.getByRole('dialog', { name: `Facture fournisseur ${reference}` });
    await detail.getByRole('heading', { name: 'Atelier Dupont' }).waitFor();
    const totals = plain(await detail.getByLabel('Totaux').textContent());
    expect(totals).toContain('Total HT : 1 000,00 €');
    expect(totals).toContain('TVA : 200,00 €');
    expect(totals).toContain('Total TTC : 1 200,00 €');
    expect(plain(await detail.textContent())).toContain(`Facture n° : ${invoice.number}`);
    await detail.getByText('Aucune anomalie : les totaux et la TVA sont cohérents.').waitFor();
    const original = detail.locator('object[type="application/pdf"]');
    await original.waitFor({ state: 'attached' });
    expect(await original.getAttribute('data')).toMatch(/^blob:/);
    await screenshot(page, 'supplier-invoice-detail');

    await detail.getByRole('button', { name: 'Approuver' }).click();
    const approve = page.getByRole('dialog', { name: 'Approuver la facture' });
    await approve.getByRole('button', { name: 'Approuver' }).click();
    await detail.getByText('Approuvée').first().waitFor();

    await detail.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    const payment = page.getByRole('dialog', { name: 'Enregistrer le paiement' });
    expect(await payment.getByLabel('Date du paiement').inputValue()).toBe(parisToday());
    await payment.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await detail.getByText('Payée', { exact: true }).first().waitFor();
    await detail.getByRole('button', { name: 'Fermer' }).click();
    const listed = page
      .getByRole('grid', { name: 'Factures fournisseurs' })
      .getByRole('row')
      .filter({ hasText: reference });
    await listed.getByText('Payée').waitFor();
    await screenshot(page, 'supplier-invoices-list');

    await page.getByRole('link', { name: 'Finances' }).click();
    await expectHeading(page, 'Gestion Financière');
    const expense = page
      .getByRole('grid', { name: 'Transactions' })
      .getByRole('row')
      .filter({ hasText: `Facture fournisseur ${invoice.number} (${reference})` });
    await expense.waitFor();
    const text = plain(await expense.textContent());
    expect(text).toContain('-1 200,00 €');
    expect(text).toContain('Atelier Dupont');
    await expense.getByRole('button', { name: /^Justificatif de / }).waitFor();
    await screenshot(page, 'supplier-invoice-expense-in-finances');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says why a file is refused', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/supplier-invoices');
    await expectHeading(page, 'Factures fournisseurs');
    await page
      .getByLabel('Fichier de la facture fournisseur')
      .setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a pdf') });
    await page.getByText(/^Type de fichier non pris en charge/).waitFor();
    await context.close();
  });
});
