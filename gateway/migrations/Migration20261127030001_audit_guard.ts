import { Migration } from '@mikro-orm/migrations';

/**
 * The journal's guard no longer trusts a session setting: any session may set
 * `pilotage.audit_truncate` or `pilotage.audit_purge_before`, so they opened the journal to
 * anyone. A DELETE now passes only inside `purge_audit_log` and a TRUNCATE only inside
 * `audit_log_reset`, two SECURITY DEFINER functions of the role that owns the journal, and the
 * guard checks both things a session cannot forge together:
 *
 * - it runs as the journal's owner: inside a SECURITY DEFINER function `current_user` is the
 *   function's owner; a session of another role never is, whatever it sets;
 * - the statement comes from that function: the PL/pgSQL call stack (`pg_context`) names it.
 *
 * An UPDATE never passes. The purge still deletes only rows older than its cutoff. Anyone may run
 * the purge (it only applies the retention); `audit_log_reset` (empties the journal, for the
 * tests' reset) is revoked from PUBLIC: only the owner and superusers run it, who could drop the
 * guard anyway. The gateway can therefore run as a role that is not the owner (granted
 * select/insert/update/delete on the tables): then nothing it sends can change the journal.
 */
export class Migration20261127030001_audit_guard extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      -- True inside \`entry\` (e.g. 'purge_audit_log(integer)') running as the journal's owner.
      create function audit_log_privileged(entry text) returns boolean language plpgsql as $$
      declare
        stack text;
      begin
        get diagnostics stack = pg_context;
        return current_user = (select pg_get_userbyid(relowner) from pg_class where oid = 'audit_log'::regclass)
           and strpos(stack, 'PL/pgSQL function ' || entry || ' line ') > 0;
      end $$;

      create or replace function audit_log_refuse() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' and audit_log_privileged('audit_log_reset()') then return null; end if;
        raise exception 'Le journal d''activité ne peut être ni modifié ni supprimé.' using errcode = 'insufficient_privilege';
      end $$;

      create or replace function audit_log_refuse_delete() returns trigger language plpgsql as $$
      declare
        cutoff timestamptz := nullif(current_setting('pilotage.audit_purge_before', true), '')::timestamptz;
      begin
        if not audit_log_privileged('purge_audit_log(integer)') or cutoff is null or exists (select from old_rows where at >= cutoff) then
          raise exception 'Le journal d''activité ne peut être ni modifié ni supprimé.' using errcode = 'insufficient_privilege';
        end if;
        return null;
      end $$;

      create or replace function purge_audit_log(retention_days integer) returns bigint
        language plpgsql security definer set search_path from current as $$
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

      create function audit_log_reset() returns void language plpgsql security definer set search_path from current as $$
      begin
        truncate audit_log restart identity;
      end $$;
      revoke execute on function audit_log_reset() from public;
    `);
  }
}
