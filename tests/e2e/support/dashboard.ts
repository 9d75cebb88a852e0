import type { Page } from 'playwright-core';

/** A text as the test compares it: French number formatting's narrow and no-break spaces as plain ones. */
export const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The dashboard card headed `label`. */
export const cardOf = (page: Page, label: string) =>
  page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: label, exact: true }) });

/** The figure of a dashboard card, and the chip that says which period it covers. */
export async function card(page: Page, label: string) {
  const found = cardOf(page, label);
  return {
    value: plain(await found.locator('p').textContent()),
    scope: plain(await found.locator('.MuiChip-label').textContent()),
  };
}

/** Waits for a dashboard card to show `expected` (its figures arrive after a click or a change), then checks its chip. */
export async function expectCard(page: Page, label: string, expected: { value: string; scope: string }) {
  // The figures arrive after the click: waited for, never slept for.
  await page.waitForFunction(
    ([label, value]) =>
      [...document.querySelectorAll('.MuiCard-root')].some(
        (card) =>
          card.querySelector('h2')?.textContent === label &&
          (card.querySelector('p')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ') === value,
      ),
    [label, expected.value],
  );
  expect(await card(page, label)).toEqual(expected);
}
