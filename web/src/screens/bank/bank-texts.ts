import type {
  BankAccountFieldsFragment,
  BankLineFieldsFragment,
  BankRuleFieldsFragment,
} from '../../graphql/generated/graphql';
import { formatEuro } from '../../lib/format';

export type BankAccountRow = BankAccountFieldsFragment;
export type BankLineRow = BankLineFieldsFragment;
export type BankProposal = BankLineRow['proposals'][number];
export type BankRuleRow = BankRuleFieldsFragment;

/** « Banque »'s own texts (the gateway's refusals come with theirs). */
export const bankTexts = {
  title: 'Banque',
  loadFailed: 'Erreur lors du chargement des lignes bancaires.',
  accountsFailed: 'Erreur lors du chargement des comptes bancaires.',
  actionFailed: 'Erreur lors du rapprochement.',
  importFailed: "Erreur lors de l'import du relevé.",
  empty: 'Aucune ligne de relevé trouvée.',
  noAccount: 'Aucun compte bancaire : créez-en un pour importer ses relevés.',
  bankBalance: 'Solde banque',
  pilotageBalance: 'Solde Pilotage',
  toReconcile: 'À rapprocher',
  noProposal: 'Aucune proposition',
  createTransaction: 'Créer une transaction',
  rules: 'Règles de rapprochement',
  rulesFailed: 'Erreur lors du chargement des règles de rapprochement.',
  ruleActionFailed: 'Erreur lors de la modification de la règle.',
  ruleCreated: 'Règle créée.',
  noRule: 'Aucune règle : créez-en une ici ou depuis une ligne (« Créer une règle »).',
} as const;

/** A CSV mapping as the preview gives it and the import takes it back. */
export interface CsvMapping {
  separator: string;
  decimal: string;
  dateOrder: string;
  skipRows: number;
  dateColumn: number;
  labelColumn: number;
  amountColumn: number | null;
  debitColumn: number | null;
  creditColumn: number | null;
  referenceColumn: number | null;
}

export interface StatementPreview {
  format: string;
  lineCount: number;
  rows: { line: number; date: string; amount: number; label: string; bankRef: string | null }[];
  mapping: CsvMapping | null;
  columns: string[];
  encoding: string | null;
  warnings: string[];
  problems: { line: number | null; reason: string }[];
}

export interface ImportResult {
  lineCount: number;
  added: number;
  skipped: number;
  warnings: string[];
}

export const FORMAT_LABELS: Record<string, string> = { camt053: 'CAMT.053', ofx: 'OFX', csv: 'CSV' };

/** What a settled line is matched with, in words. */
export function settledWith(line: BankLineRow): string {
  if (line.state === 'Ignorée') return 'Ignorée';
  if (line.matchKind === 'invoice') return `Facture ${line.invoiceNumber ?? ''}`.trim();
  if (line.matchKind === 'supplier_invoice') return `Facture fournisseur ${line.supplierInvoiceReference ?? ''}`.trim();
  if (line.transactionDescription) return `Transaction « ${line.transactionDescription} »`;
  return 'Rapprochée';
}

/** A rule's conditions in words: « Libellé contenant « CB » · montant entre … et 0,00 € ». */
export function ruleConditions(rule: Pick<BankRuleRow, 'labelContains' | 'minAmount' | 'maxAmount'>): string {
  const bound = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? '…' : formatEuro(amount);
  return [
    rule.labelContains ? `Libellé contenant « ${rule.labelContains} »` : null,
    rule.minAmount !== null || rule.maxAmount !== null
      ? `montant entre ${bound(rule.minAmount)} et ${bound(rule.maxAmount)}`
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
