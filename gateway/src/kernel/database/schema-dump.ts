import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from './sql';

/**
 * The `public` schema of a migrated database as one readable SQL text in the style of
 * `pg_dump --schema-only` (schema/database.sql, written by `npm run schema`): the rules that live
 * in triggers and functions (counters, journal, invoice immutability, live notifications) read in
 * one place. The embedded PostgreSQL ships no pg_dump, so this reads the catalogs and lets
 * PostgreSQL's own pg_get_*def functions write each definition.
 *
 * The text depends only on the migrations and the PostgreSQL major version: objects sorted by name
 * (byte order), no OIDs, owners, privileges or database names, every name schema-qualified (the
 * catalogs are read with an empty search_path, as pg_dump does).
 */

/** MikroORM's migration bookkeeping: not part of the application's schema. */
const EXCLUDED_TABLES = ['mikro_orm_migrations'];

const HEADER = `-- Pilotage's database schema: the \`public\` schema of a database migrated from scratch, read from
-- PostgreSQL's catalogs by gateway/src/database/schema-dump.ts. Written by \`npm run schema\`; a test
-- fails when it differs from the migrated schema: change the schema with a migration in
-- gateway/migrations/, never here.
--
-- Left out: MikroORM's bookkeeping table (${EXCLUDED_TABLES.join(', ')}), pg-boss's own \`pgboss\` schema
-- (the job queue), the objects that extensions create, owners and privileges.
-- Rules kept by triggers: see the Triggers section, then the trigger functions under Functions.`;

// Rows of the statements below. Names come out quoted and qualified by regclass/regtype/format('%I').
interface Row {
  name: string;
  sql: string;
}

const PUBLIC = `'public'::regnamespace`;
const C = 'collate "C"';

/** An object that is not a member of an extension (pg_trgm's functions, unaccent's dictionary…). */
const own = (catalog: string, oid: string) =>
  `not exists (select from pg_depend e where e.classid = '${catalog}'::regclass and e.objid = ${oid} and e.deptype = 'e')`;

const excluded = `array[${EXCLUDED_TABLES.map((table) => `'${table}'`).join(', ')}]::name[]`;

/** The application's tables (ordinary and partitioned), by name. */
const TABLES = `
  select c.oid, c.oid::regclass::text as name, c.relkind, c.relpersistence, c.reloptions::text[] as options,
         c.relrowsecurity as row_security, c.relforcerowsecurity as force_row_security,
         case when c.relkind = 'p' then pg_get_partkeydef(c.oid) end as partition_key
  from pg_class c
  where c.relnamespace = ${PUBLIC} and c.relkind in ('r', 'p') and c.relname <> all (${excluded}) and ${own('pg_class', 'c.oid')}
  order by c.relname ${C}`;

const COLUMNS = `
  select a.attrelid as table_oid, quote_ident(a.attname) as name, format_type(a.atttypid, a.atttypmod) as type,
         case when a.attcollation <> t.typcollation
           then (select format('%I.%I', n.nspname, co.collname) from pg_collation co join pg_namespace n on n.oid = co.collnamespace where co.oid = a.attcollation)
         end as collation,
         a.attidentity as identity, a.attgenerated as generated, pg_get_expr(d.adbin, d.adrelid) as expression, a.attnotnull as not_null,
         s.seqstart::text as start, s.seqincrement::text as increment, s.seqcache::text as cache, s.seqcycle as cycle
  from pg_attribute a
  join pg_type t on t.oid = a.atttypid
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  left join pg_sequence s on a.attidentity <> '' and s.seqrelid = pg_get_serial_sequence(a.attrelid::regclass::text, a.attname)::regclass
  where a.attrelid = any ($1::oid[]) and a.attnum > 0 and not a.attisdropped
  order by a.attrelid, a.attnum`;

/** Primary key, unique, exclusion and check constraints, written inside their CREATE TABLE. */
const TABLE_CONSTRAINTS = `
  select c.conrelid as table_oid, format('CONSTRAINT %I %s', c.conname, pg_get_constraintdef(c.oid, true)) as sql
  from pg_constraint c
  where c.conrelid = any ($1::oid[]) and c.contype in ('p', 'u', 'x', 'c')
  order by c.conrelid, array_position(array['p', 'u', 'x', 'c'], c.contype::text), c.conname ${C}`;

