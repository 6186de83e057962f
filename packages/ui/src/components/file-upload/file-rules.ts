/**
 * Pure checks shared by FileUpload and ImageUpload: does a picked file match the accepted kinds
 * and the size limit. Kept out of the components so they are tested in node.
 */

/** The parts of a `File` the checks read (so tests can pass plain objects). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** Why a file was refused. */
export type FileProblem = 'type' | 'size';

/**
 * True when the file matches one of the accepted kinds: a MIME type (`application/pdf`), a MIME
 * family (`image/*`) or an extension (`.mov`). An empty list accepts everything.
 * @example matchesAccept({ name: 'a.MOV', type: '', size: 1 }, ['.mov']) // true
 */
export function matchesAccept(file: FileLike, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((raw) => {
    const kind = raw.trim().toLowerCase();
    if (kind === '' || kind === '*' || kind === '*/*') return true;
    if (kind.startsWith('.')) return name.endsWith(kind);
    if (kind.endsWith('/*')) return type.startsWith(kind.slice(0, -1));
    return type === kind;
  });
}

/**
 * Checks a file against the accepted kinds and the size limit (bytes); `null` when it is fine.
 * The type is checked first, as the legacy screens did.
 * @example checkFile(file, { accept: ['image/png'], maxSize: 10 * 1024 * 1024 })
 */
export function checkFile(
  file: FileLike,
  rules: { accept?: readonly string[]; maxSize?: number },
): FileProblem | null {
  if (!matchesAccept(file, rules.accept)) return 'type';
  if (rules.maxSize !== undefined && file.size > rules.maxSize) return 'size';
  return null;
}

/**
 * A size for people, in pt-BR: `512 B`, `1,5 KB`, `10 MB`.
 * @example formatFileSize(10 * 1024 * 1024) // '10 MB'
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const text = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
  return `${text} ${units[unit]}`;
}

/** Clamps an upload progress (0..1) to a whole percentage, or `null` when not uploading. */
export function progressPercent(progress: number | null | undefined): number | null {
  if (progress === null || progress === undefined || Number.isNaN(progress)) return null;
  return Math.round(Math.min(Math.max(progress, 0), 1) * 100);
}
