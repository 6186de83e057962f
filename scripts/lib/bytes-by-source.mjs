// What the scripts a page loads are made of: each built file's bytes attributed to the sources
// its (hidden) source map names, then summed per package. It tells where a bytes goal can be
// won (issue 15: the course list's 170 kB) before anyone rewrites anything.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/**
 * A source path as a package name: npm packages by name (families such as React Aria together),
 * the workspace's packages by what they are.
 * @param {string} source
 */
export function packageOf(source) {
  const npm = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (npm) {
    const name = npm[1];
    if (
      /^(@react-aria\/|@react-stately\/|@react-types\/|@internationalized\/|react-aria|react-stately)/.test(
        name,
      )
    )
      return 'React Aria (react-aria*, @react-aria/*, @react-stately/*, @internationalized/*)';
    if (/^(react-router|react-router-dom)$/.test(name)) return 'react-router';
    return name;
  }
  // The app build's generated tailwind-merge configuration (apps/backoffice/build/tailwind-merge-lite.ts).
  if (source.endsWith('tailwind-merge-lite.generated.js')) return 'tailwind-merge';
  if (source.includes('packages/api-client/src/contract/'))
    return '@hangar/api-client: contract (zod schemas)';
  for (const [dir, name] of [
    ['packages/api-client/', '@hangar/api-client: client'],
    ['packages/domain/', '@hangar/domain'],
    ['packages/ui/', '@hangar/ui'],
    ['apps/backoffice/', 'back-office app'],
  ]) {
    if (source.includes(dir)) return name;
  }
  return '(other)';
}

/**
 * Sums, per package, the bytes of `files` (names under `assetsDir`, each with its `.map`). gzip
 * is estimated per file: the file's gzip size shared out in proportion to its raw bytes.
 * @param {string} assetsDir
 * @param {string[]} files
 * @returns {{ package: string, raw: number, gzip: number }[]} largest first
 */
export function bytesBySource(assetsDir, files) {
  /** @type {Map<string, { raw: number, gzip: number }>} */
  const totals = new Map();
  const add = (name, raw, gzip) => {
    const t = totals.get(name) ?? { raw: 0, gzip: 0 };
    t.raw += raw;
    t.gzip += gzip;
    totals.set(name, t);
  };
  for (const file of files) {
    const code = readFileSync(path.join(assetsDir, file), 'utf8');
    const mapFile = path.join(assetsDir, `${file}.map`);
    if (!existsSync(mapFile)) {
      // The bundler's own runtime has no sources.
      add('(unmapped)', Buffer.byteLength(code), gzipSync(code, { level: 6 }).length);
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    // Sources are relative to the map: resolved, `../../src/x.ts` reads `apps/backoffice/src/x.ts`.
    const packages = map.sources.map((/** @type {string} */ source) =>
      packageOf(path.resolve(assetsDir, map.sourceRoot ?? '', source)),
    );
    const lines = code.split('\n');
    /** @type {Map<string, number>} */
    const raw = new Map();
    decode(map.mappings).forEach((segments, i) => {
      const line = lines[i] ?? '';
      segments.forEach((segment, j) => {
        const end = segments[j + 1]?.[0] ?? line.length;
        const name = segment.length > 1 ? packages[segment[1]] : '(unmapped)';
        raw.set(name, (raw.get(name) ?? 0) + Math.max(0, end - segment[0]));
      });
    });
    const total = Buffer.byteLength(code);
    const gzip = gzipSync(code, { level: 6 }).length;
    const mapped = [...raw.values()].reduce((a, b) => a + b, 0);
    raw.set('(unmapped)', (raw.get('(unmapped)') ?? 0) + Math.max(0, total - mapped));
    for (const [name, bytes] of raw) if (bytes > 0) add(name, bytes, (gzip * bytes) / total);
  }
  return [...totals]
    .map(([name, t]) => ({ package: name, raw: t.raw, gzip: Math.round(t.gzip) }))
    .sort((a, b) => b.gzip - a.gzip);
}
