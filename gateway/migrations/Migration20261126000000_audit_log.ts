import { Migration } from '@mikro-orm/migrations';

/**
 * The activity journal (docs/architecture.md, « Journal d'activité »): who did what, when.
 *
 * - `audit_log` holds one row per created, changed or deleted record of a journaled table, and per
 *   sign-in event (written by the gateway: `recordAuditEvent`). `changes` is `{column: [before,
 *   after]}`: every non-null column of a created row, the changed columns of an updated one, every
 *   non-null column of a deleted one.
 * - The rows are written by triggers, in the transaction of the change: a rolled-back change
 *   leaves no row, and a change made outside the gateway is journaled too. The actor and client
 *   address come from transaction-local settings the gateway declares (audit/audit-actor.ts);
 *   without them the row is the system's (null actor).
 * - Statement-level triggers over transition tables: a bulk statement journals its rows in one
 *   INSERT … SELECT rather than one trigger call per row.
 * - `audit_attach(table, entity_type, id_column, secret_columns, ignored_columns, secret_rows)`
 *   installs them on a table. A secret column reads '***' (null stays null, so turning a secret on
 *   or off shows); a secret row (by id: a setting's key) has every column masked; an ignored column
 *   (timestamps kept by the server, internal bookkeeping) never appears, and an update touching only
 *   ignored columns writes no row. The id column is the row's `entity_id`, not a change.
 * - The journal is append-only: UPDATE, DELETE and TRUNCATE are refused, except the retention purge
 *   (`purge_audit_log`, which flags its own transaction and only deletes rows older than the
 *   retention) and a TRUNCATE in a transaction that sets `pilotage.audit_truncate` (the tests' reset).
 */
export class Migration20261126000000_audit_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table audit_log (
        id bigint generated always as identity primary key,
        at timestamptz not null default now(),
        actor_id integer null,
        actor_username text null,
        ip text null,
        action text not null check (action in ('create', 'update', 'delete', 'login', 'login_failed', 'logout', 'password_change')),
        entity_type text not null check (entity_type in ('user', 'employee', 'task', 'transaction', 'setting', 'invoice_settings', 'signup_token', 'invoice', 'notification')),
        entity_id text null,
        changes jsonb not null default '{}'
      );
      -- The list (newest first), one record's history, one actor's actions; the purge reads the first.
      create index audit_log_at_index on audit_log (at desc, id desc);
      create index audit_log_entity_index on audit_log (entity_type, entity_id, at desc);
      create index audit_log_actor_index on audit_log (actor_id, at desc);

      -- A column's value as journaled: '***' for a secret that is set.
      create function audit_value(value jsonb, secret boolean) returns jsonb language sql immutable as $$
        select case when secret and value <> 'null'::jsonb then '"***"'::jsonb else value end
      $$;

      -- TG_ARGV: entity type, id column, secret columns, ignored columns, secret rows (arrays as text).
      -- Each row is turned into jsonb once (a materialized CTE): the diff then only looks keys up.
      create function audit_log_changes() returns trigger language plpgsql as $$
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
      end $$;

      create function audit_attach(
        table_name text, entity_type text, id_column text, secret_columns text[], ignored_columns text[], secret_rows text[] default '{}'
      ) returns void language plpgsql as $$
      declare
        args text := format('%L, %L, %L, %L, %L', entity_type, id_column, secret_columns, ignored_columns, secret_rows);
      begin
        execute format('create trigger %I after insert on %I referencing new table as new_rows for each statement execute function audit_log_changes(%s)',
          table_name || '_audit_insert', table_name, args);
        execute format('create trigger %I after update on %I referencing old table as old_rows new table as new_rows for each statement execute function audit_log_changes(%s)',
          table_name || '_audit_update', table_name, args);
        execute format('create trigger %I after delete on %I referencing old table as old_rows for each statement execute function audit_log_changes(%s)',
          table_name || '_audit_delete', table_name, args);
      end $$;

      -- Append-only. A TRUNCATE passes only in a transaction that sets pilotage.audit_truncate (the tests' reset).
      create function audit_log_refuse() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' and current_setting('pilotage.audit_truncate', true) = 'on' then return null; end if;
        raise exception 'Le journal d''activité ne peut être ni modifié ni supprimé.' using errcode = 'insufficient_privilege';
      end $$;
      -- A DELETE passes only in the purge, which flags its transaction with the cutoff it may delete before.
      create function audit_log_refuse_delete() returns trigger language plpgsql as $$
      declare
        cutoff timestamptz := nullif(current_setting('pilotage.audit_purge_before', true), '')::timestamptz;
      begin
        if cutoff is null or exists (select from old_rows where at >= cutoff) then
          raise exception 'Le journal d''activité ne peut être ni modifié ni supprimé.' using errcode = 'insufficient_privilege';
        end if;
        return null;
      end $$;
      create trigger audit_log_no_update before update on audit_log for each statement execute function audit_log_refuse();
      create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_refuse();
      create trigger audit_log_no_delete after delete on audit_log referencing old table as old_rows
        for each statement execute function audit_log_refuse_delete();

      -- The retention purge (the daily job): deletes the rows older than retention_days; answers how many.
      create function purge_audit_log(retention_days integer) returns bigint language plpgsql as $$
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
      end $$;

      select audit_attach('users', 'user', 'id', array['password_hash', 'totp_secret', 'totp_pending_secret'], array['created_at', 'updated_at', 'totp_last_step']);
      select audit_attach('signup_tokens', 'signup_token', 'id', array['token'], array['created_at']);
      select audit_attach('settings', 'setting', 'key', array[]::text[], array['updated_at'], array['telegram_bot_token']);
      select audit_attach('invoice_settings', 'invoice_settings', 'id', array[]::text[], array['updated_at']);
      select audit_attach('employees', 'employee', 'id', array[]::text[], array['created_at']);
      select audit_attach('tasks', 'task', 'id', array[]::text[], array['created_at', 'next_occurrence_created']);
      select audit_attach('financial_transactions', 'transaction', 'id', array[]::text[], array['created_at']);
      select audit_attach('invoices', 'invoice', 'id', array[]::text[], array['created_at']);
    `);
  }
}
