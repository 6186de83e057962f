/**
 * Optimistic concurrency (README, "Concurrent edits"). Every record carries `updated_at`, the
 * moment of its last save, as the legacy Laravel API does; a save may send back the `updated_at`
 * of the copy it was made from, and a server refuses it with 409 when the record has changed
 * since. Versions compare at millisecond precision: Hangar's server answers milliseconds,
 * Laravel microseconds, and JavaScript dates hold milliseconds.
 */
import { z } from 'zod/mini';

/** `updated_at` in a record: optional, so the legacy API's answers parse whatever it sends. */
export const updatedAtSchema = z.optional(z.string());

/** Dates a version can name: 1970 to 9999 (what every database and `Date` agree on). */
const LATEST_VERSION_MS = Date.UTC(10_000, 0, 1);

/**
 * `updated_at` in a save body: the version the client edited, normalised to ISO 8601 in UTC
 * with milliseconds (so a database never sees an offset or a day it cannot read). Absent or
 * `null`: the save proceeds without the check (legacy clients). Anything that is not a
 * date-time is a 422.
 */
export const versionInputSchema = z.nullish(
  z.pipe(
    z.string().check(
      z.maxLength(40),
      z.regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-](0\d|1[0-4])(:?[0-5]\d)?)?$/),
      z.refine((value) => {
        const ms = Date.parse(value);
        return Number.isFinite(ms) && ms >= 0 && ms < LATEST_VERSION_MS;
      }, 'Not a date-time'),
    ),
    z.transform((value) => new Date(Date.parse(value)).toISOString()),
  ),
);

/**
 * Whether a save made from `sent` is stale against the record's `current` version: both are
 * compared as milliseconds since the epoch. A missing `sent` is never stale (legacy clients).
 */
export function isStaleVersion(sent: string | null | undefined, current: string): boolean {
  if (sent === undefined || sent === null) return false;
  return Date.parse(sent) !== Date.parse(current);
}