const FOREIGN_KEYS = `
  select format('%I on %s', c.conname, c.conrelid::regclass) as name,
         format(E'ALTER TABLE ONLY %s\\n    ADD CONSTRAINT %I %s;', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid, true)) as sql
  from pg_constraint c join pg_class t on t.oid = c.conrelid
  where c.conrelid = any ($1::oid[]) and c.contype = 'f'
  order by t.relname ${C}, c.conname ${C}`;

const EXTENSIONS = `
  select quote_ident(e.extname) as name, format('CREATE EXTENSION IF NOT EXISTS %I WITH SCHEMA %I;', e.extname, n.nspname) as sql
  from pg_extension e join pg_namespace n on n.oid = e.extnamespace
  where e.extname <> 'plpgsql'
  order by e.extname ${C}`;

const ENUMS = `
  select t.oid::regtype::text as name,
         format(E'CREATE TYPE %s AS ENUM (\\n    %s\\n);', t.oid::regtype,
           (select string_agg(quote_literal(l.enumlabel), E',\\n    ' order by l.enumsortorder) from pg_enum l where l.enumtypid = t.oid)) as sql
  from pg_type t
  where t.typnamespace = ${PUBLIC} and t.typtype = 'e' and ${own('pg_type', 't.oid')}
  order by t.typname ${C}`;

const DOMAINS = `
  select t.oid::regtype::text as name,
         format('CREATE DOMAIN %s AS %s', t.oid::regtype, format_type(t.typbasetype, t.typtypmod))
           || coalesce(' DEFAULT ' || t.typdefault, '')
           || case when t.typnotnull then ' NOT NULL' else '' end
           || coalesce((select string_agg(format(E'\\n    CONSTRAINT %I %s', c.conname, pg_get_constraintdef(c.oid, true)), '' order by c.conname ${C})
                        from pg_constraint c where c.contypid = t.oid and c.contype = 'c'), '')
           || ';' as sql
  from pg_type t
  where t.typnamespace = ${PUBLIC} and t.typtype = 'd' and ${own('pg_type', 't.oid')}
  order by t.typname ${C}`;

const FUNCTIONS = `
  select p.oid::regprocedure::text as name, rtrim(pg_get_functiondef(p.oid), E'\\n') || ';' as sql
  from pg_proc p
  where p.pronamespace = ${PUBLIC} and p.prokind in ('f', 'p') and ${own('pg_proc', 'p.oid')}
  order by p.proname ${C}, pg_get_function_identity_arguments(p.oid) ${C}`;

/** Sequences of their own or of a serial column; an identity column's sequence is part of its column. */
const SEQUENCES = `
  select c.oid::regclass::text as name,
         format(E'CREATE SEQUENCE %s\\n    AS %s\\n    START WITH %s\\n    INCREMENT BY %s\\n    MINVALUE %s\\n    MAXVALUE %s\\n    CACHE %s%s;',
           c.oid::regclass, format_type(s.seqtypid, null), s.seqstart, s.seqincrement, s.seqmin, s.seqmax, s.seqcache,
           case when s.seqcycle then E'\\n    CYCLE' else '' end)
           || coalesce((select format(E'\\nALTER SEQUENCE %s OWNED BY %s.%I;', c.oid::regclass, d.refobjid::regclass, a.attname)
                        from pg_depend d join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
                        where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.refclassid = 'pg_class'::regclass and d.deptype = 'a'), '') as sql
  from pg_class c join pg_sequence s on s.seqrelid = c.oid
  where c.relnamespace = ${PUBLIC} and c.relkind = 'S' and ${own('pg_class', 'c.oid')}
    and not exists (
      select from pg_depend d join pg_class t on t.oid = d.refobjid
      where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.refclassid = 'pg_class'::regclass
        and (d.deptype = 'i' or t.relname = any (${excluded})))
  order by c.relname ${C}`;

