import { addMonths } from '@pilotage/domain';
import { signIn, storedToken, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';
import { card, expectCard, plain } from './support/dashboard';
import { businessApi } from '../support/business';

const app = useAppInChromium();

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const businessToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

describe('the dashboard follows the chosen period', () => {
  it.each([
    ['desktop', WIDE],
    ['phone', PHONE],
  ] as const)(
    'offers the presets, « Globaux » first chosen, and shows this month alone on « Ce mois-ci » (%s)',
    async (name, viewport) => {
      const context = await newContext(app.browser, app.server.url, { viewport });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signIn(page);
      const api = businessApi(app.server, (await storedToken(page))!);
      await api.transaction(1000, { date: businessToday() });
      await api.transaction(-250.5, { date: businessToday() });
      await api.transaction(5000, { date: addMonths(businessToday(), -14) });
      await page.reload();

      const presets = page.getByRole('group', { name: 'Période' });
      await presets.waitFor();
      expect(plain(await presets.textContent())).toBe('Ce mois-ciMois dernierCe trimestreCette annéeGlobaux');
      await page.getByRole('button', { name: 'Globaux' }).and(page.locator('[aria-pressed="true"]')).waitFor();
      await expectCard(page, "Chiffre d'affaires", { value: '6 000,00 €', scope: 'Globaux' });

      await page.getByRole('button', { name: 'Ce mois-ci' }).click();
      await page.waitForURL(/[?&]periode=mois(&|$)/);
      await expectCard(page, "Chiffre d'affaires", { value: '1 000,00 €', scope: 'Ce mois-ci' });
      expect(await card(page, 'Dépenses')).toEqual({ value: '250,50 €', scope: 'Ce mois-ci' });
      expect(await card(page, 'Bénéfice net')).toEqual({ value: '749,50 €', scope: 'Ce mois-ci' });
      await screenshot(page, `dashboard-this-month-${name}`);

      // The period is the URL's: a reload keeps it; « Globaux » takes it away.
      await page.reload();
      await expectCard(page, "Chiffre d'affaires", { value: '1 000,00 €', scope: 'Ce mois-ci' });
      await page.getByRole('button', { name: 'Globaux' }).click();
      await expectCard(page, "Chiffre d'affaires", { value: '6 000,00 €', scope: 'Globaux' });
      expect(new URL(page.url()).search).toBe('');
      // Nothing on the page is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe("the company's identity", () => {
  it.each([
    ['desktop', WIDE],
    ['phone', PHONE],
  ] as const)(
    'is announced as incomplete when the generator opens, filled from its button, and also in Paramètres (%s)',
    async (name, viewport) => {
      const context = await newContext(app.browser, app.server.url, { viewport });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signIn(page);
      await page.goto('/financials');
      await page.getByRole('button', { name: 'Générer une facture' }).click();
      const dialog = page.getByRole('dialog', { name: 'Générateur de facture' });

      // Announced at once, before anything is typed, at the top of the dialog (in sight).
      const announced = dialog.getByRole('alert').filter({ hasText: "L'identité de l'entreprise est incomplète" });
      await announced.waitFor();
      expect(plain(await announced.textContent())).toContain(
        "Une facture ne peut être émise qu'avec : nom de l'entreprise, adresse de l'entreprise, SIRET de l'entreprise.",
      );
      const box = (await announced.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await screenshot(page, `generator-company-missing-${name}`);

      // « Compléter » unfolds the settings and puts the cursor in the first missing field.
      await announced.getByRole('button', { name: 'Compléter' }).click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'companyName');
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Paramètres has the same settings: filled there, the generator no longer says anything.
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Entreprise et facturation' });
      await section.getByRole('alert').filter({ hasText: "L'identité de l'entreprise est incomplète" }).waitFor();
      await section.getByLabel("Nom de l'entreprise", { exact: true }).fill('Atelier Éloïse Martin');
      await section.getByLabel('Adresse (ligne 1)').fill('12 rue des Peupliers');
      await section.getByLabel('SIRET').fill('732 829 320 00074');
      await section.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
      await section.getByText('Paramètres de facture enregistrés avec succès !').waitFor();
      await section.getByRole('alert').filter({ hasText: 'incomplète' }).waitFor({ state: 'detached' });
      await screenshot(page, `settings-company-${name}`);

      await page.goto('/financials');
      await page.getByRole('button', { name: 'Générer une facture' }).click();
      await dialog.getByText('Atelier Éloïse Martin').first().waitFor();
      expect(await dialog.getByRole('alert').filter({ hasText: 'incomplète' }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
