import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import creditMeta, * as creditStories from '../../stories/screens/invoices/components/CreditNoteDialog.stories';
import paymentMeta, * as paymentStories from '../../stories/screens/invoices/components/PaymentDialog.stories';
import cancelMeta, * as cancelStories from '../../stories/screens/invoices/components/CancelPaymentDialog.stories';
import { parseQuantity } from '../../web/src/screens/invoices/credit-note';
import { dayInput, setDay } from './day-field';
import { renderStory } from './render-story';

const user = userEvent.setup();
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('« Émettre un avoir »', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Émettre un avoir' });
  const submit = () => user.click(within(dialog()).getByRole('button', { name: "Émettre l'avoir" }));

  it('requires a motif, then credits the whole invoice by default', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const onClose = jest.fn();
    renderStory(creditMeta, creditStories.PartlyCredited, { onSubmit, onClose });
    // 900 € invoiced, 120 € already credited.
    expect(plain(dialog().textContent)).toContain('Reste à créditer : 780,00 € TTC');
    expect(
      within(dialog()).getByRole('radio', { name: (name) => plain(name) === 'Avoir total (780,00 €)' }),
    ).toBeChecked();
    await submit();
    expect(within(dialog()).getByText("Le motif de l'avoir est obligatoire.")).toBeInTheDocument();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Motif' }), '   ');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Motif' }), 'Prestation annulée ');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Prestation annulée' });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers to record the refund of a paid invoice, ticked, and sends the flag only then', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(creditMeta, creditStories.PaidInvoice, { onSubmit });
    const refund = within(dialog()).getByRole('checkbox', { name: /Enregistrer le remboursement en dépense/ });
    expect(refund).toBeChecked();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Motif' }), 'Prestation annulée');
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ reason: 'Prestation annulée', recordRefund: true });
  });

  it('records no refund when unticked, and offers none on an unpaid invoice', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const paid = renderStory(creditMeta, creditStories.PaidInvoice, { onSubmit });
    await user.click(within(dialog()).getByRole('checkbox', { name: /Enregistrer le remboursement/ }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Motif' }), 'Remise');
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ reason: 'Remise' });
    paid.unmount();
    renderStory(creditMeta, creditStories.PartlyCredited);
    expect(within(dialog()).queryByRole('checkbox')).toBeNull();
  });

  it('credits chosen quantities of the lines, within what is left to credit', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(creditMeta, creditStories.PartlyCredited, { onSubmit });
    const partial = within(dialog()).getByRole('radio', { name: 'Avoir partiel : choisir les quantités' });
    // Enabled once the invoice's lines have arrived.
    await waitFor(() => expect(partial).toBeEnabled());
    await user.click(partial);
    await user.type(within(dialog()).getByRole('textbox', { name: 'Motif' }), 'Atelier non réalisé');
    const quantity = (line: number) =>
      within(dialog()).getByRole('spinbutton', { name: `Quantité à créditer, ligne ${line}` });
    await submit();
    expect(within(dialog()).getByText('Indiquez au moins une quantité à créditer.')).toBeInTheDocument();

    await user.clear(quantity(1));
    await user.type(quantity(1), '3');
    await submit();
    expect(
      within(dialog()).getByText('Chaque quantité à créditer est un nombre entre 0 et la quantité facturée.'),
    ).toBeInTheDocument();

    // 2 × 250 + 10 × 10 + 1,5 × 100 = 750 HT, 900 TTC: more than the 780 € left.
    await user.clear(quantity(1));
    await user.type(quantity(1), '2');
    await user.clear(quantity(2));
    await user.type(quantity(2), '10');
    await user.clear(quantity(3));
    await user.type(quantity(3), '1.5');
    expect(plain(dialog().textContent)).toContain("Montant de l'avoir : 900,00 € TTC");
    await submit();
    expect(within(dialog()).getByText("L'avoir dépasse le montant restant de la facture.")).toBeInTheDocument();

    await user.clear(quantity(2));
    await user.type(quantity(2), '0');
    await user.clear(quantity(3));
    await user.type(quantity(3), '0.5');
    expect(plain(dialog().textContent)).toContain("Montant de l'avoir : 660,00 € TTC");
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      reason: 'Atelier non réalisé',
      lines: [
        { description: 'Atelier lecture (demi-journée)', quantity: 2, unitPrice: 250, vatRate: 20 },
        { description: 'Livrets imprimés', quantity: 0.5, unitPrice: 100, vatRate: 20 },
      ],
    });
  });

  it("offers the whole credit only when the lines cannot be read, and shows the server's refusal", async () => {
    const lines = renderStory(creditMeta, creditStories.LinesUnavailable);
    expect(await within(dialog()).findByText(/Impossible de charger les lignes de la facture/)).toBeInTheDocument();
    expect(within(dialog()).getByRole('radio', { name: 'Avoir partiel : choisir les quantités' })).toBeDisabled();
    lines.unmount();
    renderStory(creditMeta, creditStories.ServerRefuses);
    await user.type(within(dialog()).getByRole('textbox', { name: 'Motif' }), 'Erreur de facturation');
    await submit();
    expect(await within(dialog()).findByText("L'avoir dépasse le montant restant de la facture.")).toBeInTheDocument();
  });

  it('reads quantities as typed in French or English', () => {
    expect(['', '2', '1,5', '0.125', '-1', '1,2345', 'deux'].map(parseQuantity)).toEqual([
      0,
      2000,
      1500,
      125,
      null,
      null,
      null,
    ]);
  });
});