const VIEWS = `
  select c.oid::regclass::text as name, c.relkind,
         case c.relkind
           when 'v' then format(E'CREATE VIEW %s AS\\n%s', c.oid::regclass, pg_get_viewdef(c.oid, true))
           else format(E'CREATE MATERIALIZED VIEW %s AS\\n%s\\n  WITH NO DATA;', c.oid::regclass, rtrim(pg_get_viewdef(c.oid, true), ';'))
         end as sql
  from pg_class c
  where c.relnamespace = ${PUBLIC} and c.relkind in ('v', 'm') and ${own('pg_class', 'c.oid')}
  order by c.relname ${C}`;

/** Indexes other than those of a primary key, unique or exclusion constraint (written with it). */
const INDEXES = `
  select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) || ';' as sql
  from pg_index i join pg_class t on t.oid = i.indrelid join pg_class x on x.oid = i.indexrelid
  where (t.oid = any ($1::oid[]) or (t.relnamespace = ${PUBLIC} and t.relkind = 'm' and ${own('pg_class', 't.oid')}))
    and not exists (select from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
  order by t.relname ${C}, x.relname ${C}`;

const RULES = `
  select format('%I on %s', r.rulename, r.ev_class::regclass) as name, pg_get_ruledef(r.oid, true) as sql
  from pg_rewrite r join pg_class t on t.oid = r.ev_class
  where r.ev_class = any ($1::oid[]) and r.rulename <> '_RETURN'
  order by t.relname ${C}, r.rulename ${C}`;

const POLICIES = `
  select format('%I on %I.%I', p.policyname, p.schemaname, p.tablename) as name,
         format('CREATE POLICY %I ON %I.%I AS %s FOR %s TO %s', p.policyname, p.schemaname, p.tablename, p.permissive, p.cmd,
           (select string_agg(case when role = 'public' then 'PUBLIC' else quote_ident(role) end, ', ') from unnest(p.roles) as role))
           || coalesce(E'\\n    USING (' || p.qual || ')', '') || coalesce(E'\\n    WITH CHECK (' || p.with_check || ')', '') || ';' as sql
  from pg_policies p
  where p.schemaname = 'public' and p.tablename <> all (${excluded})
  order by p.tablename ${C}, p.policyname ${C}`;

const TRIGGERS = `
  select format('%I on %s', g.tgname, g.tgrelid::regclass) as name, pg_get_triggerdef(g.oid, true) || ';' as sql
  from pg_trigger g join pg_class t on t.oid = g.tgrelid
  where not g.tgisinternal and t.relnamespace = ${PUBLIC} and t.relname <> all (${excluded}) and ${own('pg_class', 't.oid')}
  order by t.relname ${C}, g.tgname ${C}`;

/**
 * Comments on the schema's own objects, in the COMMENT ON form that pg_identify_object's names fit.
 * Triggers, rules and policies have no schema of their own: theirs is their table's.
 */
const COMMENTS = `
  select name, sql from (
    select o.identity as name,
           format('COMMENT ON %s %s IS %L;',
             case o.type when 'table column' then 'COLUMN' when 'table constraint' then 'CONSTRAINT' when 'domain constraint' then 'CONSTRAINT' else upper(o.type) end,
             regexp_replace(o.identity, ' on (?=[^ ]+$)', case when o.type = 'domain constraint' then ' ON DOMAIN ' else ' ON ' end),
             d.description) as sql,
           d.classoid, d.objoid,
           coalesce(o.schema, (
             select c.relnamespace::regnamespace::text from pg_class c
             where c.oid = case d.classoid
               when 'pg_trigger'::regclass then (select g.tgrelid from pg_trigger g where g.oid = d.objoid)
               when 'pg_rewrite'::regclass then (select r.ev_class from pg_rewrite r where r.oid = d.objoid)
               when 'pg_policy'::regclass then (select p.polrelid from pg_policy p where p.oid = d.objoid)
             end)) as schema
    from pg_description d
    cross join lateral pg_identify_object(d.classoid, d.objoid, d.objsubid) o
  ) comment
  where schema = 'public'
    and not exists (select from pg_depend e where e.classid = comment.classoid and e.objid = comment.objoid and e.deptype = 'e')
    and not (comment.classoid = 'pg_class'::regclass and comment.objoid in (select c.oid from pg_class c where c.relnamespace = ${PUBLIC} and c.relname = any (${excluded})))
  order by sql ${C}`;

