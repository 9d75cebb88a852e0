import iconv from 'iconv-lite';

/**
 * Bank statements written to their formats, for the tests and the bench: CAMT.053 (.02 and .08
 * layouts, valid against the ISO 20022 schemas), OFX 1 (SGML) and 2 (XML), and CSVs in the shapes
 * French banks export. Each builder takes the same movements.
 */
export interface Movement {
  date: string;
  /** Signed cents: a credit is positive. */
  cents: number;
  label: string;
  /** The bank's id of the movement, when the format has one. */
  ref?: string;
  counterparty?: string;
  endToEndId?: string;
}

const euros = (cents: number) => (Math.abs(cents) / 100).toFixed(2);
const frenchEuros = (cents: number) => euros(cents).replace('.', ',');
const frenchDay = (day: string) => day.split('-').reverse().join('/');
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface CamtOptions {
  version?: '02' | '08';
  iban?: string;
  openingCents?: number;
  /** The closing balance written; by default the opening plus the movements. */
  closingCents?: number;
  from?: string;
  to?: string;
}

function camtEntry(m: Movement, version: '02' | '08'): string {
  const credit = m.cents >= 0;
  const party = m.counterparty ? escapeXml(m.counterparty) : null;
  const partyXml = party
    ? version === '08'
      ? `<RltdPties><${credit ? 'Dbtr' : 'Cdtr'}><Pty><Nm>${party}</Nm></Pty></${credit ? 'Dbtr' : 'Cdtr'}></RltdPties>`
      : `<RltdPties><${credit ? 'Dbtr' : 'Cdtr'}><Nm>${party}</Nm></${credit ? 'Dbtr' : 'Cdtr'}></RltdPties>`
    : '';
  const status = version === '08' ? '<Sts><Cd>BOOK</Cd></Sts>' : '<Sts>BOOK</Sts>';
  return [
    '      <Ntry>',
    `        <Amt Ccy="EUR">${euros(m.cents)}</Amt>`,
    `        <CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>`,
    `        ${status}`,
    `        <BookgDt><Dt>${m.date}</Dt></BookgDt>`,
    `        <ValDt><Dt>${m.date}</Dt></ValDt>`,
    m.ref ? `        <AcctSvcrRef>${escapeXml(m.ref)}</AcctSvcrRef>` : '',
    '        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>',
    '        <NtryDtls><TxDtls>',
    `          <Refs><EndToEndId>${escapeXml(m.endToEndId ?? 'NOTPROVIDED')}</EndToEndId></Refs>`,
    `          <Amt Ccy="EUR">${euros(m.cents)}</Amt><CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>`,
    partyXml ? `          ${partyXml}` : '',
    `          <RmtInf><Ustrd>${escapeXml(m.label)}</Ustrd></RmtInf>`,
    '        </TxDtls></NtryDtls>',
    '      </Ntry>',
  ]
    .filter(Boolean)
    .join('\n');
}

const camtBalance = (code: string, cents: number, day: string) =>
  `      <Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${euros(cents)}</Amt><CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>`;

export function camt053(movements: readonly Movement[], options: CamtOptions = {}): string {
  const version = options.version ?? '08';
  const days = movements.map((m) => m.date).sort();
  const from = options.from ?? days[0] ?? '2026-01-01';
  const to = options.to ?? days[days.length - 1] ?? from;
  const opening = options.openingCents ?? 0;
  const closing = options.closingCents ?? opening + movements.reduce((total, m) => total + m.cents, 0);
  const iban = options.iban ?? 'FR7630006000011234567890189';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}">`,
    '  <BkToCstmrStmt>',
    `    <GrpHdr><MsgId>MSG-${from}-${to}</MsgId><CreDtTm>${to}T23:00:00</CreDtTm></GrpHdr>`,
    '    <Stmt>',
    `      <Id>STMT-${from}-${to}</Id>`,
    `      <CreDtTm>${to}T23:00:00</CreDtTm>`,
    `      <FrToDt><FrDtTm>${from}T00:00:00</FrDtTm><ToDtTm>${to}T23:59:59</ToDtTm></FrToDt>`,
    `      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>`,
    camtBalance('OPBD', opening, from),
    camtBalance('CLBD', closing, to),
    ...movements.map((m) => camtEntry(m, version)),
    '    </Stmt>',
    '  </BkToCstmrStmt>',
    '</Document>',
    '',
  ].join('\n');
}

