// The large dataset, generated inside PostgreSQL with generate_series (seconds, not minutes).
export const SIZES = { managers: 20, employees: 1_000, tasks: 1_000_000, transactions: 200_000 };

const TABLES = ['users', 'employees', 'tasks', 'financial_transactions'];

export async function seedLarge(client) {
  // An autovacuum analyze running during our vacuum would keep pages from being marked all-visible.
  for (const table of TABLES) await client.query(`alter table ${table} set (autovacuum_enabled = false)`);
  await client.query('select setseed(0.42)');
  await client.query(
    `insert into users (username, email, password_hash, role)
     select 'manager' || i, 'manager' || i || '@bench.local', 'not-a-hash', 'Manager' from generate_series(1, $1::int) i`,
    [SIZES.managers],
  );
  await client.query(
    `insert into employees (name, notes, manager_user_id, created_at)
     select 'Employé ' || i, 'Notes ' || i, (select min(id) from users) + (i % ($2::int + 1)), now() - i * interval '1 hour'
       from generate_series(1, $1::int) i`,
    [SIZES.employees, SIZES.managers],
  );
  // Half the tasks done, due dates over two years around today, one in ten without a due date.
  await client.query(
    `insert into tasks (title, description, due_date, status, assigned_employee_id, is_routine, frequency, next_occurrence_created, created_at)
     select 'Tâche ' || i, 'Description de la tâche ' || i,
            case when random() < 0.1 then null else current_date - 540 + (random() * 730)::int end,
            (array['Terminé', 'Terminé', 'À faire', 'En cours'])[1 + floor(random() * 4)::int],
            1 + (random() * ($2::int - 1))::int,
            i % 20 = 0, case when i % 20 = 0 then (array['Journalier', 'Hebdomadaire', 'Mensuel'])[1 + i % 3] end, false,
            now() - (random() * 730) * interval '1 day'
       from generate_series(1, $1::int) i`,
    [SIZES.tasks, SIZES.employees],
  );
  await client.query(
    `insert into financial_transactions (amount, description, date, category, related_employee_id, related_source, created_at)
     select round((random() * 1200 - 400)::numeric, 2), 'Transaction ' || i, current_date - (random() * 365)::int,
            (array['Abonnement', 'Pourboire', 'Média Privé', 'Autre Revenu', 'Dépense Logiciel', 'Dépense Marketing', 'Autre Dépense'])[1 + floor(random() * 7)::int],
            case when random() < 0.4 then 1 + (random() * ($2::int - 1))::int end, 'Source ' || (i % 50),
            now() - (random() * 365) * interval '1 day'
       from generate_series(1, $1::int) i`,
    [SIZES.transactions, SIZES.employees],
  );
  // Statistics for the planner, and the visibility map that index-only scans rely on.
  await client.query('vacuum analyze');
  for (const table of TABLES) await client.query(`alter table ${table} reset (autovacuum_enabled)`);
}
