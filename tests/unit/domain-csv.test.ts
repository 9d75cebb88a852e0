import { csvDay, csvDecimal, csvYesNo, neutraliseCsvValue, toCsv } from '@pilotage/domain';

// The cell rules every CSV file of Pilotage follows: the gateway's exports and the web tables' downloads.

describe('neutraliseCsvValue (@pilotage/domain)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Cliquez")', `'=HYPERLINK("http://evil.example","Cliquez")`],
    ['+cmd|" /C calc"!A0', `'+cmd|" /C calc"!A0`],
    ['-2+3+cmd|" /C calc"!A0', `'-2+3+cmd|" /C calc"!A0`],
    ['@SOMME(A1:A9)', `'@SOMME(A1:A9)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['- tâche importante', `'- tâche importante`],
  ])('prefixes %j, which a spreadsheet would run, with a quote', (value, expected) => {
    expect(neutraliseCsvValue(value)).toBe(expected);
  });

  it.each([
    [-12.5, '-12.5'],
    ['-12.5', '-12.5'],
    ['-12,50', '-12,50'],
    ['-1\u202f234,5', '-1\u202f234,5'],
    ['-1\u202f234,50\u00a0€', '-1\u202f234,50\u00a0€'],
    ['+3 %', '+3 %'],
    [0, '0'],
    ['Abonnement = 12 €', 'Abonnement = 12 €'],
    ['Camille', 'Camille'],
    [null, ''],
    [undefined, ''],
  ])('leaves %j as it is (numbers stay numbers)', (value, expected) => {
    expect(neutraliseCsvValue(value)).toBe(expected);
  });
});

describe('toCsv (@pilotage/domain)', () => {
  it('writes a BOM, « ; » between cells and CRLF between lines; neutralises formulas, keeps numbers, quotes what needs it', () => {
    const rows = [
      { title: '=1+1', amount: '-12,50', note: 'a;b' },
      { title: '@cmd', amount: '1 234,50', note: 'dit "oui"' },
      { title: 'Deux\nlignes', amount: '0,00', note: '' },
    ];
    const csv = toCsv(
      [
        { header: 'Titre', value: (row: (typeof rows)[number]) => row.title },
        { header: 'Montant', value: (row: (typeof rows)[number]) => row.amount },
        { header: 'Note', value: (row: (typeof rows)[number]) => row.note },
      ],
      rows,
    );
    expect(csv).toBe(
      '\uFEFFTitre;Montant;Note\r\n\'=1+1;-12,50;"a;b"\r\n\'@cmd;1 234,50;"dit ""oui"""\r\n"Deux\nlignes";0,00;',
    );
  });

  it('writes the header alone for no rows', () => {
    expect(toCsv([{ header: 'Nom', value: (row: { name: string }) => row.name }], [])).toBe('\uFEFFNom');
  });
});

describe('cell formats (@pilotage/domain)', () => {
  it('writes days jj/mm/aaaa, nothing for no day', () => {
    expect([csvDay('2026-11-23'), csvDay('2026-01-05'), csvDay(null), csvDay(undefined), csvDay('')]).toEqual([
      '23/11/2026',
      '05/01/2026',
      '',
      '',
      '',
    ]);
  });

  it('writes exact decimals with a decimal comma', () => {
    expect([csvDecimal('-12.50'), csvDecimal('1250.75'), csvDecimal('0.00')]).toEqual(['-12,50', '1250,75', '0,00']);
  });

  it('writes booleans « Oui » and « Non »', () => {
    expect([csvYesNo(true), csvYesNo(false)]).toEqual(['Oui', 'Non']);
  });
});
