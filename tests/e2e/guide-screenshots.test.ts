import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { seedBusiness } from './support/demo-business';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, watchErrors } from './support/browser';
import { GUIDE, GUIDE_TARGET, PHONE_SCREENS, REPO, phoneImage, shootGuideImage } from './support/guide-images';

// The screenshots of the user guide (docs/guide.md), taken from the real application over a small
// French business (see support/guide-images for where they go; the phone ones come from phone-every-screen).
const app = useAppInChromium();

const VIEWPORT = { width: 1280, height: 800 };

/** Every picture of the guide, one per screen, in the guide's order. */
const SCREENS = [
  'connexion',
  'creer-un-compte',
  'tableau-de-bord',
  'utilisateurs',
  'employes',
  'employe',
  'taches',
  'finances',
  'banque',
  'generateur-de-facture',
  'factures',
  'factures-fournisseurs',
  'comptabilite',
  'relances',
  'performance',
  'parametres',
  'journal',
  'mon-compte',
] as const;
type Screen = (typeof SCREENS)[number];

const shoot = (page: Page, screen: Screen, options: { fullPage?: boolean } = {}) =>
  shootGuideImage(page, screen, options);

/** Waits until the chart's bars have stopped growing and changing colour (they animate in). */
async function chartDrawn(page: Page, bars: number): Promise<void> {
  const elements = page
    .getByRole('region', { name: 'Solde Journalier Net (Revenus - Dépenses)' })
    .locator('.MuiBarChart-element');
  await elements.nth(bars - 1).waitFor();
  const read = async () =>
    (
      await elements.evaluateAll((all) =>
        all.map((bar) => `${bar.getBoundingClientRect().height}:${getComputedStyle(bar).fill}`),
      )
    ).join();
  let previous = '';
  for (let current = await read(); current !== previous; current = await read()) {
    previous = current;
    await page.waitForTimeout(200);
  }
}

async function openFromMenu(page: Page, link: string, title: string): Promise<void> {
  await page.getByRole('link', { name: link, exact: true }).click();
  await expectHeading(page, title);
}

