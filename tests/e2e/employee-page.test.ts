import { loginAdmin } from '../support/actors';
import { businessApi } from '../support/business';
import { axeViolations } from './support/axe';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { MOBILE, newContext, screenshot, watchErrors } from './support/browser';

const app = useAppInChromium();

/** Léa with 30 tasks (three pages of 10) and three linked transactions; Marc with one of each. */
async function seed() {
  const api = businessApi(app.server, await loginAdmin(app.server));
  const lea = (await api.employee('Léa Dubois', { notes: 'Photographe, arrivée en mars' })) as { id: number };
  const marc = (await api.employee('Marc Petit')) as { id: number };
  for (let index = 1; index <= 30; index++)
    await api.task(`Tâche de Léa ${String(index).padStart(2, '0')}`, {
      assigned_employee_id: lea.id,
      due_date: `2026-0${1 + (index % 9)}-${String(1 + (index % 28)).padStart(2, '0')}`,
    });
  await api.task('Tâche de Marc', { assigned_employee_id: marc.id });
  await api.transaction(650, { description: 'Reportage vidéo', date: '2026-03-02', related_employee_id: lea.id });
  await api.transaction(-45.9, { description: 'Carte SD', date: '2026-03-05', related_employee_id: lea.id });
  await api.transaction(120, { description: 'Séance portrait', date: '2026-03-09', related_employee_id: lea.id });
  await api.transaction(99, { description: 'Vente de Marc', date: '2026-03-10', related_employee_id: marc.id });
  return { lea, marc };
}

describe("an employee's page", () => {
  it('opens from the list by the name, and shows the details, the tasks paged and the linked transactions', async () => {
    const { lea } = await seed();
    const context = await newContext(app.browser, app.server.url, { viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.goto('/employees');
    await expectHeading(page, 'Employés');
    await page.getByRole('grid', { name: 'Employés' }).getByRole('link', { name: 'Léa Dubois' }).click();
    await expectHeading(page, 'Léa Dubois');
    expect(new URL(page.url()).pathname).toBe(`/employees/${lea.id}`);
    const details = page.getByRole('definition');
    expect(await details.allTextContents()).toEqual([
      'Non assigné',
      'Photographe, arrivée en mars',
      expect.any(String),
    ]);

    const tasks = page.getByRole('grid', { name: 'Tâches' });
    await tasks.getByText('Tâche de Léa', { exact: false }).first().waitFor();
    expect(await tasks.getByText('Tâche de Marc').count()).toBe(0);
    // The grids' footers sit beside them: the tasks' one comes first.
    await page.getByText('1–10 sur 30', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Page suivante' }).first().click();
    await page.getByText('11–20 sur 30', { exact: true }).waitFor();
    expect(await tasks.getByRole('row').count()).toBe(1 + 10);

    const transactions = page.getByRole('grid', { name: 'Transactions' });
    await transactions.getByText('Reportage vidéo').waitFor();
    await page.getByText('1–3 sur 3', { exact: true }).waitFor();
    // Newest first; Marc's sale is not Léa's.
    expect(await transactions.getByRole('row').allTextContents()).toEqual([
      expect.stringContaining('Date'),
      expect.stringContaining('Séance portrait'),
      expect.stringContaining('Carte SD'),
      expect.stringContaining('Reportage vidéo'),
    ]);
    await transactions.getByText(/-45,90\s€/).waitFor();
    // The pager's tooltip (hovered by the click) is no part of the page.
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
    await screenshot(page, 'employee-page-desktop');

    // One tap marks a task done, as on « Tâches ».
    await tasks
      .getByRole('button', { name: /^Marquer Tâche de Léa \d+ comme Terminé$/ })
      .first()
      .click();
    await tasks.getByText('Terminé').first().waitFor();

    await page.getByRole('link', { name: 'Ouvrir dans Tâches' }).click();
    await expectHeading(page, 'Liste des Tâches');
    expect(new URL(page.url()).searchParams.get('employee')).toBe(String(lea.id));

    await page.goto('/employees/999999');
    await page.getByText('Employé introuvable.').waitFor();
    await page.goto('/employees/abc');
    await page.getByText('Employé introuvable.').waitFor();
    expect(errors.filter((error) => !/introuvable|404|400/i.test(error))).toEqual([]);
    await context.close();
  });

  it('on a 390 × 844 phone: a tap on the card opens it, and its lists are cards, nothing sideways', async () => {
    await seed();
    const context = await newContext(app.browser, app.server.url, { mobile: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.goto('/employees');
    await expectHeading(page, 'Employés');
    const card = page.getByRole('region', { name: 'Employés' }).getByRole('article').filter({ hasText: 'Léa Dubois' });
    // A tap on the card's details, not on its title: the card's link covers it.
    const notes = (await card.getByText('Photographe, arrivée en mars').boundingBox())!;
    await page.mouse.click(notes.x + notes.width / 2, notes.y + notes.height / 2);
    await expectHeading(page, 'Léa Dubois');

    const transactions = page.getByRole('region', { name: 'Transactions' });
    const sd = transactions.getByRole('article').filter({ hasText: 'Carte SD' });
    const amount = sd.getByText(/-45,90\s€/);
    await amount.waitFor();
    const box = (await amount.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    const tasks = page.getByRole('region', { name: 'Tâches' });
    expect(await tasks.getByRole('article').count()).toBe(10);
    const toggle = tasks
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Marquer .* comme Terminé$/ });
    const target = (await toggle.boundingBox())!;
    expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24);
    const widths = await page.evaluate(() => ({
      scroll: document.scrollingElement!.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
    await screenshot(page, 'employee-page-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
