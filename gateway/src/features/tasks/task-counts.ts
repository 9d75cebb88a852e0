import { type TaskStatus, addDays } from '@pilotage/domain';
import { Conditions, type Params } from '../../kernel/database/sql';
import { type BucketRange, bucketCount, coveringBuckets } from '../../kernel/helpers/date-buckets';

/**
 * Task counts read from `task_counts` (kept by triggers, see Migration20261124000000_counts)
 * instead of counting tasks: a read is one level's rows over a bucket range, added or subtracted.
 */
interface Read {
  range: BucketRange | 'all';
  sign: 1 | -1;
}

/**
 * Whose counter rows: every task together (the everyone rows: a few per bucket), one employee's,
 * each assignee's apart (unassigned tasks under a null employee_id), or those of the employees an
 * SQL subquery selects (read through task_counts_employee_index).
 */
export type CountScope = { everyone: true } | { employeeId: number } | { eachEmployee: true } | { employeesIn: string };

export const EVERYONE: CountScope = { everyone: true };
export const EACH_EMPLOYEE: CountScope = { eachEmployee: true };

/** What to count: the tasks of `tasks`, and optionally the overdue ones of `overdue` (only those not yet Terminé). */
export interface CountReads {
  tasks: Read[];
  overdue?: Read[];
}

const OPEN = `status <> 'Terminé'`;
const added = (range: BucketRange): Read => ({ range, sign: 1 });
const subtracted = (range: BucketRange): Read => ({ range, sign: -1 });

/** Every task (no due date filter), or those due in [startDate, endDate] (bounds inclusive, either optional). */
export function dueReads(range: { startDate?: string; endDate?: string }): Read[] {
  if (!range.startDate && !range.endDate) return [{ range: 'all', sign: 1 }];
  return coveringBuckets(range.startDate, range.endDate).map(added);
}

/**
 * The tasks due in the range and before `today`. With no start, whichever reads fewer rows: the
 * buckets up to the end, or every dated task minus those due after the end (the days and months
 * left in the end's month and year, and later years).
 */
export function overdueReads(range: { startDate?: string; endDate?: string }, today: string): Read[] {
  const yesterday = addDays(today, -1);
  const end = range.endDate && range.endDate < yesterday ? range.endDate : yesterday;
  const direct = coveringBuckets(range.startDate, end);
  if (range.startDate) return direct.map(added);
  const later = coveringBuckets(addDays(end, 1), undefined);
  const dated: BucketRange = { period: 'year' };
  if (bucketCount([dated, ...later]) < bucketCount(direct)) return [added(dated), ...later.map(subtracted)];
  return direct.map(added);
}

/** The reads of both figures, a range read once with its weight in each (a past date range is read once, not twice). */
function merged(reads: CountReads): { range: Read['range']; tasks: number; overdue: number }[] {
  const byRange = new Map<string, { range: Read['range']; tasks: number; overdue: number }>();
  const add = (read: Read, figure: 'tasks' | 'overdue') => {
    const key = JSON.stringify(read.range);
    const entry = byRange.get(key) ?? { range: read.range, tasks: 0, overdue: 0 };
    entry[figure] += read.sign;
    byRange.set(key, entry);
  };
  for (const read of reads.tasks) add(read, 'tasks');
  for (const read of reads.overdue ?? []) add(read, 'overdue');
  return [...byRange.values()].filter((entry) => entry.tasks !== 0 || entry.overdue !== 0);
}

/**
 * SQL of `(employee_id, status, tasks, overdue)` rows whose sums per employee and status are the
 * numbers of tasks and of overdue tasks that `reads`, `scope` and `status` describe (values bound on `params`).
 */
export function countRowsSql(params: Params, reads: CountReads, scope: CountScope, status?: TaskStatus): string {
  const weighted = (weight: number) => (weight === 1 ? 'tasks' : `tasks * ${weight}`);
  const ranges = merged(reads);
  // Nothing to read (overdue figures of a range starting today or later): no rows.
  if (ranges.length === 0)
    return 'select null::int as employee_id, null::varchar as status, 0 as tasks, 0 as overdue where false';
  return ranges
    .map(({ range, tasks, overdue }) => {
      // Conditions only joins the clauses here: every value goes to the statement's `params`.
      const where = new Conditions();
      if (range === 'all') where.add(`period = 'all'`).add('bucket is null');
      else {
        where.add(`period = '${range.period}'`);
        if (range.from) where.add(`bucket >= ${params.bind(range.from)}::date`);
        if (range.to) where.add(`bucket <= ${params.bind(range.to)}::date`);
      }
      // An everyone row has a null employee_id: "employee_id = x" leaves them out.
      if ('everyone' in scope) where.add('everyone');
      else if ('eachEmployee' in scope) where.add('not everyone');
      else if ('employeeId' in scope) where.add(`employee_id = ${params.bind(scope.employeeId)}`);
      else where.add(`employee_id = any (array(${scope.employeesIn}))`);
      if (status !== undefined) where.add(`status = ${params.bind(status)}`);
      if (tasks === 0) where.add(OPEN);
      const late =
        overdue === 0
          ? '0'
          : tasks === 0
            ? weighted(overdue)
            : `case when ${OPEN} then ${weighted(overdue)} else 0 end`;
      return `select employee_id, status, ${tasks === 0 ? '0' : weighted(tasks)} as tasks, ${late} as overdue from task_counts ${where.sql}`;
    })
    .join(' union all ');
}

/**
 * SQL of the number of tasks with this status and assignee (either optional), from the 'all'
 * counters: the everyone rows without an assignee (values bound on `params`).
 */
export function countTasksSql(params: Params, filter: { employeeId?: number; status?: TaskStatus }): string {
  const scope = filter.employeeId === undefined ? EVERYONE : { employeeId: filter.employeeId };
  const rows = countRowsSql(params, { tasks: dueReads({}) }, scope, filter.status);
  return `select coalesce(sum(tasks), 0)::int from (${rows}) c`;
}
