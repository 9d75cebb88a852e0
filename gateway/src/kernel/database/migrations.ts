import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_initial } from '../../../migrations/Migration20261122000000_initial';
import { Migration20261122010000_notifications } from '../../../migrations/Migration20261122010000_notifications';
import { Migration20261123000000_hardening } from '../../../migrations/Migration20261123000000_hardening';
import { Migration20261124000000_counts } from '../../../migrations/Migration20261124000000_counts';
import { Migration20261124010000_search } from '../../../migrations/Migration20261124010000_search';
import { Migration20261125000000_invoice_settings_legal } from '../../../migrations/Migration20261125000000_invoice_settings_legal';
import { Migration20261125010000_invoices } from '../../../migrations/Migration20261125010000_invoices';
import { Migration20261126000000_audit_log } from '../../../migrations/Migration20261126000000_audit_log';
import { Migration20261126010000_two_factor } from '../../../migrations/Migration20261126010000_two_factor';
import { Migration20261126020000_dead_letter_resolution } from '../../../migrations/Migration20261126020000_dead_letter_resolution';
import { Migration20261126030000_live_changes } from '../../../migrations/Migration20261126030000_live_changes';
import { Migration20261127020000_invoice_series } from '../../../migrations/Migration20261127020000_invoice_series';
import { Migration20261127020001_invoice_payment_cancellation } from '../../../migrations/Migration20261127020001_invoice_payment_cancellation';
import { Migration20261127000000_identity_hygiene } from '../../../migrations/Migration20261127000000_identity_hygiene';
import { Migration20261127030000_secrets_at_rest } from '../../../migrations/Migration20261127030000_secrets_at_rest';
import { Migration20261127030001_audit_guard } from '../../../migrations/Migration20261127030001_audit_guard';
import { Migration20261127040000_invoice_payment_index } from '../../../migrations/Migration20261127040000_invoice_payment_index';
import { Migration202611280400000001_backup_runs } from '../../../migrations/Migration202611280400000001_backup_runs';
import { Migration202611280500000001_financial_period_totals } from '../../../migrations/Migration202611280500000001_financial_period_totals';
import { Migration202611280500000002_employee_task_totals } from '../../../migrations/Migration202611280500000002_employee_task_totals';
import { Migration202611280200000001_supplier_invoices } from '../../../migrations/Migration202611280200000001_supplier_invoices';
import { Migration20261128030000_bank } from '../../../migrations/Migration20261128030000_bank';
import { Migration202611280700000001_accounting } from '../../../migrations/Migration202611280700000001_accounting';
import { Migration20261128010000_mail_outbox } from '../../../migrations/Migration20261128010000_mail_outbox';
import { Migration202611300000000001_audit_entity_types } from '../../../migrations/Migration202611300000000001_audit_entity_types';
import { Migration202611280800000001_bank_supplier_invoices } from '../../../migrations/Migration202611280800000001_bank_supplier_invoices';
import { Migration2026120700000000001_bank_rule_order } from '../../../migrations/Migration2026120700000000001_bank_rule_order';
import { Migration2026120700000000002_supplier_payment_transactions_keep } from '../../../migrations/Migration2026120700000000002_supplier_payment_transactions_keep';
import { Migration2026120100000001_reminders } from '../../../migrations/Migration2026120100000001_reminders';
import { Migration2026120800000000001_mail_settings } from '../../../migrations/Migration2026120800000000001_mail_settings';
import { Migration2026121200000000001_transactions_by_employee } from '../../../migrations/Migration2026121200000000001_transactions_by_employee';
import { Migration2026120200000000001_e_invoicing } from '../../../migrations/Migration2026120200000000001_e_invoicing';
import { Migration2026120200000000002_e_invoicing_transmissions } from '../../../migrations/Migration2026120200000000002_e_invoicing_transmissions';
import { Migration2026120200000000003_e_invoicing_polling } from '../../../migrations/Migration2026120200000000003_e_invoicing_polling';
import { Migration2026121100000000001_e_invoicing_reception } from '../../../migrations/Migration2026121100000000001_e_invoicing_reception';
import { Migration2026121300000000001_telegram_sends } from '../../../migrations/Migration2026121300000000001_telegram_sends';
import { Migration2026121500000000001_supplier_invoice_statuses } from '../../../migrations/Migration2026121500000000001_supplier_invoice_statuses';
import { Migration2026121600000000001_session_cache_notifications } from '../../../migrations/Migration2026121600000000001_session_cache_notifications';
import { Migration2026121700000000001_transaction_receipts } from '../../../migrations/Migration2026121700000000001_transaction_receipts';
import { Migration2026121000000000001_e_invoicing_lifecycle } from '../../../migrations/Migration2026121000000000001_e_invoicing_lifecycle';

