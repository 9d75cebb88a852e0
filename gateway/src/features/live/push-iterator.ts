/**
 * An async iterator fed from outside. Unlike an async generator parked on an `await`, its
 * `return()` ends it at once (a client unsubscribing while no event comes), running `onEnd`.
 */
export interface PushIterator<T> extends AsyncIterableIterator<T> {
  push(value: T): void;
  /** Values waiting to be read. */
  readonly pending: number;
  end(): void;
}

export function pushIterator<T>(onEnd: () => void): PushIterator<T> {
  const queue: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | null = null;
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    queue.length = 0;
    waiting?.({ value: undefined, done: true });
    waiting = null;
    onEnd();
  };
  return {
    push(value) {
      if (done) return;
      if (waiting) {
        waiting({ value, done: false });
        waiting = null;
      } else queue.push(value);
    },
    get pending() {
      return queue.length;
    },
    end,
    next() {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return() {
      end();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw(error?: unknown) {
      end();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
