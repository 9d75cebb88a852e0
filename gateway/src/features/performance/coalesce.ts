const ignore = () => undefined;

// Callers of one shared run resume one per event-loop turn: each large answer is then built and
// written before the next one starts, instead of dozens being held in memory at once.
const oneAtATime = <T>(value: T) => new Promise<T>((resolve) => setImmediate(() => resolve(value)));

/**
 * Shares one run of a costly read among callers asking the same thing at the same time, without
 * ever answering from a run that started before the caller asked: a caller arriving during a run
 * waits for the next one, which starts when the current one ends and serves everyone who waited.
 * So there are at most two runs per key at any time, and every answer sees all writes committed
 * before its request arrived.
 */
export function coalescing<T>(): (key: string, task: () => Promise<T>) => Promise<T> {
  const runs = new Map<string, { current: Promise<T>; next: Promise<T> | null }>();
  const start = (key: string, task: () => Promise<T>): Promise<T> => {
    const entry: { current: Promise<T>; next: Promise<T> | null } = { current: task(), next: null };
    runs.set(key, entry);
    const settle = () => {
      if (runs.get(key) === entry && entry.next === null) runs.delete(key);
    };
    entry.current.then(settle, settle);
    return entry.current;
  };
  return (key, task) => {
    const entry = runs.get(key);
    if (!entry) return start(key, task);
    entry.next ??= entry.current.then(ignore, ignore).then(() => start(key, task));
    return entry.next.then(oneAtATime);
  };
}