const ofxDay = (day: string) => day.replace(/-/g, '');

function ofxTransactions(movements: readonly Movement[], close: boolean): string[] {
  return movements
    .flatMap((m, index) => [
      '<STMTTRN>',
      `<TRNTYPE>${m.cents >= 0 ? 'CREDIT' : 'DEBIT'}${close ? '</TRNTYPE>' : ''}`,
      `<DTPOSTED>${ofxDay(m.date)}${close ? '</DTPOSTED>' : ''}`,
      `<TRNAMT>${m.cents < 0 ? '-' : ''}${euros(m.cents)}${close ? '</TRNAMT>' : ''}`,
      `<FITID>${escapeXml(m.ref ?? `FIT${index}`)}${close ? '</FITID>' : ''}`,
      `<NAME>${escapeXml(m.label.slice(0, 32))}${close ? '</NAME>' : ''}`,
      m.label.length > 32 ? `<MEMO>${escapeXml(m.label)}${close ? '</MEMO>' : ''}` : '',
      '</STMTTRN>',
    ])
    .filter(Boolean);
}

function ofxBody(movements: readonly Movement[], close: boolean, closingCents: number): string[] {
  const end = (tag: string) => (close ? `</${tag}>` : '');
  const days = movements.map((m) => m.date).sort();
  return [
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0' + end('CODE') + '<SEVERITY>INFO' + end('SEVERITY') + '</STATUS>',
    `<DTSERVER>${ofxDay(days[days.length - 1] ?? '2026-01-01')}120000${end('DTSERVER')}<LANGUAGE>FRA${end('LANGUAGE')}</SONRS></SIGNONMSGSRSV1>`,
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1' + end('TRNUID'),
    '<STATUS><CODE>0' + end('CODE') + '<SEVERITY>INFO' + end('SEVERITY') + '</STATUS>',
    '<STMTRS><CURDEF>EUR' + end('CURDEF'),
    '<BANKACCTFROM><BANKID>30006' +
      end('BANKID') +
      '<BRANCHID>00001' +
      end('BRANCHID') +
      '<ACCTID>12345678901' +
      end('ACCTID') +
      '<ACCTTYPE>CHECKING' +
      end('ACCTTYPE') +
      '</BANKACCTFROM>',
    `<BANKTRANLIST><DTSTART>${ofxDay(days[0] ?? '2026-01-01')}${end('DTSTART')}<DTEND>${ofxDay(days[days.length - 1] ?? '2026-01-01')}${end('DTEND')}`,
    ...ofxTransactions(movements, close),
    '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>${closingCents < 0 ? '-' : ''}${euros(closingCents)}${end('BALAMT')}<DTASOF>${ofxDay(days[days.length - 1] ?? '2026-01-01')}${end('DTASOF')}</LEDGERBAL>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
  ];
}

/** OFX 1.02: SGML header and leaves without end tags, CRLF, as French banks' « Money » exports. */
export function ofx1(movements: readonly Movement[], closingCents = 0): string {
  const header = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
  ];
  return [...header, ...ofxBody(movements, false, closingCents)].join('\r\n');
}

/** OFX 2.2: XML with its processing instruction. */
export function ofx2(movements: readonly Movement[], closingCents = 0): string {
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
    ...ofxBody(movements, true, closingCents),
  ].join('\n');
}

/**
 * The shape of a Crédit Agricole-like export: Latin-1, « ; », decimal comma, account lines
 * before the table, debit and credit columns (debits without their minus).
 */
