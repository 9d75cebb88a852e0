import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../gateway/src/kernel/config/config';
import { eventually } from '../support/eventually';
import { issued, saveSeller } from '../support/invoices';
import { signIn, storedToken } from './support/app';
import { useAppWithMail } from './support/app-with-mail';
import { OUT_DIR, newContext } from './support/browser';

/**
 * Sending an invoice from the list in Chromium, against the real gateway, its mail worker and a
 * real SMTP server on loopback: the mail arrives with the very file the browser downloads.
 */

const { app, mail: smtp } = useAppWithMail(
  { starttls: true, auth: { user: 'factures', pass: 'mot-de-passe' } },
  (sink) => ({
    mail: loadConfig({ SMTP_URL: sink.url, MAIL_FROM: 'Atelier <factures@example.fr>' }).mail,
  }),
);

it('sends an invoice from the list, shows « Envoyée », and attaches the downloaded file byte for byte', async () => {
  const context = await newContext(app.browser, app.server.url);
  const page = await context.newPage();
  try {
    await signIn(page);
    const token = (await storedToken(page))!;
    await saveSeller(app.server, token);
    const invoice = await issued(app.server, token, { client_email: 'zoe.martin@example.fr' });

    await page.getByRole('link', { name: 'Factures', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Factures' }).waitFor();
    await page.getByRole('button', { name: `Envoyer ${invoice.number} par courriel` }).click();
    const dialog = page.getByRole('dialog', { name: 'Envoyer la facture' });
    // Prefilled with the client's email kept on the invoice.
    expect(await dialog.getByLabel('Destinataire').inputValue()).toBe('zoe.martin@example.fr');
    await dialog.getByLabel('Message').fill('Bonjour Zoé,\n\nVoici votre facture.');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Facture mise en file d’envoi vers zoe.martin@example.fr.').waitFor();

    await eventually(async () => expect(smtp.sink.messages).toHaveLength(1), 30_000);
    const [mail] = smtp.sink.messages;
    expect(mail.text).toContain('Voici votre facture.');
    await eventually(async () => {
      await page.getByRole('button', { name: 'Actualiser' }).click();
      await page.getByText(/^Envoyée le .+ à \d{2}:\d{2}$/).waitFor({ timeout: 2000 });
    }, 30_000);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(OUT_DIR, 'invoice-sent.png') });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Télécharger le PDF ${invoice.number}` }).click(),
    ]);
    const file = path.join(OUT_DIR, 'invoice-sent.pdf');
    await download.saveAs(file);
    expect(mail.attachments[0].filename).toBe(download.suggestedFilename());
    expect(Buffer.compare(mail.attachments[0].content, fs.readFileSync(file))).toBe(0);
  } finally {
    await context.close();
  }
});

it('shows the gateway’s refusal when no address fits, and queues nothing', async () => {
  const context = await newContext(app.browser, app.server.url);
  const page = await context.newPage();
  try {
    await signIn(page);
    const token = (await storedToken(page))!;
    await saveSeller(app.server, token);
    const invoice = await issued(app.server, token);
    await page.getByRole('link', { name: 'Factures', exact: true }).click();
    await page.getByRole('button', { name: `Envoyer ${invoice.number} par courriel` }).click();
    const dialog = page.getByRole('dialog', { name: 'Envoyer la facture' });
    await dialog.getByLabel('Destinataire').fill('pas-une-adresse');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await dialog.getByText('Adresse de courriel invalide : « pas-une-adresse ».').waitFor();
    expect(
      await app.server.sql("select 1 from mail_outbox where kind = 'invoice' and invoice_id = $1", [invoice.id]),
    ).toEqual([]);
  } finally {
    await context.close();
  }
});
