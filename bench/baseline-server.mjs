// The benchmark's two baselines, in one minimal fastify + pg server without authentication,
// validation, services or GraphQL:
// - same SQL (`/tasks`, `/financials`, `/performance-stats`): the gateway's own query functions,
//   so it sends exactly the gateway's statements (counts included);
// - the limit (`/limit/tasks`, `/limit/financials`): one indexed page of 50 rows written by hand,
//   with no count, the least any server can do to answer the same page.
import Fastify from 'fastify';
import pg from 'pg';
import { poolEntityManager } from './sql-runner.mjs';
import { selectTaskPage } from '../gateway/dist/src/features/tasks/task-queries.js';
import { selectTransactionPage } from '../gateway/dist/src/features/financials/financial-queries.js';
import { selectPerformanceStats } from '../gateway/dist/src/features/performance/performance-queries.js';

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

app.get('/performance-stats', async (request) => {
  const top = request.query.top ? Number(request.query.top) : undefined;
  return selectPerformanceStats(em, { top }, today());
});

// The limit: the scenarios' filters and orders only (one employee, maybe one status; created_at,
// due_date or title), whitelisted; the same columns as the gateway's answer.
const TASK_ORDERS = { created_at: 't.created_at', due_date: 't.due_date', title: 't.title' };
const DIRECTIONS = { asc: 'asc', desc: 'desc' };

app.get('/limit/tasks', async (request) => {
  const q = request.query;
  const column = TASK_ORDERS[q.sort_by ?? 'created_at'];
  const direction = DIRECTIONS[q.order ?? 'desc'];
  const values = [today(), Number(q.assigned_employee_id)];
  const status = q.status ? `and t.status = $${values.push(q.status)}` : '';
  const nulls = column === 't.due_date' ? ' nulls last' : '';
  const { rows } = await pool.query(
    `select t.id, t.title, t.description, t.due_date::text as due_date, t.status, t.assigned_employee_id,
            e.name as assigned_employee_name, t.is_routine, t.frequency,
            (t.status <> 'Terminé' and coalesce(t.due_date < $1::date, false)) as is_overdue,
            to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
       from tasks t left join employees e on e.id = t.assigned_employee_id
      where t.assigned_employee_id = $2 ${status}
      order by ${column} ${direction}${nulls}, t.id ${direction}
      limit 50`,
    values,
  );
  return rows;
});

app.get('/limit/financials', async () => {
  const { rows } = await pool.query(
    `select f.id, f.amount, f.description, f.date::text as date, f.category,
            case when f.amount < 0 then 'Dépense' else 'Revenu' end as type,
            f.related_employee_id, e.name as related_employee_name, f.related_source,
            to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
       from financial_transactions f left join employees e on e.id = f.related_employee_id
      order by f.date desc, f.id desc
      limit 50`,
  );
  return rows;
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
