import fs from 'node:fs';
import path from 'node:path';
import { buildCdar } from '../../gateway/src/features/e-invoicing/cdar';
import { CdarError, parseCdar } from '../../gateway/src/features/e-invoicing/cdar-parser';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'cdar', name));

describe('parseCdar', () => {
  it('reads a refusal (210) with the client’s reason, entities decoded', () => {
    expect(parseCdar(fixture('refused-210.xml'))).toEqual({
      messageId: 'F2026-0042_210_20260315101500',
      statuses: [
        {
          invoiceNumber: 'F2026-0042',
          issuerSiren: '732829320',
          code: 210,
          reasonCode: 'ADR_ERR',
          reason: 'Commande inconnue & adresse de facturation erronée',
          statusDate: '2026-03-15',
          amountCents: null,
        },
      ],
    });
  });

  it('reads every status of a message, and the amount received of an Encaissée', () => {
    const { statuses } = parseCdar(fixture('received-cashed.xml'));
    expect(statuses.map((status) => [status.code, status.amountCents, status.statusDate])).toEqual([
      [202, null, null],
      [212, 123450, '2026-04-01'],
    ]);
  });

  it('refuses what is not a lifecycle message, a DOCTYPE, malformed XML or another encoding', () => {
    const refused = (text: string | Buffer) => () => parseCdar(typeof text === 'string' ? Buffer.from(text) : text);
    expect(refused('<Invoice><ID>1</ID></Invoice>')).toThrow(CdarError);
    expect(
      refused('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><rsm:CrossDomainAcknowledgementAndResponse/>'),
    ).toThrow(/DOCTYPE/);
    expect(refused('<rsm:CrossDomainAcknowledgementAndResponse>')).toThrow(/mal formé/);
    expect(refused(Buffer.from([0x3c, 0xff, 0xfe, 0x3e]))).toThrow(/UTF-8/);
    expect(
      refused(
        '<CrossDomainAcknowledgementAndResponse><AcknowledgementDocument/></CrossDomainAcknowledgementAndResponse>',
      ),
    ).toThrow(/aucun statut/);
  });
});

describe('buildCdar', () => {
  it('writes a status that the parser reads back, amount and reason included', () => {
    const xml = buildCdar({
      id: 'b1e0c6a2-7d0f-4a51-9a57-5d1f0e0f2a11',
      issuedAt: new Date('2026-04-02T09:30:00Z'),
      sender: { siren: '732829320', name: 'Atelier <Dupont> & fils', role: 'SE' },
      recipient: { siren: '552100554', name: 'Client SA', role: 'BY' },
      invoice: { number: 'F2026-0007', issueDate: '2026-03-01', typeCode: '380', issuerSiren: '732829320' },
      code: 212,
      statusDate: '2026-04-01',
      amountCents: 120000,
    });
    expect(xml).toContain('<ram:ProcessConditionCode>212</ram:ProcessConditionCode>');
    expect(xml).toContain('<ram:ValueAmount currencyID="EUR">1200.00</ram:ValueAmount>');
    expect(xml).toContain('Atelier &lt;Dupont&gt; &amp; fils');
    expect(parseCdar(Buffer.from(xml))).toEqual({
      messageId: 'b1e0c6a2-7d0f-4a51-9a57-5d1f0e0f2a11',
      statuses: [
        {
          invoiceNumber: 'F2026-0007',
          issuerSiren: '732829320',
          code: 212,
          reasonCode: null,
          reason: null,
          statusDate: '2026-04-01',
          amountCents: 120000,
        },
      ],
    });
  });
});
