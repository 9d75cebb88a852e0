import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import addMeta, * as addStories from '../../stories/screens/financials/components/AddTransactionForm.stories';
import editMeta, * as editStories from '../../stories/screens/financials/components/EditTransactionDialog.stories';
import rangeMeta, * as rangeStories from '../../stories/components/DateRangeFilter.stories';
import amountMeta, * as amountStories from '../../stories/components/SignedAmount.stories';
import totalsMeta, * as totalsStories from '../../stories/screens/financials/components/FinancialTotals.stories';
import viewMeta, * as viewStories from '../../stories/screens/financials/FinancialsView.stories';
import { createAppTheme } from '../../web/src/app/theme';
import { amountTone, parseAmount } from '../../web/src/screens/financials/financial-rules';
import { dayInput, setDay } from './day-field';
import { renderStory } from './render-story';
import { searchAndPick } from './search-select';

// The charts library clones its state with structuredClone, which jsdom does not provide.
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const user = userEvent.setup();
const light = createAppTheme('light');

/** The view with its lazily loaded chart settled. */
async function renderView(...args: Parameters<typeof renderStory<Parameters<typeof viewMeta.component>[0]>>) {
  let result!: ReturnType<typeof renderStory>;
  await act(async () => {
    result = renderStory(...args);
  });
  return result;
}
// fr-FR separates thousands with a narrow no-break space and puts a no-break space before €.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('sign rules', () => {
  it('colours zero and revenue green, expenses red', () => {
    expect([amountTone(10), amountTone(0), amountTone(-0.01)]).toEqual(['success.main', 'success.main', 'error.main']);
  });

  it.each([
    [amountStories.Revenue, '1 234,50 €'],
    [amountStories.Expense, '-59,99 €'],
    [amountStories.Zero, '0,00 €'],
  ])('prints amounts in French euros', (story, text) => {
    renderStory(amountMeta, story);
    expect(plain(document.body.textContent)).toBe(text);
  });

  it('reads amounts with a point or a comma, and nothing else', () => {
    expect([parseAmount('12.5'), parseAmount('12,5'), parseAmount('-3'), parseAmount(''), parseAmount('abc')]).toEqual([
      12.5,
      12.5,
      -3,
      null,
      null,
    ]);
    expect([parseAmount('1 234,50'), parseAmount('-45,90'), parseAmount('1.234')]).toEqual([1234.5, -45.9, null]);
  });
});

