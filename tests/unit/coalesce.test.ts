import { coalescing } from '../../gateway/src/features/performance/coalesce';

/** A task whose runs are numbered when they start and finish only when told to. */
function controlledTask() {
  let started = 0;
  const finishers: (() => void)[] = [];
  const task = () => {
    const run = ++started;
    return new Promise<number>((resolve) => finishers.push(() => resolve(run)));
  };
  return { task, started: () => started, finish: () => finishers.shift()!() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescing', () => {
  it('answers callers who arrive during a run with the next run, shared', async () => {
    const shared = coalescing<number>();
    const { task, started, finish } = controlledTask();
    const first = shared('k', task);
    const late = [shared('k', task), shared('k', task), shared('k', task)];
    expect(started()).toBe(1);
    finish();
    expect(await first).toBe(1);
    await tick();
    expect(started()).toBe(2);
    finish();
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });

  it('starts a fresh run once nothing is running, and keeps keys apart', async () => {
    const shared = coalescing<number>();
    const { task, started, finish } = controlledTask();
    const a = shared('a', task);
    const b = shared('b', task);
    expect(started()).toBe(2);
    finish();
    finish();
    await Promise.all([a, b]);
    const again = shared('a', task);
    expect(started()).toBe(3);
    finish();
    expect(await again).toBe(3);
  });

  it('passes a failure to the callers of that run only', async () => {
    const shared = coalescing<number>();
    let calls = 0;
    const failing = shared('k', async () => {
      calls += 1;
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    await expect(shared('k', async () => ++calls)).resolves.toBe(2);
  });
});
