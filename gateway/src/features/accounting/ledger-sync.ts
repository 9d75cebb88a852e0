import type { EntityManager } from '@mikro-orm/postgresql';
import { fiscalYearOf, periodOf } from '@pilotage/domain';
import { query } from '../../kernel/database/sql';
import type { Chart } from './chart';
import type { DerivedEntry, DerivedLine } from './sources/entry-source';
import { ENTRY_SOURCES } from './sources/entry-sources';

/**
 * Posting (docs/product.md « Comptabilité », « Validation des écritures »). The entries are derived
 * from the business records by ENTRY_SOURCES and posted by this sync, which every read of the
 * ledger, the FEC, the VAT summary and a period's closing run first, one at a time (an advisory lock):
 *
 * - an entry derived for the first time is posted, numbered next in its fiscal year;
 * - an entry whose record changed (other amount, date, account) has its posted version reversed
 *   and the new version posted; a record gone (a deleted transaction, a cancelled payment) has its
 *   posted version reversed;
 * - a posting dated in a closed period is dated the business day instead: a closed month never
 *   changes, its corrections land in an open one.
 *
 * Posted rows are never updated (a trigger refuses it); `ledger_sources` says which posted entry
 * stands for each record, with the fingerprint of what it said.
 */

const LEDGER_LOCK = 'pilotage.ledger';

interface Current {
  sourceKey: string;
  entryId: number;
  fingerprint: string;
}

interface PostedEntry {
  journal: { code: string; label: string };
  date: string;
  pieceRef: string;
  pieceDate: string;
  label: string;
  sourceKey: string;
  reverses: number | null;
  lines: {
    accountNumber: string;
    accountLabel: string;
    auxNumber: string | null;
    auxLabel: string | null;
    debitCents: number;
    creditCents: number;
    letterKey: string | null;
  }[];
}

/** What an entry says that matters to the books: not the labels, which the settings may reword. */
function fingerprint(entry: DerivedEntry): string {
  return JSON.stringify([
    entry.journal,
    entry.date,
    entry.pieceRef,
    entry.lines.map((line) => [line.account.number, line.aux?.number ?? null, line.debitCents, line.creditCents]),
  ]);
}

const postedLine = (line: DerivedLine) => ({
  accountNumber: line.account.number,
  accountLabel: line.account.label,
  auxNumber: line.aux?.number ?? null,
  auxLabel: line.aux?.label ?? null,
  debitCents: line.debitCents,
  creditCents: line.creditCents,
  letterKey: line.letterKey ?? null,
});

class Poster {
  constructor(
    private readonly em: EntityManager,
    private readonly chart: Chart,
    private readonly today: string,
    private readonly closed: Set<string>,
  ) {}

  /** The day an entry dated `date` is posted on: its own, unless its month is closed. */
  private postingDate(date: string): string {
    return this.closed.has(periodOf(date)) ? this.today : date;
  }

  async post(entry: PostedEntry): Promise<number> {
    const date = this.postingDate(entry.date);
    const fiscalYear = fiscalYearOf(date, this.chart.fiscalStartMonth);
    const [{ id }] = await query<{ id: number }>(
      this.em,
      `insert into ledger_entries (fiscal_year, number, journal_code, journal_label, entry_date, piece_ref, piece_date, label,
                                   valid_date, source_key, reverses)
       values ($1, (select coalesce(max(number), 0) + 1 from ledger_entries where fiscal_year = $1), $2, $3, $4, $5, $6, $7,
               $8, $9, $10)
       returning id`,
      [
        fiscalYear,
        entry.journal.code,
        entry.journal.label,
        date,
        entry.pieceRef,
        entry.pieceDate,
        entry.label.replace(/\s+/g, ' ').trim().slice(0, 200) || entry.pieceRef,
        this.today,
        entry.sourceKey,
        entry.reverses,
      ],
    );
    const { lines } = entry;
    await query(
      this.em,
      `insert into ledger_lines (entry_id, position, account_number, account_label, aux_number, aux_label, debit_cents, credit_cents, letter_key)
       select $1, l.position, l.account, l.label, l.aux, l.aux_label, l.debit, l.credit, l.letter
         from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::bigint[], $8::text[])
              with ordinality as l (account, label, aux, aux_label, debit, credit, letter, position)`,
      [
        id,
        lines.map((line) => line.accountNumber),
        lines.map((line) => line.accountLabel),
        lines.map((line) => line.auxNumber),
        lines.map((line) => line.auxLabel),
        lines.map((line) => line.debitCents),
        lines.map((line) => line.creditCents),
        lines.map((line) => line.letterKey),
      ],
    );
    return id;
  }

