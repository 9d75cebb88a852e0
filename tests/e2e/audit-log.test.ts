import type { Page } from 'playwright-core';
import { loginAdmin, signedIn } from '../support/actors';
import { businessApi } from '../support/business';
import { ADMIN_USERNAME } from '../support/server';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';

const app = useAppInChromium();

const journal = (page: Page) => page.getByRole('grid', { name: "Journal d'activité" });

describe('activity journal', () => {
  it("shows an Admin's task edit as a sentence, filters it by action, and opens the task's history", async () => {
    await businessApi(app.server, await loginAdmin(app.server)).task('Inventaire');
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);

    // The edit, through the tasks screen's form.
    await page.getByRole('link', { name: 'Tâches' }).click();
    await expectHeading(page, 'Liste des Tâches');
    await page.getByRole('button', { name: 'Modifier Inventaire' }).click();
    const form = page.getByRole('form', { name: 'Modifier la tâche Inventaire' });
    await form.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Terminé' }).click();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'detached' });

    // The journal, after Paramètres in the navigation.
    const nav = page.getByRole('navigation', { name: 'Navigation principale' }).last();
    const links = await nav.getByRole('link').allTextContents();
    expect(links.indexOf("Journal d'activité")).toBe(links.indexOf('Paramètres') + 1);
    await nav.getByRole('link', { name: "Journal d'activité" }).click();
    await expectHeading(page, "Journal d'activité");
    const sentence = `${ADMIN_USERNAME} a modifié la tâche « Inventaire » : statut À faire → Terminé`;
    await journal(page).getByText(sentence).waitFor();
    await journal(page).getByText(`${ADMIN_USERNAME} s'est connecté`).first().waitFor();
    await screenshot(page, 'audit-log');

    // Only the updates: the sign-ins and the creation leave the list.
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Modification' }).click();
    await page.waitForURL('**/audit-log?action=update');
    await journal(page).getByText(`${ADMIN_USERNAME} s'est connecté`).first().waitFor({ state: 'detached' });
    await journal(page).getByText(sentence).waitFor();
    expect(await journal(page).getByText(`${ADMIN_USERNAME} a créé la tâche`).count()).toBe(0);

    // « Historique » on the task's row: its creation and its edit, nothing else.
    await page.getByRole('link', { name: 'Tâches' }).click();
    await page.getByRole('button', { name: 'Historique : Inventaire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Historique de la tâche « Inventaire »' });
    await dialog.getByText(sentence).waitFor();
    await dialog.getByText(/a créé la tâche/).waitFor();
    expect(await dialog.getByText(/s'est connecté/).count()).toBe(0);
    await screenshot(page, 'audit-log-history');
    await dialog.getByRole('link', { name: 'Voir dans le journal' }).click();
    await page.waitForURL(/\/audit-log\?entity_type=task&entity_id=\d+$/);
    await page.getByText(/^Élément : Tâche n° \d+$/).waitFor();
    await journal(page).getByText(sentence).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is hidden from a Manager, who is refused /audit-log', async () => {
    const manager = await signedIn(app.server, 'Manager');
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await signIn(page, manager.username, 'secret-123');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' }).last();
    await nav.getByRole('link', { name: 'Tâches' }).waitFor();
    expect(await nav.getByRole('link', { name: "Journal d'activité" }).count()).toBe(0);
    await page.goto('/tasks');
    await expectHeading(page, 'Liste des Tâches');
    expect(await page.getByRole('button', { name: /^Historique/ }).count()).toBe(0);
    await page.goto('/audit-log');
    await page.waitForURL('**/unauthorized');
    await expectHeading(page, 'Accès non autorisé');
    await context.close();
  });
});
