import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoneyInput, moneyCents, readMoney } from '../../web/src/lib/money-input';
import { renderStory } from './render-story';
import meta, * as stories from '../../stories/components/MoneyField.stories';

describe('reading a typed amount', () => {
  it.each([
    ['45,90', 4590],
    ['45.90', 4590],
    ['1 234,50', 123450],
    ['1\u00a0234,50', 123450],
    ['1\u202f234,50', 123450],
    ['1234.5', 123450],
    ['1234', 123400],
    ['0,05', 5],
    ['  12,3  ', 1230],
    ['-45,90', -4590],
    ['\u221245,90', -4590],
    ['+45,90', 4590],
    ['1 234 567,89', 123456789],
    ['45,90 €', 4590],
    ['007', 700],
    ['999999999999,99', 99999999999999],
  ])('reads « %s » as %i cents', (typed, cents) => {
    expect(readMoney(typed)).toEqual({ kind: 'amount', cents });
  });

  it.each([
    ['12abc'],
    ['abc'],
    ['1.234,50'],
    ['1,234.50'],
    ['45,905'],
    ['1.234'],
    ['12 34'],
    ['1 2345'],
    ['45,'],
    ['.'],
    ['--4'],
    ['4-5'],
    ['1e3'],
    ['1000000000000'],
    ['Infinity'],
  ])('refuses « %s » rather than guess its magnitude', (typed) => {
    expect(readMoney(typed)).toEqual({ kind: 'invalid' });
  });

  it('tells an empty field apart', () => {
    expect(readMoney('   ')).toEqual({ kind: 'empty' });
    expect(moneyCents('')).toBeNull();
  });

  it('never reads the ×100 trap as another magnitude', () => {
    // A native number input once stored « -45,90 » as −4 590,00 €.
    expect(moneyCents('-45,90')).toBe(-4590);
    expect(moneyCents('-45,90')).not.toBe(-459000);
  });

  it('formats in French and reads its own formatting back', () => {
    for (const cents of [0, 5, 4590, 123450, -123450, 99999999999999]) {
      expect(moneyCents(formatMoneyInput(cents))).toBe(cents);
    }
    expect(formatMoneyInput(123450).replace(/\s/g, ' ')).toBe('1 234,50');
  });
});

describe('money field', () => {
  const user = userEvent.setup();
  const field = () => screen.getByRole('textbox', { name: 'Montant (€)' });

  it('shows the amount formatted in French once left', async () => {
    renderStory(meta, stories.Empty);
    await user.type(field(), '1234.5');
    await user.tab();
    expect((field() as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('1 234,50');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses what is not an amount on the field itself, keeping the text as typed', async () => {
    renderStory(meta, stories.Empty);
    await user.type(field(), '12,345');
    await user.tab();
    expect(field()).toHaveValue('12,345');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Le montant doit être un nombre.');
    await user.type(field(), '{Backspace}');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a negative price when unsigned', async () => {
    renderStory(meta, stories.Unsigned, { value: '' });
    const price = screen.getByRole('textbox', { name: 'Prix unitaire' });
    await user.type(price, '-3');
    await user.tab();
    expect(price).toHaveAccessibleDescription('Le montant ne peut pas être négatif.');
  });
});
