import { Migration } from '@mikro-orm/migrations';

/**
 * Reconciliation rules get an order and a switch (« Règles de rapprochement » in « Banque »): the
 * proposals list applicable rules in their order, and a rule switched off proposes nothing while it
 * stays kept with its settings. Existing rules keep their creation order. The journal already
 * records every column of `bank_rules`.
 */
export class Migration2026120700000000001_bank_rule_order extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table bank_rules add column position integer, add column enabled boolean not null default true;
      update bank_rules set position = id;
      alter table bank_rules alter column position set not null;
      create index bank_rules_position_index on bank_rules (position, id);
    `);
  }
}
