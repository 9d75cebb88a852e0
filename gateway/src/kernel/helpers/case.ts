/** REST speaks snake_case (docs/product.md §3), services and GraphQL camelCase. */
export const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
// Every row of every list repeats the same keys, all written in the views' code (so few): convert each once.
const snakeKeys = new Map<string, string>();
export const toSnake = (key: string) => {
  let snake = snakeKeys.get(key);
  if (snake === undefined) snakeKeys.set(key, (snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)));
  return snake;
};

/** Top-level keys of a request body, snake_case to camelCase; nested values are left alone. */
export function camelizeKeys(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [toCamel(key), value]));
}

/** A view (plain data) with every key in snake_case, recursively. */
export function snakeizeKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map(snakeizeKeys);
  // This runs on every row of every list answer: for…in over a view's own keys (plain data has no
  // inherited enumerable ones) allocates nothing, where Object.entries makes an array per key.
  const snake: Record<string, unknown> = {};
  for (const key in value) {
    const inner = (value as Record<string, unknown>)[key];
    snake[toSnake(key)] = inner !== null && typeof inner === 'object' ? snakeizeKeys(inner) : inner;
  }
  return snake;
}
