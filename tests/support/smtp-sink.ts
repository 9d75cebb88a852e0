import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps every message it accepts, parsed. */
export interface SmtpSink {
  port: number;
  /** The SMTP_URL the gateway should use to reach it. */
  url: string;
  messages: ParsedMail[];
  /** The raw bytes received, in order (to check the DKIM header, the Message-ID…). */
  raw: Buffer[];
  /** Makes the next `count` messages fail with this SMTP reply code (4xx: retried, 5xx: given up). */
  refuseNext(count: number, code: number): void;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Offers STARTTLS with a self-signed certificate made for this run. */
  starttls?: boolean;
  /** Implicit TLS (smtps://) with a self-signed certificate. */
  implicitTls?: boolean;
  /** Requires this user and password. */
  auth?: { user: string; pass: string };
}

let certificate: { key: string; cert: string } | null = null;

/** A throwaway self-signed certificate for localhost, made with openssl. */
export function selfSignedCertificate(): { key: string; cert: string } {
  if (certificate) return certificate;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-cert-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      // Named for the loopback address too: a client that checks it against SMTP_CA accepts it.
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  certificate = { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  fs.rmSync(dir, { recursive: true, force: true });
  return certificate;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const tls = options.starttls || options.implicitTls ? selfSignedCertificate() : null;
  const messages: ParsedMail[] = [];
  const raw: Buffer[] = [];
  let refusals = { count: 0, code: 451 };
  const server = new SMTPServer({
    secure: options.implicitTls ?? false,
    ...(tls ?? {}),
    disabledCommands: [...(tls ? [] : ['STARTTLS']), ...(options.auth ? [] : ['AUTH'])],
    authOptional: !options.auth,
    allowInsecureAuth: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) {
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals.count > 0) {
          refusals = { ...refusals, count: refusals.count - 1 };
          const error = new Error('Refusé pour le test') as Error & { responseCode: number };
          error.responseCode = refusals.code;
          callback(error);
          return;
        }
        const bytes = Buffer.concat(chunks);
        raw.push(bytes);
        simpleParser(bytes).then(
          (mail) => {
            messages.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A sender that dies mid-message (a gateway killed by a test) resets its connection: smtp-server
  // reports it as an 'error' event, which without a listener would end the test process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const credentials = options.auth ? `${options.auth.user}:${options.auth.pass}@` : '';
  const scheme = options.implicitTls ? 'smtps' : 'smtp';
  // The certificate is self-signed: the client is told to accept it, as an operator would for a test server.
  const query = tls ? '?tls.rejectUnauthorized=false' : '';
  return {
    port,
    url: `${scheme}://${credentials}127.0.0.1:${port}${query}`,
    messages,
    raw,
    refuseNext(count, code) {
      refusals = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
