/**
 * An independent FEC reader and checker: article A47 A-1 du LPF, written from the format, not from
 * the gateway's code. Shared by the accounting tests.
 */

const COLUMNS =
  'JournalCode JournalLib EcritureNum EcritureDate CompteNum CompteLib CompAuxNum CompAuxLib PieceRef PieceDate EcritureLib Debit Credit EcritureLet DateLet ValidDate Montantdevise Idevise'.split(
    ' ',
  );
export type FecRow = Record<string, string>;

export interface Fec {
  fileName: string;
  bytes: Buffer;
  rows: FecRow[];
}

/** The FEC as downloaded: raw bytes (ISO-8859-15), decoded by the platform's own decoder. */
export async function downloadFec(url: string, token: string, year: number | string): Promise<Fec> {
  const response = await fetch(`${url}/api/accounting/fec?year=${year}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`FEC ${year}: ${response.status} ${await response.text()}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? '';
  const text = new TextDecoder('iso-8859-15').decode(bytes);
  const lines = text.split('\r\n');
  expect(lines.pop()).toBe('');
  expect(lines[0].split('\t')).toEqual(COLUMNS);
  const rows = lines.slice(1).map((line) => {
    const fields = line.split('\t');
    expect(fields).toHaveLength(18);
    return Object.fromEntries(COLUMNS.map((name, index) => [name, fields[index]]));
  });
  return { fileName, bytes, rows };
}

/** An amount of the file, in cents. */
export const fecCents = (amount: string) => {
  expect(amount).toMatch(/^\d+,\d{2}$/);
  return Number(amount.replace(',', ''));
};
const isDay = (text: string) => {
  if (!/^\d{8}$/.test(text)) return false;
  const date = new Date(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10).replaceAll('-', '') === text;
};

/**
 * Every rule of the format the file of the fiscal year [from, to] (AAAA-MM-JJ) must follow;
 * answers the totals debit and credit in cents.
 */
export function checkFec(fec: Fec, fiscal: { from: string; to: string }): { debit: number; credit: number } {
  expect(fec.fileName).toBe(`732829320FEC${fiscal.to.replaceAll('-', '')}.txt`);
  const [from, to] = [fiscal.from, fiscal.to].map((day) => day.replaceAll('-', ''));
  let debit = 0;
  let credit = 0;
  const entries = new Map<string, FecRow[]>();
  let lastValid = '';
  let lastNumber = 0;
  for (const row of fec.rows) {
    for (const day of ['EcritureDate', 'PieceDate', 'ValidDate']) expect(isDay(row[day])).toBe(true);
    expect(row.EcritureDate >= from && row.EcritureDate <= to).toBe(true);
    expect(row.CompteNum).toMatch(/^\d{3,}$/);
    expect(row.JournalCode).not.toBe('');
    expect(row.CompteLib).not.toBe('');
    expect(row.EcritureLib).not.toBe('');
    expect(row.PieceRef).not.toBe('');
    expect(row.Montantdevise).toBe('');
    expect(row.Idevise).toBe('');
    const d = fecCents(row.Debit);
    const c = fecCents(row.Credit);
    expect(d === 0 || c === 0).toBe(true);
    debit += d;
    credit += c;
    // Validation order: ValidDate never goes back, nor the number.
    expect(row.ValidDate >= lastValid).toBe(true);
    const number = Number(row.EcritureNum);
    expect(Number.isInteger(number)).toBe(true);
    expect(number >= lastNumber).toBe(true);
    lastValid = row.ValidDate;
    lastNumber = number;
    entries.set(row.EcritureNum, [...(entries.get(row.EcritureNum) ?? []), row]);
    // A lettered line names its letter and its date; an unlettered one neither.
    expect(row.EcritureLet === '').toBe(row.DateLet === '');
    if (row.DateLet) expect(isDay(row.DateLet)).toBe(true);
    // An auxiliary account (a client, a supplier) always with its name, and on a lettered line.
    if (row.CompAuxNum) expect(row.CompAuxLib).not.toBe('');
    if (row.EcritureLet) expect(row.CompAuxNum).not.toBe('');
  }
  // One label per account and per auxiliary account.
  for (const [number, label] of [
    ['CompteNum', 'CompteLib'],
    ['CompAuxNum', 'CompAuxLib'],
  ]) {
    const labels = new Map<string, Set<string>>();
    for (const row of fec.rows) labels.set(row[number], (labels.get(row[number]) ?? new Set()).add(row[label]));
    for (const names of labels.values()) expect(names.size).toBe(1);
  }
  // Continuous numbering from 1.
  const numbers = [...entries.keys()].map(Number).sort((a, b) => a - b);
  expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  // Each entry balances, in one journal, on one date.
  for (const lines of entries.values()) {
    const sum = (column: string) => lines.reduce((total, row) => total + fecCents(row[column]), 0);
    expect(sum('Debit')).toBe(sum('Credit'));
    expect(new Set(lines.map((row) => row.JournalCode)).size).toBe(1);
    expect(new Set(lines.map((row) => row.EcritureDate)).size).toBe(1);
    expect(lines.length).toBeGreaterThanOrEqual(2);
  }
  // Lettering is per account: each letter of an account closes one auxiliary account (a client's,
  // a supplier's): its lines balance, on one date.
  const letters = new Map<string, FecRow[]>();
  for (const row of fec.rows) {
    const key = `${row.CompteNum} ${row.EcritureLet}`;
    if (row.EcritureLet) letters.set(key, [...(letters.get(key) ?? []), row]);
  }
  for (const lines of letters.values()) {
    expect(lines.reduce((total, row) => total + fecCents(row.Debit) - fecCents(row.Credit), 0)).toBe(0);
    expect(new Set(lines.map((row) => row.CompAuxNum)).size).toBe(1);
    expect(new Set(lines.map((row) => row.DateLet)).size).toBe(1);
    expect(lines.length).toBeGreaterThanOrEqual(2);
  }
  expect(debit).toBe(credit);
  return { debit, credit };
}
