import type { Page } from 'playwright-core';
import { signedIn } from '../support/actors';
import { businessApi } from '../support/business';
import { expectHeading, signIn } from './support/app';
import { newContext, watchErrors } from './support/browser';
import { useAppInChromium } from './support/app';
import { liveSubscribed } from './support/live';

const app = useAppInChromium();

const grid = (page: Page) => page.getByRole('grid', { name: 'Tâches' });
const row = (page: Page, title: string) => grid(page).getByRole('row').filter({ hasText: title });

describe('live screens', () => {
  it("shows a task another manager adds without reloading, highlighted, on the same page and sort, with one's own form kept", async () => {
    const camille = await signedIn(app.server, 'Manager', 'camille');
    await signedIn(app.server, 'Manager', 'bruno');
    const api = businessApi(app.server, camille.token);
    // 30 tasks: « Tâche 01 » to « Tâche 30 », the second page of 25 by title holds the last five.
    for (let n = 1; n <= 30; n += 1) await api.task(`Tâche ${String(n).padStart(2, '0')}`);

    const watcher = await (await newContext(app.browser, app.server.url)).newPage();
    const watcherErrors = watchErrors(watcher);
    await signIn(watcher, 'bruno', 'secret-123');
    // Registered before the page opens its socket.
    const probing = liveSubscribed(watcher, app.server);
    await watcher.goto('/tasks?sort=title&order=asc&page=2');
    await expectHeading(watcher, 'Liste des Tâches');
    await row(watcher, 'Tâche 30').waitFor();
    await probing;
    const url = watcher.url();

    const author = await (await newContext(app.browser, app.server.url)).newPage();
    await signIn(author, 'camille', 'secret-123');
    await author.getByRole('link', { name: 'Tâches' }).click();
    await expectHeading(author, 'Liste des Tâches');
    await author.getByRole('button', { name: 'Ajouter une tâche' }).click();
    const form = author.getByRole('form', { name: 'Ajouter une tâche' });
    await form.getByLabel('Titre').fill('Tâche 27 bis');
    await form.getByRole('button', { name: 'Ajouter la tâche' }).click();

    // It appears in its place by title, on the page the watcher is on, and is highlighted a moment.
    const added = row(watcher, 'Tâche 27 bis');
    await added.waitFor({ timeout: 5_000 });
    expect(await added.getAttribute('class')).toContain('live-changed');
    expect(watcher.url()).toBe(url);
    expect(
      await grid(watcher)
        .getByRole('row')
        .filter({ hasText: /Tâche \d\d/ })
        .allTextContents(),
    ).toHaveLength(6);
    await watcher.waitForFunction(() => document.querySelectorAll('.live-changed').length === 0, undefined, {
      timeout: 5_000,
    });

    // A form being filled in stays as it is while the list changes under it.
    await watcher.getByRole('button', { name: 'Ajouter une tâche' }).click();
    const draft = watcher.getByRole('form', { name: 'Ajouter une tâche' });
    await draft.getByLabel('Titre').fill('Brouillon en cours');
    await api.task('Tâche 28 bis');
    await row(watcher, 'Tâche 28 bis').waitFor({ timeout: 5_000 });
    expect(await draft.getByLabel('Titre').inputValue()).toBe('Brouillon en cours');
    expect(watcher.url()).toBe(url);
    expect(watcherErrors).toEqual([]);
  });
});
