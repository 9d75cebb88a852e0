import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { loginAdmin } from '../support/actors';
import { businessApi, parisToday } from '../support/business';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';
import { eventually } from '../support/eventually';
import { fillDay } from './support/day-field';

const app = useAppInChromium();

const grid = (page: Page) => page.getByRole('grid', { name: 'Tâches' });
const row = (page: Page, title: string) => grid(page).getByRole('row').filter({ hasText: title });

async function openTasks(page: Page) {
  await signIn(page);
  await page.getByRole('link', { name: 'Tâches' }).click();
  await expectHeading(page, 'Liste des Tâches');
}

describe('tasks screen', () => {
  it('adds a task for an employee, marks it overdue, toggles it done and back, filters and deletes', async () => {
    const api = businessApi(app.server, await loginAdmin(app.server));
    await api.employee('Camille Laurent');
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openTasks(page);
    await page.getByText('Aucune tâche trouvée.').waitFor();

    await page.getByRole('button', { name: 'Ajouter une tâche' }).click();
    const form = page.getByRole('form', { name: 'Ajouter une tâche' });
    await form.getByRole('button', { name: 'Ajouter la tâche' }).click();
    await form.getByText('Le titre est obligatoire.').waitFor();
    await form.getByLabel('Titre').fill('Relancer les abonnés');
    await fillDay(form, "Date d'échéance", '2024-03-15');
    // The selector asks the server as the user types.
    await form.getByRole('combobox', { name: 'Employé assigné' }).fill('camil');
    await page.getByRole('option', { name: 'Camille Laurent' }).click();
    await form.getByRole('checkbox', { name: 'Tâche routinière' }).check();
    await form.getByRole('button', { name: 'Ajouter la tâche' }).click();
    await form.getByText('La fréquence est obligatoire pour une tâche routinière.').waitFor();
    await form.getByRole('checkbox', { name: 'Tâche routinière' }).uncheck();
    await form.getByRole('button', { name: 'Ajouter la tâche' }).click();

    const task = row(page, 'Relancer les abonnés');
    await task.getByText('En retard').waitFor();
    expect(await task.textContent()).toContain('Camille Laurent');
    expect(await task.textContent()).toContain('15 mars 2024');
    expect(await task.getAttribute('class')).toContain('task-overdue');
    await api.task('Préparer la newsletter', { due_date: parisToday(), status: 'En cours' });
    await page.getByRole('button', { name: 'Actualiser' }).click();
    await row(page, 'Préparer la newsletter').waitFor();
    expect(await row(page, 'Préparer la newsletter').getByText('En retard').count()).toBe(0);
    await screenshot(page, 'tasks-desktop-light');

    await page.getByRole('button', { name: 'Marquer Relancer les abonnés comme Terminé' }).click();
    await task.getByText('En retard').waitFor({ state: 'detached' });
    await task.getByText('Terminé').waitFor();
    await eventually(async () =>
      expect(await app.server.sql(`select status from tasks where title = 'Relancer les abonnés'`)).toEqual([
        { status: 'Terminé' },
      ]),
    );
    await page.getByRole('button', { name: 'Marquer Relancer les abonnés comme À faire' }).click();
    await task.getByText('En retard').waitFor();
    await eventually(async () =>
      expect(await app.server.sql(`select status from tasks where title = 'Relancer les abonnés'`)).toEqual([
        { status: 'À faire' },
      ]),
    );

    await page.getByRole('combobox', { name: 'Filtrer par statut' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'Tous les statuts',
      'À faire',
      'En cours',
      'Terminé',
    ]);
    await page.getByRole('option', { name: 'En cours' }).click();
    await task.waitFor({ state: 'detached' });
    await row(page, 'Préparer la newsletter').waitFor();

    // The CSV holds every row of the current filter, written by the server, not only the page.
    await page.getByRole('button', { name: 'Exporter', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Exporter tout le filtre (CSV)' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(download.suggestedFilename()).toMatch(/^Tâches_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.split('\r\n')).toEqual([
      "\uFEFFTitre;Assigné à;Date d'échéance;Statut;En retard;Créée le",
      expect.stringMatching(/^Préparer la newsletter;Non assigné;.+;En cours;Non;/),
    ]);

    await page.getByRole('button', { name: 'Modifier Préparer la newsletter' }).click();
    const edit = page.getByRole('form', { name: 'Modifier la tâche Préparer la newsletter' });
    await edit.getByLabel('Titre').fill('  Newsletter de juin  ');
    await edit.getByRole('checkbox', { name: 'Tâche routinière' }).check();
    await edit.getByRole('combobox', { name: /Fréquence/ }).click();
    await page.getByRole('option', { name: 'Mensuel' }).click();
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await row(page, 'Newsletter de juin').waitFor();
    await eventually(async () =>
      expect(
        await app.server.sql(`select title, is_routine, frequency from tasks where title like 'Newsletter%'`),
      ).toEqual([{ title: 'Newsletter de juin', is_routine: true, frequency: 'Mensuel' }]),
    );

    await page.getByRole('button', { name: 'Supprimer Newsletter de juin' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Aucune tâche trouvée.').waitFor();
    await eventually(async () =>
      expect(await app.server.sql(`select count(*)::int as n from tasks`)).toEqual([{ n: 1 }]),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages, sorts and scrolls 100,000 tasks without freezing the page', async () => {
    await app.server.sql(`insert into employees (name, notes) values ('Camille Laurent', '')`);
    await app.server.sql(
      `insert into tasks (title, description, due_date, status, assigned_employee_id, is_routine)
       select 'Tâche n° ' || lpad(i::text, 6, '0'), '', date '2024-01-01' + (i % 900),
              (array['À faire', 'En cours', 'Terminé'])[1 + i % 3], case when i % 2 = 0 then 1 end, false
         from generate_series(1, 100000) i`,
    );
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openTasks(page);
    await page.getByText('1–25 sur 100 000').waitFor();

    // The main thread must keep answering: measure the longest gap between animation frames.
    await page.evaluate(() => {
      const state = window as unknown as { longestFrame: number };
      state.longestFrame = 0;
      let last = performance.now();
      const tick = (now: number) => {
        state.longestFrame = Math.max(state.longestFrame, now - last);
        last = now;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.getByRole('combobox', { name: /Lignes par page/ }).click();
    await page.getByRole('option', { name: '100' }).click();
    await page.getByText('1–100 sur 100 000').waitFor();
    await page.getByRole('button', { name: 'Page suivante' }).click();
    await page.getByText('101–200 sur 100 000').waitFor();
    await grid(page).getByRole('columnheader', { name: 'Titre' }).click();
    await grid(page).getByText('Tâche n° 000001').waitFor();
    await page.getByText('1–100 sur 100 000').waitFor();
    const scroller = grid(page).locator('.MuiDataGrid-virtualScroller');
    for (let step = 0; step < 10; step += 1) await scroller.evaluate((element) => element.scrollBy(0, 400));
    await grid(page).getByText('Tâche n° 000100').waitFor();
    const longestFrame = await page.evaluate(() => (window as unknown as { longestFrame: number }).longestFrame);
    expect(longestFrame).toBeLessThan(1000);
    await screenshot(page, 'tasks-100k-desktop-light');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone screen in dark mode', async () => {
    const api = businessApi(app.server, await loginAdmin(app.server));
    const employee = await api.employee('Nicolas Petit');
    await api.task('Mettre à jour les tarifs', { due_date: '2024-01-10', assigned_employee_id: employee.id });
    await api.task('Publier le planning', { status: 'Terminé' });
    const context = await newContext(app.browser, app.server.url, { mobile: true, dark: true });
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/tasks');
    await expectHeading(page, 'Liste des Tâches');
    // Below 600 px the list is a column of cards.
    await page
      .getByRole('region', { name: 'Tâches' })
      .getByRole('article')
      .filter({ hasText: 'Mettre à jour les tarifs' })
      .getByText('En retard')
      .waitFor();
    await screenshot(page, 'tasks-mobile-dark');
    await context.close();
  });
});
