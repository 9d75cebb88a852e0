import net from 'node:net';
import { Client } from 'pg';
import { isDatabaseUnavailable } from '../../gateway/src/kernel/helpers/errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable: a failure of the database, answered 503 rather than 500', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a connection cut', new Error('Connection terminated unexpectedly')],
    ['a server that does not answer', new Error('Query read timeout')],
    ['a pool waiting too long', new Error('timeout exceeded when trying to connect')],
    [
      'knex waiting too long',
      Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }),
    ],
    ['a server shutting down', withCode('57P01')],
    ['a server starting up', withCode('57P03')],
    ['a full disk', withCode('53100')],
    ['too many connections', withCode('53300')],
    ['a statement timeout', withCode('57014')],
    ['a connection exception', withCode('08006')],
    ['one wrapped by the ORM', Object.assign(new Error('wrapped'), { cause: withCode('ECONNRESET') })],
    [
      'a transaction whose connection was cut',
      Object.assign(new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'), {
        name: 'DriverException',
      }),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises what pg says of a new connection to a server that accepts it and never answers', async () => {
    // A paused PostgreSQL: the socket opens, the start-up message gets no answer.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const client = new Client({ host: '127.0.0.1', port, user: 'x', database: 'x', connectionTimeoutMillis: 100 });
    try {
      const error = await client.connect().then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      silent.close();
    }
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['bad data', withCode('22P02')],
    ['a trigger refusal', withCode('P0001', 'refused')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a timeout of something else, worded alike', new Error('Connection timeout expired')],
  ])('leaves %s to the other answers', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
