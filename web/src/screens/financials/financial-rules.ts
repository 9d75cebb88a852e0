import {
  type FieldValues,
  checkField,
  checkFields,
  messages,
  newTransactionRules,
  transactionEditRules,
} from '@pilotage/domain';
import type { FinancialDailyBalancesQuery } from '../../graphql/generated/graphql';

/** The financials screen's texts (docs/product.md §2, §8) and its forms' rules, the gateway's (@pilotage/domain). */

export const financialTexts = {
  title: 'Gestion Financière',
  chartTitle: 'Solde Journalier Net (Revenus - Dépenses)',
  empty: 'Aucune transaction trouvée.',
  attachmentFailed: "Impossible d'ouvrir le justificatif.",
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette transaction ?',
  addFailed: "Impossible d'ajouter la transaction.",
  authFailed: "Erreur d'authentification.",
  updateFailed: 'Erreur lors de la mise à jour de la transaction.',
  loadFailed: 'Erreur lors du chargement des transactions financières.',
  employeesLoadFailed: 'Impossible charger employés',
  deleteFailed: 'Impossible de supprimer la transaction.',
} as const;

/** An amount as typed (a comma is accepted as the decimal mark), or null when it is not a number. */
export function parseAmount(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (text === '') return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

/** The add form's check of what it sends (the amount parsed, null when not a number): the amount first, as docs/product.md §5 lists it. */
export function validateNewTransaction(input: FieldValues<typeof newTransactionRules>): string | null {
  return checkField(newTransactionRules.amount, input.amount) ?? checkFields(newTransactionRules, input);
}

/** The edit modal says « nombre valide » for any amount it cannot take (docs/product.md §5). */
const transactionEditForm = {
  ...transactionEditRules,
  amount: { ...transactionEditRules.amount, notANumber: messages.amountInvalid },
};

/** The edit modal's check of what it sends (the amount parsed and unsigned, null when not a number). */
export function validateTransactionEdit(input: FieldValues<typeof transactionEditRules>): string | null {
  return checkFields(transactionEditForm, input);
}

/** Revenue and zero are green, expenses red (the chart's bars follow the same rule). */
export const amountTone = (amount: number): 'success.main' | 'error.main' =>
  amount >= 0 ? 'success.main' : 'error.main';

export type DailyBalance = FinancialDailyBalancesQuery['financialDailyBalances'][number];
export const CHART_HEIGHT = 300;