describe('« Enregistrer un paiement »', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Enregistrer un paiement' });
  const submit = () => user.click(within(dialog()).getByRole('button', { name: 'Enregistrer le paiement' }));

  it('shows the amount to be recorded as revenue and sends the business day by default', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const onClose = jest.fn();
    renderStory(paymentMeta, paymentStories.PartlyCredited, { onSubmit, onClose });
    expect(plain(dialog().textContent)).toContain('Montant encaissé : 780,00 € TTC');
    expect(dayInput('Date du paiement', dialog())).toHaveValue('10/03/2026');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ date: '2026-03-10' });
    expect(onClose).toHaveBeenCalled();
  });

  it("wants a date, and shows the server's refusal", async () => {
    const onSubmit = jest.fn();
    const first = renderStory(paymentMeta, paymentStories.Default, { onSubmit });
    setDay(dayInput('Date du paiement', dialog()), '');
    await submit();
    expect(within(dialog()).getByText('La date du paiement est obligatoire.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    first.unmount();
    renderStory(paymentMeta, paymentStories.ServerRefuses);
    await submit();
    expect(await within(dialog()).findByText('Cette facture est déjà payée.')).toBeInTheDocument();
  });
});

describe('« Annuler le paiement »', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Annuler le paiement' });
  const submit = () => user.click(within(dialog()).getByRole('button', { name: 'Annuler le paiement' }));

  it('requires a motif, then sends it trimmed and closes', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const onClose = jest.fn();
    renderStory(cancelMeta, cancelStories.Default, { onSubmit, onClose });
    const reason = within(dialog()).getByRole('textbox', { name: 'Motif' });
    expect(reason).toBeRequired();
    await submit();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      "Le motif de l'annulation du paiement est obligatoire.",
    );
    await user.type(reason, '   ');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(reason, 'Paiement saisi sur la mauvaise facture ');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Paiement saisi sur la mauvaise facture' });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal and stays open; « Retour » closes without sending", async () => {
    const view = renderStory(cancelMeta, cancelStories.ServerRefuses);
    await user.type(within(dialog()).getByRole('textbox', { name: 'Motif' }), 'Erreur');
    await submit();
    expect(
      await within(dialog()).findByText("Cette facture n'est pas payée : aucun paiement à annuler."),
    ).toBeInTheDocument();
    view.unmount();
    const onSubmit = jest.fn();
    const onClose = jest.fn();
    renderStory(cancelMeta, cancelStories.Default, { onSubmit, onClose });
    await user.click(within(dialog()).getByRole('button', { name: 'Retour' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
