import { Migration } from '@mikro-orm/migrations';

/**
 * Each backup the gateway or `npm run backup` took, or failed to take: Paramètres shows the last
 * one and the dashboard warns when the last good one is old. A run is written after its snapshot,
 * so a backup never holds its own row.
 */
export class Migration202611280400000001_backup_runs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table backup_runs (
        id bigint generated always as identity primary key,
        started_at timestamptz not null,
        finished_at timestamptz not null default now(),
        succeeded boolean not null,
        file_name text,
        size_bytes bigint,
        sha256 text,
        schema_version text,
        total_rows bigint,
        encrypted boolean not null default false,
        remote_location text,
        error text,
        check (not succeeded or (file_name is not null and size_bytes is not null and sha256 is not null))
      );`);
    this.addSql(
      `create index backup_runs_succeeded_finished_at_idx on backup_runs (succeeded, finished_at desc, id desc);`,
    );
  }
}