describe('financials screen', () => {
  it('lists the transactions with coloured amounts, the chart title and the totals', async () => {
    await renderView(viewMeta, viewStories.Populated);
    expect(screen.getByRole('heading', { level: 1, name: 'Gestion Financière' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Solde Journalier Net (Revenus - Dépenses)' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Transactions' });
    for (const header of ['Date', 'Description', 'Montant', 'Catégorie', 'Employé Lié', 'Source', 'Actions'])
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const revenue = within(grid).getAllByText(
      (_, element) => element?.tagName === 'SPAN' && plain(element.textContent) === '1 234,50 €',
    )[0];
    const expense = within(grid).getAllByText(
      (_, element) => element?.tagName === 'SPAN' && plain(element.textContent) === '-59,99 €',
    )[0];
    expect(revenue).toHaveStyle({ color: light.palette.success.main });
    expect(expense).toHaveStyle({ color: light.palette.error.main });
    const totals = ['Revenus', 'Dépenses', 'Solde net'].map((label) =>
      plain(screen.getByText(label).closest('.MuiCard-root')!.textContent),
    );
    expect(totals).toEqual(['Revenus2 833,50 €', 'Dépenses910,39 €', 'Solde net1 923,11 €']);
  });

  it('asks the exact confirmation before deleting', async () => {
    const onDelete = jest.fn();
    await renderView(viewMeta, viewStories.Populated, { onDelete });
    await user.click(screen.getByRole('button', { name: 'Supprimer Logiciel de montage' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Êtes-vous sûr de vouloir supprimer cette transaction ?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(onDelete).toHaveBeenCalledWith(8);
  });

  it('opens the invoice generator from its button', async () => {
    const onOpenInvoice = jest.fn();
    await renderView(viewMeta, viewStories.Populated, { onOpenInvoice });
    await user.click(screen.getByRole('button', { name: 'Générer une facture' }));
    expect(onOpenInvoice).toHaveBeenCalled();
  });

  it('shows the empty text, the load error and a failed delete', async () => {
    const empty = await renderView(viewMeta, viewStories.Empty);
    expect(screen.getAllByText('Aucune transaction trouvée.').length).toBeGreaterThan(0);
    empty.unmount();
    const failed = await renderView(viewMeta, viewStories.LoadError);
    expect(screen.getByText('Erreur lors du chargement des transactions financières.')).toBeInTheDocument();
    failed.unmount();
    const deleteFailed = await renderView(viewMeta, viewStories.DeleteFailed);
    expect(screen.getByText('Erreur: Impossible de supprimer la transaction.')).toBeInTheDocument();
    deleteFailed.unmount();
    await renderView(viewMeta, viewStories.PaymentDeleteRefused);
    expect(
      screen.getByText(
        'Erreur: Cette transaction est le paiement de la facture F-2026-0006 : annulez le paiement depuis la facture.',
      ),
    ).toBeInTheDocument();
  });

  it('colours the totals by sign', () => {
    renderStory(totalsMeta, totalsStories.Loss);
    expect(plain(screen.getByText('Solde net').closest('.MuiCard-root')!.textContent)).toBe('Solde net-730,40 €');
  });
});

describe('period filter', () => {
  it('refuses a start date after the end date and clears both bounds', async () => {
    const onChange = jest.fn();
    renderStory(rangeMeta, rangeStories.StartAfterEnd, { onChange });
    expect(screen.getByText('La date de début ne peut pas être postérieure à la date de fin.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toutes les dates' }));
    expect(onChange).toHaveBeenCalledWith({ startDate: '', endDate: '' });
  });
});

describe('add transaction form', () => {
  const submit = () => user.click(screen.getByRole('button', { name: 'Ajouter la transaction' }));

  it('has an amount with a Revenu/Dépense type, today as the date and the seven categories', async () => {
    renderStory(addMeta, addStories.Empty);
    expect(screen.getByLabelText('Montant (€)', { exact: false })).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Revenu');
    expect(dayInput('Date')).toHaveValue('04/06/2024');
    await user.click(screen.getByRole('combobox', { name: 'Catégorie' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Aucune',
      'Abonnement',
      'Pourboire',
      'Média Privé',
      'Autre Revenu',
      'Dépense Logiciel',
      'Dépense Marketing',
      'Autre Dépense',
    ]);
  });

  it('marks every invalid field beside itself and moves the focus to the first one', async () => {
    const onSubmit = jest.fn();
    renderStory(addMeta, addStories.Empty, { onSubmit });
    const amount = screen.getByLabelText('Montant (€)', { exact: false });
    const description = screen.getByLabelText('Description', { exact: false });
    await submit();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Le montant doit être un nombre.');
    expect(description).toHaveAccessibleDescription('La description est obligatoire.');
    expect(amount).toHaveFocus();
    await user.type(amount, '-42.5');
    await submit();
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stores « -45,90 » as an expense of 45,90 €, never a hundred times more', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(addMeta, addStories.Empty, { onSubmit });
    await user.type(screen.getByLabelText('Montant (€)', { exact: false }), '-45,90');
    await user.type(screen.getByLabelText('Description', { exact: false }), 'Fournitures');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Dépense');
    expect(screen.getByLabelText('Montant (€)', { exact: false })).toHaveValue('45,90');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: -45.9 }), false);
  });

  it('signs the amount by the chosen type', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(addMeta, addStories.Empty, { onSubmit });
    await user.type(screen.getByLabelText('Montant (€)', { exact: false }), '1 234,50');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Dépense' }));
    await user.type(screen.getByLabelText('Description', { exact: false }), 'Ordinateur');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: -1234.5 }), false);
  });

  it('stays open, emptied and focused on the amount, after « Enregistrer et ajouter une autre »', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(addMeta, addStories.Empty, { onSubmit });
    const amount = screen.getByLabelText('Montant (€)', { exact: false });
    await user.type(amount, '12');
    await user.type(screen.getByLabelText('Description', { exact: false }), 'Café');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et ajouter une autre' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: 12, description: 'Café' }), true);
    await waitFor(() => expect(amount).toHaveValue(''));
    expect(amount).toHaveFocus();
    expect(screen.getByLabelText('Description', { exact: false })).toHaveValue('');
  });

  it('sends the signed amount as typed with the chosen fields', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(addMeta, addStories.Empty, { onSubmit });
    await user.type(screen.getByLabelText('Montant (€)', { exact: false }), '-42.5');
    await user.type(screen.getByLabelText('Description', { exact: false }), ' Hébergement ');
    await user.click(screen.getByRole('combobox', { name: 'Catégorie' }));
    await user.click(screen.getByRole('option', { name: 'Dépense Logiciel' }));
    await searchAndPick(user, 'Employé lié', 'moreau', 'Sophie Moreau');
    await user.type(screen.getByLabelText('Source'), 'OVH');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      {
        amount: -42.5,
        description: 'Hébergement',
        date: '2024-06-04',
        category: 'Dépense Logiciel',
        relatedEmployeeId: 3,
        relatedSource: 'OVH',
      },
      false,
    );
  });

  it('says when the employees cannot be searched', async () => {
    renderStory(addMeta, addStories.EmployeesLoadFailed);
    await user.click(screen.getByRole('combobox', { name: 'Employé lié' }));
    expect(await screen.findByText('Impossible charger employés')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    renderStory(addMeta, addStories.ServerRefuses);
    await user.type(screen.getByLabelText('Montant (€)', { exact: false }), '10');
    await user.type(screen.getByLabelText('Description', { exact: false }), 'Test');
    await submit();
    expect(await screen.findByText("Impossible d'ajouter la transaction.")).toBeInTheDocument();
  });
});

