import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { signedIn } from '../support/actors';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';
import { eventually } from '../support/eventually';
import { openSignupToken } from '../support/signup-tokens';

const app = useAppInChromium();

const grid = (page: Page, name: string) => page.getByRole('grid', { name });

async function openUsers(page: Page) {
  await signIn(page);
  await page.getByRole('link', { name: 'Utilisateurs' }).click();
  await expectHeading(page, 'Gestion des Utilisateurs');
  await grid(page, 'Utilisateurs').getByText('admin@example.fr').waitFor();
}

describe('users screen', () => {
  it('adds, edits, resets and deletes a user, and never deletes user 1', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openUsers(page);
    const protectedDelete = grid(page, 'Utilisateurs').getByRole('button', { name: 'Suppression interdite' });
    expect(await protectedDelete.isDisabled()).toBe(true);
    expect(await protectedDelete.getAttribute('title')).toBe('Suppression interdite');

    await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
    const form = page.getByRole('form', { name: 'Ajouter un utilisateur' });
    await form.getByLabel("Nom d'utilisateur").fill('lucie');
    await form.getByLabel('Email').fill('lucie@example.fr');
    await form.getByLabel('Mot de passe').fill('court');
    await form.getByRole('button', { name: "Créer l'utilisateur" }).click();
    await form.getByText('Le mot de passe doit contenir au moins 6 caractères.').waitFor();
    await form.getByLabel('Mot de passe').fill('lucie-secret');
    await form.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Manager' }).click();
    await form.getByRole('button', { name: "Créer l'utilisateur" }).click();
    await grid(page, 'Utilisateurs').getByText('lucie@example.fr').waitFor();
    expect(await form.count()).toBe(0);
    await eventually(async () =>
      expect(await app.server.sql(`select username, role from users where username = 'lucie'`)).toEqual([
        { username: 'lucie', role: 'Manager' },
      ]),
    );

    await page.getByRole('button', { name: 'Modifier lucie' }).click();
    const edit = page.getByRole('form', { name: "Modifier l'utilisateur lucie" });
    await edit.getByLabel('Email').fill('lucie.martin@example.fr');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await grid(page, 'Utilisateurs').getByText('lucie.martin@example.fr').waitFor();

    await page.getByRole('button', { name: 'Réinitialiser le mot de passe de lucie' }).click();
    const reset = page.getByRole('form', { name: 'Réinitialiser le mot de passe de lucie' });
    await reset.getByLabel('Nouveau mot de passe').fill('nouveau-secret');
    await reset.getByRole('button', { name: 'Réinitialiser' }).click();
    await reset.waitFor({ state: 'detached' });
    await screenshot(page, 'users-desktop-light');

    await page.getByRole('button', { name: 'Supprimer lucie' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await grid(page, 'Utilisateurs').getByText('lucie.martin@example.fr').waitFor({ state: 'detached' });
    await eventually(async () =>
      expect(await app.server.sql(`select id from users where username = 'lucie'`)).toEqual([]),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves the first Admin with its default address admin@localhost, which the server accepts', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openUsers(page);
    await app.server.sql(`update users set email = 'admin@localhost' where id = 1`);
    try {
      await page.reload();
      await grid(page, 'Utilisateurs').getByText('admin@localhost').waitFor();
      await page.getByRole('button', { name: 'Modifier admin' }).click();
      const edit = page.getByRole('form', { name: "Modifier l'utilisateur admin" });
      await edit.getByLabel("Nom d'utilisateur").fill('admin.principal');
      await edit.getByRole('button', { name: 'Enregistrer' }).click();
      await edit.waitFor({ state: 'detached' });
      await eventually(async () =>
        expect(await app.server.sql('select username, email from users where id = 1')).toEqual([
          { username: 'admin.principal', email: 'admin@localhost' },
        ]),
      );
      expect(errors).toEqual([]);
    } finally {
      await app.server.sql(`update users set username = 'admin', email = 'admin@example.fr' where id = 1`);
      await context.close();
    }
  });

  it('generates tokens, copies one, lists and deletes them with their statistics', async () => {
    const context = await newContext(app.browser, app.server.url, { dark: true });
    const page = await context.newPage();
    await openUsers(page);
    await page.getByLabel('Quantité').fill('51');
    await page.getByRole('button', { name: 'Générer Jeton(s)' }).click();
    await page.getByText('Veuillez entrer une quantité valide (1-50).').waitFor();
    await page.getByLabel('Quantité').fill('3');
    await page.getByRole('button', { name: 'Générer Jeton(s)' }).click();
    const generated = page.getByRole('list', { name: 'Jetons générés' });
    await generated.getByRole('listitem').nth(2).waitFor();
    expect(await generated.getByRole('listitem').count()).toBe(3);

    await generated.getByRole('button', { name: 'Copier' }).first().click();
    await generated.getByRole('button', { name: 'Copié' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(await generated.locator('code').first().textContent()).toBe(copied);
    await generated.getByRole('button', { name: 'Copié' }).waitFor({ state: 'detached', timeout: 4000 });

    const stats = page.getByText('Gestion des Jetons Existants').locator('..');
    await stats.getByText('Disponibles').waitFor();
    await page.getByRole('button', { name: 'Afficher la liste des jetons' }).click();
    const tokens = grid(page, "Jetons d'inscription");
    await tokens.getByText(copied).waitFor();
    expect(await tokens.getByText('Disponible', { exact: true }).count()).toBe(3);
    await tokens.getByRole('columnheader', { name: 'Expire le' }).waitFor();
    await screenshot(page, 'users-tokens-desktop-dark');

    await tokens.getByRole('button', { name: `Supprimer le jeton ${copied}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await tokens.getByText(copied).waitFor({ state: 'detached' });
    await eventually(async () =>
      expect(await app.server.sql('select count(*)::int as n from signup_tokens')).toEqual([{ n: 2 }]),
    );
    await page.getByRole('button', { name: 'Masquer la liste des jetons' }).click();
    expect(await tokens.count()).toBe(0);

    // A token past its expiry (SIGNUP_TOKEN_TTL_DAYS) stays listed, value shown, as « Expiré ».
    const [expired] = await app.server.sql<{ token: string }>(
      `update signup_tokens set expires_at = now() - interval '1 minute' where id = (select min(id) from signup_tokens) returning token`,
    );
    await page.reload();
    await page.getByRole('button', { name: 'Afficher la liste des jetons' }).click();
    const expiredRow = tokens.getByRole('row').filter({ hasText: openSignupToken(expired.token) });
    await expiredRow.getByText('Expiré', { exact: true }).waitFor();
    expect(await tokens.getByText('Disponible', { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('searches the users, keeps the search in the address, and exports the page or the whole search as CSV, in French', async () => {
    await signedIn(app.server, 'Manager', 'claire');
    await signedIn(app.server, 'Employé', 'hugo');
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openUsers(page);
    const table = grid(page, 'Utilisateurs');
    await table.getByText('hugo@example.fr').waitFor();
    // The server pages the users by id: a column does not re-sort one page.
    await table.getByRole('columnheader', { name: 'Email' }).click();
    expect(await table.getByRole('columnheader', { name: 'Email' }).getAttribute('aria-sort')).toBe('none');

    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('CLAI');
    await table.getByText('hugo@example.fr').waitFor({ state: 'detached' });
    await table.getByText('claire@example.fr').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('CLAI');
    await page.reload();
    await table.getByText('claire@example.fr').waitFor();
    expect(await table.getByText('admin@example.fr').count()).toBe(0);

    const exportFile = async (item: string) => {
      await page.getByRole('button', { name: 'Exporter', exact: true }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      return { name: download.suggestedFilename(), csv: fs.readFileSync((await download.path())!, 'utf8') };
    };
    const shown = await exportFile('Télécharger en CSV');
    expect(shown.name).toBe('Utilisateurs.csv');
    expect(shown.csv).toContain("Nom d'utilisateur");
    expect(shown.csv).toContain('claire@example.fr');
    expect(shown.csv).not.toContain('Actions');
    const all = await exportFile('Exporter tout le filtre (CSV)');
    expect(all.name).toMatch(/^Utilisateurs_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(all.csv.split('\r\n')).toEqual([
      "\uFEFFID;Nom d'utilisateur;Email;Rôle;Date de création",
      expect.stringMatching(/^\d+;claire;claire@example\.fr;Manager;/),
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone screen with the navigation in a temporary drawer', async () => {
    const context = await newContext(app.browser, app.server.url, { mobile: true });
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('link', { name: 'Utilisateurs' }).click();
    await expectHeading(page, 'Gestion des Utilisateurs');
    // Below 600 px the list is a column of cards.
    await page
      .getByRole('region', { name: 'Utilisateurs' })
      .getByRole('article')
      .filter({ hasText: 'admin' })
      .first()
      .waitFor();
    await screenshot(page, 'users-mobile-light');
    await context.close();
  });
});
