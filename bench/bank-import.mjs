// `BENCH_ONLY=bank npm run bench` (or `node bench/bank-import.mjs` after building the gateway):
// imports a 50,000-line CAMT.053 statement into a throwaway database holding 10,000 open invoices,
// then times the proposals of a page of lines and « Rapprocher automatiquement » over every line,
// with the gateway's peak memory; the figures go to BENCHMARKS.md (section « Bank statements »).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from '../gateway/dist/src/kernel/database/embedded.js';
import { migrate, openOrm } from '../gateway/dist/src/composition/database.js';
import { ensureFirstAdmin } from '../gateway/dist/src/features/users/first-admin.js';
import { peakRss, rssOf } from './measurements.mjs';
import { freePort, log, median, waitFor } from './process-helpers.mjs';
import { writeSection } from './report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORT_FILE = process.env.BENCH_REPORT ?? path.join(ROOT, 'BENCHMARKS.md');
const LINES = Number(process.env.BENCH_BANK_LINES ?? 50_000);
const INVOICES = Number(process.env.BENCH_BANK_INVOICES ?? 10_000);
/** Lines that pay an open invoice and name it: what the automatic reconciliation settles. */
const PAYING = Math.min(1_000, INVOICES);
const ADMIN_PASSWORD = 'bench-admin-password';
const IBAN = 'FR7630006000011234567890189';

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** 10,000 issued, unpaid invoices of this year, written by SQL through the numbering counter. */
async function seedInvoices(url, year) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`
    do $$
    declare y int := ${year};
    begin
      for i in 1..${INVOICES} loop
        insert into invoice_counters (kind, year, last_sequence) values ('invoice', y, i)
          on conflict (kind, year) do update set last_sequence = excluded.last_sequence;
        insert into invoices (kind, number, client_name, client_address, issue_date, due_date, operation_category, seller,
                              subtotal_cents, vat_total_cents, total_cents, vat_breakdown)
        values ('invoice', invoice_series_number('invoice', y, i), 'Client ' || (i % 500), '1 rue de la Paix, Paris',
                make_date(y, 1, 1), make_date(y, 1, 31), 'Services', '{}', 10000 + i, 0, 10000 + i, '[]');
      end loop;
    end $$;`);
  const { rows } = await client.query(`select number, total_cents from invoices order by id limit ${PAYING}`);
  await client.end();
  return rows;
}

