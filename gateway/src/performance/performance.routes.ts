import type { RestRoutes } from '../shared/rest';
import { query } from '../shared/rest';
import { dayParameter, idParameter, queryOf } from '../openapi/query-schemas';
import { performanceQuery, performanceStats } from './performance.service';
import { PerformanceStatsView } from './performance.types';

export function performanceRoutes(rest: RestRoutes) {
  rest.get('/api/performance-stats', (ctx, req) => performanceStats(ctx, performanceQuery(query(req))), {
    summary: 'Chiffres de performance',
    description:
      'Tâches filtrées sur leur échéance, transactions sur leur date, bornes incluses ; `employee_id` limite aussi les transactions à celles liées à cet employé. Une date de début après la date de fin est refusée (400).',
    tag: 'Performances',
    access: 'staff',
    query: queryOf(performanceQuery, {
      start_date: dayParameter('Depuis ce jour, inclus.'),
      end_date: dayParameter("Jusqu'à ce jour, inclus."),
      employee_id: idParameter('Seulement cet employé.'),
    }),
    response: PerformanceStatsView,
  });
}
