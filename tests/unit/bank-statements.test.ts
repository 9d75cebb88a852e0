import { isValidIban } from '@pilotage/domain';
import { readStatement } from '../../gateway/src/features/bank/statement-reader';
import { StatementRefusal } from '../../gateway/src/features/bank/statement-lines';
import {
  type Movement,
  camt053,
  csvCommaPoint,
  csvDebitCredit,
  csvSignedIso,
  hugeCsv,
  ofx1,
  ofx2,
  sampleMovements,
  xmlBomb,
} from '../support/bank/statements';

const movements = sampleMovements();
const read = (file: string | Buffer) => readStatement(Buffer.isBuffer(file) ? file : Buffer.from(file, 'utf8'));

function refusal(file: string | Buffer): StatementRefusal {
  try {
    read(file);
  } catch (error) {
    if (error instanceof StatementRefusal) return error;
    throw error;
  }
  throw new Error('the statement was read');
}

const essentials = (lines: { date: string; amountCents: number }[]) => lines.map((l) => [l.date, l.amountCents]);
const expected = movements.map((m) => [m.date, m.cents]);

describe('IBAN', () => {
  it('checks the mod-97 key, spaces and case aside', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('fr7630006000011234567890189')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('FR7630006000011234567890188')).toBe(false);
    expect(isValidIban('FR76')).toBe(false);
  });
});

describe('CAMT.053', () => {
  it.each(['02', '08'] as const)('reads camt.053.001.%s: days, signs, labels, references, parties', (version) => {
    const statement = read(camt053(movements, { version, openingCents: 100000 }));
    expect(statement.format).toBe('camt053');
    expect(essentials(statement.lines)).toEqual(expected);
    expect(statement.lines[0]).toMatchObject({
      bankRef: 'A1',
      endToEndId: 'E2E-1',
      counterparty: 'DUPONT SARL',
      label: 'VIR SEPA RECU DE DUPONT SARL FACT F-2026-0001 DUPONT SARL',
    });
    expect(statement.lines[4].counterparty).toBe('ORANGE');
    expect(statement.lines[5].label).toContain('MARTIN & FILS');
    expect(statement.opening).toEqual({ date: '2026-11-02', cents: 100000 });
    expect(statement.closing?.cents).toBe(100000 + movements.reduce((t, m) => t + m.cents, 0));
    expect(statement.iban).toBe('FR7630006000011234567890189');
    expect(statement.warnings).toEqual([]);
  });

  it('reports balances that do not add up with the entries', () => {
    const statement = read(camt053(movements, { openingCents: 0, closingCents: 1 }));
    expect(statement.warnings).toHaveLength(1);
    expect(statement.warnings[0]).toMatch(/^Soldes incohérents : ouverture 0,00\s€ \+ mouvements 2\s167,10\s€/);
  });

  it('refuses a truncated document with its line', () => {
    const text = camt053(movements);
    const error = refusal(text.slice(0, text.length / 2));
    expect(error.message).toMatch(/^Fichier XML mal formé ou tronqué \(ligne \d+\)\.$/);
  });

  it('refuses an entry whose day does not exist, naming its line, and reads nothing', () => {
    const text = camt053(movements).replace('<BookgDt><Dt>2026-11-05</Dt>', '<BookgDt><Dt>2026-11-31</Dt>');
    const error = refusal(text);
    expect(error.message).toBe('Relevé illisible : 1 ligne en erreur, aucune ligne importée.');
    const line = text.split('\n').findIndex((l) => l.includes('2026-11-31')) + 1;
    expect(error.problems).toEqual([{ line: expect.any(Number), reason: 'date illisible « 2026-11-31 »' }]);
    expect(error.problems[0].line).toBeLessThan(line);
    expect(error.problems[0].line).toBeGreaterThan(line - 6);
  });

  it('refuses an XML bomb at once, without expanding it', () => {
    const started = performance.now();
    expect(refusal(xmlBomb()).message).toBe(
      'Fichier XML refusé : les déclarations DOCTYPE et ENTITY ne sont pas acceptées.',
    );
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses another camt version', () => {
    const text = camt053(movements).replace('camt.053.001.08', 'camt.053.001.12');
    expect(refusal(text).message).toBe(
      'Version CAMT non prise en charge : camt.053.001.02 à camt.053.001.08 attendues.',
    );
  });

  it('passes over pending entries', () => {
    const text = camt053(movements).replace('<Sts><Cd>BOOK</Cd></Sts>', '<Sts><Cd>PDNG</Cd></Sts>');
    expect(read(text).lines).toHaveLength(movements.length - 1);
  });
});

