/**
 * Known devices (issue 16): a browser that has signed in to an account keeps a random token in
 * an HttpOnly cookie, and its later password attempts for that account are throttled under the
 * device alone. Without it, anyone could keep an account locked with five wrong guesses every
 * fifteen minutes, and its owner out with it (OWASP's "device cookies"). The token proves only
 * that this browser signed in to this account before: it is never a session and never skips the
 * password; a stolen one gets its holder the account's own limit, no more.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.js';
import { readCookie, writeCookie } from './cookie.js';
import { sha256 } from './tokens.js';

/** The cookie's name; scoped to `/oauth` like the refresh cookie, so only the token route sees it. */
export const DEVICE_COOKIE = 'hangar_device';
/** How long a browser stays known after its latest sign-in there: a year. */
export const DEVICE_TTL_SECONDS = 365 * 24 * 3600;
/** The browsers kept per user: a sign-in past it forgets the oldest (rows stay bounded). */
export const DEVICES_PER_USER = 10;

export class KnownDevices {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /**
   * The device of this request, if its cookie names one that signed in to `account` (the e-mail
   * tried) within the year: its hash, the key its attempts are counted under. One indexed read.
   */
  async of(request: FastifyRequest, account: string): Promise<string | null> {
    const token = readCookie(request, DEVICE_COOKIE);
    if (!token) return null;
    const hash = sha256(token);
    const { rows } = await this.db.query<{ ok: number }>(
      `SELECT 1 AS ok FROM login_device d JOIN usuario u ON u.id = d.usuario_id
        WHERE d.token_hash = $1 AND lower(u.email) = lower($2)
          AND d.signed_in_at > $3::timestamptz - make_interval(secs => $4::int)`,
      [hash, account.trim(), this.now(), DEVICE_TTL_SECONDS],
    );
    return rows.length > 0 ? hash : null;
  }

  /**
   * After a sign-in with the right password: a browser new to this account gets a token, and the
   * user's oldest beyond {@link DEVICES_PER_USER} are forgotten; a known one is known for another
   * year.
   */
  async remember(request: FastifyRequest, reply: FastifyReply, usuarioId: number, known: string | null) {
    const now = this.now();
    if (known) {
      await this.db.query('UPDATE login_device SET signed_in_at = $2 WHERE token_hash = $1', [known, now]);
      const token = readCookie(request, DEVICE_COOKIE);
      if (token) writeCookie(request, reply, DEVICE_COOKIE, token, DEVICE_TTL_SECONDS);
      return;
    }
    const token = randomBytes(32).toString('base64url');
    await this.db.query(
      'INSERT INTO login_device (token_hash, usuario_id, signed_in_at) VALUES ($1, $2, $3)',
      [sha256(token), usuarioId, now],
    );
    await this.db.query(
      `DELETE FROM login_device WHERE usuario_id = $1 AND token_hash NOT IN (
         SELECT token_hash FROM login_device WHERE usuario_id = $1 ORDER BY signed_in_at DESC, token_hash LIMIT $2)`,
      [usuarioId, DEVICES_PER_USER],
    );
    writeCookie(request, reply, DEVICE_COOKIE, token, DEVICE_TTL_SECONDS);
  }
}
