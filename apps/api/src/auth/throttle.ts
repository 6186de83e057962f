/**
 * Sign-in throttling (issue 16): password sign-ins are counted per account (the e-mail tried)
 * and per address as they arrive (or, from a browser that signed in to the account before, per
 * device: `known-devices.ts`), and a success takes its own back; an attempt past the limit
 * within the window blocks the key, refused with 429 and `Retry-After` until its block ends,
 * before any password is hashed, so a flood of guesses costs the server one indexed read each
 * instead of an argon2 run. The counts live in a store that every
 * instance shares (the database), so a second instance behind the load balancer is no way around.
 *
 * Why not @fastify/rate-limit: it counts every request of a route under one key, while this needs
 * to count only password grants that do not succeed (refresh grants and successful sign-ins share the
 * route and must not count), under two keys at once, and to forget an account's count on its success. Its
 * store interface (`incr` per request) cannot express that; this small store can, in one upsert.
 */
import { MESSAGES } from '@hangar/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';

/** How many failures a key may have within a window before it is blocked, and for how long. */
export interface ThrottleRule {
  /** Attempts allowed within the window (successes give theirs back); one past it blocks the key. */
  max: number;
  /** Length of the counting window, seconds (it starts at the first failure). */
  windowSeconds: number;
  /** How long a key stays blocked, seconds. */
  blockSeconds: number;
}

/** Where the counts live. The database store below; a Redis one would implement the same. */
export interface ThrottleStore {
  /** The latest moment until which any of `keys` is blocked, or null when none is. */
  blockedUntil(keys: readonly string[], now: Date): Promise<Date | null>;
  /**
   * Counts one attempt of `key` under `rule`, before its password is checked, and answers until
   * when the key is blocked (null when this attempt may go on): an attempt past `rule.max` within
   * the window blocks it. Counting first is what holds the limit against attempts sent together:
   * each takes its number atomically, where a check before and a count after let every attempt in
   * flight through the check.
   */
  attempt(key: string, rule: ThrottleRule, now: Date): Promise<Date | null>;
  /** Takes back one attempt of `key` (it succeeded). */
  release(key: string): Promise<void>;
  /** Forgets the attempts of `key`. */
  reset(key: string): Promise<void>;
}

/** The shared store on the `login_throttle` table (migration 0016; `failures` counts attempts). */
export class DbThrottleStore implements ThrottleStore {
  constructor(private readonly db: Db) {}

  async blockedUntil(keys: readonly string[], now: Date): Promise<Date | null> {
    const { rows } = await this.db.query<{ until: Date | string | null }>(
      'SELECT max(blocked_until) AS until FROM login_throttle WHERE key = ANY($1::text[]) AND blocked_until > $2',
      [keys, now],
    );
    const until = rows[0]?.until;
    return until ? new Date(until) : null;
  }

  async attempt(key: string, rule: ThrottleRule, now: Date): Promise<Date | null> {
    // One atomic upsert: concurrent attempts, on several instances too, each get their own count.
    // A window that has run out starts again at this attempt.
    const { rows } = await this.db.query<{ blocked_until: Date | string | null }>(
      `INSERT INTO login_throttle AS t (key, failures, window_started_at, blocked_until)
       VALUES ($1, 1, $2, CASE WHEN $3::int < 1 THEN $2::timestamptz + make_interval(secs => $5::int) END)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at <= $2::timestamptz - make_interval(secs => $4::int)
                         THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at <= $2::timestamptz - make_interval(secs => $4::int)
                                  THEN $2::timestamptz ELSE t.window_started_at END,
         blocked_until = CASE WHEN (CASE WHEN t.window_started_at <= $2::timestamptz - make_interval(secs => $4::int)
                                         THEN 1 ELSE t.failures + 1 END) > $3::int
                              THEN $2::timestamptz + make_interval(secs => $5::int)
                              ELSE t.blocked_until END
       RETURNING blocked_until`,
      [key, now, rule.max, rule.windowSeconds, rule.blockSeconds],
    );
    const until = rows[0]?.blocked_until;
    return until && new Date(until) > now ? new Date(until) : null;
  }