describe('OFX', () => {
  it('reads OFX 1 (SGML) with FITID as the bank id and the ledger balance', () => {
    const statement = read(ofx1(movements, 123456));
    expect(statement.format).toBe('ofx');
    expect(essentials(statement.lines)).toEqual(expected);
    expect(statement.lines.map((l) => l.bankRef)).toEqual(movements.map((m) => m.ref));
    expect(statement.lines[0].label).toBe('VIR SEPA RECU DE DUPONT SARL FACT F-2026-0001');
    expect(statement.lines[1].label).toBe('CB LA POSTE 02/11');
    expect(statement.closing).toEqual({ date: '2026-11-10', cents: 123456 });
  });

  it('reads OFX 2 (XML), entities included', () => {
    const statement = read(ofx2(movements, -500));
    expect(essentials(statement.lines)).toEqual(expected);
    expect(statement.lines[5].label).toBe('VIR MARTIN & FILS REGLEMENT');
    expect(statement.closing?.cents).toBe(-500);
  });

  it('refuses a truncated OFX and an OFX with a bad day', () => {
    const text = ofx1(movements);
    expect(refusal(text.slice(0, text.length - 200)).message).toMatch(/^Fichier XML mal formé ou tronqué/);
    const bad = refusal(text.replace('<DTPOSTED>20261103', '<DTPOSTED>20261303'));
    expect(bad.problems).toEqual([{ line: expect.any(Number), reason: 'date illisible « 20261303 »' }]);
  });
});

describe('CSV', () => {
  it('reads a Latin-1 export with « ; », decimal comma, header lines and debit/credit columns', () => {
    const statement = read(csvDebitCredit(movements));
    expect(statement.format).toBe('csv');
    expect(essentials(statement.lines)).toEqual(expected);
    expect(statement.lines[0].label).toBe(movements[0].label);
    expect(statement.csv).toMatchObject({
      encoding: 'windows-1252',
      columns: ['Date', 'Libellé', 'Débit Euros', 'Crédit Euros', ''],
      mapping: {
        separator: ';',
        decimal: ',',
        dateOrder: 'dmy',
        skipRows: 4,
        dateColumn: 0,
        labelColumn: 1,
        amountColumn: null,
        debitColumn: 2,
        creditColumn: 3,
      },
    });
    // Lines of the file, header lines and blank lines counted.
    expect(statement.lines[0].sourceLine).toBe(7);
  });

  it('reads a UTF-8 export with a BOM, ISO days and a signed amount with thousands', () => {
    const statement = read(csvSignedIso(movements));
    expect(essentials(statement.lines)).toEqual(expected);
    expect(statement.csv?.mapping).toMatchObject({ dateOrder: 'ymd', amountColumn: 4, labelColumn: 2, decimal: ',' });
  });

  it('reads a « , » export with a decimal point and a reference column', () => {
    const statement = read(csvCommaPoint(movements));
    expect(essentials(statement.lines)).toEqual(expected);
    expect(statement.csv?.mapping).toMatchObject({ separator: ',', decimal: '.', referenceColumn: 3 });
    expect(statement.lines.map((l) => l.bankRef)).toEqual(movements.map((m) => m.ref));
    expect(statement.lines[5].label).toBe('VIR MARTIN & FILS REGLEMENT');
  });

  it('reads a table without a header by its content', () => {
    const text = movements
      .map((m) => `${m.date.split('-').reverse().join('/')};${m.label};${(m.cents / 100).toFixed(2).replace('.', ',')}`)
      .join('\n');
    const statement = read(text);
    expect(essentials(statement.lines)).toEqual(expected);
  });

  it('names every unreadable row, in French, and reads nothing', () => {
    const file = iconvText(csvDebitCredit(movements))
      .replace('03/11/2026;"CB LA POSTE', '32/11/2026;"CB LA POSTE')
      .replace('3,50;;', '3,5O;;');
    const error = refusal(Buffer.from(file, 'utf8'));
    expect(error.message).toBe('Relevé illisible : 2 lignes en erreur, aucune ligne importée.');
    expect(error.problems).toEqual([
      { line: 8, reason: 'date illisible « 32/11/2026 »' },
      { line: 9, reason: 'montant illisible « 3,5O »' },
    ]);
  });

  it('refuses a file over 10 MB as too large', () => {
    const error = refusal(hugeCsv(20));
    expect(error.tooLarge).toBe(true);
    expect(error.message).toBe('Relevé trop volumineux (10 Mo au maximum).');
  });

  it('refuses more than 50,000 lines', () => {
    const many: Movement[] = Array.from({ length: 50_001 }, (_, i) => ({
      date: '2026-01-02',
      cents: -i - 1,
      label: 'X',
    }));
    const error = refusal(csvSignedIso(many));
    expect(error.message).toBe('Relevé trop long : 50 000 lignes au maximum par fichier.');
  });

  it('refuses what is no statement', () => {
    expect(refusal('bonjour\nau revoir\n').message).toBe(
      'Tableau introuvable : aucune ligne avec une date et un montant.',
    );
    expect(refusal('<html><body>x</body></html>').message).toBe(
      'Format de relevé non reconnu : CAMT.053, OFX ou CSV attendu.',
    );
  });
});

function iconvText(bytes: Buffer): string {
  return bytes.toString('latin1');
}
