import { Migration } from '@mikro-orm/migrations';

/**
 * Invoices handed to the Plateforme Agréée. Issuing an invoice or a credit note to a business
 * client (with a SIREN) while a platform is configured writes its row here and a job of the
 * `e-invoicing-transmissions` queue in the issuing transaction. The worker locks the row for the
 * whole exchange; before posting it searches the platform by the row's `tracking_id`, so a retry
 * after a crash or a lost 202 finds the flow already there instead of posting a second one.
 */
export class Migration2026120200000000002_e_invoicing_transmissions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table e_invoicing_transmissions (
        invoice_id integer primary key references invoices (id),
        tracking_id text not null constraint e_invoicing_transmissions_tracking_unique unique check (length(tracking_id) <= 36),
        state text not null default 'pending' check (state in ('pending', 'deposited', 'rejected', 'refused', 'cashed')),
        flow_id text,
        reasons jsonb not null default '[]'::jsonb,
        attempts integer not null default 0,
        last_error text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check ((state = 'pending') or flow_id is not null)
      );
      create index e_invoicing_transmissions_state on e_invoicing_transmissions (state, invoice_id);

      select pgboss.create_queue('e-invoicing-transmissions', '{"policy":"standard","retryLimit":10,"retryDelay":10,"retryBackoff":true,"expireInSeconds":300}'::json);
    `);
  }
}
