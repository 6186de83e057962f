/**
 * What every FileStorage promises (storage/storage.ts), checked on local disk and on an
 * S3-compatible server (s3rver on loopback): the bytes come back as they went in, streamed
 * uploads of several parts included; a failed upload leaves nothing; unknown and malformed keys
 * read as absent; list names what is stored.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage, type FileStorage, OWNER_FILE } from '../src/storage/storage.js';
import { type LocalS3, startLocalS3 } from './support/s3.js';

const read = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};
const keyOf = (ext = 'pdf') => `${randomUUID()}.${ext}`;
const keysOf = async (storage: FileStorage) => {
  const keys = new Set<string>();
  for await (const o of storage.list()) keys.add(o.key);
  return keys;
};

let s3: LocalS3;
let dir: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  dir = mkdtempSync(path.join(tmpdir(), 'hangar-disk-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const kinds: [string, () => FileStorage][] = [
  ['disk', () => new DiskStorage(dir)],
  ['s3', () => s3.storage()],
  ['s3 with a prefix', () => s3.storage('site-a/')],
];

describe.each(kinds)('FileStorage on %s', (_name, make) => {
  it('gives back the bytes it was given, and lists them', async () => {
    const storage = make();
    const key = keyOf();
    const bytes = Buffer.from('%PDF-1.4 conteúdo de teste');
    expect(await storage.put(key, bytes)).toBe(bytes.length);
    expect(await read(await storage.get(key))).toEqual(bytes);
    const listed = [];
    for await (const o of storage.list()) if (o.key === key) listed.push(o);
    expect(listed).toHaveLength(1);
    expect(Date.now() - listed[0]!.modifiedAt.getTime()).toBeLessThan(60_000);
  });

  it('stores a stream of several parts (11 MB) and counts its size', async () => {
    const storage = make();
    const key = keyOf('mp4');
    const chunk = Buffer.alloc(1024 * 1024, 7);
    async function* body() {
      for (let i = 0; i < 11; i++) yield chunk;
    }
    expect(await storage.put(key, body())).toBe(11 * chunk.length);
    const back = await read(await storage.get(key));
    expect(back?.length).toBe(11 * chunk.length);
    expect(back?.every((b) => b === 7)).toBe(true);
  });

  it('leaves nothing under the key when the upload fails midway', async () => {
    const storage = make();
    const key = keyOf('mp4');
    async function* body() {
      yield Buffer.alloc(6 * 1024 * 1024, 1);
      throw new Error('client went away');
    }
    await expect(storage.put(key, body())).rejects.toThrow('client went away');
    expect(await storage.get(key)).toBeNull();
    const keys = await keysOf(storage);
    expect(keys.has(key)).toBe(false);
    expect(keys.has(`${key}.part`)).toBe(false);
  });

  it('reads unknown and malformed keys as absent, refuses to write a malformed one, deletes', async () => {
    const storage = make();
    expect(await storage.get(keyOf())).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await expect(storage.put('../x.pdf', Buffer.from('x'))).rejects.toThrow();
    const key = keyOf('png');
    await storage.put(key, Buffer.from('png'));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect((await keysOf(storage)).has(key)).toBe(false);
  });
});

describe('an uploads directory on disk', () => {
  it("is marked by the first database that claims it, and is no other database's", async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'hangar-claim-'));
    try {
      const storage = new DiskStorage(path.join(own, 'uploads'));
      expect(await storage.claim('base-a')).toBe(true);
      expect(await storage.claim('base-b')).toBe(false);
      expect(await new DiskStorage(path.join(own, 'uploads')).claim('base-a')).toBe(true);
      // The mark is no upload: the sweep never lists it.
      expect([...(await keysOf(storage))]).not.toContain(OWNER_FILE);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});

describe('S3 prefixes', () => {
  it('keep two sites apart in one bucket', async () => {
    const a = s3.storage('site-a/');
    const b = s3.storage('site-b/');
    const key = keyOf();
    await a.put(key, Buffer.from('a'));
    expect(await b.get(key)).toBeNull();
    expect((await keysOf(b)).has(key)).toBe(false);
    expect((await keysOf(a)).has(key)).toBe(true);
  });
});
