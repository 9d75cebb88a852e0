import { buildFacturX } from '@pilotage/domain';
import { ACCOUNT_PASSWORD, loginAdmin, signedIn } from '../support/actors';
import { parisToday } from '../support/business';
import { csvCommaPoint } from '../support/bank/statements';
import { upload as uploadStatement } from '../support/bank/upload';
import { liableInvoice } from '../support/factur-x/documents';
import { call } from '../support/http';
import { upload as uploadSupplierInvoice } from '../support/supplier-invoices';
import { eventually } from '../support/eventually';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';

const app = useAppInChromium();

/** A CII invoice of Lefèvre & Fils, received and approved. */
async function approved(admin: string, number: string) {
  const cii = buildFacturX({ ...liableInvoice, number, issueDate: parisToday() });
  const created = await uploadSupplierInvoice(app.server, admin, new TextEncoder().encode(cii), 'facture.xml');
  const body = { category: 'Autre Dépense' };
  const done = await call(app.server.url, 'POST', `/api/supplier-invoices/${created.body.id}/approve`, {
    token: admin,
    body,
  });
  expect(done.body.status).toBe('Approuvée');
  return done.body as { id: number; reference: string; total: number };
}

const status = async (id: number) =>
  (await app.server.sql<{ status: string }>('select status from supplier_invoices where id = $1', [id]))[0].status;

describe('« Annuler le paiement » of a supplier invoice', () => {
  it('lets an Admin cancel a payment once confirmed, shows the refusal of one a bank line made, and is not offered to a Manager', async () => {
    const admin = await loginAdmin(app.server);
    const byHand = await approved(admin, 'FA-2026-201');
    const byBank = await approved(admin, 'FA-2026-202');
    const paid = await call(app.server.url, 'POST', `/api/supplier-invoices/${byHand.id}/payment`, {
      token: admin,
      body: { date: parisToday() },
    });
    expect(paid.body.status).toBe('Payée');
    // The second is paid by matching a bank debit.
    const account = await call(app.server.url, 'POST', '/api/bank-accounts', {
      token: admin,
      body: { name: 'Compte courant', iban: 'FR7630006000011234567890189', opening_date: '2020-01-01' },
    });
    await uploadStatement(
      app.server.url,
      `/api/bank-accounts/${account.body.id}/statements`,
      admin,
      csvCommaPoint([
        { date: parisToday(), cents: -Math.round(byBank.total * 100), label: 'PRLV LEFEVRE FA-2026-202', ref: 'B1' },
      ]),
    );
    const [line] = await app.server.sql<{ id: number }>('select id from bank_lines');
    const matched = await call(app.server.url, 'POST', `/api/bank-lines/${line.id}/match`, {
      token: admin,
      body: { kind: 'supplier_invoice', target_id: byBank.id },
    });
    expect(matched.status).toBe(200);

    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page, [/409/]);
    await signIn(page);
    await page.goto('/supplier-invoices');
    await expectHeading(page, 'Factures fournisseurs');

    await page
      .getByRole('button', { name: `Ouvrir ${byHand.reference}` })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: `Facture fournisseur ${byHand.reference}` });
    await detail.getByRole('button', { name: 'Annuler le paiement' }).click();
    const confirm = page.getByRole('dialog', { name: 'Annuler le paiement ?' });
    await confirm.getByText('La facture redevient « Approuvée »', { exact: false }).waitFor();
    await screenshot(page, 'supplier-cancel-payment');
    // « Annuler » of the confirmation changes nothing.
    await confirm.getByRole('button', { name: 'Annuler', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await status(byHand.id)).toBe('Payée');
    await detail.getByRole('button', { name: 'Annuler le paiement' }).click();
    await confirm.getByRole('button', { name: 'Annuler le paiement' }).click();
    await confirm.waitFor({ state: 'detached' });
    await detail.getByText('Approuvée').first().waitFor();
    expect(await detail.getByRole('button', { name: 'Annuler le paiement' }).count()).toBe(0);
    await detail.getByRole('button', { name: 'Enregistrer le paiement' }).waitFor();
    await eventually(async () => expect(await status(byHand.id)).toBe('Approuvée'));
    expect(
      await app.server.sql(`select 1 from financial_transactions where description like '%(' || $1 || ')'`, [
        byHand.reference,
      ]),
    ).toEqual([]);
    await detail.getByRole('button', { name: 'Fermer' }).click();

    // Paid by a bank line: the gateway's refusal, in French, in the dialog; nothing changes.
    await page
      .getByRole('button', { name: `Ouvrir ${byBank.reference}` })
      .first()
      .click();
    const bankDetail = page.getByRole('dialog', { name: `Facture fournisseur ${byBank.reference}` });
    await bankDetail.getByRole('button', { name: 'Annuler le paiement' }).click();
    await confirm.getByRole('button', { name: 'Annuler le paiement' }).click();
    await confirm
      .getByText(
        'Ce paiement vient d’un rapprochement bancaire : annulez le rapprochement de la ligne depuis « Banque ».',
      )
      .waitFor();
    expect(await status(byBank.id)).toBe('Payée');
    await screenshot(page, 'supplier-cancel-payment-refused');
    expect(errors).toEqual([]);
    await context.close();

    // A Manager is not offered the button.
    await signedIn(app.server, 'Manager', 'claire');
    const managerContext = await newContext(app.browser, app.server.url);
    const managerPage = await managerContext.newPage();
    await signIn(managerPage, 'claire', ACCOUNT_PASSWORD);
    await managerPage.goto('/supplier-invoices');
    await managerPage
      .getByRole('button', { name: `Ouvrir ${byBank.reference}` })
      .first()
      .click();
    const managerDetail = managerPage.getByRole('dialog', { name: `Facture fournisseur ${byBank.reference}` });
    await managerDetail.getByText('Payée').first().waitFor();
    expect(await managerDetail.getByRole('button', { name: 'Annuler le paiement' }).count()).toBe(0);
    await managerContext.close();
  });
});
