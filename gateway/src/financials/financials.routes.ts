import { parseId } from '../shared/ids';
import type { RestRoutes } from '../shared/rest';
import { body, params, query } from '../shared/rest';
import { dailyBalances } from './daily-balance';
import { createTransaction, deleteTransaction, financialQuery, getTransaction, listTransactions, updateTransaction } from './financials.service';

export function financialsRoutes(rest: RestRoutes) {
  rest.get('/api/financials', (ctx, req) => listTransactions(ctx, financialQuery(query(req))));
  rest.get('/api/financials/daily-balance', (ctx, req) => dailyBalances(ctx, query(req)));
  rest.get('/api/financials/:id', (ctx, req) => getTransaction(ctx, parseId(params(req).id)));
  rest.post('/api/financials', (ctx, req) => createTransaction(ctx, body(req)), { status: 201 });
  rest.put('/api/financials/:id', (ctx, req) => updateTransaction(ctx, parseId(params(req).id), body(req)));
  rest.delete('/api/financials/:id', (ctx, req) => deleteTransaction(ctx, parseId(params(req).id)));
}
