import pg from 'pg';
import { rowObjects } from '../../gateway/src/kernel/database/row-objects';

/** pg's own row builder, which its typings leave out. */
interface PgResult {
  addFields(fields: { name: string; format: string; dataTypeID: number }[]): void;
  parseRow(values: unknown[]): Record<string, unknown>;
}
const { Result } = pg as unknown as { Result: new () => PgResult };

/** The objects pg itself builds for these columns and rows (its default row mode). */
function pgObjects(names: string[], rows: unknown[][]): Record<string, unknown>[] {
  const result = new Result();
  result.addFields(names.map((name) => ({ name, format: 'text', dataTypeID: 25 })));
  // Text values through pg's text parser: each value comes back as it went in.
  return rows.map((row) => result.parseRow(row));
}

const columns = (names: string[]) => names.map((name) => ({ name }));

describe('rowObjects: rows read as arrays, made into the objects pg would give', () => {
  it.each([
    [
      'the columns in their order',
      ['id', 'title', 'dueDate'],
      [
        ['1', 'Ranger', '2026-12-01'],
        ['2', 'Livrer', null],
      ],
    ],
    ['a name that is a number, placed first as in any object', ['b', '2', 'a'], [['x', 'y', 'z']]],
    ['the last of two columns of the same name', ['total', 'name', 'total'], [['1', 'Zoé', '3']]],
    ['names that need quoting', ['a "b"', 'c\\d', 'é\n'], [['1', '2', '3']]],
    ['no row', ['id'], []],
    ['no column', [], [[]]],
  ])('%s', (_case, names, rows) => {
    const ours = rowObjects(columns(names), rows);
    const pgs = pgObjects(names, rows);
    expect(ours).toEqual(pgs);
    expect(ours.map((row) => Object.keys(row))).toEqual(pgs.map((row) => Object.keys(row)));
  });

  it('keeps a column named __proto__ as a property, never as the prototype', () => {
    const [row] = rowObjects(columns(['id', '__proto__']), [['1', 'x']]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('x');
    expect(Object.keys(row)).toEqual(['id', '__proto__']);
  });

  it('gives every row of one column list the same keys, and another list its own', () => {
    const first = rowObjects(columns(['id', 'name']), [
      [1, 'Anne'],
      [2, 'Bruno'],
    ]);
    const second = rowObjects(columns(['name', 'id']), [['Chloé', 3]]);
    expect(first).toEqual([
      { id: 1, name: 'Anne' },
      { id: 2, name: 'Bruno' },
    ]);
    expect(Object.keys(second[0])).toEqual(['name', 'id']);
  });
});
