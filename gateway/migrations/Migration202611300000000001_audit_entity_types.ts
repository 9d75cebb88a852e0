import { Migration } from '@mikro-orm/migrations';

/**
 * `audit_allow_entity_type(name)`: lets the journal record one more kind of entity.
 *
 * The journal's `entity_type` check lists every kind it accepts. Each feature used to rewrite the
 * whole list, so two features added side by side silently dropped each other's kind. This function
 * reads the list the database holds now and adds one name to it, so a migration only names its own.
 */
export class Migration202611300000000001_audit_entity_types extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function audit_allow_entity_type(new_type text) returns void language plpgsql as $$
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
      end $$;
    `);
  }
}
