import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { InvoiceSettingsDocument, UpdateInvoiceSettingsDocument } from '../../web/src/graphql/generated/graphql';
import InvoiceGeneratorDialog from '../../web/src/screens/invoice/InvoiceGeneratorDialog';
import { EMPTY_INVOICE_SETTINGS } from '../../web/src/screens/invoice/invoice-draft';
import { invoiceSettings } from '../../stories/screens/invoice/invoice-fixtures';
import meta, * as stories from '../../stories/screens/invoice/InvoiceGeneratorView.stories';
import { renderStory } from './render-story';

const user = userEvent.setup();
const dialog = () => screen.getByRole('dialog', { name: 'Générateur de facture' });
const line = (position: number) => within(dialog()).getByRole('group', { name: `Ligne ${position}` });
/** The amount shown after a label of the totals block. */
const total = (label: 'Sous-total' | 'Total') =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/[\u202f\u00a0]/g, ' ');

describe('invoice generator view', () => {
  it('starts an empty invoice dated today, with one line and zero totals', () => {
    renderStory(meta, stories.Empty);
    expect(within(dialog()).getByLabelText("Date d'émission")).toHaveValue('2026-03-05');
    expect(within(dialog()).getAllByRole('group')).toHaveLength(1);
    expect(total('Sous-total')).toBe('0,00 €');
    expect(total('Total')).toBe('0,00 €');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('computes line totals and the total in exact cents as lines are typed, added and removed', async () => {
    renderStory(meta, stories.Empty);
    await user.type(within(line(1)).getByLabelText('Description'), 'Cartes de visite');
    await user.clear(within(line(1)).getByLabelText('Quantité'));
    await user.type(within(line(1)).getByLabelText('Quantité'), '3');
    await user.clear(within(line(1)).getByLabelText('Prix unitaire'));
    await user.type(within(line(1)).getByLabelText('Prix unitaire'), '0.10');
    expect(within(line(1)).getByText('0,30 €')).toBeInTheDocument();
    expect(total('Total')).toBe('0,30 €');

    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    await user.clear(within(line(2)).getByLabelText('Prix unitaire'));
    await user.type(within(line(2)).getByLabelText('Prix unitaire'), '1234.5');
    expect(total('Sous-total')).toBe('1 234,80 €');
    expect(total('Total')).toBe('1 234,80 €');

    await user.click(screen.getByRole('button', { name: 'Supprimer la ligne 1' }));
    expect(within(dialog()).getAllByRole('group')).toHaveLength(1);
    expect(total('Total')).toBe('1 234,50 €');
    expect(screen.getByRole('button', { name: 'Supprimer la ligne 1' })).toBeDisabled();
  });

  it('turns a non-numeric or negative amount into 0 when the field is left', async () => {
    renderStory(meta, stories.Empty);
    const quantity = within(line(1)).getByLabelText('Quantité');
    await user.clear(quantity);
    await user.type(quantity, '-2');
    await user.tab();
    expect(quantity).toHaveValue(0);
    expect(within(line(1)).getByLabelText('Prix unitaire')).toHaveAttribute('step', '0.01');
    expect(within(line(1)).getByLabelText('Prix unitaire')).toHaveAttribute('min', '0');
    expect(quantity).toHaveAttribute('min', '0');
  });

  it('hands the invoice and the current settings to the PDF, and cancels', async () => {
    const onGenerate = jest.fn();
    const onClose = jest.fn();
    renderStory(meta, stories.Filled, { onGenerate, onClose });
    expect(total('Total')).toBe('1 440,30 €');
    await user.click(screen.getByRole('button', { name: 'Générer PDF' }));
    expect(onGenerate).toHaveBeenCalledWith({
      settings: invoiceSettings,
      invoice: expect.objectContaining({ clientName: 'Boulangerie Lefèvre', number: 'F-2026-042' }),
    });
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('folds the ten settings fields and saves what was typed', async () => {
    const onSaveSettings = jest.fn();
    renderStory(meta, stories.Empty, { onSaveSettings });
    const summary = screen.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    await user.click(summary);
    for (const label of [
      "Nom de l'entreprise",
      'Adresse (ligne 1)',
      'Adresse (ligne 2)',
      'Email',
      'Téléphone',
      'Titulaire du compte',
      'Banque',
      'IBAN',
      'BIC',
      'Notes par défaut',
    ]) {
      expect(within(dialog()).getByLabelText(label)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText("Nom de l'entreprise"), 'Atelier Martin');
    await user.type(screen.getByLabelText('IBAN'), 'FR76');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(onSaveSettings).toHaveBeenCalledWith({ ...EMPTY_INVOICE_SETTINGS, companyName: 'Atelier Martin', iban: 'FR76' });
  });

  it('shows the save and load outcomes', () => {
    const { unmount } = renderStory(meta, stories.SaveError);
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur sauvegarde: Le champ iban est trop long.');
    unmount();
    renderStory(meta, stories.SettingsSaved);
    expect(screen.getByText('Paramètres de facture enregistrés avec succès !')).toBeInTheDocument();
    renderStory(meta, stories.SettingsLoadError);
    expect(screen.getByText('Impossible de charger les paramètres: Erreur HTTP: 500')).toBeInTheDocument();
  });

  it('follows settings that arrive after opening', () => {
    const view = renderStory(meta, stories.SettingsLoading);
    expect(screen.getByLabelText("Nom de l'entreprise")).toBeDisabled();
    view.rerender(<meta.component {...meta.args} initialSettingsOpen settings={invoiceSettings} />);
    expect(screen.getByLabelText("Nom de l'entreprise")).toHaveValue('Atelier Éloïse Martin');
  });
});

describe('invoice generator dialog', () => {
  const stored = { __typename: 'InvoiceSettings', ...invoiceSettings };
  const loads: MockLink.MockedResponse = {
    request: { query: InvoiceSettingsDocument },
    result: { data: { invoiceSettings: stored } },
    maxUsageCount: Infinity,
  };

  it('loads the stored settings and saves only the ten fields, then confirms', async () => {
    const sent = jest.fn();
    const saves: MockLink.MockedResponse = {
      request: { query: UpdateInvoiceSettingsDocument, variables: () => true },
      result: (variables) => {
        sent(variables);
        return { data: { updateInvoiceSettings: { ...stored, ...variables.input } } };
      },
    };
    render(
      <MockedProvider mocks={[loads, saves]}>
        <InvoiceGeneratorDialog open onClose={() => undefined} today="2026-03-05" />
      </MockedProvider>,
    );
    await user.click(screen.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ }));
    await waitFor(() => expect(screen.getByLabelText("Nom de l'entreprise")).toHaveValue('Atelier Éloïse Martin'));
    await user.clear(screen.getByLabelText('BIC'));
    await user.type(screen.getByLabelText('BIC'), 'CEPAFRPP');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await screen.findByText('Paramètres de facture enregistrés avec succès !');
    expect(sent).toHaveBeenCalledWith({ input: { ...invoiceSettings, bic: 'CEPAFRPP' } });
    expect(screen.getByLabelText('BIC')).toHaveValue('CEPAFRPP');
  });

  it('reports load and save failures with the server message', async () => {
    const refused = (query: typeof InvoiceSettingsDocument | typeof UpdateInvoiceSettingsDocument, message: string): MockLink.MockedResponse => ({
      request: { query, variables: () => true },
      result: { errors: [new GraphQLError(message)] },
    });
    render(
      <MockedProvider
        mocks={[refused(InvoiceSettingsDocument, 'Accès refusé.'), refused(UpdateInvoiceSettingsDocument, 'Le champ iban est trop long.')]}
      >
        <InvoiceGeneratorDialog open onClose={() => undefined} today="2026-03-05" />
      </MockedProvider>,
    );
    await screen.findByText('Impossible de charger les paramètres: Accès refusé.');
    await user.click(screen.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect((await screen.findByText('Erreur sauvegarde: Le champ iban est trop long.')).closest('[role="alert"]')).not.toBeNull();
  });
});
