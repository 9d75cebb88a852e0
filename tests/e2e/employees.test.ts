import type { Page } from 'playwright-core';
import { loginAdmin, signedIn } from '../support/actors';
import { businessApi } from '../support/business';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';
import { eventually } from '../support/eventually';

const app = useAppInChromium();

const grid = (page: Page) => page.getByRole('grid', { name: 'Employés' });

async function openEmployees(page: Page, username?: string, password?: string) {
  await signIn(page, username, password);
  await page.goto('/employees');
  await expectHeading(page, 'Employés');
}

describe('employees screen', () => {
  it('adds an employee with a manager, edits it, and deletes it with its tasks', async () => {
    const manager = await signedIn(app.server, 'Manager', 'claire');
    const api = businessApi(app.server, await loginAdmin(app.server));
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openEmployees(page);
    await page.getByText('Aucun employé trouvé.').waitFor();

    await page.getByRole('button', { name: 'Ajouter un employé' }).click();
    const form = page.getByRole('form', { name: 'Ajouter un employé' });
    await form.getByRole('button', { name: "Ajouter l'employé" }).click();
    await form.getByText('Le nom est obligatoire.').waitFor();
    await form.getByLabel('Nom').fill('Julie Roux');
    await form.getByLabel('Notes').fill('Arrivée en mars');
    await form.getByRole('combobox', { name: 'Manager Assigné' }).click();
    // Only Admin and Manager accounts are offered, as the server answers.
    await page.getByRole('option', { name: 'claire (Manager)' }).waitFor();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'Non assigné',
      'admin (Admin)',
      'claire (Manager)',
    ]);
    await form.getByRole('combobox', { name: 'Manager Assigné' }).fill('CLA');
    await page.getByRole('option', { name: 'admin (Admin)' }).waitFor({ state: 'detached' });
    await page.getByRole('option', { name: 'claire (Manager)' }).click();
    await form.getByRole('button', { name: "Ajouter l'employé" }).click();
    await grid(page).getByText('Julie Roux').waitFor();
    await grid(page).getByText('claire', { exact: true }).waitFor();
    const [julie] = await app.server.sql<{ id: number; manager_user_id: number }>(
      `select id, manager_user_id from employees where name = 'Julie Roux'`,
    );
    expect(julie.manager_user_id).toBe(manager.id);

    await page.getByRole('button', { name: 'Modifier Julie Roux' }).click();
    const edit = page.getByRole('form', { name: "Modifier l'employé Julie Roux" });
    await edit.getByRole('combobox', { name: 'Manager Assigné' }).click();
    await page.getByRole('option', { name: 'Non assigné' }).click();
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await grid(page).getByText('Non assigné').waitFor();
    await screenshot(page, 'employees-desktop-light');

    await api.task('Classer les factures', { assigned_employee_id: julie.id });
    await api.task('Préparer le planning', { assigned_employee_id: julie.id });
    await api.task('Tâche sans employé');
    await page.getByRole('button', { name: 'Supprimer Julie Roux' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Êtes-vous sûr de vouloir supprimer cet employé ? Ceci supprimera aussi ses tâches liées !')
      .waitFor();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Aucun employé trouvé.').waitFor();
    await eventually(async () =>
      expect(await app.server.sql(`select title from tasks order by title`)).toEqual([{ title: 'Tâche sans employé' }]),
    );

    await page.getByRole('link', { name: 'Tâches' }).click();
    await expectHeading(page, 'Liste des Tâches');
    await page.getByRole('grid', { name: 'Tâches' }).getByText('Tâche sans employé').waitFor();
    expect(await page.getByText('Classer les factures').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a Manager no manager selector', async () => {
    await signedIn(app.server, 'Manager', 'lea');
    const context = await newContext(app.browser, app.server.url, { dark: true });
    const page = await context.newPage();
    await openEmployees(page, 'lea', 'secret-123');
    await page.getByRole('button', { name: 'Ajouter un employé' }).click();
    const form = page.getByRole('form', { name: 'Ajouter un employé' });
    expect(await form.getByRole('combobox', { name: 'Manager Assigné' }).count()).toBe(0);
    await form.getByLabel('Nom').fill('Hugo Bernard');
    await form.getByRole('button', { name: "Ajouter l'employé" }).click();
    await grid(page).getByText('Hugo Bernard').waitFor();
    await screenshot(page, 'employees-desktop-dark-manager');
    await context.close();
  });

  it('fits a phone screen', async () => {
    const api = businessApi(app.server, await loginAdmin(app.server));
    for (const name of ['Camille Laurent', 'Nicolas Petit', 'Sophie Moreau'])
      await api.employee(name, { notes: 'Équipe du matin' });
    const context = await newContext(app.browser, app.server.url, { mobile: true, dark: true });
    const page = await context.newPage();
    await openEmployees(page);
    // Below 600 px the list is a column of cards.
    await page
      .getByRole('region', { name: 'Employés' })
      .getByRole('article')
      .filter({ hasText: 'Sophie Moreau' })
      .waitFor();
    await screenshot(page, 'employees-mobile-dark');
    await context.close();
  });
});
