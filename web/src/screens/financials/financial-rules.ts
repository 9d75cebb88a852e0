import type { FinancialDailyBalancesQuery } from '../../graphql/generated/graphql';

/** The financials screen's texts, categories and rules (spec.md §2, §4, §5, §8). */

export const CATEGORIES = ['Abonnement', 'Pourboire', 'Média Privé', 'Autre Revenu', 'Dépense Logiciel', 'Dépense Marketing', 'Autre Dépense'] as const;
export const TRANSACTION_TYPES = ['Revenu', 'Dépense'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const financialTexts = {
  title: 'Gestion Financière',
  chartTitle: 'Solde Journalier Net (Revenus - Dépenses)',
  empty: 'Aucune transaction trouvée.',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette transaction ?',
  amountNotANumber: 'Le montant doit être un nombre.',
  amountInvalid: 'Le montant doit être un nombre valide.',
  descriptionRequired: 'La description est obligatoire.',
  dateRequired: 'La date est obligatoire.',
  addFailed: "Impossible d'ajouter la transaction.",
  authFailed: "Erreur d'authentification.",
  updateFailed: 'Erreur lors de la mise à jour de la transaction.',
  loadFailed: 'Erreur lors du chargement des transactions financières.',
  employeesLoadFailed: 'Impossible charger employés',
  deleteFailed: 'Impossible de supprimer la transaction.',
} as const;

/** The business day (Europe/Paris), not the browser's: a default date must not depend on where the user is. */
export const BUSINESS_TIME_ZONE = 'Europe/Paris';
export function businessToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** An amount as typed (a comma is accepted as the decimal mark), or null when it is not a number. */
export function parseAmount(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (text === '') return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

/** spec.md §4: the absolute value, made negative for a Dépense. */
export const signedAmount = (amount: number, type: TransactionType): number => (type === 'Dépense' ? -Math.abs(amount) : Math.abs(amount));

/** Revenue and zero are green, expenses red (the chart's bars follow the same rule). */
export const amountTone = (amount: number): 'success.main' | 'error.main' => (amount >= 0 ? 'success.main' : 'error.main');

export type DailyBalance = FinancialDailyBalancesQuery['financialDailyBalances'][number];
export const CHART_HEIGHT = 300;
