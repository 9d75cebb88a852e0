import fs from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { camt053, sampleMovements } from '../support/bank/statements';

/**
 * The CAMT.053 statements the tests import are valid against ISO 20022's camt.053.001.08 schema.
 * The schema is not in the repository: set CAMT053_XSD to its file (published by ISO 20022 at
 * iso20022.org, « Bank-to-Customer Cash Management » message set) to run this check.
 */
const XSD = process.env.CAMT053_XSD;
const withSchema = XSD && fs.existsSync(XSD) ? describe : describe.skip;

withSchema('CAMT.053 statements of the tests', () => {
  it.each([
    ['credits, debits and parties', sampleMovements(), 100000],
    ['a negative opening balance', sampleMovements().slice(1, 3), -2500],
  ])('are valid camt.053.001.08 documents: %s', async (_name, movements, openingCents) => {
    const result = await validateXML({
      xml: [{ fileName: 'statement.xml', contents: camt053(movements, { version: '08', openingCents }) }],
      schema: [{ fileName: 'camt.053.001.08.xsd', contents: fs.readFileSync(XSD!, 'utf8') }],
    });
    expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('refuses a document that breaks the schema (so the check can fail)', async () => {
    const broken = camt053(sampleMovements()).replace('<CdtDbtInd>CRDT</CdtDbtInd>', '<CdtDbtInd>CREDIT</CdtDbtInd>');
    const result = await validateXML({
      xml: [{ fileName: 'statement.xml', contents: broken }],
      schema: [{ fileName: 'camt.053.001.08.xsd', contents: fs.readFileSync(XSD!, 'utf8') }],
    });
    expect(result.valid).toBe(false);
  });
});
