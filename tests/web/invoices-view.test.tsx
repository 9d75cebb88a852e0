import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import viewMeta, * as viewStories from '../../stories/screens/invoices/InvoicesView.stories';
import { dayInput } from './day-field';
import { renderStory } from './render-story';

const user = userEvent.setup();
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const rowOf = (number: string) =>
  within(screen.getByRole('grid', { name: 'Factures' }))
    .getByText(number)
    .closest('[role="row"]') as HTMLElement;
const cells = (number: string) =>
  within(rowOf(number))
    .getAllByRole('gridcell')
    .map((cell) => plain(cell.textContent));

describe('« Factures » list', () => {
  it('shows each row with its type, dates, signed TTC total and status', () => {
    renderStory(viewMeta, viewStories.EveryStatus);
    expect(screen.getByRole('heading', { level: 1, name: 'Factures' })).toBeInTheDocument();
    const headers = within(screen.getByRole('grid', { name: 'Factures' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'N°',
      'Type',
      'Client',
      "Date d'émission",
      'Échéance',
      'Total TTC',
      'Statut',
      'Réseau',
      'Actions',
    ]);
    expect(cells('F-2026-0007').slice(0, 8)).toEqual([
      'F-2026-0007',
      'Facture',
      'Boulangerie Lefèvre',
      '5 mars 2026',
      '4 avr. 2026',
      '1 440,00 €',
      'Émise',
      'Déposée',
    ]);
    // A credit note takes money back: negative, no due date, and it names the invoice it credits.
    expect(cells('A-2026-0002').slice(0, 7)).toEqual([
      'A-2026-0002Avoir sur F-2026-0005',
      'Avoir',
      'Garage Martin',
      '9 mars 2026',
      '—',
      '-480,00 €',
      'Émise',
    ]);
    // A credited invoice lists its credit notes.
    expect(cells('F-2026-0004')[0]).toBe('F-2026-0004Avoir : A-2026-0001');
    // A sent invoice says when, under its status.
    expect(cells('F-2026-0006')[6]).toMatch(/^PayéeEnvoyée le 20 févr\. 2026 à \d{2}:05$/);
    expect(cells('F-2026-0007')[6]).toBe('Émise');
  });

  it('colours the statuses: Émise default, Payée green, En retard red, Annulée par avoir grey outlined', () => {
    renderStory(viewMeta, viewStories.EveryStatus);
    const chip = (number: string, status: string) => within(rowOf(number)).getByText(status).closest('.MuiChip-root');
    expect(chip('F-2026-0007', 'Émise')).toHaveClass('MuiChip-colorDefault', 'MuiChip-filled');
    expect(chip('F-2026-0006', 'Payée')).toHaveClass('MuiChip-colorSuccess');
    expect(chip('F-2026-0003', 'En retard')).toHaveClass('MuiChip-colorError');
    expect(chip('F-2026-0005', 'Annulée par avoir')).toHaveClass('MuiChip-colorDefault', 'MuiChip-outlined');
  });

  it('offers only the actions that apply to each row', async () => {
    const onDownload = jest.fn();
    renderStory(viewMeta, viewStories.EveryStatus, { onDownload });
    const button = (name: string) => screen.queryByRole('button', { name });
    // Open invoices: everything.
    expect(button('Émettre un avoir sur F-2026-0007')).toBeEnabled();
    expect(button('Enregistrer un paiement pour F-2026-0007')).toBeEnabled();
    // Paid: still creditable, not payable twice.
    expect(button('Émettre un avoir sur F-2026-0006')).toBeEnabled();
    expect(button('Enregistrer un paiement pour F-2026-0006')).toBeDisabled();
    // A disabled action says why on hover.
    expect(button('Enregistrer un paiement pour F-2026-0006')!.parentElement).toHaveAttribute(
      'title',
      'Paiement déjà enregistré.',
    );
    // Fully credited: nothing left to credit or to cash.
    expect(button('Émettre un avoir sur F-2026-0005')).toBeDisabled();
    expect(button('Enregistrer un paiement pour F-2026-0005')).toBeDisabled();
    // A credit note is neither credited nor paid; its PDF is still there.
    expect(button('Émettre un avoir sur A-2026-0002')).not.toBeInTheDocument();
    expect(button('Enregistrer un paiement pour A-2026-0002')).not.toBeInTheDocument();
    expect(button('Modifier F-2026-0007')).not.toBeInTheDocument();
    expect(button('Supprimer F-2026-0007')).not.toBeInTheDocument();
    await user.click(button('Télécharger le PDF A-2026-0002')!);
    expect(onDownload.mock.calls.map(([row]) => row.number)).toEqual(['A-2026-0002']);
    // A Manager cannot cancel a payment.
    expect(screen.queryByRole('button', { name: /^Annuler le paiement/ })).not.toBeInTheDocument();
  });

  it('sends an invoice by mail from its row: the client’s email prefilled, bad addresses refused before sending', async () => {
    const onSend = jest.fn().mockResolvedValue('Facture mise en file d’envoi vers contact@cafedesarts.fr.');
    renderStory(viewMeta, viewStories.EveryStatus, { onSend });
    await user.click(screen.getByRole('button', { name: 'Envoyer F-2026-0006 par courriel' }));
    const dialog = screen.getByRole('dialog', { name: 'Envoyer la facture' });
    const to = within(dialog).getByRole('textbox', { name: 'Destinataire' });
    expect(to).toHaveValue('contact@cafedesarts.fr');
    await user.type(within(dialog).getByRole('textbox', { name: 'Copie à' }), 'pas une adresse');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText('Adresse de courriel invalide : « pas une adresse ».')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Copie à' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Copie à' }), 'compta@cafedesarts.fr');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(onSend).toHaveBeenCalledWith(6, {
      to: 'contact@cafedesarts.fr',
      cc: 'compta@cafedesarts.fr',
      subject: null,
      message: null,
    });
    expect(await screen.findByText('Facture mise en file d’envoi vers contact@cafedesarts.fr.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets an Admin cancel the payment of a paid invoice, asking why, then says it is done', async () => {
    const onCancelPayment = jest.fn().mockResolvedValue(undefined);
    renderStory(viewMeta, viewStories.AsAdmin, { onCancelPayment });
    const button = (name: string) => screen.queryByRole('button', { name });
    // Only the paid invoice offers it, in place of the payment it already has.
    expect(
      screen.getAllByRole('button', { name: /^Annuler le paiement de / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Annuler le paiement de F-2026-0006']);
    expect(button('Enregistrer un paiement pour F-2026-0006')).not.toBeInTheDocument();
    expect(button('Enregistrer un paiement pour F-2026-0007')).toBeEnabled();
    await user.click(button('Annuler le paiement de F-2026-0006')!);
    const dialog = screen.getByRole('dialog', { name: 'Annuler le paiement' });
    expect(plain(dialog.textContent)).toContain('Facture F-2026-0006 — Café des Arts, payée le 3 mars 2026');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motif' }), 'Virement rejeté');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le paiement' }));
    expect(onCancelPayment).toHaveBeenCalledWith(6, { reason: 'Virement rejeté' });
    expect(
      await screen.findByText(
        'Paiement annulé : la facture est de nouveau à encaisser et sa transaction de revenu a été supprimée.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('filters on status, type and client', async () => {
    const onStatusChange = jest.fn();
    const onKindChange = jest.fn();
    renderStory(viewMeta, viewStories.EveryStatus, { onStatusChange, onKindChange });
    await user.click(screen.getByRole('combobox', { name: 'Statut' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Tous',
      'Émise',
      'Payée',
      'En retard',
      'Annulée par avoir',
    ]);
    await user.click(screen.getByRole('option', { name: 'Payée' }));
    expect(onStatusChange).toHaveBeenCalledWith('Payée');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Tous', 'Factures', 'Avoirs']);
    await user.click(screen.getByRole('option', { name: 'Avoirs' }));
    expect(onKindChange).toHaveBeenCalledWith('credit_note');
    expect(screen.getByRole('searchbox', { name: 'Client' })).toBeInTheDocument();
    expect(dayInput('Du')).toBeInTheDocument();
    expect(dayInput('Au')).toBeInTheDocument();
  });

  it('shows the empty text, the load error, a failed download and a period in the wrong order', () => {
    const empty = renderStory(viewMeta, viewStories.Empty);
    expect(screen.getByText('Aucune facture trouvée.')).toBeInTheDocument();
    empty.unmount();
    const failed = renderStory(viewMeta, viewStories.LoadError);
    expect(screen.getByText('Impossible de charger les factures.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    failed.unmount();
    const download = renderStory(viewMeta, viewStories.DownloadFailed);
    expect(screen.getByText('Erreur: Facture introuvable.')).toBeInTheDocument();
    download.unmount();
    renderStory(viewMeta, viewStories.PeriodInWrongOrder);
    expect(screen.getByText('La date de début ne peut pas être postérieure à la date de fin.')).toBeInTheDocument();
  });

  it('opens « Nouvelle facture »', async () => {
    const onNewInvoice = jest.fn();
    renderStory(viewMeta, viewStories.EveryStatus, { onNewInvoice });
    await user.click(screen.getByRole('button', { name: 'Nouvelle facture' }));
    expect(onNewInvoice).toHaveBeenCalled();
  });
});
