import type { RestRoutes } from '../shared/rest';
import { query } from '../shared/rest';
import { performanceQuery, performanceStats } from './performance.service';

export function performanceRoutes(rest: RestRoutes) {
  rest.get('/api/performance-stats', (ctx, req) => performanceStats(ctx, performanceQuery(query(req))));
}
