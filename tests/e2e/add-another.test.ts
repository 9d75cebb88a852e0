import type { Page } from 'playwright-core';
import { eventually } from '../support/eventually';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, watchErrors } from './support/browser';

const app = useAppInChromium();

/** The `name` of the focused element (the fields are found by it). */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? '');

describe('« Enregistrer et ajouter une autre »', () => {
  it('adds two users in a row: the form stays open, emptied, the keyboard on its first field, a toast each time', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.goto('/users');
    await expectHeading(page, 'Gestion des Utilisateurs');
    await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
    const form = page.getByRole('form', { name: 'Ajouter un utilisateur' });
    await eventually(async () => expect(await focusedName(page)).toBe('username'));
    for (const name of ['lucie.roy', 'paul.vidal']) {
      await page.keyboard.type(name);
      await form.getByLabel('Email').fill(`${name}@exemple.fr`);
      await form.getByLabel('Mot de passe').fill('secret-123');
      await form.getByRole('button', { name: 'Enregistrer et ajouter une autre' }).click();
      await page.getByRole('status').filter({ hasText: 'Utilisateur ajouté.' }).waitFor();
      await eventually(async () => expect(await focusedName(page)).toBe('username'));
      expect(await form.getByLabel("Nom d'utilisateur").inputValue()).toBe('');
      expect(await form.getByLabel('Email').inputValue()).toBe('');
    }
    expect(
      await app.server.sql(
        `select username, role from users where username in ('lucie.roy', 'paul.vidal') order by id`,
      ),
    ).toEqual([
      { username: 'lucie.roy', role: 'Manager' },
      { username: 'paul.vidal', role: 'Manager' },
    ]);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    // The main button still closes the form.
    await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
    await form.getByLabel("Nom d'utilisateur").fill('zoe.martin');
    await form.getByLabel('Email').fill('zoe.martin@exemple.fr');
    await form.getByLabel('Mot de passe').fill('secret-123');
    await form.getByRole('button', { name: "Créer l'utilisateur" }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('grid', { name: 'Utilisateurs' }).getByText('zoe.martin', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates two bank rules in a row: the dialog stays open, emptied, on « Libellé contenant »', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.goto('/bank');
    await expectHeading(page, 'Banque');
    await page.getByRole('button', { name: 'Règles', exact: true }).click();
    const rules = page.getByRole('dialog', { name: 'Règles de rapprochement' });
    await rules.getByRole('button', { name: 'Nouvelle règle' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle règle' });
    await eventually(async () => expect(await focusedName(page)).toBe('labelContains'));
    for (const label of ['BOULANGERIE', 'URSSAF']) {
      await page.keyboard.type(label);
      await form.getByRole('button', { name: 'Enregistrer et ajouter une autre' }).click();
      await form.getByRole('status').filter({ hasText: 'Règle créée.' }).waitFor();
      await eventually(async () => expect(await focusedName(page)).toBe('labelContains'));
      expect(await form.getByLabel('Libellé contenant').inputValue()).toBe('');
    }
    expect(await app.server.sql('select label_contains from bank_rules order by position')).toEqual([
      { label_contains: 'BOULANGERIE' },
      { label_contains: 'URSSAF' },
    ]);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await rules.getByText('Libellé contenant « URSSAF »', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
