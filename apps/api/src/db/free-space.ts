/**
 * A start that fails for want of disk space, said as such. PGlite writes a new 16 MB WAL segment
 * as it opens an existing database, so a data directory whose disk filled up while the server ran
 * (the write that filled it answered 500 and was logged) cannot be opened again until some space
 * is freed: PGlite itself says only 'PGlite failed to initialize properly'.
 */
import { statfsSync } from 'node:fs';

/** Below this much free space an open may fail: PGlite's WAL segment (16 MB) and some margin. */
export const PGLITE_OPEN_SPACE = 32 * 1024 * 1024;

/** Free bytes for an unprivileged writer on `dir`'s file system, or undefined if unknown. */
export function freeBytes(dir: string): number | undefined {
  try {
    const s = statfsSync(dir);
    return s.bavail * s.bsize;
  } catch {
    return undefined;
  }
}

/**
 * The operator's sentence when opening the database in `dir` failed with `error` for want of
 * space (the error says so, or less than `PGLITE_OPEN_SPACE` is free); null otherwise.
 */
export function outOfSpace(dir: string, error: unknown, free = freeBytes(dir)): string | null {
  const full = (error as NodeJS.ErrnoException | null)?.code === 'ENOSPC';
  if (!full && (free === undefined || free >= PGLITE_OPEN_SPACE)) return null;
  const left = free === undefined ? '' : ` (${(free / 1024 / 1024).toFixed(1)} MB free)`;
  return `HANGAR_DATA_DIR ${dir} is out of disk space${left}: the database needs about 16 MB free to open. Free some space and start again; the data is kept.`;
}
