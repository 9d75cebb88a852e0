/** Categories offered by the add-transaction form (docs/product.md §5); the edit form takes free text. */
export const TRANSACTION_CATEGORIES = [
  'Abonnement',
  'Pourboire',
  'Média Privé',
  'Autre Revenu',
  'Dépense Logiciel',
  'Dépense Marketing',
  'Autre Dépense',
] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

/** The edit form's type decides the sign of the stored amount (docs/product.md §4). */
export const TRANSACTION_TYPES = ['Revenu', 'Dépense'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Revenu for an amount ≥ 0, else Dépense. */
export const transactionType = (amount: number): TransactionType => (amount < 0 ? 'Dépense' : 'Revenu');
