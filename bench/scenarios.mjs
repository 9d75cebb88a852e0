// What the benchmark measures: each gateway call next to the baseline call running the same SQL
// and the limit (one indexed page of 50 rows, no count; see baseline-server.mjs).

/** A small seeded generator, so both servers see the same mix of filters. */
function randomSource(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random task-list filters: one employee's tasks, sometimes one status, in one of several orders. */
function taskFilters(count, employees) {
  const random = randomSource(7);
  const pick = (items) => items[Math.floor(random() * items.length)];
  return Array.from({ length: count }, () => ({
    assigned_employee_id: 1 + Math.floor(random() * employees),
    status: pick([undefined, undefined, 'À faire', 'En cours', 'Terminé']),
    sort_by: pick(['created_at', 'created_at', 'due_date', 'title']),
    order: pick(['desc', 'asc']),
  }));
}

const queryString = (params) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

const TASK_FIELDS =
  'id title description dueDate status assignedEmployeeId assignedEmployeeName isRoutine frequency isOverdue createdAt';
const TRANSACTION_FIELDS =
  'id amount description date category type relatedEmployeeId relatedEmployeeName relatedSource createdAt';
const STATS_FIELDS = `overallStats { totalTasks completedTasks overdueTasks completionRate totalRevenue totalExpenses netProfit activeEmployees }
  employeePerformance { employeeId employeeName assignedTasks completedTasks completionRate overdueTasks }`;

/** The dashboard's « Meilleurs employés »: the statistics it asks for. */
export const STATS_TOP = 3;

/** A request generator for autocannon: each request takes the next entry of `variants`. */
function rotating(variants) {
  let next = 0;
  return () => variants[next++ % variants.length];
}

export function scenarios(employees) {
  const filters = taskFilters(2_000, employees);
  const taskPaths = filters.map((f) => `?limit=50&${queryString(f)}`);
  const taskBodies = filters.map((f) =>
    JSON.stringify({
      query: `query ($filter: TaskFilterInput, $page: PageArgs) { tasks(filter: $filter, page: $page) { total items { ${TASK_FIELDS} } } }`,
      variables: {
        filter: { assignedEmployeeId: f.assigned_employee_id, status: f.status, sortBy: f.sort_by, order: f.order },
        page: { limit: 50 },
      },
    }),
  );
  const graphqlBody = (query) => JSON.stringify({ query });
  const limitTasks = { method: 'GET', paths: taskPaths.map((q) => `/limit/tasks${q}`) };
  const limitFinancials = { method: 'GET', paths: ['/limit/financials'] };
  return [
    {
      name: 'REST `GET /api/tasks?limit=50` (random filters)',
      kind: 'rest-list',
      gateway: { method: 'GET', paths: taskPaths.map((q) => `/api/tasks${q}`) },
      baseline: { method: 'GET', paths: taskPaths.map((q) => `/tasks${q}`) },
      limit: limitTasks,
    },
    {
      name: 'REST `GET /api/financials?limit=50&sort_by=date&order=desc`',
      kind: 'rest-list',
      gateway: { method: 'GET', paths: ['/api/financials?limit=50&sort_by=date&order=desc'] },
      baseline: { method: 'GET', paths: ['/financials?limit=50&sort_by=date&order=desc'] },
      limit: limitFinancials,
    },
    {
      name: `REST \`GET /api/performance-stats?top=${STATS_TOP}\` (the dashboard's)`,
      kind: 'stats',
      gateway: { method: 'GET', paths: [`/api/performance-stats?top=${STATS_TOP}`] },
      baseline: { method: 'GET', paths: [`/performance-stats?top=${STATS_TOP}`] },
      // Statistics have no page of their own: their limit is the task list's.
      limit: limitTasks,
    },
    {
      name: 'GraphQL `tasks(filter, page: {limit: 50})` (random filters)',
      kind: 'graphql-list',
      gateway: { method: 'POST', paths: ['/graphql'], bodies: taskBodies },
      baseline: { method: 'GET', paths: taskPaths.map((q) => `/tasks${q}`) },
      limit: limitTasks,
    },
    {
      name: 'GraphQL `financialTransactions(limit 50, date desc)`',
      kind: 'graphql-list',
      gateway: {
        method: 'POST',
        paths: ['/graphql'],
        bodies: [
          graphqlBody(
            `{ financialTransactions(filter: { sortBy: "date", order: "desc" }, page: { limit: 50 }) { total items { ${TRANSACTION_FIELDS} } } }`,
          ),
        ],
      },
      baseline: { method: 'GET', paths: ['/financials?limit=50&sort_by=date&order=desc'] },
      limit: limitFinancials,
    },
    {
      name: `GraphQL \`performanceStats(filter: { top: ${STATS_TOP} })\``,
      kind: 'stats',
      gateway: {
        method: 'POST',
        paths: ['/graphql'],
        bodies: [graphqlBody(`{ performanceStats(filter: { top: ${STATS_TOP} }) { ${STATS_FIELDS} } }`)],
      },
      baseline: { method: 'GET', paths: [`/performance-stats?top=${STATS_TOP}`] },
      limit: limitTasks,
    },
  ];
}

/** autocannon's `requests` option for one side of a scenario. */
export function autocannonRequests(side, headers) {
  const path = rotating(side.paths);
  const body = side.bodies ? rotating(side.bodies) : null;
  return [
    {
      setupRequest: (request) => ({
        ...request,
        method: side.method,
        path: path(),
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: body() } : {}),
      }),
    },
  ];
}

/** Target ratios of the gateway's throughput to the limit's. */
export const TARGETS = { 'rest-list': 0.75, 'graphql-list': 0.6, stats: 0.15 };
