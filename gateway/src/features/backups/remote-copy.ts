import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { lazyModule } from '../../kernel/helpers/lazy-module';

// The AWS SDK is loaded by the first copy: most installations keep their backups on their own disk.
const s3 = lazyModule<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');

/**
 * A copy of each backup in S3-compatible storage (AWS, MinIO, Scaleway, OVH…), given as
 * BACKUP_S3_URL: `s3://bucket/prefix` (AWS, region from AWS_REGION), or
 * `https://endpoint/bucket/prefix` (path-style addressing, which every compatible store speaks).
 * Credentials come from the SDK's usual sources (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY…), or
 * from the URL's user and password.
 */
export interface RemoteStore {
  bucket: string;
  prefix: string;
  client: S3Client;
  /** Where a file goes, as people write it: `s3://bucket/prefix/name`. */
  locationOf(name: string): string;
}

export function remoteStore(url: string): RemoteStore {
  const parsed = new URL(url);
  const aws = parsed.protocol === 's3:';
  const segments = (aws ? parsed.pathname : parsed.pathname.replace(/^\/[^/]+/, '')).split('/').filter(Boolean);
  const bucket = aws ? parsed.host : decodeURIComponent(parsed.pathname.split('/')[1]);
  const prefix = segments.map(decodeURIComponent).join('/');
  const credentials =
    parsed.username !== ''
      ? {
          accessKeyId: decodeURIComponent(parsed.username),
          secretAccessKey: decodeURIComponent(parsed.password),
        }
      : undefined;
  const client = new (s3().S3Client)({
    region: process.env.AWS_REGION ?? 'us-east-1',
    ...(aws ? {} : { endpoint: `${parsed.protocol}//${parsed.host}`, forcePathStyle: true }),
    ...(credentials ? { credentials } : {}),
    // Checksums only where the API requires them: several compatible stores refuse the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const key = (name: string) => (prefix ? `${prefix}/${name}` : name);
  return { bucket, prefix, client, locationOf: (name) => `s3://${bucket}/${key(name)}` };
}

function keyOf(store: RemoteStore, name: string): string {
  return store.prefix ? `${store.prefix}/${name}` : name;
}

/** Uploads the backup and its checksum file. */
export async function uploadBackup(store: RemoteStore, file: string): Promise<string> {
  for (const local of [file, `${file}.sha256`]) {
    const { size } = await fs.stat(local);
    await store.client.send(
      new (s3().PutObjectCommand)({
        Bucket: store.bucket,
        Key: keyOf(store, path.basename(local)),
        Body: createReadStream(local),
        ContentLength: size,
      }),
    );
  }
  return store.locationOf(path.basename(file));
}

/** The names under the prefix (one level), every page of the listing. */
export async function listRemote(store: RemoteStore): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await store.client.send(
      new (s3().ListObjectsV2Command)({
        Bucket: store.bucket,
        Prefix: store.prefix ? `${store.prefix}/` : undefined,
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key) names.push(object.Key.slice(store.prefix ? store.prefix.length + 1 : 0));
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names;
}

export async function deleteRemote(store: RemoteStore, name: string): Promise<void> {
  await store.client.send(new (s3().DeleteObjectCommand)({ Bucket: store.bucket, Key: keyOf(store, name) }));
}
