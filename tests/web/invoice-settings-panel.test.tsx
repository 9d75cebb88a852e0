import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import meta, * as stories from '../../stories/screens/invoices/generator/components/InvoiceSettingsPanel.stories';
import { renderStory } from './render-story';
import type { InvoiceSettingsPanelProps } from '../../web/src/screens/invoices/generator/components/InvoiceSettingsPanel';

const user = userEvent.setup();
/** Through the meta's render, which keeps the typed values as the generator does. */
const show: typeof renderStory<InvoiceSettingsPanelProps> = (m, story, overrides) =>
  renderStory(m, { ...story, render: meta.render }, overrides);
const save = () => screen.getByRole('button', { name: 'Enregistrer les paramètres' });

async function retype(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  // One paste rather than a keystroke per character: the same change for the panel, much faster in jsdom.
  if (text) await user.paste(text);
  return field;
}

describe('invoice settings panel: the legal mentions', () => {
  it('shows every mention under « Mentions légales », with its hint', async () => {
    show(meta, stories.Company);
    expect(screen.getByRole('heading', { name: 'Mentions légales' })).toBeInTheDocument();
    expect(screen.getByLabelText('SIRET')).toHaveValue('73282932000074');
    expect(screen.getByText('14 chiffres')).toBeInTheDocument();
    expect(screen.getByLabelText('Forme juridique')).toHaveValue('SARL');
    expect(screen.getByRole('switch', { name: 'Entrepreneur individuel (mention « EI »)' })).not.toBeChecked();
    expect(screen.getByLabelText('Capital social')).toHaveValue('10 000 €');
    expect(screen.getByLabelText('RCS / RM')).toHaveValue('RCS Lyon 732 829 320');
    expect(screen.getByLabelText('N° de TVA intracommunautaire')).toHaveValue('FR44732829320');
    expect(screen.getByLabelText('Délai de paiement (jours)')).toHaveValue('30');
    expect(screen.getByLabelText('Pénalités de retard')).toHaveValue("trois fois le taux d'intérêt légal");
    expect(screen.getByText('Taux appliqué en cas de retard')).toBeInTheDocument();

    const regime = screen.getByRole('combobox', { name: 'Régime de TVA' });
    expect(regime).toHaveTextContent('Assujetti à la TVA');
    await user.click(regime);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Franchise en base de TVA (art. 293 B du CGI)',
      'Assujetti à la TVA',
    ]);
    await user.click(options[0]);
    expect(screen.getByRole('combobox', { name: 'Régime de TVA' })).toHaveTextContent(
      'Franchise en base de TVA (art. 293 B du CGI)',
    );
  });

  it('shows « SIRET invalide. » next to a SIRET whose key is wrong, and does not save', async () => {
    const onSave = jest.fn();
    show(meta, stories.Expanded, { onSave });
    const siret = await retype('SIRET', '732 829 320 00075');
    expect(screen.queryByText('SIRET invalide.')).not.toBeInTheDocument();
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('SIRET invalide.')).toBeInTheDocument();
    expect(siret).toHaveAttribute('aria-invalid', 'true');
    expect(siret).toHaveFocus();

    await retype('SIRET', '732 829 320 00074');
    expect(screen.queryByText('SIRET invalide.')).not.toBeInTheDocument();
    expect(screen.getByText('14 chiffres')).toBeInTheDocument();
    await user.click(save());
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('tells what is wrong as soon as a field is left', async () => {
    const onSave = jest.fn();
    show(meta, stories.Expanded, { onSave });
    await retype('N° de TVA intracommunautaire', 'FR45 732 829 320');
    await user.tab();
    expect(screen.getByText('Numéro de TVA intracommunautaire invalide.')).toBeInTheDocument();
    await retype('Délai de paiement (jours)', '3 semaines');
    expect(screen.getByLabelText('Délai de paiement (jours)')).toHaveValue('3 semaines');
    await user.tab();
    expect(
      screen.getByText('Le délai de paiement doit être un nombre entier de jours entre 0 et 60.'),
    ).toBeInTheDocument();
    await retype('Délai de paiement (jours)', '61');
    expect(
      screen.getByText('Le délai de paiement doit être un nombre entier de jours entre 0 et 60.'),
    ).toBeInTheDocument();
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();

    await retype('Délai de paiement (jours)', '60');
    await retype('N° de TVA intracommunautaire', 'FR44 732 829 320');
    expect(screen.queryByText(/invalide|nombre entier/)).not.toBeInTheDocument();
    await user.click(save());
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('switches the « EI » mention on and off', async () => {
    show(meta, stories.Company);
    const soleTrader = screen.getByRole('switch', { name: 'Entrepreneur individuel (mention « EI »)' });
    await user.click(soleTrader);
    expect(soleTrader).toBeChecked();
    await user.click(soleTrader);
    expect(soleTrader).not.toBeChecked();
  });

  it('catalogues a refused save: each message under its field', () => {
    show(meta, stories.InvalidMentions);
    expect(screen.getByText('SIRET invalide.')).toBeInTheDocument();
    expect(screen.getByText('Numéro de TVA intracommunautaire invalide.')).toBeInTheDocument();
    expect(
      screen.getByText('Le délai de paiement doit être un nombre entier de jours entre 0 et 60.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Forme juridique')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