/** Committed migrations in the order they apply. Add new ones at the end. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261122010000_notifications', class: Migration20261122010000_notifications },
  { name: 'Migration20261123000000_hardening', class: Migration20261123000000_hardening },
  { name: 'Migration20261124000000_counts', class: Migration20261124000000_counts },
  { name: 'Migration20261124010000_search', class: Migration20261124010000_search },
  { name: 'Migration20261125000000_invoice_settings_legal', class: Migration20261125000000_invoice_settings_legal },
  { name: 'Migration20261125010000_invoices', class: Migration20261125010000_invoices },
  { name: 'Migration20261126000000_audit_log', class: Migration20261126000000_audit_log },
  { name: 'Migration20261126010000_two_factor', class: Migration20261126010000_two_factor },
  { name: 'Migration20261126020000_dead_letter_resolution', class: Migration20261126020000_dead_letter_resolution },
  { name: 'Migration20261126030000_live_changes', class: Migration20261126030000_live_changes },
  { name: 'Migration20261127000000_identity_hygiene', class: Migration20261127000000_identity_hygiene },
  { name: 'Migration20261127020000_invoice_series', class: Migration20261127020000_invoice_series },
  {
    name: 'Migration20261127020001_invoice_payment_cancellation',
    class: Migration20261127020001_invoice_payment_cancellation,
  },
  { name: 'Migration20261127030000_secrets_at_rest', class: Migration20261127030000_secrets_at_rest },
  { name: 'Migration20261127030001_audit_guard', class: Migration20261127030001_audit_guard },
  { name: 'Migration20261127040000_invoice_payment_index', class: Migration20261127040000_invoice_payment_index },
  { name: 'Migration202611280400000001_backup_runs', class: Migration202611280400000001_backup_runs },
  {
    name: 'Migration202611280500000001_financial_period_totals',
    class: Migration202611280500000001_financial_period_totals,
  },
  {
    name: 'Migration202611280500000002_employee_task_totals',
    class: Migration202611280500000002_employee_task_totals,
  },
  { name: 'Migration202611280200000001_supplier_invoices', class: Migration202611280200000001_supplier_invoices },
  { name: 'Migration20261128030000_bank', class: Migration20261128030000_bank },
  { name: 'Migration202611280700000001_accounting', class: Migration202611280700000001_accounting },
  { name: 'Migration20261128010000_mail_outbox', class: Migration20261128010000_mail_outbox },
  {
    name: 'Migration202611280800000001_bank_supplier_invoices',
    class: Migration202611280800000001_bank_supplier_invoices,
  },
  { name: 'Migration202611300000000001_audit_entity_types', class: Migration202611300000000001_audit_entity_types },
  { name: 'Migration2026120700000000001_bank_rule_order', class: Migration2026120700000000001_bank_rule_order },
  {
    name: 'Migration2026120700000000002_supplier_payment_transactions_keep',
    class: Migration2026120700000000002_supplier_payment_transactions_keep,
  },
  { name: 'Migration2026120100000001_reminders', class: Migration2026120100000001_reminders },
  { name: 'Migration2026120800000000001_mail_settings', class: Migration2026120800000000001_mail_settings },
  { name: 'Migration2026120200000000001_e_invoicing', class: Migration2026120200000000001_e_invoicing },
  {
    name: 'Migration2026120200000000002_e_invoicing_transmissions',
    class: Migration2026120200000000002_e_invoicing_transmissions,
  },
  { name: 'Migration2026120200000000003_e_invoicing_polling', class: Migration2026120200000000003_e_invoicing_polling },
  {
    name: 'Migration2026121000000000001_e_invoicing_lifecycle',
    class: Migration2026121000000000001_e_invoicing_lifecycle,
  },
  {
    name: 'Migration2026121100000000001_e_invoicing_reception',
    class: Migration2026121100000000001_e_invoicing_reception,
  },
  {
    name: 'Migration2026121200000000001_transactions_by_employee',
    class: Migration2026121200000000001_transactions_by_employee,
  },
  { name: 'Migration2026121300000000001_telegram_sends', class: Migration2026121300000000001_telegram_sends },
  {
    name: 'Migration2026121500000000001_supplier_invoice_statuses',
    class: Migration2026121500000000001_supplier_invoice_statuses,
  },
  {
    name: 'Migration2026121600000000001_session_cache_notifications',
    class: Migration2026121600000000001_session_cache_notifications,
  },
  {
    name: 'Migration2026121700000000001_transaction_receipts',
    class: Migration2026121700000000001_transaction_receipts,
  },
];
