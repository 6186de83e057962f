/**
 * A JSON answer kept in memory (see `cache` in route.ts) with its compressed forms, made the
 * first time a client asks for each. Compressing a list page on every request cost a quarter of
 * the server's time under load (bench:questoes: 7,281 req/s uncompressed against 5,511); a kept
 * answer is compressed once.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more than it saves (the same threshold as app.ts). */
const THRESHOLD = 1024;

/** The encoding to send for an Accept-Encoding header: br, else gzip, else none (q=0 refuses). */
export function negotiate(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

export class KeptAnswer {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly json: string) {}

  /** The body for a client that accepts `encoding` (null: the JSON as it is). */
  body(encoding: Encoding | null): { payload: string | Buffer; encoding: Encoding | null } {
    if (encoding === null || this.json.length < THRESHOLD) return { payload: this.json, encoding: null };
    let payload = this.encoded.get(encoding);
    if (!payload) {
      payload =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            })
          : gzipSync(this.json, { level: 6 });
      this.encoded.set(encoding, payload);
    }
    return { payload, encoding };
  }
}
