import { Migration } from '@mikro-orm/migrations';

/**
 * The legal mentions of an invoice (Code de commerce L441-9, CGI annexe II art. 242 nonies A) join
 * the invoice settings. Every column has a default, so the existing row stays valid: no SIRET yet,
 * the franchise en base de TVA (what invoices printed until now), 30 days and the legal penalty
 * rate. The checks repeat the gateway's rules as the last guard.
 */
export class Migration20261125000000_invoice_settings_legal extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table invoice_settings
        add column siret text not null default '' check (siret ~ '^([0-9]{14})?$'),
        add column legal_form text not null default '',
        add column sole_trader boolean not null default false,
        add column share_capital text not null default '',
        add column registration text not null default '',
        add column vat_number text not null default '',
        add column vat_regime text not null default 'franchise' check (vat_regime in ('franchise', 'liable')),
        add column payment_terms_days integer not null default 30 check (payment_terms_days between 0 and 60),
        add column late_penalty_rate text not null default 'trois fois le taux d''intérêt légal';
    `);
  }
}