function camt(lines) {
  // Lean entries (no value date, codes or references): 50,000 entries with every detail would pass the 10 MB limit.
  const entries = lines.map(
    (line) =>
      `<Ntry><Amt Ccy="EUR">${(Math.abs(line.cents) / 100).toFixed(2)}</Amt><CdtDbtInd>${line.cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd>` +
      `<Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${line.date}</Dt></BookgDt><AcctSvcrRef>${line.ref}</AcctSvcrRef>` +
      `<AddtlNtryInf>${line.label}</AddtlNtryInf></Ntry>`,
  );
  const total = lines.reduce((sum, line) => sum + line.cents, 0);
  const balance = (code, cents, day) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${(Math.abs(cents) / 100).toFixed(2)}</Amt>` +
    `<CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>' +
    `<GrpHdr><MsgId>BENCH</MsgId><CreDtTm>${lines.at(-1).date}T23:00:00</CreDtTm></GrpHdr><Stmt><Id>BENCH</Id>` +
    `<Acct><Id><IBAN>${IBAN}</IBAN></Id></Acct>${balance('OPBD', 0, lines[0].date)}${balance('CLBD', total, lines.at(-1).date)}` +
    `${entries.join('\n')}</Stmt></BkToCstmrStmt></Document>\n`
  );
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pilotage-bench-bank-'));
  await fs.chmod(dir, 0o755);
  let database;
  let gateway;
  try {
    log('starting a throwaway PostgreSQL');
    database = await startEmbeddedPostgres({
      dir: path.join(dir, 'postgres'),
      database: 'pilotage_bench',
      ephemeral: true,
    });
    const orm = await openOrm(database.url);
    await migrate(orm, database.url);
    await ensureFirstAdmin(orm.em.fork(), { username: 'admin', email: 'admin@bench.local', password: ADMIN_PASSWORD });
    await orm.close(true);
    const today = new Date().toISOString().slice(0, 10);
    const year = Number(today.slice(0, 4));
    log(`seeding ${INVOICES} open invoices`);
    const paid = await seedInvoices(database.url, year);

    // A year of movements, the first ones paying invoices by their number, all on days of this year up to today.
    const days = Math.max(1, Math.floor((Date.parse(today) - Date.parse(`${year}-01-01`)) / 86_400_000));
    const lines = Array.from({ length: LINES }, (_, i) => {
      const date = new Date(Date.parse(`${year}-01-01`) + (Math.floor((i * days) / LINES) + 0) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      if (i % Math.floor(LINES / PAYING) === 0 && i / Math.floor(LINES / PAYING) < PAYING) {
        const invoice = paid[i / Math.floor(LINES / PAYING)];
        return {
          date,
          cents: Number(invoice.total_cents),
          label: `VIR SEPA CLIENT FACT ${invoice.number}`,
          ref: `B${i}`,
        };
      }
      return { date, cents: -((i * 7919) % 50_000) - 1, label: `CB MAGASIN ${i % 300}`, ref: `B${i}` };
    });
    const statement = Buffer.from(camt(lines));
    log(`statement: ${LINES} entries, ${mb(statement.length)}`);

    const port = await freePort();
    gateway = spawn(process.execPath, ['gateway/dist/src/main.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
        SECRETS_KEY: crypto.randomBytes(32).toString('base64url'),
        ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        DATA_DIR: dir,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/readyz`, gateway);
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const auth = { authorization: `Bearer ${(await login.json()).access_token}` };
    const account = await (
      await fetch(`${url}/api/bank-accounts`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench', iban: IBAN, opening_date: `${year}-01-01` }),
      })
    ).json();
    const rssBefore = await rssOf(gateway.pid);

    log('importing');
    const importRun = await peakRss(gateway.pid, async () => {
      const form = new FormData();
      form.append('file', new Blob([statement]), 'releve.xml');
      const started = performance.now();
      const response = await fetch(`${url}/api/bank-accounts/${account.id}/statements`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      const body = await response.json();
      if (response.status !== 201) throw new Error(`import: ${response.status} ${JSON.stringify(body)}`);
      return { seconds: (performance.now() - started) / 1000, body };
    });
    log(
      `  ${importRun.result.body.added} lines in ${importRun.result.seconds.toFixed(1)} s, peak RSS ${mb(importRun.peak)}`,
    );
    const again = await peakRss(gateway.pid, async () => {
      const form = new FormData();
      form.append('file', new Blob([statement]), 'releve.xml');
      const started = performance.now();
      const response = await fetch(`${url}/api/bank-accounts/${account.id}/statements`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      return { seconds: (performance.now() - started) / 1000, body: await response.json() };
    });
    log(`  again: ${again.result.body.skipped} skipped in ${again.result.seconds.toFixed(1)} s`);

    const pageTimes = [];
    for (let i = 0; i < 10; i += 1) {
      const started = performance.now();
      const page = await fetch(
        `${url}/api/bank-lines?state=${encodeURIComponent('À rapprocher')}&limit=50&offset=${i * 5000}`,
        {
          headers: auth,
        },
      );
      await page.arrayBuffer();
      pageTimes.push(performance.now() - started);
    }
    log(`  a page of 50 lines with their proposals: ${median(pageTimes).toFixed(0)} ms (median of 10)`);

    log('automatic reconciliation');
    const auto = await peakRss(gateway.pid, async () => {
      const started = performance.now();
      const response = await fetch(`${url}/api/bank-lines/auto-match`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ account_id: account.id }),
      });
      return { seconds: (performance.now() - started) / 1000, body: await response.json() };
    });
    log(`  ${auto.result.body.matched} settled in ${auto.result.seconds.toFixed(1)} s, peak RSS ${mb(auto.peak)}`);

    const body = [
      '<!-- bench:bank-import:start -->',
      `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Machine: ${os.cpus()[0]?.model ?? 'CPU'} × ${os.cpus().length}, ` +
        `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; Node ${process.version}; embedded PostgreSQL, throwaway. One run, shared machine (load average ${os.loadavg()[0].toFixed(1)} at the end).`,
      '',
      `A camt.053.001.08 statement of ${LINES.toLocaleString('en')} booked entries (${mb(statement.length)}), each with its bank id, ${PAYING.toLocaleString('en')} of them paying an invoice named in their remittance information; ${INVOICES.toLocaleString('en')} open invoices. The gateway's RSS before: ${mb(rssBefore)}.`,
      '',
      '| Step | Time | Gateway peak RSS |',
      '|---|---:|---:|',
      `| \`POST /api/bank-accounts/{id}/statements\` (read, checked, ${importRun.result.body.added.toLocaleString('en')} lines added in one transaction) | ${importRun.result.seconds.toFixed(1)} s | ${mb(importRun.peak)} |`,
      `| The same file again (${again.result.body.skipped.toLocaleString('en')} lines skipped as already there) | ${again.result.seconds.toFixed(1)} s | ${mb(again.peak)} |`,
      `| \`GET /api/bank-lines?state=À rapprocher&limit=50\`: a page with its proposals against the open invoices (median of 10 pages) | ${median(pageTimes).toFixed(0)} ms | — |`,
      `| \`POST /api/bank-lines/auto-match\`: proposals for every open line, ${auto.result.body.matched.toLocaleString('en')} invoices paid | ${auto.result.seconds.toFixed(1)} s | ${mb(auto.peak)} |`,
      '<!-- bench:bank-import:end -->',
    ].join('\n');
    await writeSection(
      REPORT_FILE,
      '## Bank statements: a 50,000-line CAMT.053 against 10,000 open invoices (`BENCH_ONLY=bank npm run bench`)',
      '<!-- bench:bank-import:start -->',
      '<!-- bench:bank-import:end -->',
      body,
    );
    log(`written to ${REPORT_FILE}`);
  } finally {
    gateway?.kill('SIGTERM');
    await new Promise((resolve) => (gateway && gateway.exitCode === null ? gateway.once('exit', resolve) : resolve()));
    await database?.stop?.();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();
