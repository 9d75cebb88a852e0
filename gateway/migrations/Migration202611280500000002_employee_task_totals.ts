import { Migration } from '@mikro-orm/migrations';

/** The completion rate, as performance-queries.ts computes it (0 without tasks; never rounded). */
const RATE = 'case when assigned = 0 then 0 else completed::float8 / assigned end';

/**
 * Adds the rows of `changes` — (employee_id, status, n), n = +1 for a task that now exists, -1 for one
 * that no longer does — to the employees' totals, in key order (a stable lock order between concurrent
 * writers). An employee deleted in the same statement (its tasks go by ON DELETE CASCADE) is skipped:
 * its row went with it.
 */
const addEmployeeTotals = (changes: string) => `
  insert into employee_task_totals as t (employee_id, name, assigned, completed)
  select c.employee_id, e.name, sum(c.n)::int, (coalesce(sum(c.n) filter (where c.status = 'Terminé'), 0))::int
    from (${changes}) c (employee_id, status, n)
    join employees e on e.id = c.employee_id
   group by c.employee_id, e.name
  having sum(c.n) <> 0 or sum(c.n) filter (where c.status = 'Terminé') <> 0
   order by c.employee_id
      on conflict (employee_id) do update
     set assigned = t.assigned + excluded.assigned, completed = t.completed + excluded.completed`;

/**
 * One row per employee with its number of tasks and of Terminé tasks (every due date), kept by triggers,
 * and an index in the ranking's order: the dashboard's « top 3 » (performance-stats `top` without a date
 * filter) reads the first rows of that index instead of summing the counters of every employee. The
 * overdue figures depend on today: they stay read from `task_counts` for the few employees shown.
 *
 * The row is created with the employee (0, 0), follows its name (the ranking's tie-break), and goes
 * with it. Task changes are counted by statement-level AFTER triggers with transition tables, like
 * `task_counts` (Migration20261124000000_counts); TRUNCATE of the tasks brings every row to 0, of the
 * employees empties the table.
 */
export class Migration202611280500000002_employee_task_totals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table employee_task_totals (
        employee_id integer primary key,
        name varchar(200) not null,
        assigned integer not null,
        completed integer not null,
        rate float8 generated always as (${RATE}) stored
      );
      create index employee_task_totals_rate_index on employee_task_totals (rate desc, lower(name), employee_id)
        include (assigned, completed);

      create function employee_task_totals_track() returns trigger language plpgsql set work_mem = '64MB' as $$
      begin
        if tg_op = 'INSERT' then
          ${addEmployeeTotals('select assigned_employee_id, status, 1 from new_rows where assigned_employee_id is not null')};
        elsif tg_op = 'DELETE' then
          ${addEmployeeTotals('select assigned_employee_id, status, -1 from old_rows where assigned_employee_id is not null')};
        else
          ${addEmployeeTotals(`select assigned_employee_id, status, 1 from new_rows where assigned_employee_id is not null
                               union all
                               select assigned_employee_id, status, -1 from old_rows where assigned_employee_id is not null`)};
        end if;
        return null;
      end $$;
      create trigger tasks_employee_totals_insert after insert on tasks
        referencing new table as new_rows for each statement execute function employee_task_totals_track();
      create trigger tasks_employee_totals_update after update on tasks
        referencing old table as old_rows new table as new_rows for each statement execute function employee_task_totals_track();
      create trigger tasks_employee_totals_delete after delete on tasks
        referencing old table as old_rows for each statement execute function employee_task_totals_track();

      create function employee_task_totals_tasks_cleared() returns trigger language plpgsql as $$
      begin
        update employee_task_totals set assigned = 0, completed = 0 where assigned <> 0 or completed <> 0;
        return null;
      end $$;
      create trigger tasks_employee_totals_truncate after truncate on tasks
        for each statement execute function employee_task_totals_tasks_cleared();

      create function employee_task_totals_employees() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into employee_task_totals (employee_id, name, assigned, completed)
          select id, name, 0, 0 from new_rows order by id
              on conflict (employee_id) do nothing;
        elsif tg_op = 'DELETE' then
          delete from employee_task_totals t using old_rows o where t.employee_id = o.id;
        elsif tg_op = 'UPDATE' then
          update employee_task_totals t set name = n.name
            from new_rows n join old_rows o on o.id = n.id
           where t.employee_id = n.id and n.name is distinct from o.name;
        else
          delete from employee_task_totals;
        end if;
        return null;
      end $$;
      create trigger employees_task_totals_insert after insert on employees
        referencing new table as new_rows for each statement execute function employee_task_totals_employees();
      create trigger employees_task_totals_update after update on employees
        referencing old table as old_rows new table as new_rows for each statement execute function employee_task_totals_employees();
      create trigger employees_task_totals_delete after delete on employees
        referencing old table as old_rows for each statement execute function employee_task_totals_employees();
      create trigger employees_task_totals_truncate after truncate on employees
        for each statement execute function employee_task_totals_employees();

      -- The employees and tasks already there.
      insert into employee_task_totals (employee_id, name, assigned, completed)
      select e.id, e.name, count(t.id)::int, (count(t.id) filter (where t.status = 'Terminé'))::int
        from employees e left join tasks t on t.assigned_employee_id = e.id
       group by e.id, e.name;
    `);
  }
}
