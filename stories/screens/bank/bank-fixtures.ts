import type {
  BankAccountRow,
  BankLineRow,
  BankRuleRow,
  StatementPreview,
} from '../../../web/src/screens/bank/bank-texts';

/** Two accounts: one with lines to reconcile, one without any statement yet. */
export const bankAccounts: BankAccountRow[] = [
  {
    id: 1,
    name: 'Compte courant',
    iban: 'FR7630006000011234567890189',
    openingBalance: 1200,
    openingDate: '2026-01-01',
    bankBalance: 4837.42,
    pilotageBalance: 3312.9,
    toReconcile: 4,
    lastLineDate: '2026-03-09',
    hasCsvMapping: true,
  },
  {
    id: 2,
    name: 'Livret entreprise',
    iban: 'FR1420041010050500013M02606',
    openingBalance: 15000,
    openingDate: '2026-01-01',
    bankBalance: 15000,
    pilotageBalance: 15000,
    toReconcile: 0,
    lastLineDate: null,
    hasCsvMapping: false,
  },
];

const line = (values: Partial<BankLineRow> & Pick<BankLineRow, 'id' | 'date' | 'amount' | 'label'>): BankLineRow => ({
  accountId: 1,
  counterparty: null,
  state: 'À rapprocher',
  matchKind: null,
  invoiceNumber: null,
  supplierInvoiceReference: null,
  transactionDescription: null,
  proposals: [],
  ...values,
});

export const bankLines: BankLineRow[] = [
  line({
    id: 8,
    date: '2026-03-11',
    amount: -1020,
    label: 'VIR SEPA FOURNITURES MARTIN FA-2026-117',
    counterparty: 'FOURNITURES MARTIN',
    proposals: [
      {
        kind: 'supplier_invoice',
        targetId: 3,
        description: 'Facture fournisseur FF-2026-0003 — Fournitures Martin · n° FA-2026-117 · 1 020,00 €',
        score: 100,
      },
    ],
  }),
  line({
    id: 7,
    date: '2026-03-10',
    amount: -360,
    label: 'PRLV SEPA IMPRIMERIE DU PORT',
    state: 'Rapprochée',
    matchKind: 'supplier_invoice',
    supplierInvoiceReference: 'FF-2026-0002',
    transactionDescription: 'Facture fournisseur IMP-88 (FF-2026-0002)',
  }),
  line({
    id: 6,
    date: '2026-03-09',
    amount: 1500,
    label: 'VIR SEPA DUPONT SARL FACT F-2026-0004',
    counterparty: 'DUPONT SARL',
    proposals: [
      {
        kind: 'invoice',
        targetId: 4,
        description: 'Facture F-2026-0004 · Dupont SARL · 1 500,00 €',
        score: 100,
      },
      {
        kind: 'invoice',
        targetId: 7,
        description: 'Facture F-2026-0007 · Lefèvre · 1 500,00 €',
        score: 50,
      },
    ],
  }),
  line({
    id: 5,
    date: '2026-03-07',
    amount: -120,
    label: 'PRLV SEPA ORANGE FACTURE MARS',
    proposals: [
      {
        kind: 'transaction',
        targetId: 31,
        description: 'Transaction « Orange » du 06/03/2026',
        score: 58,
      },
    ],
  }),
  line({ id: 4, date: '2026-03-05', amount: -3.5, label: 'CB BOULANGERIE 05/03' }),
  line({
    id: 3,
    date: '2026-03-04',
    amount: -45.9,
    label: 'CB LA POSTE 04/03',
    proposals: [
      {
        kind: 'rule',
        targetId: 2,
        description: 'Règle : libellé contenant « CB LA POSTE » → Autre Dépense',
        score: 40,
      },
    ],
  }),
  line({
    id: 2,
    date: '2026-03-02',
    amount: 840,
    label: 'VIR MARTIN ET FILS',
    state: 'Rapprochée',
    matchKind: 'invoice',
    invoiceNumber: 'F-2026-0002',
    transactionDescription: 'Paiement facture F-2026-0002',
  }),
  line({ id: 1, date: '2026-03-01', amount: -9.99, label: 'FRAIS TENUE DE COMPTE', state: 'Ignorée' }),
];

export const csvPreview: StatementPreview = {
  format: 'csv',
  lineCount: 6,
  rows: [
    { line: 7, date: '2026-03-01', amount: -9.99, label: 'FRAIS TENUE DE COMPTE', bankRef: null },
    { line: 8, date: '2026-03-02', amount: 840, label: 'VIR MARTIN ET FILS', bankRef: null },
    { line: 9, date: '2026-03-04', amount: -45.9, label: 'CB LA POSTE 04/03', bankRef: null },
  ],
  mapping: {
    separator: ';',
    decimal: ',',
    dateOrder: 'dmy',
    skipRows: 4,
    dateColumn: 0,
    labelColumn: 1,
    amountColumn: null,
    debitColumn: 2,
    creditColumn: 3,
    referenceColumn: null,
  },
  columns: ['Date', 'Libellé', 'Débit Euros', 'Crédit Euros', ''],
  encoding: 'windows-1252',
  warnings: [],
  problems: [],
};

export const brokenPreview: StatementPreview = {
  ...csvPreview,
  rows: [],
  lineCount: 0,
  warnings: ['Relevé illisible : 2 lignes en erreur, aucune ligne importée.'],
  problems: [
    { line: 8, reason: 'date illisible « 32/03/2026 »' },
    { line: 11, reason: 'montant illisible « 3,5O »' },
  ],
};

export const camtPreview: StatementPreview = {
  format: 'camt053',
  lineCount: 3,
  rows: csvPreview.rows,
  mapping: null,
  columns: [],
  encoding: null,
  warnings: ['Soldes incohérents : ouverture 1 200,00 € + mouvements 784,11 € = 1 984,11 €, mais clôture 1 984,12 €.'],
  problems: [],
};

export const importResult = { lineCount: 6, added: 4, skipped: 2, warnings: [] };

const rule = (id: number, fields: Partial<BankRuleRow>): BankRuleRow => ({
  id,
  labelContains: null,
  minAmount: null,
  maxAmount: null,
  category: '',
  description: '',
  relatedEmployeeId: null,
  relatedEmployeeName: null,
  relatedSource: '',
  position: id,
  enabled: true,
  ...fields,
});

/** Three rules in their order, the last one switched off. */
export const bankRules: BankRuleRow[] = [
  rule(1, {
    labelContains: 'PRLV ORANGE',
    maxAmount: 0,
    category: 'Dépense Logiciel',
    description: 'Abonnement Orange',
  }),
  rule(2, {
    labelContains: 'CB BOULANGERIE',
    minAmount: -20,
    maxAmount: 0,
    category: 'Autre Dépense',
    relatedEmployeeId: 3,
    relatedEmployeeName: 'Zoé Martin',
  }),
  rule(3, { minAmount: 1000, category: 'Autre Revenu', enabled: false }),
];