describe('the user guide', () => {
  it('shoots every screen over a small French business', async () => {
    const { signupToken } = await seedBusiness(app.server);
    const context = await newContext(app.browser, app.server.url, { viewport: VIEWPORT });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/login');
    await expectHeading(page, 'Connexion Manager');
    await page.getByLabel("Nom d'utilisateur").fill('sophie.bernard');
    await page.getByLabel('Mot de passe').fill('sophie-pilotage');
    await shoot(page, 'connexion');

    await page.getByRole('link', { name: /Créer un compte/ }).click();
    await expectHeading(page, 'Créer un compte');
    await page.getByLabel("Nom d'utilisateur").fill('manon.girard');
    await page.getByLabel('Email').fill('manon.girard@atelier-martin.fr');
    await page.locator('input[name="password"]').fill('manon-pilotage');
    await page.getByLabel('Confirmer le mot de passe').fill('manon-pilotage');
    await page.getByLabel("Jeton d'inscription").fill(signupToken);
    await shoot(page, 'creer-un-compte');

    await signIn(page);
    await page.getByText('Sauvegarde des fichiers clients').first().waitFor();
    await page.getByText('#3').waitFor();
    await shoot(page, 'tableau-de-bord');

    await openFromMenu(page, 'Utilisateurs', 'Gestion des Utilisateurs');
    await page.getByRole('grid', { name: 'Utilisateurs' }).getByText('hugo.lambert', { exact: true }).waitFor();
    await page.getByLabel('Quantité').fill('2');
    await page.getByRole('button', { name: 'Générer Jeton(s)' }).click();
    await page.getByRole('list', { name: 'Jetons générés' }).getByRole('listitem').nth(1).waitFor();
    await page.getByRole('button', { name: 'Afficher la liste des jetons' }).click();
    await page.getByRole('grid', { name: "Jetons d'inscription" }).getByText('Utilisé', { exact: true }).waitFor();
    await shoot(page, 'utilisateurs');

    await openFromMenu(page, 'Employés', 'Employés');
    await page.getByText('Thomas Garnier', { exact: true }).waitFor();
    await shoot(page, 'employes');

    await page.getByRole('grid', { name: 'Employés' }).getByRole('link', { name: 'Camille Laurent' }).click();
    await expectHeading(page, 'Camille Laurent');
    await page.getByRole('grid', { name: 'Tâches' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('grid', { name: 'Transactions' }).getByRole('row').nth(1).waitFor();
    await shoot(page, 'employe');

    await openFromMenu(page, 'Tâches', 'Liste des Tâches');
    await page.getByText('Sauvegarde des fichiers clients', { exact: true }).waitFor();
    await page.getByText('En retard').first().waitFor();
    await shoot(page, 'taches');

    await openFromMenu(page, 'Finances', 'Gestion Financière');
    await page.getByText('Reportage vidéo', { exact: true }).waitFor();
    // Six days with transactions: six bars.
    await chartDrawn(page, 6);
    await shoot(page, 'finances');

    await openFromMenu(page, 'Banque', 'Banque');
    await page.getByRole('grid', { name: 'Lignes de relevé' }).getByText('PRLV ADOBE CREATIVE CLOUD').waitFor();
    await shoot(page, 'banque');
    await openFromMenu(page, 'Finances', 'Gestion Financière');

    await page.getByRole('button', { name: 'Générer une facture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Générateur de facture' });
    await dialog.waitFor();
    await dialog.getByLabel('Nom du client').fill('Boulangerie Lefèvre');
    await dialog.getByLabel('Adresse du client').fill('8 place de la Mairie\n69100 Villeurbanne');
    // The number field keeps the one the invoice will get.
    await dialog.getByText(/Numéro attribué à l'émission : F-\d{4}-\d{4}/).waitFor();
    const line = (position: number) => dialog.getByRole('group', { name: `Ligne ${position}` });
    await line(1).getByLabel('Description').fill('Séance photo en boutique');
    await line(1).getByLabel('Quantité').fill('1');
    await line(1).getByLabel('Prix unitaire').fill('480');
    await dialog.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await line(2).getByLabel('Description').fill('Retouche de photos');
    await line(2).getByLabel('Quantité').fill('12');
    await line(2).getByLabel('Prix unitaire').fill('15');
    await dialog.getByLabel('Notes', { exact: true }).fill('Merci pour votre confiance !');
    await dialog
      .getByText(/660,00\s€/)
      .first()
      .waitFor();
    // Scrolled to the end: the lines and both totals in view.
    await dialog.locator('.MuiDialogContent-root').evaluate((content) => content.scrollTo(0, content.scrollHeight));
    await shoot(page, 'generateur-de-facture', { fullPage: false });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });

    await openFromMenu(page, 'Factures', 'Factures');
    await page.getByText(/^Avoir sur F-/).waitFor();
    await shoot(page, 'factures');

    await openFromMenu(page, 'Factures fournisseurs', 'Factures fournisseurs');
    await page
      .getByRole('grid', { name: 'Factures fournisseurs' })
      .getByRole('button', { name: /^Ouvrir FF-/ })
      .waitFor();
    await shoot(page, 'factures-fournisseurs');

    await openFromMenu(page, 'Comptabilité', 'Comptabilité');
    await page.getByRole('table', { name: 'Écritures' }).locator('[data-entry]').first().waitFor();
    await shoot(page, 'comptabilite');
    await openFromMenu(page, 'Factures', 'Factures');
    await page.getByText(/^Avoir sur F-/).waitFor();

    // The overdue invoice's reminders: the history (none yet) and « Relancer maintenant ».
    await page
      .getByRole('row')
      .filter({ hasText: 'Mairie de Villeurbanne' })
      .getByRole('button', { name: /^Relances de / })
      .click();
    const reminders = page.getByRole('dialog', { name: /^Relances de la facture / });
    await reminders.getByRole('button', { name: 'Relancer maintenant' }).waitFor();
    await shoot(page, 'relances', { fullPage: false });
    await page.keyboard.press('Escape');
    await reminders.waitFor({ state: 'detached' });

    await openFromMenu(page, 'Performance', 'Tableau de Bord des Performances');
    await page
      .getByRole('grid', { name: 'Performance par employé' })
      .getByText('Thomas Garnier', { exact: true })
      .waitFor();
    await shoot(page, 'performance');

    await openFromMenu(page, 'Paramètres', 'Paramètres');
    await page.getByText('Chat ID configuré : Oui').waitFor();
    await shoot(page, 'parametres');

    await openFromMenu(page, "Journal d'activité", "Journal d'activité");
    await page.getByRole('grid', { name: "Journal d'activité" }).getByRole('row').nth(1).waitFor();
    await shoot(page, 'journal');

    await openFromMenu(page, 'Mon compte', 'Mon compte');
    await page.getByText('admin@example.fr').waitFor();
    await shoot(page, 'mon-compte');

    expect(errors).toEqual([]);
    await context.close();
    for (const screen of SCREENS) expect(fs.existsSync(path.join(GUIDE_TARGET, `${screen}.png`))).toBe(true);
  });

  it('shows every screenshot it shoots, and only those, all of them committed', () => {
    const guide = fs.readFileSync(GUIDE, 'utf8');
    const images = [...guide.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map((match) => match[1]);
    for (const image of images) {
      expect(image).toMatch(/^guide\/images\/[a-z-]+\.png$/);
      expect(fs.existsSync(path.join(REPO, 'docs', image))).toBe(true);
    }
    const screens = images.map((image) => path.basename(image, '.png'));
    expect([...new Set(screens)].sort()).toEqual([...SCREENS, ...PHONE_SCREENS.map(phoneImage)].sort());
  });
});