/**
 * Objects of the schema that no section above writes: the dump refuses to leave them out silently.
 * (A table's row type and array types come with their table or type.)
 */
const UNWRITTEN = `
  select pg_describe_object(classid, objid, 0) as name from (
    select 'pg_class'::regclass as classid, c.oid as objid from pg_class c
      where c.relnamespace = ${PUBLIC} and ${own('pg_class', 'c.oid')}
        and (c.relkind not in ('r', 'p', 'i', 'I', 'S', 'v', 'm') or c.relispartition or exists (select from pg_inherits h where h.inhrelid = c.oid))
    union all select 'pg_type'::regclass, t.oid from pg_type t
      where t.typnamespace = ${PUBLIC} and ${own('pg_type', 't.oid')} and t.typtype not in ('e', 'd', 'c') and t.typcategory <> 'A'
    union all select 'pg_proc'::regclass, p.oid from pg_proc p
      where p.pronamespace = ${PUBLIC} and ${own('pg_proc', 'p.oid')} and p.prokind not in ('f', 'p')
    union all select 'pg_operator'::regclass, x.oid from pg_operator x where x.oprnamespace = ${PUBLIC} and ${own('pg_operator', 'x.oid')}
    union all select 'pg_opclass'::regclass, x.oid from pg_opclass x where x.opcnamespace = ${PUBLIC} and ${own('pg_opclass', 'x.oid')}
    union all select 'pg_opfamily'::regclass, x.oid from pg_opfamily x where x.opfnamespace = ${PUBLIC} and ${own('pg_opfamily', 'x.oid')}
    union all select 'pg_collation'::regclass, x.oid from pg_collation x where x.collnamespace = ${PUBLIC} and ${own('pg_collation', 'x.oid')}
    union all select 'pg_ts_dict'::regclass, x.oid from pg_ts_dict x where x.dictnamespace = ${PUBLIC} and ${own('pg_ts_dict', 'x.oid')}
    union all select 'pg_ts_config'::regclass, x.oid from pg_ts_config x where x.cfgnamespace = ${PUBLIC} and ${own('pg_ts_config', 'x.oid')}
    union all select 'pg_statistic_ext'::regclass, x.oid from pg_statistic_ext x where x.stxnamespace = ${PUBLIC}
  ) found
  order by pg_describe_object(classid, objid, 0) ${C}`;

interface TableRow {
  oid: number;
  name: string;
  relkind: string;
  relpersistence: string;
  options: string[] | null;
  row_security: boolean;
  force_row_security: boolean;
  partition_key: string | null;
}

interface ColumnRow {
  table_oid: number;
  name: string;
  type: string;
  collation: string | null;
  identity: '' | 'a' | 'd';
  generated: '' | 's';
  expression: string | null;
  not_null: boolean;
  start: string | null;
  increment: string | null;
  cache: string | null;
  cycle: boolean | null;
}

/** An identity column's sequence options, when they are not PostgreSQL's defaults. */
function identityOptions(column: ColumnRow): string {
  const options = [
    column.start !== '1' && `START WITH ${column.start}`,
    column.increment !== '1' && `INCREMENT BY ${column.increment}`,
    column.cache !== '1' && `CACHE ${column.cache}`,
    column.cycle && 'CYCLE',
  ].filter(Boolean);
  return options.length ? ` (${options.join(' ')})` : '';
}

function columnDefinition(column: ColumnRow): string {
  let sql = `${column.name} ${column.type}`;
  if (column.collation) sql += ` COLLATE ${column.collation}`;
  if (column.identity)
    sql += ` GENERATED ${column.identity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY${identityOptions(column)}`;
  else if (column.generated === 's') sql += ` GENERATED ALWAYS AS (${column.expression}) STORED`;
  else if (column.expression !== null) sql += ` DEFAULT ${column.expression}`;
  if (column.not_null) sql += ' NOT NULL';
  return sql;
}

