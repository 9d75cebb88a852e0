import { Migration } from '@mikro-orm/migrations';

/**
 * The gateways keep the sessions they checked lately (kernel/credentials/session-cache.ts): the
 * database tells them when such an entry goes stale, whatever the path of the change (a service,
 * a job, a script, SQL typed by hand). Deleted sessions and changed users are announced already
 * (Migration20261126030000_live_changes); `pilotage_sessions_stale` announces the rest:
 *
 * - the ids of updated `user_sessions` rows (an expiry moved), 100 per notification;
 * - `null` (every session) when the setting `require_2fa_for_admins` is written with another value,
 *   added or removed, and when `users`, `user_sessions` or `settings` are truncated (no row
 *   trigger fires then).
 */
export class Migration2026121600000000001_session_cache_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function session_cache_notify_all() returns trigger language plpgsql as $$
      begin
        perform pg_notify('pilotage_sessions_stale', 'null');
        return null;
      end $$;

      create function session_cache_notify_updated() returns trigger language plpgsql as $$
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
      end $$;

      create function session_cache_notify_setting() returns trigger language plpgsql as $$
      begin
        if (tg_op <> 'INSERT' and old.key = 'require_2fa_for_admins')
           or (tg_op <> 'DELETE' and new.key = 'require_2fa_for_admins') then
          if tg_op <> 'UPDATE' or old.key is distinct from new.key or old.value is distinct from new.value then
            perform pg_notify('pilotage_sessions_stale', 'null');
          end if;
        end if;
        return null;
      end $$;

      create trigger user_sessions_cache_update after update on user_sessions
        referencing old table as old_rows new table as new_rows
        for each statement execute function session_cache_notify_updated();
      create trigger settings_cache_write after insert or update or delete on settings
        for each row execute function session_cache_notify_setting();
      create trigger users_cache_truncate after truncate on users
        for each statement execute function session_cache_notify_all();
      create trigger user_sessions_cache_truncate after truncate on user_sessions
        for each statement execute function session_cache_notify_all();
      create trigger settings_cache_truncate after truncate on settings
        for each statement execute function session_cache_notify_all();
    `);
  }
}
