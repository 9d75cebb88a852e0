import { CA3_BOXES } from '@pilotage/domain';
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
const LEFEVRE: [string, string] = ['F552032534', 'Lefèvre & Fils'];

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
  {
    id: 5,
    fiscalYear: 2026,
    number: 5,
    journalCode: 'AC',
    journalLabel: 'Achats',
    date: '2026-04-06',
    pieceRef: 'FF-2026-0003',
    label: 'Facture fournisseur FA-2026-117 Lefèvre & Fils',
    validDate: '2026-04-06',
    reversesNumber: null,
    lines: [
      line('6231', 'Annonces et insertions', 100, 0),
      line('44566', 'TVA déductible sur autres biens et services', 20, 0),
      line('401', 'Fournisseurs', 0, 120, LEFEVRE),
    ],
  },
  {
    id: 6,
    fiscalYear: 2026,
    number: 6,
    journalCode: 'BQ',
    journalLabel: 'Banque',
    date: '2026-04-15',
    pieceRef: 'FF-2026-0003',
    label: 'Règlement facture fournisseur FA-2026-117 Lefèvre & Fils',
    validDate: '2026-04-15',
    reversesNumber: null,
    lines: [line('401', 'Fournisseurs', 120, 0, LEFEVRE), line('512', 'Banque', 0, 120)],
  },
];

export const balance = [
  { accountNumber: '401', accountLabel: 'Fournisseurs', debit: 120, credit: 120, balance: 0 },
  { accountNumber: '411', accountLabel: 'Clients', debit: 360, credit: 360, balance: 0 },
  {
    accountNumber: '44566',
    accountLabel: 'TVA déductible sur autres biens et services',
    debit: 20,
    credit: 0,
    balance: 20,
  },
  { accountNumber: '44571', accountLabel: 'TVA collectée', debit: 0, credit: 60, balance: -60 },
  { accountNumber: '512', accountLabel: 'Banque', debit: 409.9, credit: 169.9, balance: 240 },
  { accountNumber: '6231', accountLabel: 'Annonces et insertions', debit: 100, credit: 0, balance: 100 },
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
  message: 'TVA nette due : 51,40 €.',
  servicesBasis: 'receipts',
  collected: 71.4,
  deductible: 20,
  deductibleNote:
    'TVA déductible : celle des factures fournisseurs approuvées, à la date de la facture (ligne 19 si l’achat est une immobilisation, compte 2…, ligne 20 sinon). Ajoutez celle des achats sans facture enregistrée et le crédit de la déclaration précédente (ligne 22).',
  net: 51.4,
  collectedByRate: [
    { rate: 20, base: 300, vat: 60 },
    { rate: 10, base: 114, vat: 11.4 },
  ],
  boxes: [
    box('A1', CA3_BOXES.A1, 414),
    box('E2', CA3_BOXES.E2, 0),
    box('08', CA3_BOXES['08'], 60, 300),
    box('09', CA3_BOXES['09'], 0, 0),
    box('9B', CA3_BOXES['9B'], 11.4, 114),
    box('14', CA3_BOXES['14'], 0, 0),
    box('16', CA3_BOXES['16'], 71.4),
    box('19', CA3_BOXES['19'], 0),
    box('20', CA3_BOXES['20'], 20),
    box('23', CA3_BOXES['23'], 20),
    box('25', CA3_BOXES['25'], 0),
    box('27', CA3_BOXES['27'], 0),
    box('28', CA3_BOXES['28'], 51.4),
    box('32', CA3_BOXES['32'], 51.4),
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
