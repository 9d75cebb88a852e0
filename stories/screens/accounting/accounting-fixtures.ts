import type {
  AccountingSettingsFieldsFragment,
  LedgerEntryFieldsFragment,
  VatSummaryFieldsFragment,
} from '../../../web/src/graphql/generated/graphql';

const line = (accountNumber: string, accountLabel: string, debit: number, credit: number, aux?: [string, string]) => ({
  accountNumber,
  accountLabel,
  auxNumber: aux?.[0] ?? null,
  auxLabel: aux?.[1] ?? null,
  debit,
  credit,
});
const ZOE: [string, string] = ['CZOEMARTIN', 'Zoé Martin'];

export const entries: LedgerEntryFieldsFragment[] = [
  {
    id: 1,
    fiscalYear: 2026,
    number: 1,
    journalCode: 'VE',
    journalLabel: 'Ventes',
    date: '2026-03-05',
    pieceRef: 'F-2026-0007',
    label: 'Facture F-2026-0007 Zoé Martin',
    validDate: '2026-03-05',
    reversesNumber: null,
    lines: [
      line('411', 'Clients', 360, 0, ZOE),
      line('706', 'Prestations de services', 0, 300),
      line('44571', 'TVA collectée', 0, 60),
    ],
  },
  {
    id: 2,
    fiscalYear: 2026,
    number: 2,
    journalCode: 'BQ',
    journalLabel: 'Banque',
    date: '2026-03-12',
    pieceRef: 'T41',
    label: 'Licence logiciel de montage',
    validDate: '2026-03-12',
    reversesNumber: null,
    lines: [line('651', 'Redevances pour logiciels', 49.9, 0), line('512', 'Banque', 0, 49.9)],
  },
  {
    id: 3,
    fiscalYear: 2026,
    number: 3,
    journalCode: 'BQ',
    journalLabel: 'Banque',
    date: '2026-03-20',
    pieceRef: 'F-2026-0007',
    label: 'Règlement facture F-2026-0007 Zoé Martin',
    validDate: '2026-03-20',
    reversesNumber: null,
    lines: [line('512', 'Banque', 360, 0), line('411', 'Clients', 0, 360, ZOE)],
  },
  {
    id: 4,
    fiscalYear: 2026,
    number: 4,
    journalCode: 'BQ',
    journalLabel: 'Banque',
    date: '2026-04-02',
    pieceRef: 'T41',
    label: 'Extourne Licence logiciel de montage',
    validDate: '2026-04-02',
    reversesNumber: 2,
    lines: [line('512', 'Banque', 49.9, 0), line('651', 'Redevances pour logiciels', 0, 49.9)],
  },
];

export const balance = [
  { accountNumber: '411', accountLabel: 'Clients', debit: 360, credit: 360, balance: 0 },
  { accountNumber: '44571', accountLabel: 'TVA collectée', debit: 0, credit: 60, balance: -60 },
  { accountNumber: '512', accountLabel: 'Banque', debit: 409.9, credit: 49.9, balance: 360 },
  { accountNumber: '651', accountLabel: 'Redevances pour logiciels', debit: 49.9, credit: 49.9, balance: 0 },
  { accountNumber: '706', accountLabel: 'Prestations de services', debit: 0, credit: 300, balance: -300 },
];

export const periods = Array.from({ length: 12 }, (_, index) => {
  const period = `2026-${String(index + 1).padStart(2, '0')}`;
  return { period, closed: index < 2, closedAt: index < 2 ? `2026-0${index + 2}-03T09:15:00Z` : null };
});

export const settings: AccountingSettingsFieldsFragment = {
  fiscalStartMonth: 1,
  vatOnDebits: false,
  journals: [
    { key: 'sales', code: 'VE', label: 'Ventes' },
    { key: 'purchases', code: 'AC', label: 'Achats' },
    { key: 'bank', code: 'BQ', label: 'Banque' },
    { key: 'misc', code: 'OD', label: 'Opérations diverses' },
  ],
  accounts: [
    { key: 'clients', number: '411', label: 'Clients' },
    { key: 'suppliers', number: '401', label: 'Fournisseurs' },
    { key: 'salesServices', number: '706', label: 'Prestations de services' },
    { key: 'salesGoods', number: '707', label: 'Ventes de marchandises' },
    { key: 'vatCollected', number: '44571', label: 'TVA collectée' },
    { key: 'vatDeductible', number: '44566', label: 'TVA déductible sur autres biens et services' },
    { key: 'bank', number: '512', label: 'Banque' },
    { key: 'category:Abonnement', number: '7061', label: 'Prestations de services - abonnements' },
    { key: 'category:Dépense Logiciel', number: '651', label: 'Redevances pour logiciels' },
  ],
};

const box = (name: string, label: string, amount: number, base: number | null = null) => ({
  box: name,
  label,
  base,
  amount,
});

export const liableVat: VatSummaryFieldsFragment = {
  from: '2026-03-01',
  to: '2026-03-31',
  franchise: false,
  message: 'TVA nette due : 71,40 €.',
  servicesBasis: 'receipts',
  collected: 71.4,
  deductible: 0,
  deductibleNote:
    'TVA déductible : 0 tant que Pilotage n’enregistre pas les factures fournisseurs ; ajoutez celle de vos achats.',
  net: 71.4,
  collectedByRate: [
    { rate: 20, base: 300, vat: 60 },
    { rate: 10, base: 114, vat: 11.4 },
  ],
  boxes: [
    box('A1', 'Ventes, prestations de services', 414),
    box('08', 'Taux normal 20 %', 60, 300),
    box('09', 'Taux réduit 5,5 %', 0, 0),
    box('9B', 'Taux réduit 10 %', 11.4, 114),
    box('16', 'Total de la TVA brute due', 71.4),
    box('20', 'Autres biens et services', 0),
    box('23', 'Total TVA déductible', 0),
    box('28', 'TVA nette due (ligne 16 − ligne 23)', 71.4),
    box('32', 'Total à payer', 71.4),
  ],
  thresholds: [],
};

export const franchiseVat: VatSummaryFieldsFragment = {
  ...liableVat,
  franchise: true,
  message:
    'Franchise en base de TVA (article 293 B du CGI) : aucune TVA à déclarer. Chiffre d’affaires 2026 face aux seuils de la franchise ci-dessous.',
  collected: 0,
  net: 0,
  collectedByRate: [],
  boxes: [],
  thresholds: [
    { activity: 'Prestations de services', turnover: 18240.5, base: 37500, higher: 41250 },
    { activity: 'Ventes de marchandises', turnover: 0, base: 85000, higher: 93500 },
  ],
};
