import fs from 'node:fs';
import path from 'node:path';
import { addDays, today } from '../../domain/src';
import { loadConfig } from '../../gateway/src/kernel/config/config';
import { eventually } from '../support/eventually';
import { SELLER, issued, saveSeller } from '../support/invoices';
import { signIn, storedToken } from './support/app';
import { useAppWithMail } from './support/app-with-mail';
import { OUT_DIR, newContext } from './support/browser';

/**
 * « Relancer maintenant » on a late invoice in Chromium, against the real gateway, its mail worker
 * and a real SMTP server on loopback; then the invoice's reminders' history and the « Relancée » filter.
 */

const { app, mail: smtp } = useAppWithMail({}, (sink) => ({
  mail: loadConfig({ SMTP_URL: sink.url, MAIL_FROM: 'Atelier <factures@example.fr>' }).mail,
}));

it('reminds a late invoice by hand, then shows its history and finds it under « Relancée »', async () => {
  const context = await newContext(app.browser, app.server.url);
  const page = await context.newPage();
  try {
    await signIn(page);
    const token = (await storedToken(page))!;
    await saveSeller(app.server, token, { ...SELLER, late_penalty_rate: '10 % par an' });
    const invoice = await issued(app.server, token, { client_email: 'zoe.martin@example.fr' });
    const due = addDays(today(app.server.deps.config.timezone), -10);
    // Issued invoices are frozen by a trigger: lifted for this one move of the due date into the past.
    await app.server.sql(
      `do $$ begin
         alter table invoices disable trigger invoices_keep_issued;
         update invoices set due_date = '${due}', issue_date = least(issue_date, '${due}') where id = ${Number(invoice.id)};
         alter table invoices enable trigger invoices_keep_issued;
       end $$`,
    );

    await page.getByRole('link', { name: 'Factures', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Factures' }).waitFor();
    await page.getByRole('button', { name: `Relances de ${invoice.number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Relances de la facture ${invoice.number}` });
    await dialog.getByText('Aucune relance pour cette facture.').waitFor();
    await dialog.getByRole('button', { name: 'Relancer maintenant' }).click();
    await dialog.getByText('Relance n° 1 mise en file d’envoi vers zoe.martin@example.fr.').waitFor();
    const history = dialog.getByRole('table', { name: 'Historique des relances' });
    await history.getByRole('cell', { name: 'Relance n° 1 (à la main)' }).waitFor();
    await history.getByRole('cell', { name: 'zoe.martin@example.fr' }).waitFor();

    await eventually(async () => expect(smtp.sink.messages).toHaveLength(1), 30_000);
    expect(smtp.sink.messages[0].subject).toContain(`Rappel : facture ${invoice.number}`);
    // Reopened once the mail is gone: the history says it was sent.
    await eventually(async () => {
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      await page.getByRole('button', { name: `Relances de ${invoice.number}` }).click();
      await history.getByRole('cell', { name: 'Envoyée' }).waitFor({ timeout: 2000 });
    }, 30_000);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(OUT_DIR, 'invoice-reminders.png') });
    await dialog.getByRole('button', { name: 'Fermer' }).click();

    const other = await issued(app.server, token, { client_email: 'autre@example.fr' });
    const numbers = () =>
      page
        .getByRole('grid', { name: 'Factures' })
        .locator('[role="gridcell"][data-field="number"] > div > span:first-child')
        .allTextContents();
    await eventually(async () => {
      await page.getByRole('button', { name: 'Actualiser' }).click();
      expect((await numbers()).sort()).toEqual([invoice.number, other.number].sort());
    }, 20_000);
    await page.getByLabel('Relancée').click();
    await page.getByRole('option', { name: 'Relancées', exact: true }).click();
    await page.waitForURL(/reminded=true/);
    await eventually(async () => expect(await numbers()).toEqual([invoice.number]), 20_000);
  } finally {
    await context.close();
  }
});
