import { fireEvent, within } from '@testing-library/react';

/** '2026-03-05' as the date fields show it: '05/03/2026' ('' stays ''). */
export const frenchDay = (day: string): string => (day ? day.split('-').reverse().join('/') : '');

/**
 * Types a whole day into a date picker's field (found by its label: the hidden input holding the
 * text), as a paste or the browser's autofill does: the picker reads it as jj/mm/aaaa.
 */
export function setDay(input: HTMLElement, day: string): void {
  fireEvent.change(input, { target: { value: frenchDay(day) } });
}

/** The section the keyboard lands on in a date field, found by its label. */
export const daySection = (container: HTMLElement, label: string): HTMLElement =>
  within(dayGroup(label, container)).getByRole('spinbutton', { name: 'Jour' });

/** A date field's group, by its label (a required field's label ends with « * »). */
export const dayGroup = (label: string, container: HTMLElement = document.body): HTMLElement =>
  within(container).getByRole('group', { name: (name) => name.replace(/\s*\*$/, '') === label });

/** The hidden input of a date field, holding its text (« 05/03/2026 ») and its name. */
export const dayInput = (label: string, container?: HTMLElement): HTMLInputElement =>
  dayGroup(label, container).querySelector('input')!;
