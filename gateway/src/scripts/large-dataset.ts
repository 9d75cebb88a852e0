import { Client } from 'pg';
import { EXPENSES, REVENUES, ROUTINE_TASKS, SOURCES, TASKS } from './demo-business';

/**
 * "A real company's history", generated inside PostgreSQL with generate_series: plain
 * `insert … select` statements, so the statement-level triggers that keep the counters see every
 * row, and a million tasks take seconds rather than a million round trips. Shared by
 * `npm run seed:demo -- --large`, `npm run bench` and the large-dataset end-to-end test.
 */

export interface DatasetSizes {
  managers: number;
  employees: number;
  tasks: number;
  transactions: number;
}

/** The benchmark's size, and `seed:demo --large`'s. */
export const LARGE_DATASET_SIZES: DatasetSizes = {
  managers: 20,
  employees: 10_000,
  tasks: 1_000_000,
  transactions: 200_000,
};

export interface SeedProgress {
  /** A table filled, the indexes rebuilt, or the closing vacuum. */
  step: 'users' | 'employees' | 'tasks' | 'financial_transactions' | 'indexes' | 'vacuum';
  rows: number;
  seconds: number;
}

export interface SeedOptions {
  /** The managers' password hash (they can sign in only with a real one). */
  managerPasswordHash: string;
  /** Called after each step, to print progress. */
  onProgress?: (step: SeedProgress) => void;
}

export const REFUSED_MESSAGE =
  'La base contient déjà des employés ou des tâches : le jeu de données volumineux ne s’ajoute qu’à une base vide.';

// 100 × 100 names: every employee of the first 10,000 has their own, and searching a first name
// (« zoe », « eloise ») or a part of a last name (« mart », « du ») finds a few hundred of them.
const words = (text: string) => text.trim().split(/\s+/);
const FIRST_NAMES = words(`
  Zoé Éloïse Léa Chloé Inès Noémie Hélène Céline Jérôme Frédéric André Gaëlle Maëlle Anaïs Loïc Joël Raphaël Mathéo Théo Clément Cédric
  Amélie Agnès Benoît François Françoise Géraldine Hervé Irène Jérémy Léon Léonie Maïwenn Mélanie Ophélie Rémi Sébastien Stéphane Thérèse
  Valérie Zélie Émile Étienne Éric Élodie Océane Noël Héloïse Aurélien Séverine Camille Hugo Lucas Manon Louis Gabriel Jade Arthur Emma
  Nathan Alice Jules Louise Adam Rose Paul Anna Victor Julie Martin Sarah Thomas Laura Antoine Marie Nicolas Claire Pierre Juliette Maxime
  Pauline Romain Margaux Alexandre Lucie Guillaume Charlotte Vincent Mathilde Olivier Sophie Julien Clara Baptiste Eva Quentin Lina Simon
  Nina Yasmine
`);
const LAST_NAMES = words(`
  Martin Durand Bernard Dubois Lefèvre Moreau Laurent Simon Michel Leroy Roux David Bertrand Morel Fournier Girard Bonnet Dupont Lambert
  Fontaine Rousseau Vincent Müller Faure André Mercier Blanc Guérin Boyer Garnier Chevalier François Legrand Gauthier Garcia Perrin Robin
  Clément Morin Nicolas Henry Roussel Mathieu Masson Marchand Duval Denis Dumont Lemaire Noël Meyer Dufour Meunier Brun Blanchard Giraud
  Joly Rivière Lucas Brunet Gaillard Barbier Arnaud Gérard Roche Renard Schmitt Roy Leroux Colin Vidal Caron Picard Roger Fabre Aubert
  Lemoine Renaud Dumas Lacroix Olivier Philippe Bourgeois Pierre Benoît Rey Leclerc Payet Rolland Lecomte Hubert Berger Carpentier Dupuis
  Moulin Lebrun Besnard Hoarau Desjardins Côté
`);

const NOTES = ['', '', 'Temps partiel.', 'Télétravail le vendredi.', 'Formation en cours.', 'Référent sécurité.'];

type Step = SeedProgress['step'];

/**
 * Fills an empty database with `sizes` rows; refuses (REFUSED_MESSAGE) when it already holds
 * employees or tasks. Runs on a connection of its own: one session for `setseed` (the same data
 * every run), no statement timeout (the application's pools stop statements after 15 s), and
 * `vacuum` outside the inserting transaction. The rows are committed together, or not at all.
 */
export async function seedLargeDataset(databaseUrl: string, sizes: DatasetSizes, options: SeedOptions): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const step = async (name: Step, work: () => Promise<number>) => {
    const started = performance.now();
    const rows = await work();
    options.onProgress?.({ step: name, rows, seconds: (performance.now() - started) / 1000 });
  };
  const rowCount = async (text: string, values: unknown[]) => (await client.query(text, values)).rowCount ?? 0;
  try {
    await client.query('set statement_timeout = 0');
    // Room to build the trigram indexes in memory rather than in passes over temporary files.
    await client.query("set maintenance_work_mem = '256MB'");
    const [{ existing }] = (
      await client.query<{ existing: boolean }>(
        'select exists (select from employees) or exists (select from tasks) as existing',
      )
    ).rows;
    if (existing) throw new Error(REFUSED_MESSAGE);
    // An autovacuum analyze running during our vacuum would keep pages from being marked all-visible.
    for (const table of TABLES) await client.query(`alter table ${table} set (autovacuum_enabled = false)`);
    await client.query('begin');
    await client.query('select setseed(0.42)');
    await step('users', () => insertManagers(client, sizes.managers, options.managerPasswordHash, rowCount));
    await step('employees', () => insertEmployees(client, sizes.employees, rowCount));
    const indexes = await dropIndexes(client, ['tasks', 'financial_transactions']);
    await step('tasks', () => insertTasks(client, sizes.tasks, rowCount));
    await step('financial_transactions', () => insertTransactions(client, sizes.transactions, rowCount));
    await step('indexes', async () => {
      for (const definition of indexes) await client.query(definition);
      return indexes.length;
    });
    await client.query('commit');
    // Statistics for the planner, and the visibility map that index-only scans rely on.
    await step('vacuum', async () => {
      await client.query('vacuum analyze');
      return 0;
    });
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    for (const table of TABLES)
      await client.query(`alter table ${table} reset (autovacuum_enabled)`).catch(() => undefined);
    await client.end();
  }
}

