import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ACCOUNT_KEYS,
  type Account,
  type AccountKey,
  DEFAULT_ACCOUNTS,
  DEFAULT_CATEGORY_ACCOUNTS,
  DEFAULT_JOURNALS,
  JOURNAL_KEYS,
  type Journal,
  type JournalKey,
  TRANSACTION_CATEGORIES,
  UNMAPPED_CATEGORY_ACCOUNT,
  categoryAccountKey,
} from '@pilotage/domain';
import { query } from '../../kernel/database/sql';

/** The settings as the ledger uses them: every journal and account, the PCG defaults filling the gaps. */
export interface Chart {
  fiscalStartMonth: number;
  vatOnDebits: boolean;
  journals: Record<JournalKey, Journal>;
  accounts: Record<AccountKey, Account>;
  /** Every category the spec lists or a transaction or a supplier invoice uses, with its account. */
  categories: Map<string, Account>;
}

interface StoredSettings {
  fiscalStartMonth: number;
  vatOnDebits: boolean;
  journals: Partial<Record<JournalKey, Journal>>;
  accounts: Record<string, Account>;
}

export async function storedSettings(em: EntityManager): Promise<StoredSettings> {
  const [row] = await query<StoredSettings>(
    em,
    `select fiscal_start_month as "fiscalStartMonth", vat_on_debits as "vatOnDebits", journals, accounts
       from accounting_settings where id = 1`,
  );
  return row ?? { fiscalStartMonth: 1, vatOnDebits: false, journals: {}, accounts: {} };
}

/** The chart: stored settings over the defaults, and an account for every category in use. */
export async function loadChart(em: EntityManager): Promise<Chart> {
  const stored = await storedSettings(em);
  const used = await query<{ category: string }>(
    em,
    `select category from financial_transactions
     union select category from supplier_invoices where category <> ''
     order by category`,
  );
  const categories = new Map<string, Account>();
  for (const category of [...TRANSACTION_CATEGORIES, ...used.map((row) => row.category)]) {
    const fallback =
      (DEFAULT_CATEGORY_ACCOUNTS as Record<string, Account>)[category] ??
      ({ ...UNMAPPED_CATEGORY_ACCOUNT } satisfies Account);
    categories.set(category, stored.accounts[categoryAccountKey(category)] ?? fallback);
  }
  const journals = Object.fromEntries(
    JOURNAL_KEYS.map((key) => [key, stored.journals[key] ?? DEFAULT_JOURNALS[key]]),
  ) as Record<JournalKey, Journal>;
  const accounts = Object.fromEntries(
    ACCOUNT_KEYS.map((key) => [key, stored.accounts[key] ?? DEFAULT_ACCOUNTS[key]]),
  ) as Record<AccountKey, Account>;
  return { fiscalStartMonth: stored.fiscalStartMonth, vatOnDebits: stored.vatOnDebits, journals, accounts, categories };
}
