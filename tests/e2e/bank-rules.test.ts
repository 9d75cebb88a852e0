import { loginAdmin } from '../support/actors';
import { call } from '../support/http';
import { csvDebitCredit } from '../support/bank/statements';
import { upload } from '../support/bank/upload';
import { eventually } from '../support/eventually';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';

const app = useAppInChromium();

describe('« Règles de rapprochement »', () => {
  it('lists the rules, switches one off, reorders, edits with the creation checks and deletes after confirmation', async () => {
    const admin = await loginAdmin(app.server);
    const account = await call(app.server.url, 'POST', '/api/bank-accounts', {
      token: admin,
      body: { name: 'Compte courant', iban: 'FR7630006000011234567890189', opening_date: '2026-01-01' },
    });
    await upload(
      app.server.url,
      `/api/bank-accounts/${account.body.id}/statements`,
      admin,
      csvDebitCredit([{ date: '2026-11-03', cents: -350, label: 'CB BOULANGERIE 03/11' }]),
      {},
    );
    for (const body of [
      { label_contains: 'CB', category: 'Autre Dépense' },
      { label_contains: 'BOULANGERIE', max_amount: 0, category: 'Dépense Logiciel' },
    ])
      await call(app.server.url, 'POST', '/api/bank-rules', { token: admin, body });
    const rules = async () =>
      (await call(app.server.url, 'GET', '/api/bank-rules', { token: admin })).body as {
        label_contains: string;
        enabled: boolean;
        max_amount: number | null;
      }[];

    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Banque', exact: true }).click();
    await expectHeading(page, 'Banque');
    const line = page
      .getByRole('grid', { name: 'Lignes de relevé' })
      .getByRole('row')
      .filter({ hasText: 'CB BOULANGERIE' });
    await line.getByText('Règle : libellé contenant « CB »', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Règles', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Règles de rapprochement' });
    const table = dialog.getByRole('table', { name: 'Règles de rapprochement' });
    await table.getByText('Libellé contenant « BOULANGERIE » · montant entre … et 0,00 €').waitFor();
    await dialog.getByText('1–2 sur 2').waitFor();
    await screenshot(page, 'bank-rules');

    // Switched off, the first rule no longer proposes: the line's best proposal is the second one.
    await dialog.getByLabel('Règle 1 active').click();
    await eventually(async () => expect((await rules())[0].enabled).toBe(false));
    // Moved up, « BOULANGERIE » comes first.
    await dialog.getByRole('button', { name: 'Monter la règle 2' }).click();
    await eventually(async () => expect((await rules())[0].label_contains).toBe('BOULANGERIE'));
    await table.getByRole('row').nth(1).getByText('Libellé contenant « BOULANGERIE »', { exact: false }).waitFor();

    // Edited with the checks of its creation: inverted bounds are refused before anything is sent.
    await dialog.getByRole('button', { name: 'Modifier la règle 1' }).click();
    const form = page.getByRole('form', { name: 'Modifier la règle' });
    await form.getByLabel('Montant minimum (€)').fill('5');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Le montant minimum dépasse le montant maximum.').waitFor();
    await form.getByLabel('Montant minimum (€)').fill('-10,50');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'detached' });
    await table.getByText('Libellé contenant « BOULANGERIE » · montant entre -10,50 € et 0,00 €').waitFor();

    // Deleted after a confirmation.
    await dialog.getByRole('button', { name: 'Supprimer la règle 2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer la règle ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await dialog.getByText('1–1 sur 1').waitFor();
    expect(await rules()).toEqual([expect.objectContaining({ label_contains: 'BOULANGERIE', enabled: true })]);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await line.getByText('Règle : libellé contenant « BOULANGERIE »', { exact: false }).waitFor();
    const journal = await app.server.sql<{ action: string }>(
      `select action from audit_log where entity_type = 'bank_rule' and action = 'delete'`,
    );
    expect(journal).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
