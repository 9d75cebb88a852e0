import { CHART_BUCKET_CHOICES, FINANCIAL_SORTS, SORT_ORDERS } from '@pilotage/domain';
import { parseId } from '../../kernel/helpers/ids';
import type { RestRoutes } from '../../transports/http/rest';
import { body, listFilters, params, query } from '../../transports/http/rest';
import { MessageView } from '../../kernel/helpers/views';
import {
  PAGE_PARAMETERS,
  choiceParameter,
  dayParameter,
  idParameter,
  queryOf,
  searchParameter,
} from '../../transports/http/openapi/query-schemas';
import { DailyBalanceView, dailyBalances } from './daily-balance';
import { exportTransactions } from './financial-export';
import {
  createTransaction,
  deleteTransaction,
  financialQuery,
  getTransaction,
  listTransactions,
  updateTransaction,
} from './financials.service';
import {
  CreateFinancialTransactionInput,
  FinancialTransactionView,
  UpdateFinancialTransactionInput,
} from './financials.types';

const financials = { tag: 'Finances', access: 'staff' } as const;
const DATES = {
  start_date: dayParameter('Depuis ce jour, inclus.'),
  end_date: dayParameter("Jusqu'à ce jour, inclus."),
};
// The list's filters and sort, which its export takes too.
const FILTERS = {
  ...DATES,
  q: searchParameter('Partie de la description, de la catégorie ou de la source.'),
  employee: idParameter('Seulement les transactions liées à cet employé.'),
  sort_by: choiceParameter(FINANCIAL_SORTS, 'Colonne de tri.'),
  order: choiceParameter(SORT_ORDERS, 'Sens du tri.'),
};

export function financialsRoutes(rest: RestRoutes) {
  rest.get('/api/financials', (ctx, req) => listTransactions(ctx, financialQuery(query(req))), {
    ...financials,
    summary: 'Lister les transactions',
    query: queryOf(financialQuery, { ...FILTERS, ...PAGE_PARAMETERS }),
    response: [FinancialTransactionView],
    page: true,
  });
  rest.csv('/api/financials.csv', (ctx, req) => exportTransactions(ctx, financialQuery(listFilters(req))), {
    ...financials,
    summary: 'Exporter les transactions (CSV)',
    description: 'Colonnes : Date, Description, Montant, Catégorie, Employé Lié, Source.',
    query: queryOf(financialQuery, FILTERS),
  });
  rest.get('/api/financials/daily-balance', (ctx, req) => dailyBalances(ctx, query(req)), {
    ...financials,
    summary: 'Revenus, dépenses et solde de chaque jour',
    description:
      'Un élément par jour qui a des transactions, du plus ancien au plus récent ; avec `bucket=week` ou `month`, ' +
      'par semaine (lundi) ou par mois ; `auto` choisit selon la longueur de la période (jour jusqu’à 92 jours, ' +
      'semaine jusqu’à 184, mois au-delà).',
    query: {
      ...DATES,
      bucket: choiceParameter(CHART_BUCKET_CHOICES, 'Regroupement : day (par défaut), week, month ou auto.'),
    },
    response: [DailyBalanceView],
  });
  rest.get('/api/financials/:id', (ctx, req) => getTransaction(ctx, parseId(params(req).id)), {
    ...financials,
    summary: 'Lire une transaction',
    response: FinancialTransactionView,
  });
  rest.post('/api/financials', (ctx, req) => createTransaction(ctx, body(req)), {
    ...financials,
    summary: 'Ajouter une transaction',
    description: 'Le montant est enregistré tel quel : positif pour un revenu, négatif pour une dépense.',
    body: CreateFinancialTransactionInput,
    response: FinancialTransactionView,
    status: 201,
  });
  rest.put('/api/financials/:id', (ctx, req) => updateTransaction(ctx, parseId(params(req).id), body(req)), {
    ...financials,
    summary: 'Modifier une transaction',
    description:
      '`type` décide du signe : Dépense enregistre -|montant|, Revenu |montant|. ' +
      '409 pour le paiement d’une facture : il s’annule depuis la facture (`POST /api/invoices/{id}/cancel-payment`).',
    body: UpdateFinancialTransactionInput,
    response: FinancialTransactionView,
    errors: [409],
  });
  rest.delete('/api/financials/:id', (ctx, req) => deleteTransaction(ctx, parseId(params(req).id)), {
    ...financials,
    summary: 'Supprimer une transaction',
    description:
      '409 pour le paiement d’une facture : il s’annule depuis la facture (`POST /api/invoices/{id}/cancel-payment`).',
    response: MessageView,
    errors: [409],
  });
}