export function csvDebitCredit(movements: readonly Movement[]): Buffer {
  const lines = [
    'Téléchargement du 30/11/2026;',
    '',
    'Compte de Dépôt carte n° 12345678901;',
    'Solde au 30/11/2026 1 234,56 €;',
    '',
    'Date;Libellé;Débit Euros;Crédit Euros;',
    ...movements.map(
      (m) =>
        `${frenchDay(m.date)};"${m.label.replace(/"/g, '""')}";${m.cents < 0 ? frenchEuros(m.cents) : ''};${m.cents >= 0 ? frenchEuros(m.cents) : ''};`,
    ),
  ];
  return iconv.encode(lines.join('\r\n') + '\r\n', 'win1252');
}

/** A Boursorama-like export: UTF-8 with a BOM, « ; », ISO days, one signed amount with decimal comma and a thousands space. */
export function csvSignedIso(movements: readonly Movement[]): Buffer {
  const amount = (cents: number) => {
    const [whole, fraction] = euros(cents).split('.');
    return `${cents < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${fraction}`;
  };
  const lines = [
    'dateOp;dateVal;label;category;amount;accountNum',
    ...movements.map((m) => `${m.date};${m.date};"${m.label}";"Divers";${amount(m.cents)};00012345678`),
  ];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\n') + '\n', 'utf8')]);
}

/** A Qonto-like export: UTF-8, « , » separator, decimal point, quoted cells, a reference column. */
export function csvCommaPoint(movements: readonly Movement[]): Buffer {
  const lines = [
    '"Date de l\'opération","Libellé","Montant","Référence","Devise"',
    ...movements.map(
      (m, index) =>
        `"${frenchDay(m.date)}","${m.label}","${m.cents < 0 ? '-' : ''}${euros(m.cents)}","${m.ref ?? `REF-${index}`}","EUR"`,
    ),
  ];
  return Buffer.from(lines.join('\n'), 'utf8');
}

/** A file of `megabytes` MB: a CSV that goes on and on. */
export function hugeCsv(megabytes: number): Buffer {
  const line = '01/01/2026;PAIEMENT PAR CARTE XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX;-12,34\n';
  return Buffer.from('Date;Libellé;Montant\n' + line.repeat(Math.ceil((megabytes * 1024 * 1024) / line.length)));
}

/** The « billion laughs »: entities defined in a DOCTYPE that expand to gigabytes. */
export function xmlBomb(): string {
  const entities = ['<!ENTITY lol "lol">'];
  for (let i = 1; i < 10; i += 1) entities.push(`<!ENTITY lol${i} "${`&lol${i === 1 ? '' : i - 1};`.repeat(10)}">`);
  return [
    '<?xml version="1.0"?>',
    `<!DOCTYPE Document [${entities.join('')}]>`,
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt><Ntry><AddtlNtryInf>&lol9;</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt></Document>',
  ].join('\n');
}

/** Movements of a small business's month, with card payments repeated on one day. */
export function sampleMovements(): Movement[] {
  return [
    {
      date: '2026-11-02',
      cents: 150000,
      label: 'VIR SEPA RECU DE DUPONT SARL FACT F-2026-0001',
      ref: 'A1',
      counterparty: 'DUPONT SARL',
      endToEndId: 'E2E-1',
    },
    { date: '2026-11-03', cents: -4590, label: 'CB LA POSTE 02/11', ref: 'A2' },
    { date: '2026-11-03', cents: -350, label: 'CB BOULANGERIE 03/11', ref: 'A3' },
    { date: '2026-11-03', cents: -350, label: 'CB BOULANGERIE 03/11', ref: 'A4' },
    { date: '2026-11-05', cents: -12000, label: 'PRLV SEPA ORANGE FACTURE NOV', ref: 'A5', counterparty: 'ORANGE' },
    {
      date: '2026-11-10',
      cents: 84000,
      label: 'VIR MARTIN & FILS REGLEMENT',
      ref: 'A6',
      counterparty: 'MARTIN & FILS',
    },
  ];
}