  postDerived(entry: DerivedEntry): Promise<number> {
    return this.post({
      ...entry,
      journal: this.chart.journals[entry.journal],
      reverses: null,
      lines: entry.lines.map(postedLine),
    });
  }

  /** The posted entry `id` with debits and credits swapped: what cancels it in the books. */
  async reverse(id: number): Promise<void> {
    const [original] = await query<Omit<PostedEntry, 'reverses'> & { number: number }>(
      this.em,
      `select e.number, jsonb_build_object('code', e.journal_code, 'label', e.journal_label) as journal, e.entry_date::text as date,
              e.piece_ref as "pieceRef", e.piece_date::text as "pieceDate", e.label, e.source_key as "sourceKey",
              (select jsonb_agg(jsonb_build_object('accountNumber', l.account_number, 'accountLabel', l.account_label,
                        'auxNumber', l.aux_number, 'auxLabel', l.aux_label, 'debitCents', l.credit_cents,
                        'creditCents', l.debit_cents, 'letterKey', l.letter_key) order by l.position)
                 from ledger_lines l where l.entry_id = e.id) as lines
         from ledger_entries e where e.id = $1`,
      [id],
    );
    await this.post({ ...original, label: `Extourne ${original.label}`, reverses: id });
  }
}

/** Brings the posted ledger up to date with the business records; run inside the caller's transaction. */
export async function syncLedger(em: EntityManager, chart: Chart, today: string): Promise<void> {
  await query(em, 'select pg_advisory_xact_lock(hashtext($1))', [LEDGER_LOCK]);
  const derived: DerivedEntry[] = [];
  for (const source of ENTRY_SOURCES) derived.push(...(await source.derive(em, chart, today)));
  const current = new Map(
    (
      await query<Current>(
        em,
        'select source_key as "sourceKey", entry_id as "entryId", fingerprint from ledger_sources',
      )
    ).map((row) => [row.sourceKey, row]),
  );
  const closed = new Set(
    (await query<{ period: string }>(em, 'select period from accounting_periods')).map((row) => row.period),
  );
  const poster = new Poster(em, chart, today, closed);
  // Posted in date order, so a first sync numbers the year's entries chronologically.
  derived.sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? -1 : 1));
  const seen = new Set<string>();
  for (const entry of derived) {
    seen.add(entry.sourceKey);
    if (!entry.lines.some((line) => line.debitCents > 0)) continue;
    const print = fingerprint(entry);
    const standing = current.get(entry.sourceKey);
    if (standing?.fingerprint === print) continue;
    if (standing) await poster.reverse(standing.entryId);
    const id = await poster.postDerived(entry);
    await query(
      em,
      `insert into ledger_sources (source_key, entry_id, fingerprint) values ($1, $2, $3)
       on conflict (source_key) do update set entry_id = excluded.entry_id, fingerprint = excluded.fingerprint`,
      [entry.sourceKey, id, print],
    );
  }
  for (const standing of current.values()) {
    if (seen.has(standing.sourceKey)) continue;
    await poster.reverse(standing.entryId);
    await query(em, 'delete from ledger_sources where source_key = $1', [standing.sourceKey]);
  }
}