function tableDefinition(table: TableRow, columns: ColumnRow[], constraints: string[]): string {
  const lines = [...columns.map(columnDefinition), ...constraints].map((line) => `    ${line}`);
  let sql = `CREATE ${table.relpersistence === 'u' ? 'UNLOGGED ' : ''}TABLE ${table.name} (\n${lines.join(',\n')}\n)`;
  if (table.partition_key) sql += `\nPARTITION BY ${table.partition_key}`;
  if (table.options?.length) sql += `\nWITH (${table.options.join(', ')})`;
  sql += ';';
  if (table.row_security) sql += `\nALTER TABLE ${table.name} ENABLE ROW LEVEL SECURITY;`;
  if (table.force_row_security) sql += `\nALTER TABLE ${table.name} FORCE ROW LEVEL SECURITY;`;
  return sql;
}

/** One section: a title, then each object after a `-- Name:` line, as pg_dump writes them. */
function section(title: string, type: string, rows: Row[]): string {
  if (!rows.length) return '';
  const objects = rows.map((row) => `--\n-- Name: ${row.name}; Type: ${type}\n--\n\n${row.sql}\n`);
  return `\n--\n-- ${title}\n--\n\n${objects.join('\n')}`;
}

/** The SQL text of the `public` schema of the database `em` is connected to (see the top of this file). */
export async function dumpDatabaseSchema(em: EntityManager): Promise<string> {
  return em.fork().transactional(async (tx) => {
    const read = <T>(text: string, values: unknown[] = []) => query<T>(tx, text, values);
    // One snapshot for every catalog read; an empty search_path qualifies every name.
    await read('set transaction isolation level repeatable read, read only');
    await read(`select set_config('search_path', '', true)`);

    const unwritten = await read<{ name: string }>(UNWRITTEN);
    if (unwritten.length) {
      throw new Error(
        `schema-dump.ts cannot write these objects of the public schema yet: ${unwritten.map((row) => row.name).join(', ')}`,
      );
    }
    const [{ major }] = await read<{ major: number }>(
      `select current_setting('server_version_num')::int / 10000 as major`,
    );
    const tables = await read<TableRow>(TABLES);
    const oids = tables.map((table) => table.oid);
    const columns = await read<ColumnRow>(COLUMNS, [oids]);
    const constraints = await read<{ table_oid: number; sql: string }>(TABLE_CONSTRAINTS, [oids]);
    const tableRows = tables.map((table) => ({
      name: table.name,
      sql: tableDefinition(
        table,
        columns.filter((column) => column.table_oid === table.oid),
        constraints.filter((constraint) => constraint.table_oid === table.oid).map((constraint) => constraint.sql),
      ),
    }));

    const sections = [
      section('Extensions', 'EXTENSION', await read<Row>(EXTENSIONS)),
      section('Enum types', 'TYPE', await read<Row>(ENUMS)),
      section('Domains', 'DOMAIN', await read<Row>(DOMAINS)),
      section('Functions', 'FUNCTION', await read<Row>(FUNCTIONS)),
      section('Sequences', 'SEQUENCE', await read<Row>(SEQUENCES)),
      section('Tables', 'TABLE', tableRows),
      section('Views', 'VIEW', await read<Row>(VIEWS)),
      section('Foreign keys', 'FK CONSTRAINT', await read<Row>(FOREIGN_KEYS, [oids])),
      section('Indexes', 'INDEX', await read<Row>(INDEXES, [oids])),
      section('Rules', 'RULE', await read<Row>(RULES, [oids])),
      section('Row security policies', 'POLICY', await read<Row>(POLICIES)),
      section('Triggers', 'TRIGGER', await read<Row>(TRIGGERS)),
      section('Comments', 'COMMENT', await read<Row>(COMMENTS)),
    ];
    // check_function_bodies: as in pg_dump, so the text replays although a function names a later table.
    return `${HEADER}\n-- PostgreSQL ${major}\n\nSET check_function_bodies = false;\n${sections.join('')}`;
  });
}