describe('edit transaction modal', () => {
  const save = () => user.click(screen.getByRole('button', { name: 'Enregistrer' }));

  it('shows the amount unsigned with its type, and sends the type', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(editMeta, editStories.Expense, { onSubmit });
    const dialog = screen.getByRole('dialog', { name: 'Modifier la transaction' });
    expect(within(dialog).getByLabelText('Montant (€)', { exact: false })).toHaveValue('59,99');
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Dépense');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Revenu' }));
    const category = within(dialog).getByLabelText('Catégorie');
    await user.clear(category);
    await user.type(category, 'Catégorie libre');
    await save();
    expect(onSubmit).toHaveBeenCalledWith({
      description: 'Logiciel de montage',
      amount: 59.99,
      type: 'Revenu',
      date: '2024-06-03',
      category: 'Catégorie libre',
      employeeId: null,
    });
  });

  it('requires a description, a valid amount and a date', async () => {
    const onSubmit = jest.fn();
    renderStory(editMeta, editStories.Revenue, { onSubmit });
    const description = screen.getByLabelText('Description', { exact: false });
    await user.clear(description);
    await save();
    expect(screen.getByText('La description est obligatoire.')).toBeInTheDocument();
    await user.type(description, 'Abonnements');
    await user.clear(screen.getByLabelText('Montant (€)', { exact: false }));
    await save();
    expect(screen.getByText('Le montant doit être un nombre valide.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Montant (€)', { exact: false }), '10');
    setDay(dayInput('Date'), '');
    await save();
    expect(screen.getByText('La date est obligatoire.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    renderStory(editMeta, editStories.ServerRefuses);
    await save();
    expect(await screen.findByText('Erreur lors de la mise à jour de la transaction.')).toBeInTheDocument();
  });

  it('says where to cancel an invoice payment instead', async () => {
    renderStory(editMeta, editStories.InvoicePayment);
    await save();
    expect(
      await screen.findByText(
        'Cette transaction est le paiement de la facture F-2026-0006 : annulez le paiement depuis la facture.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
