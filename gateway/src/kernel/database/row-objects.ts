/**
 * Rows read as arrays made into objects by one function per column list. pg's own objects are
 * filled key by key from every statement's column names, through one store site for the whole
 * process: V8 sees hundreds of shapes there and falls back to its slowest path, for each of the
 * 600 values of a page of 50 rows. A function compiled per column list returns an object literal
 * instead: each statement's rows share one hidden class from the start.
 *
 * The objects are the ones pg would give: the columns in their order, the last of two columns of
 * the same name winning, as own properties.
 */
type RowObject = (values: readonly unknown[]) => Record<string, unknown>;

/** Column lists come from the code's statements: a bound, so no statement can grow this for good. */
const MAX_COLUMN_LISTS = 1_000;
const compiled = new Map<string, RowObject>();

export function rowObjects(
  columns: readonly { name: string }[],
  rows: readonly unknown[][],
): Record<string, unknown>[] {
  const names = columns.map((column) => column.name);
  const key = names.join('\u0000');
  let rowObject = compiled.get(key);
  if (rowObject === undefined) {
    rowObject = compileRowObject(names);
    if (compiled.size < MAX_COLUMN_LISTS) compiled.set(key, rowObject);
  }
  const objects = new Array<Record<string, unknown>>(rows.length);
  for (let i = 0; i < rows.length; i++) objects[i] = rowObject(rows[i]);
  return objects;
}

function compileRowObject(names: readonly string[]): RowObject {
  // First place, last value: a Map keeps the first insertion's order and the last set's value.
  const lastIndex = new Map<string, number>();
  names.forEach((name, index) => lastIndex.set(name, index));
  const properties = [...lastIndex].map(([name, index]) => {
    // Names are quoted by JSON.stringify; `__proto__` written plainly would set the prototype.
    const key = name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name);
    return `${key}: values[${index}]`;
  });
  return new Function('values', `return { ${properties.join(', ')} };`) as RowObject;
}
