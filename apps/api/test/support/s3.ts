/**
 * A local S3-compatible server for tests (s3rver, on loopback, files in a temp dir) with one
 * bucket, and an `S3Storage` on it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Storage } from '../../src/storage/s3.js';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** A storage on the bucket (each call a new client, as each instance has its own). */
  storage(prefix?: string): S3Storage;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'hangar-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'hangar-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storage: (prefix) =>
      new S3Storage({
        bucket,
        endpoint,
        prefix,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
