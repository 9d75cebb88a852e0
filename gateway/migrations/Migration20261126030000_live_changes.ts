import { Migration } from '@mikro-orm/migrations';

/**
 * Live screens (docs/architecture.md, « Écrans en direct »): the database announces its own
 * changes, so that a change made through any replica, over REST, GraphQL or a job, reaches the
 * subscribers of every replica. NOTIFY is transactional: delivered at commit, never for a change
 * rolled back.
 *
 * - `pilotage_changes`: one notification per statement (transition tables) on the tables a screen
 *   shows, `{"entity_type", "action", "ids"}` with the changed ids as text, or `ids` null beyond
 *   50 rows (« many »: a payload stays far below PostgreSQL's 8,000 bytes). An UPDATE changing
 *   nothing a screen shows (the same values, or only the ignored columns: secrets, the last
 *   two-factor step) sends nothing.
 * - `pilotage_sessions_ended`: the ids of the deleted `user_sessions` rows (logout, password
 *   reset, a user's deletion through the cascade, expiry cleanup), 100 per notification, so each
 *   gateway closes those sessions' sockets.
 */
export class Migration20261126030000_live_changes extends Migration {
  override async up(): Promise<void> {
    const changed = (table: string, entityType: string, ignored: string[] = []) => {
      const args = [entityType, ...ignored].map((value) => `'${value}'`).join(', ');
      return `
        create trigger ${table}_live_insert after insert on ${table} referencing new table as new_rows
          for each statement execute function live_notify_changes(${args});
        create trigger ${table}_live_update after update on ${table} referencing old table as old_rows new table as new_rows
          for each statement execute function live_notify_changes(${args});
        create trigger ${table}_live_delete after delete on ${table} referencing old table as old_rows
          for each statement execute function live_notify_changes(${args});`;
    };
    this.addSql(`
      -- TG_ARGV[0]: the entity type announced; the others: columns whose change alone is not announced.
      create function live_notify_changes() returns trigger language plpgsql as $$
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
      end $$;

      ${changed('tasks', 'task')}
      ${changed('financial_transactions', 'transaction')}
      ${changed('employees', 'employee')}
      ${changed('users', 'user', ['password_hash', 'totp_secret', 'totp_pending_secret', 'totp_last_step'])}
      ${changed('invoices', 'invoice')}

      create function live_notify_sessions_ended() returns trigger language plpgsql as $$
      declare
        batch text[];
      begin
        for batch in
          select array_agg(id::text) from (select id, (row_number() over () - 1) / 100 as chunk from old_rows) ended group by chunk
        loop
          perform pg_notify('pilotage_sessions_ended', to_json(batch)::text);
        end loop;
        return null;
      end $$;

      create trigger user_sessions_live_delete after delete on user_sessions referencing old table as old_rows
        for each statement execute function live_notify_sessions_ended();
    `);
  }
}
