import net from 'node:net';
import { clientErrorHandler } from '../../gateway/src/transports/http/http-errors';

/** What a client reads when the server side of its connection meets `error` (over a real loopback socket). */
async function answerTo(error: Error & { code?: string }): Promise<{ answer: string; closed: boolean }> {
  let serverSide!: net.Socket;
  const server = net.createServer((socket) => {
    serverSide = socket;
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const client = net.connect(port, '127.0.0.1');
  const received: Buffer[] = [];
  client.on('data', (chunk) => received.push(chunk));
  const closed = new Promise<void>((resolve) => client.on('close', () => resolve()));
  client.on('error', () => undefined);
  await new Promise<void>((resolve) => client.on('connect', () => resolve()));
  while (!serverSide) await new Promise((resolve) => setImmediate(resolve));
  clientErrorHandler(error, serverSide);
  const closedByHandler = serverSide.destroyed;
  // A connection the handler leaves alone is closed here, once it has written (or not) what it would.
  if (!closedByHandler) serverSide.destroy();
  await closed;
  server.close();
  return { answer: Buffer.concat(received).toString('utf8'), closed: closedByHandler };
}

const codeError = (code: string) => Object.assign(new Error(code), { code });

describe("the answers to what Node's HTTP parser refuses", () => {
  it.each([
    ['HPE_HEADER_OVERFLOW', 431, 'Adresse ou en-têtes de la requête trop longs (16 Ko au maximum).'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'Requête trop lente : elle doit arriver en entier dans les 30 secondes.'],
    ['HPE_INVALID_METHOD', 400, 'Requête invalide.'],
  ])('%s: %i with a French message, then the connection closed', async (code, status, message) => {
    const { answer, closed } = await answerTo(codeError(code));
    expect(closed).toBe(true);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
    expect(head).toContain('Content-Type: application/json; charset=utf-8');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(body)).toEqual({ error: message });
  });

  it('writes nothing to a connection already reset', async () => {
    expect((await answerTo(codeError('ECONNRESET'))).answer).toBe('');
  });
});
