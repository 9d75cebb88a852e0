// The benchmark's baseline: a minimal fastify + pg server running the same SQL as the gateway,
// without authentication, validation, services or GraphQL.
import Fastify from 'fastify';
import pg from 'pg';
import { poolEntityManager } from './sql-runner.mjs';
import { selectTaskPage } from '../gateway/dist/src/tasks/task-queries.js';
import { selectTransactionPage } from '../gateway/dist/src/financials/financial-queries.js';
import { selectPerformanceStats } from '../gateway/dist/src/performance/performance-queries.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const em = poolEntityManager(pool);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const app = Fastify({ logger: false });

app.get('/tasks', async (request, reply) => {
  const q = request.query;
  const page = await selectTaskPage(
    em,
    {
      status: q.status,
      assignedEmployeeId: q.assigned_employee_id ? Number(q.assigned_employee_id) : undefined,
      sortBy: q.sort_by ?? 'created_at',
      order: q.order ?? 'desc',
      limit: Number(q.limit ?? 50),
      offset: Number(q.offset ?? 0),
    },
    today(),
  );
  reply.header('X-Total-Count', String(page.total));
  return page.items;
});

app.get('/financials', async (request, reply) => {
  const q = request.query;
  const page = await selectTransactionPage(em, {
    sortBy: q.sort_by ?? 'date',
    order: q.order ?? 'desc',
    limit: Number(q.limit ?? 50),
    offset: Number(q.offset ?? 0),
  });
  reply.header('X-Total-Count', String(page.total));
  return page.items;
});

app.get('/performance-stats', async () => selectPerformanceStats(em, {}, today()));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
