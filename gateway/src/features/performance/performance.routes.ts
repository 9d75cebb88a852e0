import type { RestRoutes } from '../../transports/http/rest';
import { query } from '../../transports/http/rest';
import { dayParameter, idParameter, integerParameter, queryOf } from '../../transports/http/openapi/query-schemas';
import { MAX_TOP } from './performance-queries';
import { performanceQuery, performanceStats } from './performance.service';
import { PerformanceStatsView } from './performance.types';

export function performanceRoutes(rest: RestRoutes) {
  rest.get('/api/performance-stats', (ctx, req) => performanceStats(ctx, performanceQuery(query(req))), {
    summary: 'Chiffres de performance',
    description:
      'Tâches filtrées sur leur échéance, transactions sur leur date, bornes incluses ; `employee_id` limite aussi les transactions à celles liées à cet employé. Une date de début après la date de fin est refusée (400). Les chiffres viennent des compteurs tenus par PostgreSQL à chaque écriture.',
    tag: 'Performances',
    access: 'staff',
    query: queryOf(performanceQuery, {
      start_date: dayParameter('Depuis ce jour, inclus.'),
      end_date: dayParameter("Jusqu'à ce jour, inclus."),
      employee_id: idParameter('Seulement cet employé.'),
      top: integerParameter(
        1,
        MAX_TOP,
        '`employee_performance` ne garde que ce nombre d’employés, les meilleurs taux de complétion d’abord (à égalité, par nom).',
      ),
    }),
    response: PerformanceStatsView,
  });
}
