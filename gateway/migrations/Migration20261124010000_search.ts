import { Migration } from '@mikro-orm/migrations';

/**
 * Search that ignores case and accents (« zoe » finds « Zoé »), served by trigram indexes.
 *
 * `pilotage_search_text` is the one normalisation, applied to the indexed columns and to the
 * searched text alike. unaccent() is only STABLE (its dictionary could change), so it cannot be
 * indexed directly; the wrapper names its dictionary and schema explicitly and is declared
 * IMMUTABLE, the usual way to index it. The GIN trigram indexes (`gin_trgm_ops`) serve
 * `like '%…%'` for three characters or more, and a word prefix (`like 'ab%'`) for one or two.
 * Tasks and transactions index their searched fields as one text, so one condition and one index
 * answer a search over all of them.
 */
export class Migration20261124010000_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create extension if not exists pg_trgm with schema public;
      create extension if not exists unaccent with schema public;

      create function public.pilotage_search_text(text) returns text
        language sql immutable parallel safe strict
        return lower(public.unaccent('public.unaccent'::regdictionary, $1));

      create index employees_name_search_index on employees using gin (public.pilotage_search_text(name) public.gin_trgm_ops);
      create index users_username_search_index on users using gin (public.pilotage_search_text(username) public.gin_trgm_ops);
      create index users_email_search_index on users using gin (public.pilotage_search_text(email) public.gin_trgm_ops);
      create index tasks_text_search_index on tasks using gin (public.pilotage_search_text(title || ' ' || description) public.gin_trgm_ops);
      create index financial_transactions_text_search_index on financial_transactions
        using gin (public.pilotage_search_text(description || ' ' || category || ' ' || related_source) public.gin_trgm_ops);
    `);
  }
}
