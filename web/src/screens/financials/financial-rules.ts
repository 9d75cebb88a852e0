import {
  type FieldValues,
  type TransactionType,
  checkField,
  checkFields,
  fieldProblems,
  messages,
  newTransactionRules,
  signedCents,
  transactionEditRules,
} from '@pilotage/domain';
import { centsToAmount, moneyCents } from '../../lib/money-input';
import type { FinancialDailyBalancesQuery } from '../../graphql/generated/graphql';
import { TRANSACTION_TABLE_EMPTY } from '../../components/TransactionsTable';

/** The financials screen's texts (docs/product.md §2, §8) and its forms' rules, the gateway's (@pilotage/domain). */

export const financialTexts = {
  title: 'Gestion Financière',
  chartTitle: 'Solde Journalier Net (Revenus - Dépenses)',
  empty: TRANSACTION_TABLE_EMPTY,
  attachmentFailed: "Impossible d'ouvrir le justificatif.",
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette transaction ?',
  addFailed: "Impossible d'ajouter la transaction.",
  authFailed: "Erreur d'authentification.",
  updateFailed: 'Erreur lors de la mise à jour de la transaction.',
  loadFailed: 'Erreur lors du chargement des transactions financières.',
  employeesLoadFailed: 'Impossible charger employés',
  deleteFailed: 'Impossible de supprimer la transaction.',
} as const;

/** An amount as typed (« 45,90 », « 1 234,50 », « 45.90 »), or null when it is not one (web/src/lib/money-input.ts). */
export function parseAmount(raw: string): number | null {
  const cents = moneyCents(raw);
  return cents === null ? null : centsToAmount(cents);
}

/**
 * The signed amount the add form sends: the type gives the sign of an unsigned amount; a minus
 * sign typed anyway means an expense (the field switches the type to Dépense when it is left).
 */
export function signedAmount(raw: string, type: TransactionType): number | null {
  const cents = moneyCents(raw);
  if (cents === null) return null;
  return centsToAmount(cents < 0 ? cents : signedCents(cents, type));
}

/** The add form's first refusal: the amount first, as docs/product.md §5 lists it. */
export function validateNewTransaction(input: FieldValues<typeof newTransactionRules>): string | null {
  return checkField(newTransactionRules.amount, input.amount) ?? checkFields(newTransactionRules, input);
}

/** The add form's refusals by field (the amount parsed, null when not a number). */
export function newTransactionProblems(input: FieldValues<typeof newTransactionRules>) {
  return fieldProblems(newTransactionRules, input);
}

/** The edit modal says « nombre valide » for any amount it cannot take (docs/product.md §5). */
const transactionEditForm = {
  ...transactionEditRules,
  amount: { ...transactionEditRules.amount, notANumber: messages.amountInvalid },
};

/** The edit modal's first refusal, as the gateway words it (docs/product.md §5). */
export function validateTransactionEdit(input: FieldValues<typeof transactionEditRules>): string | null {
  return checkFields(transactionEditForm, input);
}

/** The edit modal's refusals by field (the amount parsed and unsigned, null when not a number). */
export function transactionEditProblems(input: FieldValues<typeof transactionEditRules>) {
  return fieldProblems(transactionEditForm, input);
}

export { amountTone } from '../../components/SignedAmount';

export type DailyBalance = FinancialDailyBalancesQuery['financialDailyBalances'][number];
export const CHART_HEIGHT = 300;
