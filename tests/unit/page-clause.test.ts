import { Params, pageClause } from '../../gateway/src/kernel/database/sql';

describe('pageClause: the LIMIT and OFFSET of a list page', () => {
  it('writes the page size of a statement without values into its text, and the first page without OFFSET', () => {
    const first = new Params();
    expect(pageClause(first, { limit: 50, offset: 0 })).toBe('limit 50');
    expect(first.values).toEqual([]);
    const later = new Params();
    expect(pageClause(later, { limit: 25, offset: 100 })).toBe('limit 25 offset $1');
    expect(later.values).toEqual([100]);
  });

  it('binds both after filter values, so that each run is planned for its own values', () => {
    const filtered = new Params(['À faire']);
    expect(pageClause(filtered, { limit: 50, offset: 0 })).toBe('limit $2 offset $3');
    expect(filtered.values).toEqual(['À faire', 50, 0]);
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 53])('refuses to write %p as a page size', (limit) => {
    expect(() => pageClause(new Params(), { limit, offset: 0 })).toThrow('not a count');
  });
});
