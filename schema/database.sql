-- Pilotage's database schema: the `public` schema of a database migrated from scratch, read from
-- PostgreSQL's catalogs by gateway/src/database/schema-dump.ts. Written by `npm run schema`; a test
-- fails when it differs from the migrated schema: change the schema with a migration in
-- gateway/migrations/, never here.
--
-- Left out: MikroORM's bookkeeping table (mikro_orm_migrations), pg-boss's own `pgboss` schema
-- (the job queue), the objects that extensions create, owners and privileges.
-- Rules kept by triggers: see the Triggers section, then the trigger functions under Functions.
-- PostgreSQL 17

SET check_function_bodies = false;

--
-- Extensions
--

--
-- Name: pg_trgm; Type: EXTENSION
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

--
-- Name: unaccent; Type: EXTENSION
--

CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

--
-- Functions
--

--
-- Name: public.accounting_periods_keep_closed(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.accounting_periods_keep_closed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        raise exception 'Une période clôturée ne peut pas être rouverte.' using errcode = 'integrity_constraint_violation';
      end $function$;

--
-- Name: public.audit_allow_entity_type(text); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.audit_allow_entity_type(new_type text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      declare
        known text[];
      begin
        select array_agg(m[1]) into known
          from pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') m
         where c.conname = 'audit_log_entity_type_check';
        if new_type = any(known) then
          return;
        end if;
        alter table audit_log drop constraint audit_log_entity_type_check;
        execute format('alter table audit_log add constraint audit_log_entity_type_check check (entity_type in (%s))',
          (select string_agg(quote_literal(t), ', ') from unnest(known || new_type) t));
      end $function$;

--
-- Name: public.audit_attach(text,text,text,text[],text[],text[]); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.audit_attach(table_name text, entity_type text, id_column text, secret_columns text[], ignored_columns text[], secret_rows text[] DEFAULT '{}'::text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      declare
        args text := format('%L, %L, %L, %L, %L', entity_type, id_column, secret_columns, ignored_columns, secret_rows);
      begin
        execute format('create trigger %I after insert on %I referencing new table as new_rows for each statement execute function audit_log_changes(%s)',
          table_name || '_audit_insert', table_name, args);
        execute format('create trigger %I after update on %I referencing old table as old_rows new table as new_rows for each statement execute function audit_log_changes(%s)',
          table_name || '_audit_update', table_name, args);
        execute format('create trigger %I after delete on %I referencing old table as old_rows for each statement execute function audit_log_changes(%s)',
          table_name || '_audit_delete', table_name, args);
      end $function$;

--
-- Name: public.audit_log_changes(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.audit_log_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        entity text := tg_argv[0];
        id_column text := tg_argv[1];
        secrets text[] := tg_argv[2]::text[];
        ignored text[] := tg_argv[3]::text[] || tg_argv[1];
        secret_rows text[] := tg_argv[4]::text[];
        who integer := nullif(current_setting('pilotage.actor_id', true), '')::integer;
        who_name text := nullif(current_setting('pilotage.actor_username', true), '');
        address text := nullif(current_setting('pilotage.client_address', true), '');
      begin
        if tg_op = 'INSERT' then
          with n as materialized (select to_jsonb(t) as data from new_rows t)
          insert into audit_log (actor_id, actor_username, ip, action, entity_type, entity_id, changes)
          select who, who_name, address, 'create', entity, n.data ->> id_column, coalesce((
                   select jsonb_object_agg(c.key, jsonb_build_array(null, audit_value(c.value, c.key = any(secrets) or n.data ->> id_column = any(secret_rows))))
                     from jsonb_each(n.data - ignored) c where c.value <> 'null'::jsonb), '{}')
            from n;
        elsif tg_op = 'DELETE' then
          with o as materialized (select to_jsonb(t) as data from old_rows t)
          insert into audit_log (actor_id, actor_username, ip, action, entity_type, entity_id, changes)
          select who, who_name, address, 'delete', entity, o.data ->> id_column, coalesce((
                   select jsonb_object_agg(c.key, jsonb_build_array(audit_value(c.value, c.key = any(secrets) or o.data ->> id_column = any(secret_rows)), null))
                     from jsonb_each(o.data - ignored) c where c.value <> 'null'::jsonb), '{}')
            from o;
        else
          with n as materialized (select to_jsonb(t) as data from new_rows t),
               o as materialized (select to_jsonb(t) as data from old_rows t),
               diff as (
                 select n.data ->> id_column as id, (
                          select jsonb_object_agg(c.key, jsonb_build_array(
                                   audit_value(o.data -> c.key, c.key = any(secrets) or n.data ->> id_column = any(secret_rows)),
                                   audit_value(c.value, c.key = any(secrets) or n.data ->> id_column = any(secret_rows))))
                            from jsonb_each(n.data - ignored) c
                           where c.value is distinct from o.data -> c.key
                        ) as changes
                   from n join o on o.data -> id_column = n.data -> id_column
               )
          insert into audit_log (actor_id, actor_username, ip, action, entity_type, entity_id, changes)
          select who, who_name, address, 'update', entity, diff.id, diff.changes from diff where diff.changes is not null;
        end if;
        return null;
      end $function$;

--
-- Name: public.audit_log_privileged(text); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.audit_log_privileged(entry text)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
      declare
        stack text;
      begin
        get diagnostics stack = pg_context;
        return current_user = (select pg_get_userbyid(relowner) from pg_class where oid = 'audit_log'::regclass)
           and strpos(stack, 'PL/pgSQL function ' || entry || ' line ') > 0;
      end $function$;

--
-- Name: public.audit_log_refuse(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.audit_log_refuse()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        if tg_op = 'TRUNCATE' and audit_log_privileged('audit_log_reset()') then return null; end if;
        raise exception 'Le journal d''activité ne peut être ni modifié ni supprimé.' using errcode = 'insufficient_privilege';
      end $function$;

--
-- Name: public.audit_log_refuse_delete(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.audit_log_refuse_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        cutoff timestamptz := nullif(current_setting('pilotage.audit_purge_before', true), '')::timestamptz;
      begin
        if not audit_log_privileged('purge_audit_log(integer)') or cutoff is null or exists (select from old_rows where at >= cutoff) then
          raise exception 'Le journal d''activité ne peut être ni modifié ni supprimé.' using errcode = 'insufficient_privilege';
        end if;
        return null;
      end $function$;

--
-- Name: public.audit_log_reset(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.audit_log_reset()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO '$user', 'public'
AS $function$
      begin
        truncate audit_log restart identity;
      end $function$;

--
-- Name: public.audit_value(jsonb,boolean); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.audit_value(value jsonb, secret boolean)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
AS $function$
        select case when secret and value <> 'null'::jsonb then '"***"'::jsonb else value end
      $function$;

--
-- Name: public.employee_task_totals_employees(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.employee_task_totals_employees()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
      end $function$;

--
-- Name: public.employee_task_totals_tasks_cleared(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.employee_task_totals_tasks_cleared()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        update employee_task_totals set assigned = 0, completed = 0 where assigned <> 0 or completed <> 0;
        return null;
      end $function$;

--
-- Name: public.employee_task_totals_track(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.employee_task_totals_track()
 RETURNS trigger
 LANGUAGE plpgsql
 SET work_mem TO '64MB'
AS $function$
      begin
        if tg_op = 'INSERT' then
          
  insert into employee_task_totals as t (employee_id, name, assigned, completed)
  select c.employee_id, e.name, sum(c.n)::int, (coalesce(sum(c.n) filter (where c.status = 'Terminé'), 0))::int
    from (select assigned_employee_id, status, 1 from new_rows where assigned_employee_id is not null) c (employee_id, status, n)
    join employees e on e.id = c.employee_id
   group by c.employee_id, e.name
  having sum(c.n) <> 0 or sum(c.n) filter (where c.status = 'Terminé') <> 0
   order by c.employee_id
      on conflict (employee_id) do update
     set assigned = t.assigned + excluded.assigned, completed = t.completed + excluded.completed;
        elsif tg_op = 'DELETE' then
          
  insert into employee_task_totals as t (employee_id, name, assigned, completed)
  select c.employee_id, e.name, sum(c.n)::int, (coalesce(sum(c.n) filter (where c.status = 'Terminé'), 0))::int
    from (select assigned_employee_id, status, -1 from old_rows where assigned_employee_id is not null) c (employee_id, status, n)
    join employees e on e.id = c.employee_id
   group by c.employee_id, e.name
  having sum(c.n) <> 0 or sum(c.n) filter (where c.status = 'Terminé') <> 0
   order by c.employee_id
      on conflict (employee_id) do update
     set assigned = t.assigned + excluded.assigned, completed = t.completed + excluded.completed;
        else
          
  insert into employee_task_totals as t (employee_id, name, assigned, completed)
  select c.employee_id, e.name, sum(c.n)::int, (coalesce(sum(c.n) filter (where c.status = 'Terminé'), 0))::int
    from (select assigned_employee_id, status, 1 from new_rows where assigned_employee_id is not null
                               union all
                               select assigned_employee_id, status, -1 from old_rows where assigned_employee_id is not null) c (employee_id, status, n)
    join employees e on e.id = c.employee_id
   group by c.employee_id, e.name
  having sum(c.n) <> 0 or sum(c.n) filter (where c.status = 'Terminé') <> 0
   order by c.employee_id
      on conflict (employee_id) do update
     set assigned = t.assigned + excluded.assigned, completed = t.completed + excluded.completed;
        end if;
        return null;
      end $function$;

--
-- Name: public.financial_period_totals_clear(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.financial_period_totals_clear()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        delete from financial_period_totals;
        return null;
      end $function$;

--
-- Name: public.financial_period_totals_track(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.financial_period_totals_track()
 RETURNS trigger
 LANGUAGE plpgsql
 SET work_mem TO '64MB'
AS $function$
      begin
        if tg_op = 'INSERT' then
          
  with d as (
    select date, sum(n)::int as n, sum(n * greatest(amount, 0)) as revenue, sum(n * greatest(-amount, 0)) as expenses
      from (select date, amount, 1 from new_rows) s (date, amount, n)
     group by date
  )
  insert into financial_period_totals as t (period, bucket, revenue, expenses, transactions)
  select period, bucket, sum(revenue), sum(expenses), sum(n)
    from (select 'month' as period, date_trunc('month', date::timestamp)::date as bucket, revenue, expenses, n from d
          union all
          select 'year', date_trunc('year', date::timestamp)::date, revenue, expenses, n from d) levels
   group by period, bucket
  having sum(n) <> 0 or sum(revenue) <> 0 or sum(expenses) <> 0
   order by period collate "C", bucket
      on conflict (period, bucket) do update
     set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions;
          return null;
        elsif tg_op = 'DELETE' then
          
  with d as (
    select date, sum(n)::int as n, sum(n * greatest(amount, 0)) as revenue, sum(n * greatest(-amount, 0)) as expenses
      from (select date, amount, -1 from old_rows) s (date, amount, n)
     group by date
  )
  insert into financial_period_totals as t (period, bucket, revenue, expenses, transactions)
  select period, bucket, sum(revenue), sum(expenses), sum(n)
    from (select 'month' as period, date_trunc('month', date::timestamp)::date as bucket, revenue, expenses, n from d
          union all
          select 'year', date_trunc('year', date::timestamp)::date, revenue, expenses, n from d) levels
   group by period, bucket
  having sum(n) <> 0 or sum(revenue) <> 0 or sum(expenses) <> 0
   order by period collate "C", bucket
      on conflict (period, bucket) do update
     set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions;
        else
          if not exists (select date, amount from new_rows except all select date, amount from old_rows) then
            return null;
          end if;
          
  with d as (
    select date, sum(n)::int as n, sum(n * greatest(amount, 0)) as revenue, sum(n * greatest(-amount, 0)) as expenses
      from (select date, amount, 1 from new_rows union all select date, amount, -1 from old_rows) s (date, amount, n)
     group by date
  )
  insert into financial_period_totals as t (period, bucket, revenue, expenses, transactions)
  select period, bucket, sum(revenue), sum(expenses), sum(n)
    from (select 'month' as period, date_trunc('month', date::timestamp)::date as bucket, revenue, expenses, n from d
          union all
          select 'year', date_trunc('year', date::timestamp)::date, revenue, expenses, n from d) levels
   group by period, bucket
  having sum(n) <> 0 or sum(revenue) <> 0 or sum(expenses) <> 0
   order by period collate "C", bucket
      on conflict (period, bucket) do update
     set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions;
        end if;
        delete from financial_period_totals
   where ctid = any (array(select ctid from financial_period_totals where transactions = 0 for update skip locked));
        return null;
      end $function$;

--
-- Name: public.financial_totals_clear(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.financial_totals_clear()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        delete from financial_day_totals;
        delete from financial_employee_day_totals;
        return null;
      end $function$;

--
-- Name: public.financial_totals_track(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.financial_totals_track()
 RETURNS trigger
 LANGUAGE plpgsql
 SET work_mem TO '64MB'
AS $function$
      begin
        if tg_op = 'INSERT' then
          
  with d as (
    select date, employee_id, sum(n)::int as n, sum(n * greatest(amount, 0)) as revenue, sum(n * greatest(-amount, 0)) as expenses
      from (select date, related_employee_id, amount, 1 from new_rows) s (date, employee_id, amount, n)
     group by date, employee_id
  ), days as (
    insert into financial_day_totals as t (date, revenue, expenses, transactions)
    select date, sum(revenue), sum(expenses), sum(n) from d
     group by date
    having sum(n) <> 0 or sum(revenue) <> 0 or sum(expenses) <> 0
     order by date
        on conflict (date) do update
       set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions
  )
  insert into financial_employee_day_totals as t (employee_id, date, revenue, expenses, transactions)
  select employee_id, date, revenue, expenses, n from d
   where employee_id is not null and (n <> 0 or revenue <> 0 or expenses <> 0)
   order by employee_id, date
      on conflict (employee_id, date) do update
     set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions;
          return null;
        elsif tg_op = 'DELETE' then
          
  with d as (
    select date, employee_id, sum(n)::int as n, sum(n * greatest(amount, 0)) as revenue, sum(n * greatest(-amount, 0)) as expenses
      from (select date, related_employee_id, amount, -1 from old_rows) s (date, employee_id, amount, n)
     group by date, employee_id
  ), days as (
    insert into financial_day_totals as t (date, revenue, expenses, transactions)
    select date, sum(revenue), sum(expenses), sum(n) from d
     group by date
    having sum(n) <> 0 or sum(revenue) <> 0 or sum(expenses) <> 0
     order by date
        on conflict (date) do update
       set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions
  )
  insert into financial_employee_day_totals as t (employee_id, date, revenue, expenses, transactions)
  select employee_id, date, revenue, expenses, n from d
   where employee_id is not null and (n <> 0 or revenue <> 0 or expenses <> 0)
   order by employee_id, date
      on conflict (employee_id, date) do update
     set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions;
        else
          -- An update that moves no date, amount or employee (a receipt attached) adds nothing: no total read or locked.
          if not exists (select date, related_employee_id, amount from new_rows except all select date, related_employee_id, amount from old_rows) then
            return null;
          end if;
          
  with d as (
    select date, employee_id, sum(n)::int as n, sum(n * greatest(amount, 0)) as revenue, sum(n * greatest(-amount, 0)) as expenses
      from (select date, related_employee_id, amount, 1 from new_rows union all select date, related_employee_id, amount, -1 from old_rows) s (date, employee_id, amount, n)
     group by date, employee_id
  ), days as (
    insert into financial_day_totals as t (date, revenue, expenses, transactions)
    select date, sum(revenue), sum(expenses), sum(n) from d
     group by date
    having sum(n) <> 0 or sum(revenue) <> 0 or sum(expenses) <> 0
     order by date
        on conflict (date) do update
       set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions
  )
  insert into financial_employee_day_totals as t (employee_id, date, revenue, expenses, transactions)
  select employee_id, date, revenue, expenses, n from d
   where employee_id is not null and (n <> 0 or revenue <> 0 or expenses <> 0)
   order by employee_id, date
      on conflict (employee_id, date) do update
     set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions;
        end if;
        delete from financial_day_totals where ctid = any (array(select ctid from financial_day_totals where transactions = 0 for update skip locked));
        delete from financial_employee_day_totals where ctid = any (array(select ctid from financial_employee_day_totals where transactions = 0 for update skip locked));
        return null;
      end $function$;

--
-- Name: public.invoice_lines_keep_issued(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.invoice_lines_keep_issued()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        raise exception 'Les lignes d''une facture émise ne peuvent être ni modifiées ni supprimées : établissez un avoir.'
          using errcode = 'integrity_constraint_violation';
      end $function$;

--
-- Name: public.invoice_lines_only_at_issue(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.invoice_lines_only_at_issue()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        if not exists (select 1 from invoices where id = new.invoice_id and xmin::text::bigint = txid_current() % 4294967296) then
          raise exception 'Une facture émise ne peut plus être modifiée : établissez un avoir.' using errcode = 'integrity_constraint_violation';
        end if;
        return new;
      end $function$;

--
-- Name: public.invoice_series_number(text,integer,integer); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.invoice_series_number(kind text, year integer, sequence integer)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
        select case kind when 'invoice' then 'F' else 'A' end || '-' || year || '-' || lpad(sequence::text, greatest(4, length(sequence::text)), '0')
      $function$;

--
-- Name: public.invoices_keep_issued(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.invoices_keep_issued()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        payment text[] := array['paid_at', 'payment_transaction_id', 'payment_cancel_reason'];
      begin
        if tg_op = 'DELETE' then
          raise exception 'Une facture émise ne peut pas être supprimée : établissez un avoir.' using errcode = 'integrity_constraint_violation';
        end if;
        if (to_jsonb(new) - payment) is not distinct from (to_jsonb(old) - payment) and (
             -- Nothing of the payment changes.
             (new.paid_at is not distinct from old.paid_at and new.payment_transaction_id is not distinct from old.payment_transaction_id
              and new.payment_cancel_reason is not distinct from old.payment_cancel_reason)
             -- The payment is recorded, with its transaction.
             or (old.paid_at is null and new.paid_at is not null and new.payment_transaction_id is not null and new.payment_cancel_reason is null)
             -- The payment is cancelled, with its reason (invoices_payment_cancel_complete checks its transaction is gone).
             or (old.paid_at is not null and new.paid_at is null and new.payment_transaction_id is null and new.payment_cancel_reason is not null)) then
          return new;
        end if;
        raise exception 'Une facture émise ne peut plus être modifiée : établissez un avoir.' using errcode = 'integrity_constraint_violation';
      end $function$;

--
-- Name: public.invoices_number_in_series(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.invoices_number_in_series()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        expected text;
      begin
        select invoice_series_number(c.kind, c.year, c.last_sequence) into expected
          from invoice_counters c where c.kind = new.kind and c.year = extract(year from new.issue_date)::integer;
        if expected is distinct from new.number then
          raise exception 'Le numéro % n''est pas le prochain de sa série : une facture prend le numéro de son compteur.', new.number
            using errcode = 'integrity_constraint_violation';
        end if;
        return new;
      end $function$;

--
-- Name: public.invoices_payment_cancel_complete(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.invoices_payment_cancel_complete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        if exists (select from financial_transactions where id = old.payment_transaction_id) then
          raise exception 'Le paiement de la facture % est annulé avec sa transaction de revenu : supprimez-la dans la même transaction.', old.number
            using errcode = 'integrity_constraint_violation';
        end if;
        return null;
      end $function$;

--
-- Name: public.ledger_entries_open_period(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.ledger_entries_open_period()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        if exists (select from accounting_periods where period = to_char(new.entry_date, 'YYYY-MM')) then
          raise exception 'La période % est clôturée : aucune écriture ne peut y être passée.', to_char(new.entry_date, 'YYYY-MM')
            using errcode = 'integrity_constraint_violation';
        end if;
        return new;
      end $function$;

--
-- Name: public.ledger_keep_posted(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.ledger_keep_posted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        raise exception 'Une écriture comptable validée ne peut être ni modifiée ni supprimée : passez une écriture de correction.'
          using errcode = 'integrity_constraint_violation';
      end $function$;

--
-- Name: public.live_notify_changes(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.live_notify_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        ignored text[] := tg_argv[1:];
        changed_ids text[];
        total bigint;
      begin
        if tg_op = 'INSERT' then
          select count(*), (array_agg(id::text order by id))[1:50] into total, changed_ids from new_rows;
        elsif tg_op = 'DELETE' then
          select count(*), (array_agg(id::text order by id))[1:50] into total, changed_ids from old_rows;
        else
          select count(*), (array_agg(n.id::text order by n.id))[1:50] into total, changed_ids
            from new_rows n join old_rows o on o.id = n.id
           where to_jsonb(n) - ignored is distinct from to_jsonb(o) - ignored;
        end if;
        if total > 0 then
          perform pg_notify('pilotage_changes', json_build_object(
            'entity_type', tg_argv[0],
            'action', lower(tg_op),
            'ids', case when total <= 50 then to_json(changed_ids) end
          )::text);
        end if;
        return null;
      end $function$;

--
-- Name: public.live_notify_sessions_ended(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.live_notify_sessions_ended()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        batch text[];
      begin
        for batch in
          select array_agg(id::text) from (select id, (row_number() over () - 1) / 100 as chunk from old_rows) ended group by chunk
        loop
          perform pg_notify('pilotage_sessions_ended', to_json(batch)::text);
        end loop;
        return null;
      end $function$;

--
-- Name: public.payment_transactions_keep(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.payment_transactions_keep()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        invoice_number text;
        free text[] := array['related_employee_id', 'receipt_file_id', 'receipt_attached_at'];
      begin
        select number into invoice_number from invoices where payment_transaction_id = old.id;
        if invoice_number is null or (tg_op = 'UPDATE' and (to_jsonb(new) - free) = (to_jsonb(old) - free)) then
          return case when tg_op = 'DELETE' then old else new end;
        end if;
        raise exception 'Cette transaction est le paiement de la facture % : annulez le paiement depuis la facture.', invoice_number
          using errcode = 'integrity_constraint_violation';
      end $function$;

--
-- Name: public.pilotage_search_text(text); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.pilotage_search_text(text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1));

--
-- Name: public.purge_audit_log(integer); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.purge_audit_log(retention_days integer)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO '$user', 'public'
AS $function$
      declare
        cutoff timestamptz := now() - make_interval(days => retention_days);
        purged bigint;
      begin
        if retention_days is null or retention_days < 1 then
          raise exception 'La durée de conservation du journal est d''au moins un jour.' using errcode = 'invalid_parameter_value';
        end if;
        perform set_config('pilotage.audit_purge_before', cutoff::text, true);
        delete from audit_log where at < cutoff;
        get diagnostics purged = row_count;
        perform set_config('pilotage.audit_purge_before', '', true);
        return purged;
      end $function$;

--
-- Name: public.session_cache_notify_all(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.session_cache_notify_all()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        perform pg_notify('pilotage_sessions_stale', 'null');
        return null;
      end $function$;

--
-- Name: public.session_cache_notify_setting(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.session_cache_notify_setting()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        if (tg_op <> 'INSERT' and old.key = 'require_2fa_for_admins')
           or (tg_op <> 'DELETE' and new.key = 'require_2fa_for_admins') then
          if tg_op <> 'UPDATE' or old.key is distinct from new.key or old.value is distinct from new.value then
            perform pg_notify('pilotage_sessions_stale', 'null');
          end if;
        end if;
        return null;
      end $function$;

--
-- Name: public.session_cache_notify_updated(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.session_cache_notify_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        batch text[];
      begin
        for batch in
          select array_agg(id::text) from (
            select n.id, (row_number() over () - 1) / 100 as chunk
              from new_rows n join old_rows o on o.id = n.id
             where to_jsonb(n) is distinct from to_jsonb(o)
          ) updated group by chunk
        loop
          perform pg_notify('pilotage_sessions_stale', to_json(batch)::text);
        end loop;
        return null;
      end $function$;

--
-- Name: public.stored_files_keep(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.stored_files_keep()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        raise exception 'Un fichier conservé ne peut pas être modifié.' using errcode = 'integrity_constraint_violation';
      end $function$;

--
-- Name: public.supplier_payment_transactions_keep(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.supplier_payment_transactions_keep()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        supplier_reference text;
        free text[] := array['related_employee_id', 'receipt_file_id', 'receipt_attached_at'];
      begin
        select reference into supplier_reference from supplier_invoices where payment_transaction_id = old.id;
        if supplier_reference is null or (tg_op = 'UPDATE' and (to_jsonb(new) - free) = (to_jsonb(old) - free)) then
          return case when tg_op = 'DELETE' then old else new end;
        end if;
        raise exception 'Cette transaction est le paiement de la facture fournisseur % : annulez le paiement depuis la facture fournisseur.', supplier_reference
          using errcode = 'integrity_constraint_violation';
      end $function$;

--
-- Name: public.task_counts_clear(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.task_counts_clear()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        delete from task_counts;
        return null;
      end $function$;

--
-- Name: public.task_counts_track(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.task_counts_track()
 RETURNS trigger
 LANGUAGE plpgsql
 SET work_mem TO '64MB'
AS $function$
  begin
    if tg_op = 'INSERT' then
      
  with d as (
    select employee_id, status, due_date, sum(n)::int as n from (select assigned_employee_id, status, due_date, 1 from new_rows) s (employee_id, status, due_date, n) group by 1, 2, 3
  )
  insert into task_counts as c (everyone, period, bucket, employee_id, status, tasks)
  select everyone, period, bucket, employee_id, status, n
    from (select grouping(e) = 1 as everyone,
                 case when grouping(d) = 0 then 'day' when grouping(m) = 0 then 'month' when grouping(y) = 0 then 'year' else 'all' end as period,
                 coalesce(d, m, y) as bucket, e as employee_id, status, sum(n)::int as n
            from (select employee_id as e, status, n, due_date as d,
                         date_trunc('month', due_date::timestamp)::date as m, date_trunc('year', due_date::timestamp)::date as y
                    from d) x
           group by status, grouping sets ((e), ()), grouping sets ((), (y), (m), (d))) levels
   where n <> 0 and (period = 'all' or bucket is not null)
   order by everyone, period collate "C", bucket, employee_id, status collate "C"
      on conflict (everyone, period, bucket, employee_id, status) do update set tasks = c.tasks + excluded.tasks;
      return null;
    elsif tg_op = 'DELETE' then
      
  with d as (
    select employee_id, status, due_date, sum(n)::int as n from (select assigned_employee_id, status, due_date, -1 from old_rows) s (employee_id, status, due_date, n) group by 1, 2, 3
  )
  insert into task_counts as c (everyone, period, bucket, employee_id, status, tasks)
  select everyone, period, bucket, employee_id, status, n
    from (select grouping(e) = 1 as everyone,
                 case when grouping(d) = 0 then 'day' when grouping(m) = 0 then 'month' when grouping(y) = 0 then 'year' else 'all' end as period,
                 coalesce(d, m, y) as bucket, e as employee_id, status, sum(n)::int as n
            from (select employee_id as e, status, n, due_date as d,
                         date_trunc('month', due_date::timestamp)::date as m, date_trunc('year', due_date::timestamp)::date as y
                    from d) x
           group by status, grouping sets ((e), ()), grouping sets ((), (y), (m), (d))) levels
   where n <> 0 and (period = 'all' or bucket is not null)
   order by everyone, period collate "C", bucket, employee_id, status collate "C"
      on conflict (everyone, period, bucket, employee_id, status) do update set tasks = c.tasks + excluded.tasks;
    else
      
  with d as (
    select employee_id, status, due_date, sum(n)::int as n from (select assigned_employee_id, status, due_date, 1 from new_rows union all select assigned_employee_id, status, due_date, -1 from old_rows) s (employee_id, status, due_date, n) group by 1, 2, 3
  )
  insert into task_counts as c (everyone, period, bucket, employee_id, status, tasks)
  select everyone, period, bucket, employee_id, status, n
    from (select grouping(e) = 1 as everyone,
                 case when grouping(d) = 0 then 'day' when grouping(m) = 0 then 'month' when grouping(y) = 0 then 'year' else 'all' end as period,
                 coalesce(d, m, y) as bucket, e as employee_id, status, sum(n)::int as n
            from (select employee_id as e, status, n, due_date as d,
                         date_trunc('month', due_date::timestamp)::date as m, date_trunc('year', due_date::timestamp)::date as y
                    from d) x
           group by status, grouping sets ((e), ()), grouping sets ((), (y), (m), (d))) levels
   where n <> 0 and (period = 'all' or bucket is not null)
   order by everyone, period collate "C", bucket, employee_id, status collate "C"
      on conflict (everyone, period, bucket, employee_id, status) do update set tasks = c.tasks + excluded.tasks;
    end if;
    delete from task_counts where ctid = any (array(select ctid from task_counts where tasks = 0 for update skip locked));
    return null;
  end $function$;

--
-- Name: public.transaction_receipt_audit(); Type: FUNCTION
--

CREATE OR REPLACE FUNCTION public.transaction_receipt_audit()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      declare
        who integer := nullif(current_setting('pilotage.actor_id', true), '')::integer;
        who_name text := nullif(current_setting('pilotage.actor_username', true), '');
        address text := nullif(current_setting('pilotage.client_address', true), '');
      begin
        -- Each event has its own transition tables only.
        if tg_op = 'INSERT' then
          
  insert into audit_log (actor_id, actor_username, ip, action, entity_type, entity_id, changes)
  select who, who_name, address, case when before is null then 'create' when after is null then 'delete' else 'update' end,
         'attachment', id::text, jsonb_build_object('file_id', jsonb_build_array(before, after))
    from (select id, null::integer, receipt_file_id from new_rows where receipt_file_id is not null) changed (id, before, after)
   order by id;
        elsif tg_op = 'DELETE' then
          
  insert into audit_log (actor_id, actor_username, ip, action, entity_type, entity_id, changes)
  select who, who_name, address, case when before is null then 'create' when after is null then 'delete' else 'update' end,
         'attachment', id::text, jsonb_build_object('file_id', jsonb_build_array(before, after))
    from (select id, receipt_file_id, null::integer from old_rows where receipt_file_id is not null) changed (id, before, after)
   order by id;
        else
          
  insert into audit_log (actor_id, actor_username, ip, action, entity_type, entity_id, changes)
  select who, who_name, address, case when before is null then 'create' when after is null then 'delete' else 'update' end,
         'attachment', id::text, jsonb_build_object('file_id', jsonb_build_array(before, after))
    from (select n.id, o.receipt_file_id, n.receipt_file_id from new_rows n join old_rows o on o.id = n.id
                              where n.receipt_file_id is distinct from o.receipt_file_id) changed (id, before, after)
   order by id;
        end if;
        return null;
      end $function$;

--
-- Tables
--

--
-- Name: public.accounting_periods; Type: TABLE
--

CREATE TABLE public.accounting_periods (
    period text NOT NULL,
    closed_at timestamp with time zone DEFAULT now() NOT NULL,
    closed_by integer,
    CONSTRAINT accounting_periods_pkey PRIMARY KEY (period),
    CONSTRAINT accounting_periods_period_check CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'::text)
);

--
-- Name: public.accounting_settings; Type: TABLE
--

CREATE TABLE public.accounting_settings (
    id integer NOT NULL,
    fiscal_start_month integer DEFAULT 1 NOT NULL,
    vat_on_debits boolean DEFAULT false NOT NULL,
    journals jsonb DEFAULT '{}'::jsonb NOT NULL,
    accounts jsonb DEFAULT '{}'::jsonb NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT accounting_settings_pkey PRIMARY KEY (id),
    CONSTRAINT accounting_settings_fiscal_start_month_check CHECK (fiscal_start_month >= 1 AND fiscal_start_month <= 12),
    CONSTRAINT accounting_settings_id_check CHECK (id = 1)
);

--
-- Name: public.audit_log; Type: TABLE
--

CREATE TABLE public.audit_log (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    actor_id integer,
    actor_username text,
    ip text,
    action text NOT NULL,
    entity_type text NOT NULL,
    entity_id text,
    changes jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT audit_log_pkey PRIMARY KEY (id),
    CONSTRAINT audit_log_action_check CHECK (action = ANY (ARRAY['create'::text, 'update'::text, 'delete'::text, 'login'::text, 'login_failed'::text, 'logout'::text, 'password_change'::text, 'two_factor_enabled'::text, 'two_factor_disabled'::text])),
    CONSTRAINT audit_log_entity_type_check CHECK (entity_type = ANY (ARRAY['user'::text, 'employee'::text, 'task'::text, 'transaction'::text, 'setting'::text, 'invoice_settings'::text, 'signup_token'::text, 'invoice'::text, 'notification'::text, 'supplier_invoice'::text, 'stored_file'::text, 'attachment'::text, 'bank_account'::text, 'bank_line'::text, 'bank_rule'::text, 'accounting_settings'::text, 'accounting_period'::text, 'mail'::text, 'reminder_level'::text, 'mail_settings'::text, 'e_invoicing_settings'::text, 'e_invoicing_status'::text]))
);

--
-- Name: public.backup_runs; Type: TABLE
--

CREATE TABLE public.backup_runs (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    started_at timestamp with time zone NOT NULL,
    finished_at timestamp with time zone DEFAULT now() NOT NULL,
    succeeded boolean NOT NULL,
    file_name text,
    size_bytes bigint,
    sha256 text,
    schema_version text,
    total_rows bigint,
    encrypted boolean DEFAULT false NOT NULL,
    remote_location text,
    error text,
    CONSTRAINT backup_runs_pkey PRIMARY KEY (id),
    CONSTRAINT backup_runs_check CHECK (NOT succeeded OR file_name IS NOT NULL AND size_bytes IS NOT NULL AND sha256 IS NOT NULL)
);

--
-- Name: public.bank_accounts; Type: TABLE
--

CREATE TABLE public.bank_accounts (
    id integer GENERATED BY DEFAULT AS IDENTITY NOT NULL,
    name text NOT NULL,
    iban text NOT NULL,
    opening_balance numeric(14,2) DEFAULT 0 NOT NULL,
    opening_date date NOT NULL,
    csv_mapping jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT bank_accounts_pkey PRIMARY KEY (id),
    CONSTRAINT bank_accounts_iban_unique UNIQUE (iban),
    CONSTRAINT bank_accounts_iban_check CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'::text),
    CONSTRAINT bank_accounts_name_check CHECK (name <> ''::text)
);

--
-- Name: public.bank_imports; Type: TABLE
--

CREATE TABLE public.bank_imports (
    id integer GENERATED BY DEFAULT AS IDENTITY NOT NULL,
    account_id integer NOT NULL,
    format text NOT NULL,
    file_name text DEFAULT ''::text NOT NULL,
    line_count integer NOT NULL,
    added_count integer NOT NULL,
    warnings jsonb DEFAULT '[]'::jsonb NOT NULL,
    imported_by integer,
    imported_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT bank_imports_pkey PRIMARY KEY (id),
    CONSTRAINT bank_imports_format_check CHECK (format = ANY (ARRAY['camt053'::text, 'ofx'::text, 'csv'::text]))
);

--
-- Name: public.bank_lines; Type: TABLE
--

CREATE TABLE public.bank_lines (
    id integer GENERATED BY DEFAULT AS IDENTITY NOT NULL,
    account_id integer NOT NULL,
    import_id integer,
    booking_date date NOT NULL,
    amount numeric(14,2) NOT NULL,
    label text NOT NULL,
    bank_ref text,
    end_to_end_id text,
    counterparty text,
    occurrence integer DEFAULT 1 NOT NULL,
    state text DEFAULT 'À rapprocher'::text NOT NULL,
    match_kind text,
    invoice_id integer,
    transaction_id integer,
    rule_id integer,
    settled_at timestamp with time zone,
    settled_by integer,
    supplier_invoice_id integer,
    CONSTRAINT bank_lines_pkey PRIMARY KEY (id),
    CONSTRAINT bank_lines_check CHECK ((state = 'Rapprochée'::text) = (match_kind IS NOT NULL)),
    CONSTRAINT bank_lines_check1 CHECK (match_kind = 'invoice'::text OR invoice_id IS NULL),
    CONSTRAINT bank_lines_match_kind_check CHECK (match_kind = ANY (ARRAY['invoice'::text, 'transaction'::text, 'create'::text, 'rule'::text, 'supplier_invoice'::text])),
    CONSTRAINT bank_lines_occurrence_check CHECK (occurrence >= 1),
    CONSTRAINT bank_lines_state_check CHECK (state = ANY (ARRAY['À rapprocher'::text, 'Rapprochée'::text, 'Ignorée'::text])),
    CONSTRAINT bank_lines_supplier_invoice_check CHECK (match_kind = 'supplier_invoice'::text OR supplier_invoice_id IS NULL)
);

--
-- Name: public.bank_rules; Type: TABLE
--

CREATE TABLE public.bank_rules (
    id integer GENERATED BY DEFAULT AS IDENTITY NOT NULL,
    label_contains text,
    min_amount numeric(14,2),
    max_amount numeric(14,2),
    category character varying(100) DEFAULT ''::character varying NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    related_employee_id integer,
    related_source character varying(200) DEFAULT ''::character varying NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    "position" integer NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    CONSTRAINT bank_rules_pkey PRIMARY KEY (id),
    CONSTRAINT bank_rules_check CHECK (label_contains IS NOT NULL OR min_amount IS NOT NULL OR max_amount IS NOT NULL),
    CONSTRAINT bank_rules_check1 CHECK (min_amount IS NULL OR max_amount IS NULL OR min_amount <= max_amount)
);

--
-- Name: public.e_invoicing_exchanges; Type: TABLE
--

CREATE TABLE public.e_invoicing_exchanges (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    method character varying(8) NOT NULL,
    path text NOT NULL,
    status integer,
    duration_ms integer NOT NULL,
    flow_id text,
    error text,
    CONSTRAINT e_invoicing_exchanges_pkey PRIMARY KEY (id),
    CONSTRAINT e_invoicing_exchanges_duration_ms_check CHECK (duration_ms >= 0)
);

--
-- Name: public.e_invoicing_poll_cursor; Type: TABLE
--

CREATE TABLE public.e_invoicing_poll_cursor (
    id smallint DEFAULT 1 NOT NULL,
    updated_after timestamp with time zone DEFAULT '1970-01-01 00:00:00+00'::timestamp with time zone NOT NULL,
    polled_at timestamp with time zone,
    CONSTRAINT e_invoicing_poll_cursor_pkey PRIMARY KEY (id),
    CONSTRAINT e_invoicing_poll_cursor_id_check CHECK (id = 1)
);

--
-- Name: public.e_invoicing_received_flows; Type: TABLE
--

CREATE TABLE public.e_invoicing_received_flows (
    flow_id text NOT NULL,
    received_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
    outcome text NOT NULL,
    supplier_invoice_id integer,
    problem text,
    CONSTRAINT e_invoicing_received_flows_pkey PRIMARY KEY (flow_id),
    CONSTRAINT e_invoicing_received_flows_check CHECK ((outcome = 'filed'::text) = (problem IS NULL)),
    CONSTRAINT e_invoicing_received_flows_flow_id_check CHECK (length(flow_id) >= 1 AND length(flow_id) <= 200),
    CONSTRAINT e_invoicing_received_flows_outcome_check CHECK (outcome = ANY (ARRAY['filed'::text, 'duplicate'::text, 'unreadable'::text]))
);

--
-- Name: public.e_invoicing_reception_cursor; Type: TABLE
--

CREATE TABLE public.e_invoicing_reception_cursor (
    id smallint DEFAULT 1 NOT NULL,
    updated_after timestamp with time zone DEFAULT '1970-01-01 00:00:00+00'::timestamp with time zone NOT NULL,
    polled_at timestamp with time zone,
    CONSTRAINT e_invoicing_reception_cursor_pkey PRIMARY KEY (id),
    CONSTRAINT e_invoicing_reception_cursor_id_check CHECK (id = 1)
);

--
-- Name: public.e_invoicing_settings; Type: TABLE
--

CREATE TABLE public.e_invoicing_settings (
    id smallint DEFAULT 1 NOT NULL,
    flow_url text DEFAULT ''::text NOT NULL,
    token_url text DEFAULT ''::text NOT NULL,
    client_id text DEFAULT ''::text NOT NULL,
    client_secret text DEFAULT ''::text NOT NULL,
    address_scheme text DEFAULT 'SIREN'::text NOT NULL,
    electronic_address text DEFAULT ''::text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT e_invoicing_settings_pkey PRIMARY KEY (id),
    CONSTRAINT e_invoicing_settings_address_scheme_check CHECK (address_scheme = ANY (ARRAY['SIREN'::text, 'SIREN_SIRET'::text, 'ROUTING_CODE'::text])),
    CONSTRAINT e_invoicing_settings_id_check CHECK (id = 1)
);

--
-- Name: public.e_invoicing_statuses; Type: TABLE
--

CREATE TABLE public.e_invoicing_statuses (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    invoice_id integer,
    direction text NOT NULL,
    status_code integer NOT NULL,
    state text NOT NULL,
    flow_id text,
    tracking_id text,
    reason_code text,
    reason text,
    amount_cents bigint,
    status_date date,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    supplier_invoice_id integer,
    CONSTRAINT e_invoicing_statuses_pkey PRIMARY KEY (id),
    CONSTRAINT e_invoicing_statuses_tracking_unique UNIQUE (tracking_id),
    CONSTRAINT e_invoicing_statuses_check CHECK ((direction = 'In'::text) = (state = 'received'::text)),
    CONSTRAINT e_invoicing_statuses_check1 CHECK (direction = 'Out'::text OR flow_id IS NOT NULL),
    CONSTRAINT e_invoicing_statuses_check2 CHECK (direction = 'In'::text OR tracking_id IS NOT NULL),
    CONSTRAINT e_invoicing_statuses_concerns_one CHECK (num_nonnulls(invoice_id, supplier_invoice_id) = 1),
    CONSTRAINT e_invoicing_statuses_direction_check CHECK (direction = ANY (ARRAY['In'::text, 'Out'::text])),
    CONSTRAINT e_invoicing_statuses_state_check CHECK (state = ANY (ARRAY['received'::text, 'pending'::text, 'sent'::text])),
    CONSTRAINT e_invoicing_statuses_status_code_check CHECK (status_code >= 1 AND status_code <= 999),
    CONSTRAINT e_invoicing_statuses_supplier_out CHECK (supplier_invoice_id IS NULL OR direction = 'Out'::text),
    CONSTRAINT e_invoicing_statuses_tracking_id_check CHECK (length(tracking_id) <= 36)
);

--
-- Name: public.e_invoicing_transmissions; Type: TABLE
--

CREATE TABLE public.e_invoicing_transmissions (
    invoice_id integer NOT NULL,
    tracking_id text NOT NULL,
    state text DEFAULT 'pending'::text NOT NULL,
    flow_id text,
    reasons jsonb DEFAULT '[]'::jsonb NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT e_invoicing_transmissions_pkey PRIMARY KEY (invoice_id),
    CONSTRAINT e_invoicing_transmissions_tracking_unique UNIQUE (tracking_id),
    CONSTRAINT e_invoicing_transmissions_check CHECK (state = 'pending'::text OR flow_id IS NOT NULL),
    CONSTRAINT e_invoicing_transmissions_state_check CHECK (state = ANY (ARRAY['pending'::text, 'deposited'::text, 'rejected'::text, 'refused'::text, 'cashed'::text])),
    CONSTRAINT e_invoicing_transmissions_tracking_id_check CHECK (length(tracking_id) <= 36)
);

--
-- Name: public.e_invoicing_webhook; Type: TABLE
--

CREATE TABLE public.e_invoicing_webhook (
    id smallint DEFAULT 1 NOT NULL,
    secret text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT e_invoicing_webhook_pkey PRIMARY KEY (id),
    CONSTRAINT e_invoicing_webhook_id_check CHECK (id = 1)
);

--
-- Name: public.e_invoicing_webhook_failures; Type: TABLE
--

CREATE TABLE public.e_invoicing_webhook_failures (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    client_address text NOT NULL,
    attempted_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT e_invoicing_webhook_failures_pkey PRIMARY KEY (id)
);

--
-- Name: public.employee_task_totals; Type: TABLE
--

CREATE TABLE public.employee_task_totals (
    employee_id integer NOT NULL,
    name character varying(200) NOT NULL,
    assigned integer NOT NULL,
    completed integer NOT NULL,
    rate double precision GENERATED ALWAYS AS (
CASE
    WHEN (assigned = 0) THEN (0)::double precision
    ELSE ((completed)::double precision / (assigned)::double precision)
END) STORED,
    CONSTRAINT employee_task_totals_pkey PRIMARY KEY (employee_id)
);

--
-- Name: public.employees; Type: TABLE
--

CREATE TABLE public.employees (
    id integer GENERATED BY DEFAULT AS IDENTITY NOT NULL,
    name character varying(200) NOT NULL,
    notes text DEFAULT ''::text NOT NULL,
    manager_user_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT employees_pkey PRIMARY KEY (id)
);

--
-- Name: public.financial_day_totals; Type: TABLE
--

CREATE TABLE public.financial_day_totals (
    date date NOT NULL,
    revenue numeric NOT NULL,
    expenses numeric NOT NULL,
    transactions integer NOT NULL,
    CONSTRAINT financial_day_totals_pkey PRIMARY KEY (date)
);

--
-- Name: public.financial_employee_day_totals; Type: TABLE
--

CREATE TABLE public.financial_employee_day_totals (
    employee_id integer NOT NULL,
    date date NOT NULL,
    revenue numeric NOT NULL,
    expenses numeric NOT NULL,
    transactions integer NOT NULL,
    CONSTRAINT financial_employee_day_totals_pkey PRIMARY KEY (employee_id, date)
);

--
-- Name: public.financial_period_totals; Type: TABLE
--

CREATE TABLE public.financial_period_totals (
    period character varying(5) NOT NULL,
    bucket date NOT NULL,
    revenue numeric NOT NULL,
    expenses numeric NOT NULL,
    transactions integer NOT NULL,
    CONSTRAINT financial_period_totals_pkey PRIMARY KEY (period, bucket) INCLUDE (transactions, revenue, expenses),
    CONSTRAINT financial_period_totals_period_check CHECK (period::text = ANY (ARRAY['month'::character varying, 'year'::character varying]::text[]))
);

--
-- Name: public.financial_transactions; Type: TABLE
--

CREATE TABLE public.financial_transactions (
    id integer GENERATED BY DEFAULT AS IDENTITY NOT NULL,
    amount numeric(14,2) NOT NULL,
    description text NOT NULL,
    date date NOT NULL,
    category character varying(100) DEFAULT ''::character varying NOT NULL,
    related_employee_id integer,
    related_source character varying(200) DEFAULT ''::character varying NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    receipt_file_id integer,
    receipt_attached_at timestamp with time zone,
    CONSTRAINT financial_transactions_pkey PRIMARY KEY (id),
    CONSTRAINT financial_transactions_receipt_check CHECK ((receipt_file_id IS NULL) = (receipt_attached_at IS NULL))
);

--
-- Name: public.invoice_counters; Type: TABLE
--

CREATE TABLE public.invoice_counters (
    kind text NOT NULL,
    year integer NOT NULL,
    last_sequence integer NOT NULL,
    CONSTRAINT invoice_counters_pkey PRIMARY KEY (kind, year),
    CONSTRAINT invoice_counters_kind_check CHECK (kind = ANY (ARRAY['invoice'::text, 'credit_note'::text])),
    CONSTRAINT invoice_counters_last_sequence_check CHECK (last_sequence >= 0),
    CONSTRAINT invoice_counters_year_check CHECK (year >= 1 AND year <= 9999)
);

--
-- Name: public.invoice_lines; Type: TABLE
--

CREATE TABLE public.invoice_lines (
    invoice_id integer NOT NULL,
    "position" integer NOT NULL,
    description text NOT NULL,
    quantity_thousandths bigint NOT NULL,
    unit_price_cents bigint NOT NULL,
    vat_rate numeric(4,1) NOT NULL,
    total_cents bigint NOT NULL,
    CONSTRAINT invoice_lines_pkey PRIMARY KEY (invoice_id, "position"),
    CONSTRAINT invoice_lines_description_check CHECK (description <> ''::text),
    CONSTRAINT invoice_lines_position_check CHECK ("position" >= 1),
    CONSTRAINT invoice_lines_quantity_thousandths_check CHECK (quantity_thousandths > 0),
    CONSTRAINT invoice_lines_total_cents_check CHECK (total_cents >= 0),
    CONSTRAINT invoice_lines_unit_price_cents_check CHECK (unit_price_cents >= 0),
    CONSTRAINT invoice_lines_vat_rate_check CHECK (vat_rate = ANY (ARRAY[20::numeric, 10::numeric, 5.5, 2.1, 0::numeric]))
);

--
-- Name: public.invoice_reminder_levels; Type: TABLE
--

CREATE TABLE public.invoice_reminder_levels (
    level smallint NOT NULL,
    enabled boolean NOT NULL,
    days_after_due integer NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT invoice_reminder_levels_pkey PRIMARY KEY (level),
    CONSTRAINT invoice_reminder_levels_body_check CHECK (body <> ''::text),
    CONSTRAINT invoice_reminder_levels_days_after_due_check CHECK (days_after_due >= 1 AND days_after_due <= 365),
    CONSTRAINT invoice_reminder_levels_level_check CHECK (level >= 1 AND level <= 3),
    CONSTRAINT invoice_reminder_levels_subject_check CHECK (subject <> ''::text AND subject !~ '[\r\n]'::text)
);

--
-- Name: public.invoice_settings; Type: TABLE
--

CREATE TABLE public.invoice_settings (
    id integer NOT NULL,
    company_name text DEFAULT ''::text NOT NULL,
    company_address1 text DEFAULT ''::text NOT NULL,
    company_address2 text DEFAULT ''::text NOT NULL,
    company_email text DEFAULT ''::text NOT NULL,
    company_phone text DEFAULT ''::text NOT NULL,
    account_holder text DEFAULT ''::text NOT NULL,
    bank_name text DEFAULT ''::text NOT NULL,
    iban text DEFAULT ''::text NOT NULL,
    bic text DEFAULT ''::text NOT NULL,
    default_notes text DEFAULT ''::text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    siret text DEFAULT ''::text NOT NULL,
    legal_form text DEFAULT ''::text NOT NULL,
    sole_trader boolean DEFAULT false NOT NULL,
    share_capital text DEFAULT ''::text NOT NULL,
    registration text DEFAULT ''::text NOT NULL,
    vat_number text DEFAULT ''::text NOT NULL,
    vat_regime text DEFAULT 'franchise'::text NOT NULL,
    payment_terms_days integer DEFAULT 30 NOT NULL,
    late_penalty_rate text DEFAULT 'trois fois le taux d''intérêt légal'::text NOT NULL,
    CONSTRAINT invoice_settings_pkey PRIMARY KEY (id),
    CONSTRAINT invoice_settings_id_check CHECK (id = 1),
    CONSTRAINT invoice_settings_payment_terms_days_check CHECK (payment_terms_days >= 0 AND payment_terms_days <= 60),
    CONSTRAINT invoice_settings_siret_check CHECK (siret ~ '^([0-9]{14})?$'::text),
    CONSTRAINT invoice_settings_vat_regime_check CHECK (vat_regime = ANY (ARRAY['franchise'::text, 'liable'::text]))
);

--
-- Name: public.invoices; Type: TABLE
--

CREATE TABLE public.invoices (
    id integer GENERATED BY DEFAULT AS IDENTITY NOT NULL,
    kind text NOT NULL,
    number text NOT NULL,
    client_name text NOT NULL,
    client_address text NOT NULL,
    client_siren text,
    client_vat_number text,
    issue_date date NOT NULL,
    service_date date,
    due_date date NOT NULL,
    operation_category text NOT NULL,
    notes text DEFAULT ''::text NOT NULL,
    seller jsonb NOT NULL,
    subtotal_cents bigint NOT NULL,
    vat_total_cents bigint NOT NULL,
    total_cents bigint NOT NULL,
    vat_breakdown jsonb NOT NULL,
    credited_invoice_id integer,
    credit_reason text,
    paid_at date,
    payment_transaction_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by integer,
    payment_cancel_reason text,
    client_email text,
    CONSTRAINT invoices_pkey PRIMARY KEY (id),
    CONSTRAINT invoices_number_unique UNIQUE (number),
    CONSTRAINT invoices_check CHECK (total_cents = (subtotal_cents + vat_total_cents)),
    CONSTRAINT invoices_check1 CHECK (due_date >= issue_date),
    CONSTRAINT invoices_check2 CHECK ((kind = 'credit_note'::text) = (credited_invoice_id IS NOT NULL)),
    CONSTRAINT invoices_check3 CHECK ((kind = 'credit_note'::text) = (credit_reason IS NOT NULL)),
    CONSTRAINT invoices_check4 CHECK (kind = 'invoice'::text OR paid_at IS NULL AND payment_transaction_id IS NULL),
    CONSTRAINT invoices_check5 CHECK (paid_at IS NOT NULL OR payment_transaction_id IS NULL),
    CONSTRAINT invoices_client_address_check CHECK (client_address <> ''::text),
    CONSTRAINT invoices_client_email_check CHECK (client_email ~ '^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$'::text),
    CONSTRAINT invoices_client_name_check CHECK (client_name <> ''::text),
    CONSTRAINT invoices_client_siren_check CHECK (client_siren ~ '^[0-9]{9}$'::text),
    CONSTRAINT invoices_kind_check CHECK (kind = ANY (ARRAY['invoice'::text, 'credit_note'::text])),
    CONSTRAINT invoices_number_check CHECK (number ~ '^[A-Za-z0-9_./-]{1,40}$'::text),
    CONSTRAINT invoices_operation_category_check CHECK (operation_category = ANY (ARRAY['Biens'::text, 'Services'::text, 'Mixte'::text])),
    CONSTRAINT invoices_payment_cancel_reason_check CHECK (payment_cancel_reason <> ''::text),
    CONSTRAINT invoices_subtotal_cents_check CHECK (subtotal_cents >= 0),
    CONSTRAINT invoices_vat_total_cents_check CHECK (vat_total_cents >= 0)
);

--
-- Name: public.ledger_entries; Type: TABLE
--

CREATE TABLE public.ledger_entries (
    id integer GENERATED BY DEFAULT AS IDENTITY NOT NULL,
    fiscal_year integer NOT NULL,
    number integer NOT NULL,
    journal_code text NOT NULL,
    journal_label text NOT NULL,
    entry_date date NOT NULL,
    piece_ref text NOT NULL,
    piece_date date NOT NULL,
    label text NOT NULL,
    valid_date date NOT NULL,
    source_key text NOT NULL,
    reverses integer,
    posted_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT ledger_entries_pkey PRIMARY KEY (id),
    CONSTRAINT ledger_entries_fiscal_year_number_key UNIQUE (fiscal_year, number),
    CONSTRAINT ledger_entries_number_check CHECK (number >= 1)
);

--
-- Name: public.ledger_lines; Type: TABLE
--

CREATE TABLE public.ledger_lines (
    entry_id integer NOT NULL,
    "position" integer NOT NULL,
    account_number text NOT NULL,
    account_label text NOT NULL,
    aux_number text,
    aux_label text,
    debit_cents bigint NOT NULL,
    credit_cents bigint NOT NULL,
    letter_key text,
    CONSTRAINT ledger_lines_pkey PRIMARY KEY (entry_id, "position"),
    CONSTRAINT ledger_lines_account_number_check CHECK (account_number ~ '^[0-9]{3,20}$'::text),
    CONSTRAINT ledger_lines_credit_cents_check CHECK (credit_cents >= 0),
    CONSTRAINT ledger_lines_debit_cents_check CHECK (debit_cents >= 0),
    CONSTRAINT ledger_lines_position_check CHECK ("position" >= 1)
);

--
-- Name: public.ledger_sources; Type: TABLE
--

CREATE TABLE public.ledger_sources (
    source_key text NOT NULL,
    entry_id integer NOT NULL,
    fingerprint text NOT NULL,
    CONSTRAINT ledger_sources_pkey PRIMARY KEY (source_key)
);

--
-- Name: public.login_attempts; Type: TABLE
--

CREATE TABLE public.login_attempts (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    username character varying(150) NOT NULL,
    client_address character varying(64) NOT NULL,
    attempted_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT login_attempts_pkey PRIMARY KEY (id)
);

--
-- Name: public.mail_outbox; Type: TABLE
--

CREATE TABLE public.mail_outbox (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    message_id text NOT NULL,
    kind text NOT NULL,
    invoice_id integer,
    reminder_level smallint,
    recipient text NOT NULL,
    cc text DEFAULT ''::text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    attachments jsonb DEFAULT '[]'::jsonb NOT NULL,
    status text DEFAULT 'queued'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by integer,
    sent_at timestamp with time zone,
    resolved_at timestamp with time zone,
    resolution character varying(16),
    resolved_by integer,
    CONSTRAINT mail_outbox_pkey PRIMARY KEY (id),
    CONSTRAINT mail_outbox_message_id_unique UNIQUE (message_id),
    CONSTRAINT mail_outbox_check CHECK ((kind = 'reminder'::text) = (reminder_level IS NOT NULL)),
    CONSTRAINT mail_outbox_check1 CHECK (kind = 'test'::text OR invoice_id IS NOT NULL),
    CONSTRAINT mail_outbox_check2 CHECK ((status = 'sent'::text) = (sent_at IS NOT NULL)),
    CONSTRAINT mail_outbox_kind_check CHECK (kind = ANY (ARRAY['invoice'::text, 'reminder'::text, 'test'::text])),
    CONSTRAINT mail_outbox_recipient_check CHECK (recipient <> ''::text),
    CONSTRAINT mail_outbox_reminder_level_check CHECK (reminder_level >= 1 AND reminder_level <= 3),
    CONSTRAINT mail_outbox_resolution_check CHECK (resolution::text = ANY (ARRAY['resent'::character varying, 'dismissed'::character varying]::text[])),
    CONSTRAINT mail_outbox_status_check CHECK (status = ANY (ARRAY['queued'::text, 'sent'::text, 'failed'::text, 'skipped'::text])),
    CONSTRAINT mail_outbox_subject_check CHECK (subject !~ '[\r\n]'::text)
);

--
-- Name: public.mail_settings; Type: TABLE
--

CREATE TABLE public.mail_settings (
    id integer NOT NULL,
    host text NOT NULL,
    port integer NOT NULL,
    security text NOT NULL,
    username text DEFAULT ''::text NOT NULL,
    password text,
    sender text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT mail_settings_pkey PRIMARY KEY (id),
    CONSTRAINT mail_settings_host_check CHECK (host <> ''::text AND host !~ '[\r\n]'::text),
    CONSTRAINT mail_settings_id_check CHECK (id = 1),
    CONSTRAINT mail_settings_port_check CHECK (port >= 1 AND port <= 65535),
    CONSTRAINT mail_settings_security_check CHECK (security = ANY (ARRAY['none'::text, 'starttls'::text, 'tls'::text])),
    CONSTRAINT mail_settings_sender_check CHECK (sender <> ''::text AND sender !~ '[\r\n]'::text),
    CONSTRAINT mail_settings_username_check CHECK (username !~ '[\r\n]'::text)
);

--
-- Name: public.mfa_challenges; Type: TABLE
--

CREATE TABLE public.mfa_challenges (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    token_hash text NOT NULL,
    user_id integer NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    CONSTRAINT mfa_challenges_pkey PRIMARY KEY (id),
    CONSTRAINT mfa_challenges_token_hash_key UNIQUE (token_hash)
);

--
-- Name: public.notification_dead_letters; Type: TABLE
--

CREATE TABLE public.notification_dead_letters (
    job_id uuid NOT NULL,
    kind character varying(40) NOT NULL,
    chat_id character varying(64) NOT NULL,
    text text NOT NULL,
    error text NOT NULL,
    attempts integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    resolved_at timestamp with time zone,
    resolution character varying(16),
    resolved_by integer,
    CONSTRAINT notification_dead_letters_pkey PRIMARY KEY (job_id),
    CONSTRAINT notification_dead_letters_resolution_check CHECK (resolution::text = ANY (ARRAY['resent'::character varying, 'dismissed'::character varying]::text[])),
    CONSTRAINT notification_dead_letters_resolved_check CHECK ((resolution IS NULL) = (resolved_at IS NULL))
);

--
-- Name: public.registration_attempts; Type: TABLE
--

CREATE TABLE public.registration_attempts (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    client_address character varying(64) NOT NULL,
    attempted_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT registration_attempts_pkey PRIMARY KEY (id)
);

--
-- Name: public.settings; Type: TABLE
--

CREATE TABLE public.settings (
    key character varying(100) NOT NULL,
    value text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT settings_pkey PRIMARY KEY (key)
);

--
-- Name: public.signup_tokens; Type: TABLE
--

CREATE TABLE public.signup_tokens (
    id integer GENERATED BY DEFAULT AS IDENTITY NOT NULL,
    token text NOT NULL,
    is_used boolean DEFAULT false NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    token_hash text,
    CONSTRAINT signup_tokens_pkey PRIMARY KEY (id)
);

--
-- Name: public.stored_files; Type: TABLE
--

CREATE TABLE public.stored_files (
    id integer GENERATED BY DEFAULT AS IDENTITY NOT NULL,
    sha256 text NOT NULL,
    content_type text NOT NULL,
    file_name text NOT NULL,
    size integer NOT NULL,
    content bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by integer,
    CONSTRAINT stored_files_pkey PRIMARY KEY (id),
    CONSTRAINT stored_files_check CHECK (length(content) = size),
    CONSTRAINT stored_files_content_type_check CHECK (content_type = ANY (ARRAY['application/pdf'::text, 'application/xml'::text, 'image/jpeg'::text, 'image/png'::text])),
    CONSTRAINT stored_files_file_name_check CHECK (length(file_name) >= 1 AND length(file_name) <= 255),
    CONSTRAINT stored_files_sha256_check CHECK (sha256 ~ '^[0-9a-f]{64}$'::text),
    CONSTRAINT stored_files_size_check CHECK (size >= 1 AND size <= 10485760)
);

--
-- Name: public.supplier_invoice_counters; Type: TABLE
--

CREATE TABLE public.supplier_invoice_counters (
    year integer NOT NULL,
    last_sequence integer NOT NULL,
    CONSTRAINT supplier_invoice_counters_pkey PRIMARY KEY (year),
    CONSTRAINT supplier_invoice_counters_last_sequence_check CHECK (last_sequence >= 0),
    CONSTRAINT supplier_invoice_counters_year_check CHECK (year >= 1 AND year <= 9999)
);

--
-- Name: public.supplier_invoices; Type: TABLE
--

CREATE TABLE public.supplier_invoices (
    id integer GENERATED BY DEFAULT AS IDENTITY NOT NULL,
    reference text NOT NULL,
    status text DEFAULT 'À valider'::text NOT NULL,
    format text NOT NULL,
    kind text DEFAULT 'invoice'::text NOT NULL,
    file_id integer NOT NULL,
    supplier_name text DEFAULT ''::text NOT NULL,
    supplier_siren text,
    supplier_siret text,
    supplier_vat_number text,
    supplier_key text GENERATED ALWAYS AS (COALESCE(supplier_siren, NULLIF(lower(btrim(supplier_name)), ''::text))) STORED,
    number text,
    issue_date date,
    due_date date,
    currency text DEFAULT 'EUR'::text NOT NULL,
    iban text,
    subtotal numeric(14,2),
    vat_total numeric(14,2),
    total numeric(14,2),
    lines jsonb DEFAULT '[]'::jsonb NOT NULL,
    vat_breakdown jsonb DEFAULT '[]'::jsonb NOT NULL,
    problems jsonb DEFAULT '[]'::jsonb NOT NULL,
    category text DEFAULT ''::text NOT NULL,
    related_employee_id integer,
    refusal_reason text,
    paid_at date,
    payment_transaction_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by integer,
    origin text DEFAULT 'upload'::text NOT NULL,
    flow_id text,
    CONSTRAINT supplier_invoices_pkey PRIMARY KEY (id),
    CONSTRAINT supplier_invoices_reference_unique UNIQUE (reference),
    CONSTRAINT supplier_invoices_category_check CHECK (length(category) <= 100),
    CONSTRAINT supplier_invoices_check CHECK ((status = 'Refusée'::text) = (refusal_reason IS NOT NULL)),
    CONSTRAINT supplier_invoices_check1 CHECK ((status = 'Payée'::text) = (paid_at IS NOT NULL)),
    CONSTRAINT supplier_invoices_check2 CHECK (payment_transaction_id IS NULL OR status = 'Payée'::text),
    CONSTRAINT supplier_invoices_check3 CHECK (flow_id IS NULL OR origin = 'platform'::text),
    CONSTRAINT supplier_invoices_currency_check CHECK (currency ~ '^[A-Z]{3}$'::text),
    CONSTRAINT supplier_invoices_flow_id_check CHECK (length(flow_id) >= 1 AND length(flow_id) <= 200),
    CONSTRAINT supplier_invoices_format_check CHECK (format = ANY (ARRAY['factur-x'::text, 'cii'::text, 'ubl'::text, 'receipt'::text])),
    CONSTRAINT supplier_invoices_iban_check CHECK (length(iban) <= 34),
    CONSTRAINT supplier_invoices_kind_check CHECK (kind = ANY (ARRAY['invoice'::text, 'credit_note'::text])),
    CONSTRAINT supplier_invoices_lines_check CHECK (jsonb_typeof(lines) = 'array'::text),
    CONSTRAINT supplier_invoices_number_check CHECK (length(number) >= 1 AND length(number) <= 100),
    CONSTRAINT supplier_invoices_origin_check CHECK (origin = ANY (ARRAY['upload'::text, 'platform'::text])),
    CONSTRAINT supplier_invoices_problems_check CHECK (jsonb_typeof(problems) = 'array'::text),
    CONSTRAINT supplier_invoices_reference_check CHECK (reference ~ '^FF-[0-9]{4}-[0-9]{4,}$'::text),
    CONSTRAINT supplier_invoices_refusal_reason_check CHECK (length(refusal_reason) <= 500),
    CONSTRAINT supplier_invoices_status_check CHECK (status = ANY (ARRAY['À valider'::text, 'Approuvée'::text, 'Refusée'::text, 'Payée'::text])),
    CONSTRAINT supplier_invoices_supplier_name_check CHECK (length(supplier_name) <= 200),
    CONSTRAINT supplier_invoices_supplier_siren_check CHECK (supplier_siren ~ '^[0-9]{9}$'::text),
    CONSTRAINT supplier_invoices_supplier_siret_check CHECK (supplier_siret ~ '^[0-9]{14}$'::text),
    CONSTRAINT supplier_invoices_supplier_vat_number_check CHECK (length(supplier_vat_number) <= 20),
    CONSTRAINT supplier_invoices_vat_breakdown_check CHECK (jsonb_typeof(vat_breakdown) = 'array'::text)
);

--
-- Name: public.task_counts; Type: TABLE
--

CREATE TABLE public.task_counts (
    everyone boolean NOT NULL,
    period character varying(5) NOT NULL,
    bucket date,
    employee_id integer,
    status character varying(20) NOT NULL,
    tasks integer NOT NULL,
    CONSTRAINT task_counts_key UNIQUE NULLS NOT DISTINCT (everyone, period, bucket, employee_id, status) INCLUDE (tasks),
    CONSTRAINT task_counts_bucket_check CHECK ((period::text = 'all'::text) = (bucket IS NULL)),
    CONSTRAINT task_counts_everyone_check CHECK (NOT everyone OR employee_id IS NULL),
    CONSTRAINT task_counts_period_check CHECK (period::text = ANY (ARRAY['all'::character varying, 'year'::character varying, 'month'::character varying, 'day'::character varying]::text[]))
);

--
-- Name: public.tasks; Type: TABLE
--

CREATE TABLE public.tasks (
    id integer GENERATED BY DEFAULT AS IDENTITY NOT NULL,
    title character varying(300) NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    due_date date,
    status character varying(20) DEFAULT 'À faire'::character varying NOT NULL,
    assigned_employee_id integer,
    is_routine boolean DEFAULT false NOT NULL,
    frequency character varying(20),
    next_occurrence_created boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT tasks_pkey PRIMARY KEY (id),
    CONSTRAINT tasks_frequency_check CHECK (frequency::text = ANY (ARRAY['Journalier'::character varying, 'Hebdomadaire'::character varying, 'Bi-hebdomadaire'::character varying, 'Mensuel'::character varying, 'Trimestriel'::character varying, 'Annuel'::character varying]::text[])),
    CONSTRAINT tasks_frequency_only_when_routine CHECK (is_routine AND frequency IS NOT NULL OR NOT is_routine AND frequency IS NULL),
    CONSTRAINT tasks_status_check CHECK (status::text = ANY (ARRAY['À faire'::character varying, 'En cours'::character varying, 'Terminé'::character varying]::text[]))
);

--
-- Name: public.telegram_chat_pacing; Type: TABLE
--

CREATE TABLE public.telegram_chat_pacing (
    chat_id character varying(64) NOT NULL,
    next_send_at timestamp with time zone NOT NULL,
    CONSTRAINT telegram_chat_pacing_pkey PRIMARY KEY (chat_id)
);

--
-- Name: public.telegram_sends; Type: TABLE
--

CREATE TABLE public.telegram_sends (
    job_id uuid NOT NULL,
    state character varying(8) DEFAULT 'sending'::character varying NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    CONSTRAINT telegram_sends_pkey PRIMARY KEY (job_id),
    CONSTRAINT telegram_sends_check CHECK ((state::text = 'sent'::text) = (sent_at IS NOT NULL)),
    CONSTRAINT telegram_sends_state_check CHECK (state::text = ANY (ARRAY['sending'::character varying, 'sent'::character varying]::text[]))
);

--
-- Name: public.telegram_test_messages; Type: TABLE
--

CREATE TABLE public.telegram_test_messages (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    user_id integer NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    kind character varying(10) DEFAULT 'test'::character varying NOT NULL,
    CONSTRAINT telegram_test_messages_pkey PRIMARY KEY (id),
    CONSTRAINT telegram_test_messages_kind_check CHECK (kind::text = ANY (ARRAY['test'::character varying, 'verify'::character varying]::text[]))
);

--
-- Name: public.user_recovery_codes; Type: TABLE
--

CREATE TABLE public.user_recovery_codes (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    user_id integer NOT NULL,
    code_hash text NOT NULL,
    used_at timestamp with time zone,
    CONSTRAINT user_recovery_codes_pkey PRIMARY KEY (id),
    CONSTRAINT user_recovery_codes_user_id_code_hash_key UNIQUE (user_id, code_hash)
);

--
-- Name: public.user_sessions; Type: TABLE
--

CREATE TABLE public.user_sessions (
    id uuid NOT NULL,
    user_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    CONSTRAINT user_sessions_pkey PRIMARY KEY (id)
);

--
-- Name: public.users; Type: TABLE
--

CREATE TABLE public.users (
    id integer GENERATED BY DEFAULT AS IDENTITY NOT NULL,
    username character varying(150) NOT NULL,
    email character varying(254) NOT NULL,
    password_hash text NOT NULL,
    role character varying(20) NOT NULL,
    telegram_chat_id character varying(64),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    totp_secret text,
    totp_pending_secret text,
    totp_enabled_at timestamp with time zone,
    totp_last_step bigint,
    CONSTRAINT users_pkey PRIMARY KEY (id),
    CONSTRAINT users_role_check CHECK (role::text = ANY (ARRAY['Admin'::character varying, 'Manager'::character varying, 'Employé'::character varying]::text[])),
    CONSTRAINT users_totp_enabled_check CHECK ((totp_enabled_at IS NULL) = (totp_secret IS NULL)),
    CONSTRAINT users_username_nfkc_check CHECK ((username IS NFKC NORMALIZED))
);

--
-- Foreign keys
--

--
-- Name: bank_imports_account_id_fkey on public.bank_imports; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.bank_imports
    ADD CONSTRAINT bank_imports_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.bank_accounts(id) ON DELETE CASCADE;

--
-- Name: bank_lines_account_id_fkey on public.bank_lines; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.bank_lines
    ADD CONSTRAINT bank_lines_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.bank_accounts(id) ON DELETE CASCADE;

--
-- Name: bank_lines_import_id_fkey on public.bank_lines; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.bank_lines
    ADD CONSTRAINT bank_lines_import_id_fkey FOREIGN KEY (import_id) REFERENCES public.bank_imports(id) ON DELETE SET NULL;

--
-- Name: bank_lines_invoice_id_fkey on public.bank_lines; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.bank_lines
    ADD CONSTRAINT bank_lines_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id);

--
-- Name: bank_lines_rule_id_fkey on public.bank_lines; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.bank_lines
    ADD CONSTRAINT bank_lines_rule_id_fkey FOREIGN KEY (rule_id) REFERENCES public.bank_rules(id) ON DELETE SET NULL;

--
-- Name: bank_lines_supplier_invoice_id_fkey on public.bank_lines; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.bank_lines
    ADD CONSTRAINT bank_lines_supplier_invoice_id_fkey FOREIGN KEY (supplier_invoice_id) REFERENCES public.supplier_invoices(id);

--
-- Name: bank_lines_transaction_id_fkey on public.bank_lines; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.bank_lines
    ADD CONSTRAINT bank_lines_transaction_id_fkey FOREIGN KEY (transaction_id) REFERENCES public.financial_transactions(id) ON DELETE SET NULL;

--
-- Name: bank_rules_related_employee_id_fkey on public.bank_rules; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.bank_rules
    ADD CONSTRAINT bank_rules_related_employee_id_fkey FOREIGN KEY (related_employee_id) REFERENCES public.employees(id) ON DELETE SET NULL;

--
-- Name: e_invoicing_received_flows_supplier_invoice_id_fkey on public.e_invoicing_received_flows; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.e_invoicing_received_flows
    ADD CONSTRAINT e_invoicing_received_flows_supplier_invoice_id_fkey FOREIGN KEY (supplier_invoice_id) REFERENCES public.supplier_invoices(id) ON DELETE SET NULL;

--
-- Name: e_invoicing_statuses_invoice_id_fkey on public.e_invoicing_statuses; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.e_invoicing_statuses
    ADD CONSTRAINT e_invoicing_statuses_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id);

--
-- Name: e_invoicing_statuses_supplier_invoice_id_fkey on public.e_invoicing_statuses; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.e_invoicing_statuses
    ADD CONSTRAINT e_invoicing_statuses_supplier_invoice_id_fkey FOREIGN KEY (supplier_invoice_id) REFERENCES public.supplier_invoices(id);

--
-- Name: e_invoicing_transmissions_invoice_id_fkey on public.e_invoicing_transmissions; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.e_invoicing_transmissions
    ADD CONSTRAINT e_invoicing_transmissions_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id);

--
-- Name: employees_manager_user_id_fkey on public.employees; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.employees
    ADD CONSTRAINT employees_manager_user_id_fkey FOREIGN KEY (manager_user_id) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: financial_transactions_receipt_file_id_fkey on public.financial_transactions; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.financial_transactions
    ADD CONSTRAINT financial_transactions_receipt_file_id_fkey FOREIGN KEY (receipt_file_id) REFERENCES public.stored_files(id);

--
-- Name: financial_transactions_related_employee_id_fkey on public.financial_transactions; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.financial_transactions
    ADD CONSTRAINT financial_transactions_related_employee_id_fkey FOREIGN KEY (related_employee_id) REFERENCES public.employees(id) ON DELETE SET NULL;

--
-- Name: invoice_lines_invoice_id_fkey on public.invoice_lines; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.invoice_lines
    ADD CONSTRAINT invoice_lines_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id);

--
-- Name: invoices_credited_invoice_id_fkey on public.invoices; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_credited_invoice_id_fkey FOREIGN KEY (credited_invoice_id) REFERENCES public.invoices(id);

--
-- Name: invoices_payment_transaction_id_fkey on public.invoices; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_payment_transaction_id_fkey FOREIGN KEY (payment_transaction_id) REFERENCES public.financial_transactions(id) ON DELETE SET NULL;

--
-- Name: ledger_entries_reverses_fkey on public.ledger_entries; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_reverses_fkey FOREIGN KEY (reverses) REFERENCES public.ledger_entries(id);

--
-- Name: ledger_lines_entry_id_fkey on public.ledger_lines; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.ledger_lines
    ADD CONSTRAINT ledger_lines_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES public.ledger_entries(id);

--
-- Name: ledger_sources_entry_id_fkey on public.ledger_sources; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.ledger_sources
    ADD CONSTRAINT ledger_sources_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES public.ledger_entries(id);

--
-- Name: mail_outbox_invoice_id_fkey on public.mail_outbox; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.mail_outbox
    ADD CONSTRAINT mail_outbox_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id);

--
-- Name: mail_outbox_resolved_by_fkey on public.mail_outbox; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.mail_outbox
    ADD CONSTRAINT mail_outbox_resolved_by_fkey FOREIGN KEY (resolved_by) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: mfa_challenges_user_id_fkey on public.mfa_challenges; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.mfa_challenges
    ADD CONSTRAINT mfa_challenges_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: notification_dead_letters_resolved_by_fkey on public.notification_dead_letters; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.notification_dead_letters
    ADD CONSTRAINT notification_dead_letters_resolved_by_fkey FOREIGN KEY (resolved_by) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: supplier_invoices_file_id_fkey on public.supplier_invoices; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.supplier_invoices
    ADD CONSTRAINT supplier_invoices_file_id_fkey FOREIGN KEY (file_id) REFERENCES public.stored_files(id);

--
-- Name: supplier_invoices_payment_transaction_id_fkey on public.supplier_invoices; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.supplier_invoices
    ADD CONSTRAINT supplier_invoices_payment_transaction_id_fkey FOREIGN KEY (payment_transaction_id) REFERENCES public.financial_transactions(id) ON DELETE SET NULL;

--
-- Name: supplier_invoices_related_employee_id_fkey on public.supplier_invoices; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.supplier_invoices
    ADD CONSTRAINT supplier_invoices_related_employee_id_fkey FOREIGN KEY (related_employee_id) REFERENCES public.employees(id) ON DELETE SET NULL;

--
-- Name: tasks_assigned_employee_id_fkey on public.tasks; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.tasks
    ADD CONSTRAINT tasks_assigned_employee_id_fkey FOREIGN KEY (assigned_employee_id) REFERENCES public.employees(id) ON DELETE CASCADE;

--
-- Name: telegram_test_messages_user_id_fkey on public.telegram_test_messages; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.telegram_test_messages
    ADD CONSTRAINT telegram_test_messages_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: user_recovery_codes_user_id_fkey on public.user_recovery_codes; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.user_recovery_codes
    ADD CONSTRAINT user_recovery_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: user_sessions_user_id_fkey on public.user_sessions; Type: FK CONSTRAINT
--

ALTER TABLE ONLY public.user_sessions
    ADD CONSTRAINT user_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Indexes
--

--
-- Name: public.audit_log_actor_index; Type: INDEX
--

CREATE INDEX audit_log_actor_index ON public.audit_log USING btree (actor_id, at DESC);

--
-- Name: public.audit_log_at_index; Type: INDEX
--

CREATE INDEX audit_log_at_index ON public.audit_log USING btree (at DESC, id DESC);

--
-- Name: public.audit_log_entity_index; Type: INDEX
--

CREATE INDEX audit_log_entity_index ON public.audit_log USING btree (entity_type, entity_id, at DESC);

--
-- Name: public.backup_runs_succeeded_finished_at_idx; Type: INDEX
--

CREATE INDEX backup_runs_succeeded_finished_at_idx ON public.backup_runs USING btree (succeeded, finished_at DESC, id DESC);

--
-- Name: public.bank_imports_account_index; Type: INDEX
--

CREATE INDEX bank_imports_account_index ON public.bank_imports USING btree (account_id, id DESC);

--
-- Name: public.bank_lines_account_date_index; Type: INDEX
--

CREATE INDEX bank_lines_account_date_index ON public.bank_lines USING btree (account_id, booking_date DESC, id DESC) INCLUDE (amount, state);

--
-- Name: public.bank_lines_account_state_date_index; Type: INDEX
--

CREATE INDEX bank_lines_account_state_date_index ON public.bank_lines USING btree (account_id, state, booking_date DESC, id DESC);

--
-- Name: public.bank_lines_bank_ref_unique; Type: INDEX
--

CREATE UNIQUE INDEX bank_lines_bank_ref_unique ON public.bank_lines USING btree (account_id, bank_ref) WHERE (bank_ref IS NOT NULL);

--
-- Name: public.bank_lines_content_unique; Type: INDEX
--

CREATE UNIQUE INDEX bank_lines_content_unique ON public.bank_lines USING btree (account_id, booking_date, amount, label, occurrence) WHERE (bank_ref IS NULL);

--
-- Name: public.bank_lines_date_index; Type: INDEX
--

CREATE INDEX bank_lines_date_index ON public.bank_lines USING btree (booking_date DESC, id DESC);

--
-- Name: public.bank_lines_import_index; Type: INDEX
--

CREATE INDEX bank_lines_import_index ON public.bank_lines USING btree (import_id);

--
-- Name: public.bank_lines_invoice_index; Type: INDEX
--

CREATE INDEX bank_lines_invoice_index ON public.bank_lines USING btree (invoice_id) WHERE (invoice_id IS NOT NULL);

--
-- Name: public.bank_lines_rule_index; Type: INDEX
--

CREATE INDEX bank_lines_rule_index ON public.bank_lines USING btree (rule_id) WHERE (rule_id IS NOT NULL);

--
-- Name: public.bank_lines_state_date_index; Type: INDEX
--

CREATE INDEX bank_lines_state_date_index ON public.bank_lines USING btree (state, booking_date DESC, id DESC) INCLUDE (account_id);

--
-- Name: public.bank_lines_supplier_invoice_index; Type: INDEX
--

CREATE INDEX bank_lines_supplier_invoice_index ON public.bank_lines USING btree (supplier_invoice_id) WHERE (supplier_invoice_id IS NOT NULL);

--
-- Name: public.bank_lines_text_search_index; Type: INDEX
--

CREATE INDEX bank_lines_text_search_index ON public.bank_lines USING gin (public.pilotage_search_text(((label || ' '::text) || COALESCE(counterparty, ''::text))) public.gin_trgm_ops);

--
-- Name: public.bank_lines_transaction_unique; Type: INDEX
--

CREATE UNIQUE INDEX bank_lines_transaction_unique ON public.bank_lines USING btree (transaction_id) WHERE (transaction_id IS NOT NULL);

--
-- Name: public.bank_rules_position_index; Type: INDEX
--

CREATE INDEX bank_rules_position_index ON public.bank_rules USING btree ("position", id);

--
-- Name: public.e_invoicing_exchanges_recent; Type: INDEX
--

CREATE INDEX e_invoicing_exchanges_recent ON public.e_invoicing_exchanges USING btree (at DESC, id DESC);

--
-- Name: public.e_invoicing_received_flows_invoice_index; Type: INDEX
--

CREATE INDEX e_invoicing_received_flows_invoice_index ON public.e_invoicing_received_flows USING btree (supplier_invoice_id) WHERE (supplier_invoice_id IS NOT NULL);

--
-- Name: public.e_invoicing_statuses_flow_once; Type: INDEX
--

CREATE UNIQUE INDEX e_invoicing_statuses_flow_once ON public.e_invoicing_statuses USING btree (flow_id, invoice_id, status_code) WHERE (direction = 'In'::text);

--
-- Name: public.e_invoicing_statuses_invoice; Type: INDEX
--

CREATE INDEX e_invoicing_statuses_invoice ON public.e_invoicing_statuses USING btree (invoice_id, id);

--
-- Name: public.e_invoicing_statuses_sent_once; Type: INDEX
--

CREATE UNIQUE INDEX e_invoicing_statuses_sent_once ON public.e_invoicing_statuses USING btree (invoice_id, status_code) WHERE (direction = 'Out'::text);

--
-- Name: public.e_invoicing_statuses_supplier_sent_once; Type: INDEX
--

CREATE UNIQUE INDEX e_invoicing_statuses_supplier_sent_once ON public.e_invoicing_statuses USING btree (supplier_invoice_id) WHERE (supplier_invoice_id IS NOT NULL);

--
-- Name: public.e_invoicing_transmissions_state; Type: INDEX
--

CREATE INDEX e_invoicing_transmissions_state ON public.e_invoicing_transmissions USING btree (state, invoice_id);

--
-- Name: public.e_invoicing_webhook_failures_recent; Type: INDEX
--

CREATE INDEX e_invoicing_webhook_failures_recent ON public.e_invoicing_webhook_failures USING btree (client_address, attempted_at);

--
-- Name: public.employee_task_totals_rate_index; Type: INDEX
--

CREATE INDEX employee_task_totals_rate_index ON public.employee_task_totals USING btree (rate DESC, lower((name)::text), employee_id) INCLUDE (assigned, completed);

--
-- Name: public.employees_manager_user_id_index; Type: INDEX
--

CREATE INDEX employees_manager_user_id_index ON public.employees USING btree (manager_user_id);

--
-- Name: public.employees_name_index; Type: INDEX
--

CREATE INDEX employees_name_index ON public.employees USING btree (lower((name)::text), id);

--
-- Name: public.employees_name_search_index; Type: INDEX
--

CREATE INDEX employees_name_search_index ON public.employees USING gin (public.pilotage_search_text((name)::text) public.gin_trgm_ops);

--
-- Name: public.financial_day_totals_zero_index; Type: INDEX
--

CREATE INDEX financial_day_totals_zero_index ON public.financial_day_totals USING btree (date) WHERE (transactions = 0);

--
-- Name: public.financial_employee_day_totals_zero_index; Type: INDEX
--

CREATE INDEX financial_employee_day_totals_zero_index ON public.financial_employee_day_totals USING btree (employee_id) WHERE (transactions = 0);

--
-- Name: public.financial_period_totals_zero_index; Type: INDEX
--

CREATE INDEX financial_period_totals_zero_index ON public.financial_period_totals USING btree (period, bucket) WHERE (transactions = 0);

--
-- Name: public.financial_transactions_amount_date_index; Type: INDEX
--

CREATE INDEX financial_transactions_amount_date_index ON public.financial_transactions USING btree (amount, date);

--
-- Name: public.financial_transactions_amount_index; Type: INDEX
--

CREATE INDEX financial_transactions_amount_index ON public.financial_transactions USING btree (amount, id);

--
-- Name: public.financial_transactions_created_at_index; Type: INDEX
--

CREATE INDEX financial_transactions_created_at_index ON public.financial_transactions USING btree (created_at DESC, id DESC);

--
-- Name: public.financial_transactions_date_index; Type: INDEX
--

CREATE INDEX financial_transactions_date_index ON public.financial_transactions USING btree (date DESC, id DESC) INCLUDE (amount);

--
-- Name: public.financial_transactions_employee_amount_index; Type: INDEX
--

CREATE INDEX financial_transactions_employee_amount_index ON public.financial_transactions USING btree (related_employee_id, amount, id) WHERE (related_employee_id IS NOT NULL);

--
-- Name: public.financial_transactions_employee_created_at_index; Type: INDEX
--

CREATE INDEX financial_transactions_employee_created_at_index ON public.financial_transactions USING btree (related_employee_id, created_at, id) WHERE (related_employee_id IS NOT NULL);

--
-- Name: public.financial_transactions_receipt_file_index; Type: INDEX
--

CREATE INDEX financial_transactions_receipt_file_index ON public.financial_transactions USING btree (receipt_file_id) WHERE (receipt_file_id IS NOT NULL);

--
-- Name: public.financial_transactions_related_employee_index; Type: INDEX
--

CREATE INDEX financial_transactions_related_employee_index ON public.financial_transactions USING btree (related_employee_id, date, id) INCLUDE (amount);

--
-- Name: public.financial_transactions_text_search_index; Type: INDEX
--

CREATE INDEX financial_transactions_text_search_index ON public.financial_transactions USING gin (public.pilotage_search_text(((((description || ' '::text) || (category)::text) || ' '::text) || (related_source)::text)) public.gin_trgm_ops);

--
-- Name: public.invoices_client_search_index; Type: INDEX
--

CREATE INDEX invoices_client_search_index ON public.invoices USING gin (public.pilotage_search_text(client_name) public.gin_trgm_ops);

--
-- Name: public.invoices_credited_invoice_index; Type: INDEX
--

CREATE INDEX invoices_credited_invoice_index ON public.invoices USING btree (credited_invoice_id) WHERE (credited_invoice_id IS NOT NULL);

--
-- Name: public.invoices_kind_list_index; Type: INDEX
--

CREATE INDEX invoices_kind_list_index ON public.invoices USING btree (kind, issue_date DESC, id DESC);

--
-- Name: public.invoices_list_index; Type: INDEX
--

CREATE INDEX invoices_list_index ON public.invoices USING btree (issue_date DESC, id DESC);

--
-- Name: public.invoices_payment_transaction_id_idx; Type: INDEX
--

CREATE INDEX invoices_payment_transaction_id_idx ON public.invoices USING btree (payment_transaction_id) WHERE (payment_transaction_id IS NOT NULL);

--
-- Name: public.invoices_payment_transaction_index; Type: INDEX
--

CREATE INDEX invoices_payment_transaction_index ON public.invoices USING btree (payment_transaction_id) WHERE (payment_transaction_id IS NOT NULL);

--
-- Name: public.invoices_unpaid_due_index; Type: INDEX
--

CREATE INDEX invoices_unpaid_due_index ON public.invoices USING btree (due_date) WHERE ((kind = 'invoice'::text) AND (paid_at IS NULL));

--
-- Name: public.invoices_unpaid_index; Type: INDEX
--

CREATE INDEX invoices_unpaid_index ON public.invoices USING btree (id) WHERE ((kind = 'invoice'::text) AND (paid_at IS NULL));

--
-- Name: public.ledger_entries_date_index; Type: INDEX
--

CREATE INDEX ledger_entries_date_index ON public.ledger_entries USING btree (entry_date, number);

--
-- Name: public.ledger_entries_source_index; Type: INDEX
--

CREATE INDEX ledger_entries_source_index ON public.ledger_entries USING btree (source_key);

--
-- Name: public.ledger_lines_account_index; Type: INDEX
--

CREATE INDEX ledger_lines_account_index ON public.ledger_lines USING btree (account_number);

--
-- Name: public.ledger_lines_letter_index; Type: INDEX
--

CREATE INDEX ledger_lines_letter_index ON public.ledger_lines USING btree (letter_key) WHERE (letter_key IS NOT NULL);

--
-- Name: public.login_attempts_client_address_attempted_at_index; Type: INDEX
--

CREATE INDEX login_attempts_client_address_attempted_at_index ON public.login_attempts USING btree (client_address, attempted_at);

--
-- Name: public.login_attempts_username_attempted_at_index; Type: INDEX
--

CREATE INDEX login_attempts_username_attempted_at_index ON public.login_attempts USING btree (username, attempted_at);

--
-- Name: public.mail_outbox_failed_index; Type: INDEX
--

CREATE INDEX mail_outbox_failed_index ON public.mail_outbox USING btree (created_at DESC, id DESC) WHERE ((status = 'failed'::text) AND (resolved_at IS NULL));

--
-- Name: public.mail_outbox_invoice_index; Type: INDEX
--

CREATE INDEX mail_outbox_invoice_index ON public.mail_outbox USING btree (invoice_id, created_at DESC) WHERE (invoice_id IS NOT NULL);

--
-- Name: public.mail_outbox_reminder_once; Type: INDEX
--

CREATE UNIQUE INDEX mail_outbox_reminder_once ON public.mail_outbox USING btree (invoice_id, reminder_level) WHERE (kind = 'reminder'::text);

--
-- Name: public.mfa_challenges_expires_at_index; Type: INDEX
--

CREATE INDEX mfa_challenges_expires_at_index ON public.mfa_challenges USING btree (expires_at);

--
-- Name: public.mfa_challenges_user_id_index; Type: INDEX
--

CREATE INDEX mfa_challenges_user_id_index ON public.mfa_challenges USING btree (user_id);

--
-- Name: public.notification_dead_letters_created_at_index; Type: INDEX
--

CREATE INDEX notification_dead_letters_created_at_index ON public.notification_dead_letters USING btree (created_at DESC);

--
-- Name: public.notification_dead_letters_unresolved_index; Type: INDEX
--

CREATE INDEX notification_dead_letters_unresolved_index ON public.notification_dead_letters USING btree (created_at DESC, job_id DESC) WHERE (resolved_at IS NULL);

--
-- Name: public.registration_attempts_client_address_attempted_at_index; Type: INDEX
--

CREATE INDEX registration_attempts_client_address_attempted_at_index ON public.registration_attempts USING btree (client_address, attempted_at);

--
-- Name: public.signup_tokens_created_at_index; Type: INDEX
--

CREATE INDEX signup_tokens_created_at_index ON public.signup_tokens USING btree (created_at DESC, id DESC);

--
-- Name: public.signup_tokens_token_hash_unique; Type: INDEX
--

CREATE UNIQUE INDEX signup_tokens_token_hash_unique ON public.signup_tokens USING btree (token_hash);

--
-- Name: public.supplier_invoices_duplicate_index; Type: INDEX
--

CREATE UNIQUE INDEX supplier_invoices_duplicate_index ON public.supplier_invoices USING btree (supplier_key, number) WHERE ((supplier_key IS NOT NULL) AND (number IS NOT NULL));

--
-- Name: public.supplier_invoices_file_index; Type: INDEX
--

CREATE INDEX supplier_invoices_file_index ON public.supplier_invoices USING btree (file_id);

--
-- Name: public.supplier_invoices_flow_index; Type: INDEX
--

CREATE UNIQUE INDEX supplier_invoices_flow_index ON public.supplier_invoices USING btree (flow_id) WHERE (flow_id IS NOT NULL);

--
-- Name: public.supplier_invoices_issue_date_index; Type: INDEX
--

CREATE INDEX supplier_invoices_issue_date_index ON public.supplier_invoices USING btree (issue_date);

--
-- Name: public.supplier_invoices_list_index; Type: INDEX
--

CREATE INDEX supplier_invoices_list_index ON public.supplier_invoices USING btree (created_at DESC, id DESC);

--
-- Name: public.supplier_invoices_origin_list_index; Type: INDEX
--

CREATE INDEX supplier_invoices_origin_list_index ON public.supplier_invoices USING btree (origin, created_at DESC, id DESC);

--
-- Name: public.supplier_invoices_payment_transaction_index; Type: INDEX
--

CREATE INDEX supplier_invoices_payment_transaction_index ON public.supplier_invoices USING btree (payment_transaction_id) WHERE (payment_transaction_id IS NOT NULL);

--
-- Name: public.supplier_invoices_related_employee_index; Type: INDEX
--

CREATE INDEX supplier_invoices_related_employee_index ON public.supplier_invoices USING btree (related_employee_id) WHERE (related_employee_id IS NOT NULL);

--
-- Name: public.supplier_invoices_search_index; Type: INDEX
--

CREATE INDEX supplier_invoices_search_index ON public.supplier_invoices USING gin (public.pilotage_search_text(((((supplier_name || ' '::text) || COALESCE(number, ''::text)) || ' '::text) || reference)) public.gin_trgm_ops);

--
-- Name: public.supplier_invoices_status_list_index; Type: INDEX
--

CREATE INDEX supplier_invoices_status_list_index ON public.supplier_invoices USING btree (status, created_at DESC, id DESC);

--
-- Name: public.task_counts_employee_index; Type: INDEX
--

CREATE INDEX task_counts_employee_index ON public.task_counts USING btree (employee_id, period, bucket) INCLUDE (status, tasks);

--
-- Name: public.task_counts_zero_index; Type: INDEX
--

CREATE INDEX task_counts_zero_index ON public.task_counts USING btree (period) WHERE (tasks = 0);

--
-- Name: public.tasks_assigned_employee_created_at_index; Type: INDEX
--

CREATE INDEX tasks_assigned_employee_created_at_index ON public.tasks USING btree (assigned_employee_id, created_at DESC, id DESC);

--
-- Name: public.tasks_assigned_employee_due_date_desc_index; Type: INDEX
--

CREATE INDEX tasks_assigned_employee_due_date_desc_index ON public.tasks USING btree (assigned_employee_id, due_date DESC NULLS LAST, id DESC);

--
-- Name: public.tasks_assigned_employee_due_date_index; Type: INDEX
--

CREATE INDEX tasks_assigned_employee_due_date_index ON public.tasks USING btree (assigned_employee_id, due_date, id);

--
-- Name: public.tasks_assigned_employee_status_rank_index; Type: INDEX
--

CREATE INDEX tasks_assigned_employee_status_rank_index ON public.tasks USING btree (assigned_employee_id, (
CASE status
    WHEN 'À faire'::text THEN 0
    WHEN 'En cours'::text THEN 1
    ELSE 2
END), id);

--
-- Name: public.tasks_assigned_employee_title_index; Type: INDEX
--

CREATE INDEX tasks_assigned_employee_title_index ON public.tasks USING btree (assigned_employee_id, title, id);

--
-- Name: public.tasks_created_at_index; Type: INDEX
--

CREATE INDEX tasks_created_at_index ON public.tasks USING btree (created_at DESC, id DESC);

--
-- Name: public.tasks_due_date_desc_index; Type: INDEX
--

CREATE INDEX tasks_due_date_desc_index ON public.tasks USING btree (due_date DESC NULLS LAST, id DESC);

--
-- Name: public.tasks_due_date_index; Type: INDEX
--

CREATE INDEX tasks_due_date_index ON public.tasks USING btree (due_date, id);

--
-- Name: public.tasks_status_rank_index; Type: INDEX
--

CREATE INDEX tasks_status_rank_index ON public.tasks USING btree ((
CASE status
    WHEN 'À faire'::text THEN 0
    WHEN 'En cours'::text THEN 1
    ELSE 2
END), id);

--
-- Name: public.tasks_text_search_index; Type: INDEX
--

CREATE INDEX tasks_text_search_index ON public.tasks USING gin (public.pilotage_search_text((((title)::text || ' '::text) || description)) public.gin_trgm_ops);

--
-- Name: public.tasks_title_index; Type: INDEX
--

CREATE INDEX tasks_title_index ON public.tasks USING btree (title, id);

--
-- Name: public.telegram_test_messages_user_id_kind_sent_at_index; Type: INDEX
--

CREATE INDEX telegram_test_messages_user_id_kind_sent_at_index ON public.telegram_test_messages USING btree (user_id, kind, sent_at);

--
-- Name: public.user_sessions_expires_at_index; Type: INDEX
--

CREATE INDEX user_sessions_expires_at_index ON public.user_sessions USING btree (expires_at);

--
-- Name: public.user_sessions_user_id_index; Type: INDEX
--

CREATE INDEX user_sessions_user_id_index ON public.user_sessions USING btree (user_id);

--
-- Name: public.users_email_lower_unique; Type: INDEX
--

CREATE UNIQUE INDEX users_email_lower_unique ON public.users USING btree (lower((email)::text));

--
-- Name: public.users_email_search_index; Type: INDEX
--

CREATE INDEX users_email_search_index ON public.users USING gin (public.pilotage_search_text((email)::text) public.gin_trgm_ops);

--
-- Name: public.users_username_lower_unique; Type: INDEX
--

CREATE UNIQUE INDEX users_username_lower_unique ON public.users USING btree (lower((username)::text));

--
-- Name: public.users_username_search_index; Type: INDEX
--

CREATE INDEX users_username_search_index ON public.users USING gin (public.pilotage_search_text((username)::text) public.gin_trgm_ops);

--
-- Triggers
--

--
-- Name: accounting_periods_audit_delete on public.accounting_periods; Type: TRIGGER
--

CREATE TRIGGER accounting_periods_audit_delete AFTER DELETE ON public.accounting_periods REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('accounting_period', 'period', '{}', '{closed_at}', '{}');

--
-- Name: accounting_periods_audit_insert on public.accounting_periods; Type: TRIGGER
--

CREATE TRIGGER accounting_periods_audit_insert AFTER INSERT ON public.accounting_periods REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('accounting_period', 'period', '{}', '{closed_at}', '{}');

--
-- Name: accounting_periods_audit_update on public.accounting_periods; Type: TRIGGER
--

CREATE TRIGGER accounting_periods_audit_update AFTER UPDATE ON public.accounting_periods REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('accounting_period', 'period', '{}', '{closed_at}', '{}');

--
-- Name: accounting_periods_keep_closed on public.accounting_periods; Type: TRIGGER
--

CREATE TRIGGER accounting_periods_keep_closed BEFORE DELETE OR UPDATE ON public.accounting_periods FOR EACH ROW EXECUTE FUNCTION public.accounting_periods_keep_closed();

--
-- Name: accounting_settings_audit_delete on public.accounting_settings; Type: TRIGGER
--

CREATE TRIGGER accounting_settings_audit_delete AFTER DELETE ON public.accounting_settings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('accounting_settings', 'id', '{}', '{updated_at}', '{}');

--
-- Name: accounting_settings_audit_insert on public.accounting_settings; Type: TRIGGER
--

CREATE TRIGGER accounting_settings_audit_insert AFTER INSERT ON public.accounting_settings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('accounting_settings', 'id', '{}', '{updated_at}', '{}');

--
-- Name: accounting_settings_audit_update on public.accounting_settings; Type: TRIGGER
--

CREATE TRIGGER accounting_settings_audit_update AFTER UPDATE ON public.accounting_settings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('accounting_settings', 'id', '{}', '{updated_at}', '{}');

--
-- Name: audit_log_no_delete on public.audit_log; Type: TRIGGER
--

CREATE TRIGGER audit_log_no_delete AFTER DELETE ON public.audit_log REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_refuse_delete();

--
-- Name: audit_log_no_truncate on public.audit_log; Type: TRIGGER
--

CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON public.audit_log FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_refuse();

--
-- Name: audit_log_no_update on public.audit_log; Type: TRIGGER
--

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON public.audit_log FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_refuse();

--
-- Name: bank_accounts_audit_delete on public.bank_accounts; Type: TRIGGER
--

CREATE TRIGGER bank_accounts_audit_delete AFTER DELETE ON public.bank_accounts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('bank_account', 'id', '{}', '{created_at}', '{}');

--
-- Name: bank_accounts_audit_insert on public.bank_accounts; Type: TRIGGER
--

CREATE TRIGGER bank_accounts_audit_insert AFTER INSERT ON public.bank_accounts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('bank_account', 'id', '{}', '{created_at}', '{}');

--
-- Name: bank_accounts_audit_update on public.bank_accounts; Type: TRIGGER
--

CREATE TRIGGER bank_accounts_audit_update AFTER UPDATE ON public.bank_accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('bank_account', 'id', '{}', '{created_at}', '{}');

--
-- Name: bank_lines_audit_update on public.bank_lines; Type: TRIGGER
--

CREATE TRIGGER bank_lines_audit_update AFTER UPDATE ON public.bank_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('bank_line', 'id', '{}', '{settled_at,settled_by}', '{}');

--
-- Name: bank_rules_audit_delete on public.bank_rules; Type: TRIGGER
--

CREATE TRIGGER bank_rules_audit_delete AFTER DELETE ON public.bank_rules REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('bank_rule', 'id', '{}', '{created_at}', '{}');

--
-- Name: bank_rules_audit_insert on public.bank_rules; Type: TRIGGER
--

CREATE TRIGGER bank_rules_audit_insert AFTER INSERT ON public.bank_rules REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('bank_rule', 'id', '{}', '{created_at}', '{}');

--
-- Name: bank_rules_audit_update on public.bank_rules; Type: TRIGGER
--

CREATE TRIGGER bank_rules_audit_update AFTER UPDATE ON public.bank_rules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('bank_rule', 'id', '{}', '{created_at}', '{}');

--
-- Name: e_invoicing_settings_audit_delete on public.e_invoicing_settings; Type: TRIGGER
--

CREATE TRIGGER e_invoicing_settings_audit_delete AFTER DELETE ON public.e_invoicing_settings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('e_invoicing_settings', 'id', '{client_secret}', '{updated_at}', '{}');

--
-- Name: e_invoicing_settings_audit_insert on public.e_invoicing_settings; Type: TRIGGER
--

CREATE TRIGGER e_invoicing_settings_audit_insert AFTER INSERT ON public.e_invoicing_settings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('e_invoicing_settings', 'id', '{client_secret}', '{updated_at}', '{}');

--
-- Name: e_invoicing_settings_audit_update on public.e_invoicing_settings; Type: TRIGGER
--

CREATE TRIGGER e_invoicing_settings_audit_update AFTER UPDATE ON public.e_invoicing_settings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('e_invoicing_settings', 'id', '{client_secret}', '{updated_at}', '{}');

--
-- Name: e_invoicing_statuses_audit_delete on public.e_invoicing_statuses; Type: TRIGGER
--

CREATE TRIGGER e_invoicing_statuses_audit_delete AFTER DELETE ON public.e_invoicing_statuses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('e_invoicing_status', 'id', '{}', '{updated_at,attempts}', '{}');

--
-- Name: e_invoicing_statuses_audit_insert on public.e_invoicing_statuses; Type: TRIGGER
--

CREATE TRIGGER e_invoicing_statuses_audit_insert AFTER INSERT ON public.e_invoicing_statuses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('e_invoicing_status', 'id', '{}', '{updated_at,attempts}', '{}');

--
-- Name: e_invoicing_statuses_audit_update on public.e_invoicing_statuses; Type: TRIGGER
--

CREATE TRIGGER e_invoicing_statuses_audit_update AFTER UPDATE ON public.e_invoicing_statuses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('e_invoicing_status', 'id', '{}', '{updated_at,attempts}', '{}');

--
-- Name: employees_audit_delete on public.employees; Type: TRIGGER
--

CREATE TRIGGER employees_audit_delete AFTER DELETE ON public.employees REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('employee', 'id', '{}', '{created_at}', '{}');

--
-- Name: employees_audit_insert on public.employees; Type: TRIGGER
--

CREATE TRIGGER employees_audit_insert AFTER INSERT ON public.employees REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('employee', 'id', '{}', '{created_at}', '{}');

--
-- Name: employees_audit_update on public.employees; Type: TRIGGER
--

CREATE TRIGGER employees_audit_update AFTER UPDATE ON public.employees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('employee', 'id', '{}', '{created_at}', '{}');

--
-- Name: employees_live_delete on public.employees; Type: TRIGGER
--

CREATE TRIGGER employees_live_delete AFTER DELETE ON public.employees REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('employee');

--
-- Name: employees_live_insert on public.employees; Type: TRIGGER
--

CREATE TRIGGER employees_live_insert AFTER INSERT ON public.employees REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('employee');

--
-- Name: employees_live_update on public.employees; Type: TRIGGER
--

CREATE TRIGGER employees_live_update AFTER UPDATE ON public.employees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('employee');

--
-- Name: employees_task_totals_delete on public.employees; Type: TRIGGER
--

CREATE TRIGGER employees_task_totals_delete AFTER DELETE ON public.employees REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.employee_task_totals_employees();

--
-- Name: employees_task_totals_insert on public.employees; Type: TRIGGER
--

CREATE TRIGGER employees_task_totals_insert AFTER INSERT ON public.employees REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.employee_task_totals_employees();

--
-- Name: employees_task_totals_truncate on public.employees; Type: TRIGGER
--

CREATE TRIGGER employees_task_totals_truncate AFTER TRUNCATE ON public.employees FOR EACH STATEMENT EXECUTE FUNCTION public.employee_task_totals_employees();

--
-- Name: employees_task_totals_update on public.employees; Type: TRIGGER
--

CREATE TRIGGER employees_task_totals_update AFTER UPDATE ON public.employees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.employee_task_totals_employees();

--
-- Name: financial_transactions_audit_delete on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_audit_delete AFTER DELETE ON public.financial_transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('transaction', 'id', '{}', '{created_at,receipt_file_id,receipt_attached_at}', '{}');

--
-- Name: financial_transactions_audit_insert on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_audit_insert AFTER INSERT ON public.financial_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('transaction', 'id', '{}', '{created_at,receipt_file_id,receipt_attached_at}', '{}');

--
-- Name: financial_transactions_audit_update on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_audit_update AFTER UPDATE ON public.financial_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('transaction', 'id', '{}', '{created_at,receipt_file_id,receipt_attached_at}', '{}');

--
-- Name: financial_transactions_counted_delete on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_counted_delete AFTER DELETE ON public.financial_transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.financial_totals_track();

--
-- Name: financial_transactions_counted_insert on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_counted_insert AFTER INSERT ON public.financial_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.financial_totals_track();

--
-- Name: financial_transactions_counted_truncate on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_counted_truncate AFTER TRUNCATE ON public.financial_transactions FOR EACH STATEMENT EXECUTE FUNCTION public.financial_totals_clear();

--
-- Name: financial_transactions_counted_update on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_counted_update AFTER UPDATE ON public.financial_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.financial_totals_track();

--
-- Name: financial_transactions_live_delete on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_live_delete AFTER DELETE ON public.financial_transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('transaction');

--
-- Name: financial_transactions_live_insert on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_live_insert AFTER INSERT ON public.financial_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('transaction');

--
-- Name: financial_transactions_live_update on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_live_update AFTER UPDATE ON public.financial_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('transaction');

--
-- Name: financial_transactions_period_delete on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_period_delete AFTER DELETE ON public.financial_transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.financial_period_totals_track();

--
-- Name: financial_transactions_period_insert on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_period_insert AFTER INSERT ON public.financial_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.financial_period_totals_track();

--
-- Name: financial_transactions_period_truncate on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_period_truncate AFTER TRUNCATE ON public.financial_transactions FOR EACH STATEMENT EXECUTE FUNCTION public.financial_period_totals_clear();

--
-- Name: financial_transactions_period_update on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_period_update AFTER UPDATE ON public.financial_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.financial_period_totals_track();

--
-- Name: financial_transactions_receipt_audit_delete on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_receipt_audit_delete AFTER DELETE ON public.financial_transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.transaction_receipt_audit();

--
-- Name: financial_transactions_receipt_audit_insert on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_receipt_audit_insert AFTER INSERT ON public.financial_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.transaction_receipt_audit();

--
-- Name: financial_transactions_receipt_audit_update on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER financial_transactions_receipt_audit_update AFTER UPDATE ON public.financial_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.transaction_receipt_audit();

--
-- Name: payment_transactions_keep on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER payment_transactions_keep BEFORE DELETE OR UPDATE ON public.financial_transactions FOR EACH ROW EXECUTE FUNCTION public.payment_transactions_keep();

--
-- Name: supplier_payment_transactions_keep on public.financial_transactions; Type: TRIGGER
--

CREATE TRIGGER supplier_payment_transactions_keep BEFORE DELETE OR UPDATE ON public.financial_transactions FOR EACH ROW EXECUTE FUNCTION public.supplier_payment_transactions_keep();

--
-- Name: invoice_lines_keep_issued on public.invoice_lines; Type: TRIGGER
--

CREATE TRIGGER invoice_lines_keep_issued BEFORE DELETE OR UPDATE ON public.invoice_lines FOR EACH ROW EXECUTE FUNCTION public.invoice_lines_keep_issued();

--
-- Name: invoice_lines_only_at_issue on public.invoice_lines; Type: TRIGGER
--

CREATE TRIGGER invoice_lines_only_at_issue BEFORE INSERT ON public.invoice_lines FOR EACH ROW EXECUTE FUNCTION public.invoice_lines_only_at_issue();

--
-- Name: invoice_reminder_levels_audit_delete on public.invoice_reminder_levels; Type: TRIGGER
--

CREATE TRIGGER invoice_reminder_levels_audit_delete AFTER DELETE ON public.invoice_reminder_levels REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('reminder_level', 'level', '{}', '{updated_at}', '{}');

--
-- Name: invoice_reminder_levels_audit_insert on public.invoice_reminder_levels; Type: TRIGGER
--

CREATE TRIGGER invoice_reminder_levels_audit_insert AFTER INSERT ON public.invoice_reminder_levels REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('reminder_level', 'level', '{}', '{updated_at}', '{}');

--
-- Name: invoice_reminder_levels_audit_update on public.invoice_reminder_levels; Type: TRIGGER
--

CREATE TRIGGER invoice_reminder_levels_audit_update AFTER UPDATE ON public.invoice_reminder_levels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('reminder_level', 'level', '{}', '{updated_at}', '{}');

--
-- Name: invoice_settings_audit_delete on public.invoice_settings; Type: TRIGGER
--

CREATE TRIGGER invoice_settings_audit_delete AFTER DELETE ON public.invoice_settings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('invoice_settings', 'id', '{}', '{updated_at}', '{}');

--
-- Name: invoice_settings_audit_insert on public.invoice_settings; Type: TRIGGER
--

CREATE TRIGGER invoice_settings_audit_insert AFTER INSERT ON public.invoice_settings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('invoice_settings', 'id', '{}', '{updated_at}', '{}');

--
-- Name: invoice_settings_audit_update on public.invoice_settings; Type: TRIGGER
--

CREATE TRIGGER invoice_settings_audit_update AFTER UPDATE ON public.invoice_settings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('invoice_settings', 'id', '{}', '{updated_at}', '{}');

--
-- Name: invoices_audit_delete on public.invoices; Type: TRIGGER
--

CREATE TRIGGER invoices_audit_delete AFTER DELETE ON public.invoices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('invoice', 'id', '{}', '{created_at}', '{}');

--
-- Name: invoices_audit_insert on public.invoices; Type: TRIGGER
--

CREATE TRIGGER invoices_audit_insert AFTER INSERT ON public.invoices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('invoice', 'id', '{}', '{created_at}', '{}');

--
-- Name: invoices_audit_update on public.invoices; Type: TRIGGER
--

CREATE TRIGGER invoices_audit_update AFTER UPDATE ON public.invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('invoice', 'id', '{}', '{created_at}', '{}');

--
-- Name: invoices_keep_issued on public.invoices; Type: TRIGGER
--

CREATE TRIGGER invoices_keep_issued BEFORE DELETE OR UPDATE ON public.invoices FOR EACH ROW EXECUTE FUNCTION public.invoices_keep_issued();

--
-- Name: invoices_live_delete on public.invoices; Type: TRIGGER
--

CREATE TRIGGER invoices_live_delete AFTER DELETE ON public.invoices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('invoice');

--
-- Name: invoices_live_insert on public.invoices; Type: TRIGGER
--

CREATE TRIGGER invoices_live_insert AFTER INSERT ON public.invoices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('invoice');

--
-- Name: invoices_live_update on public.invoices; Type: TRIGGER
--

CREATE TRIGGER invoices_live_update AFTER UPDATE ON public.invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('invoice');

--
-- Name: invoices_number_in_series on public.invoices; Type: TRIGGER
--

CREATE TRIGGER invoices_number_in_series BEFORE INSERT ON public.invoices FOR EACH ROW EXECUTE FUNCTION public.invoices_number_in_series();

--
-- Name: invoices_payment_cancel_complete on public.invoices; Type: TRIGGER
--

CREATE CONSTRAINT TRIGGER invoices_payment_cancel_complete AFTER UPDATE ON public.invoices DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (old.payment_transaction_id IS NOT NULL AND new.payment_transaction_id IS NULL) EXECUTE FUNCTION public.invoices_payment_cancel_complete();

--
-- Name: ledger_entries_keep_posted on public.ledger_entries; Type: TRIGGER
--

CREATE TRIGGER ledger_entries_keep_posted BEFORE DELETE OR UPDATE ON public.ledger_entries FOR EACH ROW EXECUTE FUNCTION public.ledger_keep_posted();

--
-- Name: ledger_entries_open_period on public.ledger_entries; Type: TRIGGER
--

CREATE TRIGGER ledger_entries_open_period BEFORE INSERT ON public.ledger_entries FOR EACH ROW EXECUTE FUNCTION public.ledger_entries_open_period();

--
-- Name: ledger_lines_keep_posted on public.ledger_lines; Type: TRIGGER
--

CREATE TRIGGER ledger_lines_keep_posted BEFORE DELETE OR UPDATE ON public.ledger_lines FOR EACH ROW EXECUTE FUNCTION public.ledger_keep_posted();

--
-- Name: mail_outbox_audit_delete on public.mail_outbox; Type: TRIGGER
--

CREATE TRIGGER mail_outbox_audit_delete AFTER DELETE ON public.mail_outbox REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('mail', 'id', '{}', '{attachments,body,created_at,resolved_at,resolved_by,attempts,last_error}', '{}');

--
-- Name: mail_outbox_audit_insert on public.mail_outbox; Type: TRIGGER
--

CREATE TRIGGER mail_outbox_audit_insert AFTER INSERT ON public.mail_outbox REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('mail', 'id', '{}', '{attachments,body,created_at,resolved_at,resolved_by,attempts,last_error}', '{}');

--
-- Name: mail_outbox_audit_update on public.mail_outbox; Type: TRIGGER
--

CREATE TRIGGER mail_outbox_audit_update AFTER UPDATE ON public.mail_outbox REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('mail', 'id', '{}', '{attachments,body,created_at,resolved_at,resolved_by,attempts,last_error}', '{}');

--
-- Name: mail_settings_audit_delete on public.mail_settings; Type: TRIGGER
--

CREATE TRIGGER mail_settings_audit_delete AFTER DELETE ON public.mail_settings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('mail_settings', 'id', '{password}', '{updated_at}', '{}');

--
-- Name: mail_settings_audit_insert on public.mail_settings; Type: TRIGGER
--

CREATE TRIGGER mail_settings_audit_insert AFTER INSERT ON public.mail_settings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('mail_settings', 'id', '{password}', '{updated_at}', '{}');

--
-- Name: mail_settings_audit_update on public.mail_settings; Type: TRIGGER
--

CREATE TRIGGER mail_settings_audit_update AFTER UPDATE ON public.mail_settings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('mail_settings', 'id', '{password}', '{updated_at}', '{}');

--
-- Name: notification_dead_letters_audit_delete on public.notification_dead_letters; Type: TRIGGER
--

CREATE TRIGGER notification_dead_letters_audit_delete AFTER DELETE ON public.notification_dead_letters REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('notification', 'job_id', '{}', '{created_at,resolved_at,resolved_by}', '{}');

--
-- Name: notification_dead_letters_audit_insert on public.notification_dead_letters; Type: TRIGGER
--

CREATE TRIGGER notification_dead_letters_audit_insert AFTER INSERT ON public.notification_dead_letters REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('notification', 'job_id', '{}', '{created_at,resolved_at,resolved_by}', '{}');

--
-- Name: notification_dead_letters_audit_update on public.notification_dead_letters; Type: TRIGGER
--

CREATE TRIGGER notification_dead_letters_audit_update AFTER UPDATE ON public.notification_dead_letters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('notification', 'job_id', '{}', '{created_at,resolved_at,resolved_by}', '{}');

--
-- Name: settings_audit_delete on public.settings; Type: TRIGGER
--

CREATE TRIGGER settings_audit_delete AFTER DELETE ON public.settings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('setting', 'key', '{}', '{updated_at}', '{telegram_bot_token}');

--
-- Name: settings_audit_insert on public.settings; Type: TRIGGER
--

CREATE TRIGGER settings_audit_insert AFTER INSERT ON public.settings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('setting', 'key', '{}', '{updated_at}', '{telegram_bot_token}');

--
-- Name: settings_audit_update on public.settings; Type: TRIGGER
--

CREATE TRIGGER settings_audit_update AFTER UPDATE ON public.settings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('setting', 'key', '{}', '{updated_at}', '{telegram_bot_token}');

--
-- Name: settings_cache_truncate on public.settings; Type: TRIGGER
--

CREATE TRIGGER settings_cache_truncate AFTER TRUNCATE ON public.settings FOR EACH STATEMENT EXECUTE FUNCTION public.session_cache_notify_all();

--
-- Name: settings_cache_write on public.settings; Type: TRIGGER
--

CREATE TRIGGER settings_cache_write AFTER INSERT OR DELETE OR UPDATE ON public.settings FOR EACH ROW EXECUTE FUNCTION public.session_cache_notify_setting();

--
-- Name: signup_tokens_audit_delete on public.signup_tokens; Type: TRIGGER
--

CREATE TRIGGER signup_tokens_audit_delete AFTER DELETE ON public.signup_tokens REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('signup_token', 'id', '{token}', '{created_at,token_hash}', '{}');

--
-- Name: signup_tokens_audit_insert on public.signup_tokens; Type: TRIGGER
--

CREATE TRIGGER signup_tokens_audit_insert AFTER INSERT ON public.signup_tokens REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('signup_token', 'id', '{token}', '{created_at,token_hash}', '{}');

--
-- Name: signup_tokens_audit_update on public.signup_tokens; Type: TRIGGER
--

CREATE TRIGGER signup_tokens_audit_update AFTER UPDATE ON public.signup_tokens REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('signup_token', 'id', '{token}', '{created_at,token_hash}', '{}');

--
-- Name: stored_files_audit_delete on public.stored_files; Type: TRIGGER
--

CREATE TRIGGER stored_files_audit_delete AFTER DELETE ON public.stored_files REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('stored_file', 'id', '{}', '{content,created_at}', '{}');

--
-- Name: stored_files_audit_insert on public.stored_files; Type: TRIGGER
--

CREATE TRIGGER stored_files_audit_insert AFTER INSERT ON public.stored_files REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('stored_file', 'id', '{}', '{content,created_at}', '{}');

--
-- Name: stored_files_audit_update on public.stored_files; Type: TRIGGER
--

CREATE TRIGGER stored_files_audit_update AFTER UPDATE ON public.stored_files REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('stored_file', 'id', '{}', '{content,created_at}', '{}');

--
-- Name: stored_files_keep on public.stored_files; Type: TRIGGER
--

CREATE TRIGGER stored_files_keep BEFORE UPDATE ON public.stored_files FOR EACH ROW EXECUTE FUNCTION public.stored_files_keep();

--
-- Name: supplier_invoices_audit_delete on public.supplier_invoices; Type: TRIGGER
--

CREATE TRIGGER supplier_invoices_audit_delete AFTER DELETE ON public.supplier_invoices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('supplier_invoice', 'id', '{}', '{created_at,updated_at,supplier_key}', '{}');

--
-- Name: supplier_invoices_audit_insert on public.supplier_invoices; Type: TRIGGER
--

CREATE TRIGGER supplier_invoices_audit_insert AFTER INSERT ON public.supplier_invoices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('supplier_invoice', 'id', '{}', '{created_at,updated_at,supplier_key}', '{}');

--
-- Name: supplier_invoices_audit_update on public.supplier_invoices; Type: TRIGGER
--

CREATE TRIGGER supplier_invoices_audit_update AFTER UPDATE ON public.supplier_invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('supplier_invoice', 'id', '{}', '{created_at,updated_at,supplier_key}', '{}');

--
-- Name: tasks_audit_delete on public.tasks; Type: TRIGGER
--

CREATE TRIGGER tasks_audit_delete AFTER DELETE ON public.tasks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('task', 'id', '{}', '{created_at,next_occurrence_created}', '{}');

--
-- Name: tasks_audit_insert on public.tasks; Type: TRIGGER
--

CREATE TRIGGER tasks_audit_insert AFTER INSERT ON public.tasks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('task', 'id', '{}', '{created_at,next_occurrence_created}', '{}');

--
-- Name: tasks_audit_update on public.tasks; Type: TRIGGER
--

CREATE TRIGGER tasks_audit_update AFTER UPDATE ON public.tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('task', 'id', '{}', '{created_at,next_occurrence_created}', '{}');

--
-- Name: tasks_counted_delete on public.tasks; Type: TRIGGER
--

CREATE TRIGGER tasks_counted_delete AFTER DELETE ON public.tasks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.task_counts_track();

--
-- Name: tasks_counted_insert on public.tasks; Type: TRIGGER
--

CREATE TRIGGER tasks_counted_insert AFTER INSERT ON public.tasks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.task_counts_track();

--
-- Name: tasks_counted_truncate on public.tasks; Type: TRIGGER
--

CREATE TRIGGER tasks_counted_truncate AFTER TRUNCATE ON public.tasks FOR EACH STATEMENT EXECUTE FUNCTION public.task_counts_clear();

--
-- Name: tasks_counted_update on public.tasks; Type: TRIGGER
--

CREATE TRIGGER tasks_counted_update AFTER UPDATE ON public.tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.task_counts_track();

--
-- Name: tasks_employee_totals_delete on public.tasks; Type: TRIGGER
--

CREATE TRIGGER tasks_employee_totals_delete AFTER DELETE ON public.tasks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.employee_task_totals_track();

--
-- Name: tasks_employee_totals_insert on public.tasks; Type: TRIGGER
--

CREATE TRIGGER tasks_employee_totals_insert AFTER INSERT ON public.tasks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.employee_task_totals_track();

--
-- Name: tasks_employee_totals_truncate on public.tasks; Type: TRIGGER
--

CREATE TRIGGER tasks_employee_totals_truncate AFTER TRUNCATE ON public.tasks FOR EACH STATEMENT EXECUTE FUNCTION public.employee_task_totals_tasks_cleared();

--
-- Name: tasks_employee_totals_update on public.tasks; Type: TRIGGER
--

CREATE TRIGGER tasks_employee_totals_update AFTER UPDATE ON public.tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.employee_task_totals_track();

--
-- Name: tasks_live_delete on public.tasks; Type: TRIGGER
--

CREATE TRIGGER tasks_live_delete AFTER DELETE ON public.tasks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('task');

--
-- Name: tasks_live_insert on public.tasks; Type: TRIGGER
--

CREATE TRIGGER tasks_live_insert AFTER INSERT ON public.tasks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('task');

--
-- Name: tasks_live_update on public.tasks; Type: TRIGGER
--

CREATE TRIGGER tasks_live_update AFTER UPDATE ON public.tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('task');

--
-- Name: user_sessions_cache_truncate on public.user_sessions; Type: TRIGGER
--

CREATE TRIGGER user_sessions_cache_truncate AFTER TRUNCATE ON public.user_sessions FOR EACH STATEMENT EXECUTE FUNCTION public.session_cache_notify_all();

--
-- Name: user_sessions_cache_update on public.user_sessions; Type: TRIGGER
--

CREATE TRIGGER user_sessions_cache_update AFTER UPDATE ON public.user_sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.session_cache_notify_updated();

--
-- Name: user_sessions_live_delete on public.user_sessions; Type: TRIGGER
--

CREATE TRIGGER user_sessions_live_delete AFTER DELETE ON public.user_sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_sessions_ended();

--
-- Name: users_audit_delete on public.users; Type: TRIGGER
--

CREATE TRIGGER users_audit_delete AFTER DELETE ON public.users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('user', 'id', '{password_hash,totp_secret,totp_pending_secret}', '{created_at,updated_at,totp_last_step}', '{}');

--
-- Name: users_audit_insert on public.users; Type: TRIGGER
--

CREATE TRIGGER users_audit_insert AFTER INSERT ON public.users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('user', 'id', '{password_hash,totp_secret,totp_pending_secret}', '{created_at,updated_at,totp_last_step}', '{}');

--
-- Name: users_audit_update on public.users; Type: TRIGGER
--

CREATE TRIGGER users_audit_update AFTER UPDATE ON public.users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_changes('user', 'id', '{password_hash,totp_secret,totp_pending_secret}', '{created_at,updated_at,totp_last_step}', '{}');

--
-- Name: users_cache_truncate on public.users; Type: TRIGGER
--

CREATE TRIGGER users_cache_truncate AFTER TRUNCATE ON public.users FOR EACH STATEMENT EXECUTE FUNCTION public.session_cache_notify_all();

--
-- Name: users_live_delete on public.users; Type: TRIGGER
--

CREATE TRIGGER users_live_delete AFTER DELETE ON public.users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('user', 'password_hash', 'totp_secret', 'totp_pending_secret', 'totp_last_step');

--
-- Name: users_live_insert on public.users; Type: TRIGGER
--

CREATE TRIGGER users_live_insert AFTER INSERT ON public.users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('user', 'password_hash', 'totp_secret', 'totp_pending_secret', 'totp_last_step');

--
-- Name: users_live_update on public.users; Type: TRIGGER
--

CREATE TRIGGER users_live_update AFTER UPDATE ON public.users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.live_notify_changes('user', 'password_hash', 'totp_secret', 'totp_pending_secret', 'totp_last_step');
