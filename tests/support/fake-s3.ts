import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_S3_KEY = 'PILOTAGETESTKEY';
export const FAKE_S3_SECRET = 'pilotage-test-secret-key';

export interface FakeS3 {
  /** `http://KEY:SECRET@127.0.0.1:port`: add `/bucket/prefix` for BACKUP_S3_URL. */
  url: string;
  /** Stored objects by `bucket/key`. */
  objects: Map<string, Buffer>;
  close(): Promise<void>;
}

/** aws-chunked bodies (`<hex size>;chunk-signature=…\r\n<data>\r\n`…) back to their bytes. */
function decodeChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = body.indexOf('\r\n', at);
    if (end < 0) break;
    const size = parseInt(body.subarray(at, end).toString('latin1').split(';')[0], 16);
    if (!size) break;
    parts.push(body.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An S3 endpoint on loopback with what a backup copy uses, as the real API answers it (path-style):
 * PutObject, ListObjectsV2 (with pages of `max-keys`), DeleteObject. Requests must carry a SigV4
 * Authorization header naming the test key, else 403 AccessDenied.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const [bucket, ...rest] = url.pathname.slice(1).split('/');
      const key = rest.map(decodeURIComponent).join('/');
      const auth = request.headers.authorization ?? '';
      const reply = (status: number, body = '', headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/xml', ...headers });
        response.end(body);
      };
      if (!auth.startsWith('AWS4-HMAC-SHA256') || !auth.includes(`Credential=${FAKE_S3_KEY}/`)) {
        return reply(403, '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
      }
      if (request.method === 'PUT' && key) {
        let body: Buffer = Buffer.concat(chunks);
        if ((request.headers['content-encoding'] ?? '').includes('aws-chunked')) body = decodeChunked(body);
        objects.set(`${bucket}/${key}`, body);
        return reply(200, '', { etag: `"${crypto.createHash('md5').update(body).digest('hex')}"` });
      }
      if (request.method === 'DELETE' && key) {
        objects.delete(`${bucket}/${key}`);
        return reply(204);
      }
      if (request.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const max = Number(url.searchParams.get('max-keys') ?? 1000);
        const after = url.searchParams.get('continuation-token') ?? '';
        const keys = [...objects.keys()]
          .filter((name) => name.startsWith(`${bucket}/`))
          .map((name) => name.slice(bucket.length + 1))
          .filter((name) => name.startsWith(prefix) && name > after)
          .sort();
        const page = keys.slice(0, max);
        const truncated = keys.length > max;
        const contents = page
          .map(
            (name) =>
              `<Contents><Key>${xml(name)}</Key><Size>${objects.get(`${bucket}/${name}`)!.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
          )
          .join('');
        return reply(
          200,
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xml(bucket)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${xml(page.at(-1)!)}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`,
        );
      }
      return reply(400, '<Error><Code>NotImplemented</Code></Error>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${FAKE_S3_KEY}:${FAKE_S3_SECRET}@127.0.0.1:${port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
