import { createLogger } from '../../gateway/src/kernel/logging/logger';
import { requestLogger } from '../../gateway/src/kernel/logging/request-logger';

/** The lines a logger writes, without their time (which differs from one call to the next). */
function capture() {
  const lines: string[] = [];
  const log = createLogger('debug', { write: (line: string) => void lines.push(line.replace(/"time":\d+,/, '')) });
  return { log, lines };
}

describe("a request's logger", () => {
  it.each([
    ['a UUID', '6f1c1a52-2f0e-4d1b-9a41-6b8f0f3c2d11'],
    ['an id to escape', 'trace "quoted" \\ ok'],
  ])('writes the same lines as pino’s child for %s, secrets still masked', (_name, reqId) => {
    const fromPino = capture();
    const fromFactory = capture();
    const loggers = [fromPino.log.child({ reqId }, {}), requestLogger(fromFactory.log, { reqId }, {})];
    for (const logger of loggers) {
      logger.info('incoming request');
      logger.warn({ body: { password: 'secret-1', name: 'Zoé' }, token: 'secret-2' }, 'refused');
      logger.child({ module: 'mail' }).error({ err: new Error('boom') }, 'failed');
    }
    expect(fromFactory.lines).toEqual(fromPino.lines);
    expect(fromFactory.lines.join('')).toContain(`"reqId":${JSON.stringify(reqId)}`);
    expect(fromFactory.lines.join('')).not.toMatch(/secret-1|secret-2/);
  });

  it('keeps the level asked for the route, and other bindings go through pino', () => {
    const { log, lines } = capture();
    requestLogger(log, { reqId: 'r1' }, { level: 'warn' }).info('hidden');
    requestLogger(log, { reqId: 'r2', password: 'secret-3' }, {}).info('shown');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"reqId":"r2"');
    expect(lines[0]).not.toContain('secret-3');
  });
});
