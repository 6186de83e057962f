/**
 * Uploads in an S3-compatible object store (AWS S3, MinIO, Ceph, R2…), so any number of server
 * instances share them (docs/deploy.md). Selected with `HANGAR_STORAGE=s3` (config.ts).
 *
 * Bodies stream both ways like on disk: an upload goes out in parts while it arrives
 * (`@aws-sdk/lib-storage`), and a download is the object's stream.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type FileStorage, STORAGE_KEY, type StorageBody, type StoredObject } from './storage.js';

export interface S3StorageSettings {
  bucket: string;
  /** The region. @default 'us-east-1' */
  region?: string;
  /** Another S3-compatible service's address (MinIO: `http://host:9000`). @default AWS */
  endpoint?: string;
  /** Path-style addressing (`endpoint/bucket/key`), which most non-AWS services need. @default false */
  forcePathStyle?: boolean;
  /** Prepended to every key, so one bucket can hold several sites. @default '' */
  prefix?: string;
  /** Without these, the SDK's own chain (environment, profile, instance role) answers. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

function checkKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

const notFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export class S3Storage implements FileStorage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3StorageSettings) {
    this.client = new S3Client({
      region: settings.region ?? 'us-east-1',
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle ?? false,
      credentials: settings.credentials,
    });
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ?? '';
  }

  async put(key: string, body: StorageBody): Promise<number> {
    const Key = this.prefix + checkKey(key);
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: body }));
      return body.length;
    }
    let size = 0;
    let bodyError: unknown;
    const counted = async function* () {
      try {
        for await (const chunk of body) {
          size += chunk.length;
          yield chunk;
        }
      } catch (error) {
        bodyError = error;
        throw error;
      }
    };
    // A multipart upload becomes an object only when completed: a stream that fails (too large,
    // client gone) is aborted with its parts, so nothing is left under the key.
    try {
      await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key, Body: Readable.from(counted()) },
        leavePartsOnError: false,
      }).done();
    } catch (error) {
      // The body's own error (the upload route answers 413 for a file too large) comes first,
      // not whatever the abort of the parts answered after it.
      throw bodyError ?? error;
    }
    return size;
  }

  async get(key: string): Promise<Readable | null> {
    if (!STORAGE_KEY.test(key)) return null;
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }),
      );
      return res.Body instanceof Readable ? res.Body : null;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + checkKey(key) }),
    );
  }

  async *list(): AsyncIterable<StoredObject> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: this.prefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length) ?? '';
        if (STORAGE_KEY.test(key)) yield { key, modifiedAt: object.LastModified ?? new Date(0) };
      }
    }
  }
}