  async release(key: string): Promise<void> {
    await this.db.query('UPDATE login_throttle SET failures = greatest(failures - 1, 0) WHERE key = $1', [
      key,
    ]);
  }

  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM login_throttle WHERE key = $1', [key]);
  }

  /** Drops keys whose window and block are both over (called now and then, not per request). */
  async prune(now: Date, windowSeconds: number): Promise<void> {
    await this.db.query(
      `DELETE FROM login_throttle
        WHERE window_started_at < $1::timestamptz - make_interval(secs => $2::int)
          AND (blocked_until IS NULL OR blocked_until < $1)`,
      [now, windowSeconds],
    );
  }
}

export interface SignInThrottleSettings {
  /** Per account (the e-mail tried, lower-cased). @default 5 failures in 15 min → 15 min */
  account: ThrottleRule;
  /** Per client address. @default 20 failures in 15 min → 15 min */
  address: ThrottleRule;
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleSettings = {
  account: { max: 5, windowSeconds: 900, blockSeconds: 900 },
  address: { max: 20, windowSeconds: 900, blockSeconds: 900 },
};

/** The sign-in throttle the token route uses. */
export class SignInThrottle {
  private attempts = 0;

  constructor(
    private readonly store: ThrottleStore & { prune?(now: Date, windowSeconds: number): Promise<void> },
    private readonly settings: SignInThrottleSettings,
    private readonly now: () => Date,
  ) {}

  private keys(account: string, address: string) {
    return { account: `account:${account.trim().toLowerCase()}`, address: `address:${address}` };
  }

  /**
   * Counts a sign-in attempt against the account and the address, before its password is checked,
   * and answers the seconds until they may try again: 0 when this attempt may go on. A key
   * already blocked is answered by one read, and its attempts are not counted. From a browser
   * that signed in to this account before (`device`, `KnownDevices`), the attempt is counted
   * under the device alone, with the account's limit: guesses from elsewhere, which fill the
   * account's and the address's counts, do not keep its owner out.
   */
  async attempt(account: string, address: string, device: string | null = null): Promise<number> {
    const now = this.now();
    let blocked: Date | null;
    if (device) {
      const key = `device:${device}`;
      blocked =
        (await this.store.blockedUntil([key], now)) ??
        (await this.store.attempt(key, this.settings.account, now));
    } else {
      const { account: a, address: b } = this.keys(account, address);
      blocked =
        (await this.store.blockedUntil([a, b], now)) ??
        latest(
          await this.store.attempt(a, this.settings.account, now),
          await this.store.attempt(b, this.settings.address, now),
        );
    }
    // Guessed e-mails leave rows behind; sweep them every so many attempts, not per request.
    if (++this.attempts % 100 === 0) {
      const window = Math.max(this.settings.account.windowSeconds, this.settings.address.windowSeconds);
      await this.store.prune?.(now, window);
    }
    return blocked ? Math.max(1, Math.ceil((blocked.getTime() - now.getTime()) / 1000)) : 0;
  }

  /**
   * A successful sign-in forgets the account's attempts, and takes its own back from the address
   * (not the address's others: one good account must not reset an address guessing at others).
   * From a known device it forgets the device's attempts only: the account's count is someone
   * else's guesses, which one sign-in of its owner must not wipe.
   */
  async succeeded(account: string, address: string, device: string | null = null): Promise<void> {
    if (device) return this.store.reset(`device:${device}`);
    const { account: a, address: b } = this.keys(account, address);
    await this.store.reset(a);
    await this.store.release(b);
  }
}

/**
 * Counts a password attempt (a sign-in, or the current password of a user saving themselves) and
 * refuses it while the account or address is blocked: 429 'Muitas tentativas…' with `Retry-After`.
 */
export async function admitPasswordAttempt(
  throttle: SignInThrottle,
  account: string,
  address: string,
  reply: FastifyReply,
  device: string | null = null,
): Promise<void> {
  const retryAfter = await throttle.attempt(account, address, device);
  if (retryAfter === 0) return;
  reply.header('Retry-After', String(retryAfter));
  throw new HttpError(429, MESSAGES.login.throttled);
}

function latest(x: Date | null, y: Date | null): Date | null {
  if (!x || !y) return x ?? y;
  return x > y ? x : y;
}
