import { eventually } from '../support/eventually';
import { selfSignedCertificate } from '../support/smtp-sink';
import { expectHeading, signIn } from './support/app';
import { useAppWithMail } from './support/app-with-mail';
import { newContext, screenshot } from './support/browser';

/**
 * Paramètres › Courriel in Chromium: an Admin types the mail server (STARTTLS, with a user and a
 * password) and sends the test mail, which a real SMTP server on loopback receives; no restart.
 */

const { app, mail: smtp } = useAppWithMail(
  { starttls: true, auth: { user: 'factures', pass: 'mot-de-passe-smtp' } },
  () => ({
    mail: null,
    mailCa: selfSignedCertificate().cert,
  }),
);

it('saves the mail server from the form and the test mail reaches it', async () => {
  const context = await newContext(app.browser, app.server.url);
  const page = await context.newPage();
  try {
    await signIn(page);
    await page.goto('/settings');
    await expectHeading(page, 'Paramètres');
    const form = page.getByRole('form', { name: 'Serveur d’envoi' });
    await form.getByText('Aucun serveur d’envoi n’est configuré').waitFor();
    await form.getByLabel('Serveur (hôte)').fill('127.0.0.1');
    await form.getByLabel('Port').fill(String(smtp.sink.port));
    await form.getByLabel('Sécurité').click();
    await page.getByRole('option', { name: 'STARTTLS' }).click();
    await form.getByLabel('Utilisateur').fill('factures');
    await form.getByRole('textbox', { name: 'Mot de passe' }).fill('mot-de-passe-smtp');
    // A bad sender is refused in the browser, in French, before anything is sent.
    await form.getByLabel('Expéditeur').fill('factures');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Expéditeur invalide : « factures » (une adresse, ou « Nom <adresse> »).').waitFor();
    await form.getByLabel('Expéditeur').fill('Atelier Dupont <factures@example.fr>');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Serveur d’envoi enregistré.').waitFor();
    await form.getByText('Enregistré. Laissez vide pour le garder.').waitFor();
    expect(await form.getByRole('textbox', { name: 'Mot de passe' }).inputValue()).toBe('');
    await screenshot(page, 'settings-mail-server');

    await page.getByRole('button', { name: 'Envoyer un courriel de test' }).click();
    await page.getByText('Courriel de test mis en file d’envoi vers admin@example.fr.').waitFor();
    await eventually(async () => expect(smtp.sink.messages).toHaveLength(1), 30_000);
    expect(smtp.sink.messages[0].subject).toBe('Pilotage : courriel de test');
    const from = smtp.sink.messages[0].from;
    expect(from && !Array.isArray(from) ? from.value[0].address : null).toBe('factures@example.fr');
  } finally {
    await context.close();
  }
});
