import { Migration } from '@mikro-orm/migrations';

/**
 * Where the polling of the Plateforme Agréée stands: the `updatedAt` of the last flow read, so each
 * round asks only for what changed since (`updatedAfter`). One row; a round takes it `for update
 * skip locked`, so replicas polling at the same moment make one round between them.
 */
export class Migration2026120200000000003_e_invoicing_polling extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table e_invoicing_poll_cursor (
        id smallint primary key default 1 check (id = 1),
        updated_after timestamptz not null default '1970-01-01T00:00:00Z',
        polled_at timestamptz
      );
      insert into e_invoicing_poll_cursor (id) values (1);
    `);
  }
}