const TABLES = ['users', 'employees', 'tasks', 'financial_transactions'];

/**
 * Drops the tables' plain indexes (not those of primary keys and unique constraints) and answers
 * their definitions: building an index once over a million rows is several times faster than
 * growing it row by row (a trigram index above all), and the tables are empty at this point.
 */
async function dropIndexes(client: Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid = any($1::regclass[]) and not i.indisprimary and not i.indisunique and not i.indisexclusion
        and not exists (select from pg_constraint c where c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const { name } of rows) await client.query(`drop index ${name}`);
  return rows.map((row) => row.definition);
}

type RowCount = (text: string, values: unknown[]) => Promise<number>;

// Managers left by an earlier run (or created by hand) with the same usernames are reused.
function insertManagers(client: Client, managers: number, passwordHash: string, rowCount: RowCount): Promise<number> {
  return rowCount(
    `insert into users (username, email, password_hash, role)
     select 'manager' || i, 'manager' || i || '@exemple.fr', $2, 'Manager' from generate_series(1, $1::int) i
     on conflict do nothing`,
    [managers, passwordHash],
  );
}

function insertEmployees(client: Client, employees: number, rowCount: RowCount): Promise<number> {
  // Employee i (from 0) is first name i mod 100 and last name i div 100: distinct up to 10,000.
  return rowCount(
    `with managers as (
       select array_agg(id order by id) as ids from users where username ~ '^manager[0-9]+$' and role = 'Manager'
     )
     insert into employees (name, notes, manager_user_id, created_at)
     select ($2::text[])[1 + i % array_length($2::text[], 1)] || ' ' ||
              ($3::text[])[1 + (i / array_length($2::text[], 1)) % array_length($3::text[], 1)],
            ($4::text[])[1 + i % array_length($4::text[], 1)],
            m.ids[1 + i % greatest(coalesce(array_length(m.ids, 1), 0), 1)],
            now() - i * interval '1 hour'
       from generate_series(0, $1::int - 1) i, managers m`,
    [employees, FIRST_NAMES, LAST_NAMES, NOTES],
  );
}

function insertTasks(client: Client, tasks: number, rowCount: RowCount): Promise<number> {
  // Half the tasks done, due dates over two years around today, one in ten without a due date,
  // one in fifty unassigned, one in twenty routine; titles from the demo business, numbered.
  return rowCount(
    `with ids as (select min(id) as first, count(*)::int as n from employees)
     insert into tasks (title, description, due_date, status, assigned_employee_id, is_routine, frequency, next_occurrence_created, created_at)
     select case when i % 20 = 0 then ($3::text[])[1 + i / 20 % array_length($3::text[], 1)]
                 else ($2::text[])[1 + i % array_length($2::text[], 1)] end || ' n° ' || i,
            ($4::text[])[1 + i % array_length($4::text[], 1)],
            case when random() < 0.1 then null else current_date - 540 + (random() * 730)::int end,
            (array['Terminé', 'Terminé', 'À faire', 'En cours'])[1 + floor(random() * 4)::int],
            case when random() < 0.02 or ids.n = 0 then null else ids.first + floor(random() * ids.n)::int end,
            i % 20 = 0, case when i % 20 = 0 then ($5::text[])[1 + i / 20 % array_length($5::text[], 1)] end, false,
            now() - (random() * 730) * interval '1 day'
       from generate_series(1, $1::int) i, ids`,
    [
      tasks,
      TASKS.map(([title]) => title),
      ROUTINE_TASKS.map(([title]) => title),
      TASKS.map(([, description]) => description),
      ROUTINE_TASKS.map(([, frequency]) => frequency),
    ],
  );
}

function insertTransactions(client: Client, transactions: number, rowCount: RowCount): Promise<number> {
  // Two revenues for one expense, each within its demo category's range; four in ten linked to an employee.
  const kinds = [...REVENUES, ...REVENUES, ...EXPENSES].map(([category, description, min, max], k) => ({
    category,
    description,
    min,
    max,
    sign: k < 2 * REVENUES.length ? 1 : -1,
  }));
  return rowCount(
    `with ids as (select min(id) as first, count(*)::int as n from employees),
          picks as (select i, 1 + floor(random() * array_length($2::text[], 1))::int as k from generate_series(1, $1::int) i)
     insert into financial_transactions (amount, description, date, category, related_employee_id, related_source, created_at)
     select round((($6::int[])[k] * (($4::float8[])[k] + random() * (($5::float8[])[k] - ($4::float8[])[k])))::numeric, 2),
            ($3::text[])[k] || ' n° ' || i, current_date - (random() * 365)::int, ($2::text[])[k],
            case when random() < 0.4 and ids.n > 0 then ids.first + floor(random() * ids.n)::int end,
            ($7::text[])[1 + i % array_length($7::text[], 1)],
            now() - (random() * 365) * interval '1 day'
       from picks, ids`,
    [
      transactions,
      kinds.map((k) => k.category),
      kinds.map((k) => k.description),
      kinds.map((k) => k.min),
      kinds.map((k) => k.max),
      kinds.map((k) => k.sign),
      SOURCES,
    ],
  );
}
