/**
 * Sign-in throttling (issue 16): failed password sign-ins are counted per account (the e-mail
 * tried) and per address; a key that reaches its limit within the window is refused with 429 and
 * `Retry-After` until its block ends, before any password is hashed, so a flood of guesses costs
 * the server one indexed read each instead of an argon2 run. The counts live in a store that every
 * instance shares (the database), so a second instance behind the load balancer is no way around.
 *
 * Why not @fastify/rate-limit: it counts every request of a route under one key, while this needs
 * to count only failed password grants (refresh grants and successful sign-ins share the route and
 * must not count), under two keys at once, and to forget an account's failures on its success. Its
 * store interface (`incr` per request) cannot express that; this small store can, in one upsert.
 */
import type { Db } from '../db/db.js';

/** How many failures a key may have within a window before it is blocked, and for how long. */
export interface ThrottleRule {
  /** Failures allowed within the window; the one that reaches it blocks the key. */
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
  /** Counts one failure of `key` under `rule`, blocking it when the count reaches `rule.max`. */
  fail(key: string, rule: ThrottleRule, now: Date): Promise<void>;
  /** Forgets the failures of `key`. */
  reset(key: string): Promise<void>;
}

/** The shared store on the `login_throttle` table (migration 0016). */
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

  async fail(key: string, rule: ThrottleRule, now: Date): Promise<void> {
    // One atomic upsert: concurrent failures on several instances all count. A window that has
    // run out starts again at this failure.
    await this.db.query(
      `INSERT INTO login_throttle AS t (key, failures, window_started_at, blocked_until)
       VALUES ($1, 1, $2, CASE WHEN $3::int <= 1 THEN $2::timestamptz + make_interval(secs => $5::int) END)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at <= $2::timestamptz - make_interval(secs => $4::int)
                         THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at <= $2::timestamptz - make_interval(secs => $4::int)
                                  THEN $2::timestamptz ELSE t.window_started_at END,
         blocked_until = CASE WHEN (CASE WHEN t.window_started_at <= $2::timestamptz - make_interval(secs => $4::int)
                                         THEN 1 ELSE t.failures + 1 END) >= $3::int
                              THEN $2::timestamptz + make_interval(secs => $5::int)
                              ELSE t.blocked_until END`,
      [key, now, rule.max, rule.windowSeconds, rule.blockSeconds],
    );
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
  private failures = 0;

  constructor(
    private readonly store: ThrottleStore & { prune?(now: Date, windowSeconds: number): Promise<void> },
    private readonly settings: SignInThrottleSettings,
    private readonly now: () => Date,
  ) {}

  private keys(account: string, address: string) {
    return { account: `account:${account.trim().toLowerCase()}`, address: `address:${address}` };
  }

  /** Seconds until this account and address may try again (0 when they may now). */
  async retryAfter(account: string, address: string): Promise<number> {
    const { account: a, address: b } = this.keys(account, address);
    const now = this.now();
    const until = await this.store.blockedUntil([a, b], now);
    return until ? Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) : 0;
  }

  /** Counts a failed sign-in against both keys. */
  async failed(account: string, address: string): Promise<void> {
    const { account: a, address: b } = this.keys(account, address);
    const now = this.now();
    await this.store.fail(a, this.settings.account, now);
    await this.store.fail(b, this.settings.address, now);
    // Guessed e-mails leave rows behind; sweep them every so many failures, not per request.
    if (++this.failures % 100 === 0) {
      const window = Math.max(this.settings.account.windowSeconds, this.settings.address.windowSeconds);
      await this.store.prune?.(now, window);
    }
  }

  /** A successful sign-in forgets the account's failures (not the address's: one good account
   * must not reset an address that is guessing at others). */
  async succeeded(account: string): Promise<void> {
    await this.store.reset(this.keys(account, '').account);
  }
}
