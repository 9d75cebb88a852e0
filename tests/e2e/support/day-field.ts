import type { Locator, Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A date picker's field by its label (a required one ends with « * »). */
export const dayGroup = (scope: Page | Locator, label: string): Locator =>
  scope.getByRole('group', { name: new RegExp(`^${escape(label)}( \\*)?$`) });

/**
 * Types a day into a date field from the keyboard, as jj/mm/aaaa (the field shows that order
 * whatever the browser's language); '' empties it.
 */
export async function fillDay(scope: Page | Locator, label: string, day: string): Promise<void> {
  const group = dayGroup(scope, label);
  await group.getByRole('spinbutton', { name: 'Jour' }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  if (day) await page.keyboard.type(day.split('-').reverse().join(''));
}

/** The day a date field holds, as 'YYYY-MM-DD' ('' when empty). */
export async function dayValue(scope: Page | Locator, label: string): Promise<string> {
  const text = await dayGroup(scope, label).locator('input').inputValue();
  const day = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return day ? `${day[3]}-${day[2]}-${day[1]}` : '';
}
