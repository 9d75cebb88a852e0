import { Migration } from '@mikro-orm/migrations';

/**
 * Identity hygiene and two-factor events.
 *
 * - Usernames are stored NFKC-normalised (domain/src/user-rules.ts `normalizeUsername`), so a
 *   full-width or ligature look-alike of a name is that name, and the existing unique index on
 *   `lower(username)` refuses it. Existing names are normalised here. When two existing accounts
 *   would become the same name (case ignored), the migration stops with a French message naming
 *   them, changes nothing, and the gateway does not start: an Admin renames one of them (in a
 *   gateway of the previous version, or with SQL) and starts again. A constraint then keeps every
 *   name normalised whatever writes it.
 * - The journal gets two actions of its own: `two_factor_enabled` and `two_factor_disabled`.
 */
export class Migration20261127000000_identity_hygiene extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      do $$
      declare
        clashes text;
      begin
        select string_agg(names, ' ; ') into clashes from (
          select string_agg(format('%s (id %s)', username, id), ', ' order by id) as names
            from users group by lower(normalize(username, nfkc)) having count(*) > 1
        ) duplicates;
        if clashes is not null then
          raise exception 'Des noms d''utilisateur ne diffèrent que par la casse ou par des caractères équivalents : %. Renommez-en un de chaque groupe, puis relancez.', clashes;
        end if;
      end $$;
      update users set username = normalize(username, nfkc) where username is not nfkc normalized;
      alter table users add constraint users_username_nfkc_check check (username is nfkc normalized);

      alter table audit_log drop constraint audit_log_action_check;
      alter table audit_log add constraint audit_log_action_check check (action in (
        'create', 'update', 'delete', 'login', 'login_failed', 'logout', 'password_change', 'two_factor_enabled', 'two_factor_disabled'));
    `);
  }
}
