/**
 * Access and refresh tokens (Passport-compatible): random strings handed to the client once and
 * stored only as SHA-256 hashes, with an expiry. Refreshing rotates: the used refresh token and
 * its access token are revoked in the same statement that finds them, so a refresh token works
 * exactly once even under concurrent use. Every pair issued from one sign-in shares a family;
 * presenting a refresh token that was already rotated means it leaked (or the legitimate client
 * lost a race it should not run), so the whole family is revoked, the newest pair included.
 *
 * One exception, for the browser's HttpOnly cookie: a reload can abort a refresh after the server
 * rotated the cookie, so the browser never stores the new one and presents the old one again a
 * moment later. Within `retryGrace` seconds of its rotation, and while the pair it was traded for
 * is still unused, that presentation replaces the unused pair instead of revoking the family.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db.js';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const newToken = () => randomBytes(40).toString('base64url');

export interface TokenPair {
  token_type: 'Bearer';
  expires_in: number;
  access_token: string;
  refresh_token: string;
}

export interface TokenSettings {
  /** Access-token lifetime in seconds. @default 3600 */
  accessTtl: number;
  /** Refresh-token lifetime in seconds. @default 2592000 (30 days) */
  refreshTtl: number;
  /**
   * Seconds after its rotation during which a refresh token from the cookie may be presented
   * again, while its successor is unused, without revoking its family. @default 10
   */
  retryGrace?: number;
  now: () => Date;
}

/**
 * A statement that revokes the access tokens `a` matching `where`, and their refresh tokens, in
 * one round trip (data-modifying CTEs run together). `before` adds CTEs `where` may read.
 */
const revokeWhere = (where: string, before = '') => `WITH ${before ? `${before},` : ''}
  access AS (UPDATE oauth_access_token a SET revoked = true WHERE ${where} RETURNING a.id)
  UPDATE oauth_refresh_token SET revoked = true WHERE access_token_id IN (SELECT id FROM access)`;

/** One change to a token family at a time (a transaction-level advisory lock; re-entrant). */
async function lockFamily(tx: Db, familyId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [FAMILY_LOCK_KEY, familyId]);
}

/**
 * Revokes every token of a family. Concurrent revocations of one family (several replays of a
 * stolen token at once) would update the same rows in different orders and deadlock on
 * PostgreSQL; the family's lock makes them queue instead.
 */
async function revokeFamily(tx: Db, familyId: string): Promise<void> {
  await lockFamily(tx, familyId);
  await tx.query(revokeWhere('a.family_id = $1'), [familyId]);
}

/** The first key of the per-family advisory lock (the second is the family's hash). */
const FAMILY_LOCK_KEY = 727_100_017;

/** What `trade` reads: whether a refresh token was used, and the owner of its access token. */
interface Traded {
  used: number;
  usuario_id: number | null;
  client_id: number | null;
  situacao: string | null;
  family_id: string;
}

/**
 * Uses a refresh token and settles its access token in one statement: `used` is a statement
 * returning the `access_token_id` traded (none when the token was not usable); that access token is
 * revoked unless `$1` keeps it, and its owner read. One row always comes back, `used` 0 or 1.
 */
async function trade(tx: Db, used: string, params: unknown[]): Promise<Traded> {
  const { rows } = await tx.query<Traded>(
    `WITH used AS (${used}),
     owner AS (
       UPDATE oauth_access_token a SET revoked = a.revoked OR NOT $1::boolean FROM usuario u, used
        WHERE a.id = used.access_token_id AND u.id = a.usuario_id
        RETURNING a.usuario_id, a.client_id, u.situacao, a.family_id)
     SELECT (SELECT count(*) FROM used)::int AS used, owner.* FROM (SELECT 1) AS one LEFT JOIN owner ON true`,
    params,
  );
  return rows[0]!;
}

export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly settings: TokenSettings,
  ) {}

  /** Refresh-token lifetime in seconds (the refresh cookie's Max-Age). */
  get refreshTtl(): number {
    return this.settings.refreshTtl;
  }

  /** Whether the client exists, is not revoked and the secret matches (constant-time). */
  async checkClient(clientId: unknown, secret: unknown): Promise<number | null> {
    // Exact, as every id: '2 ' or '02' names no client.
    const id =
      typeof clientId === 'number'
        ? clientId
        : /^[1-9]\d{0,9}$/.test(String(clientId))
          ? Number(clientId)
          : Number.NaN;
    if (!Number.isSafeInteger(id) || typeof secret !== 'string') return null;
    const { rows } = await this.db.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM oauth_client WHERE id = $1 AND NOT revoked',
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const a = Buffer.from(row.secret_hash, 'hex');
    const b = Buffer.from(sha256(secret), 'hex');
    return a.length === b.length && timingSafeEqual(a, b) ? id : null;
  }

  /**
   * Issues a new access + refresh pair for a user: a new family, or the given one (rotation).
   * `inCookie`: the refresh token goes out in the HttpOnly cookie (cookie mode), not in the body.
   */
  async issue(
    usuarioId: number,
    clientId: number,
    {
      db = this.db,
      familyId = randomUUID(),
      inCookie = false,
    }: { db?: Db; familyId?: string; inCookie?: boolean } = {},
  ): Promise<TokenPair> {
    const now = this.settings.now().getTime();
    const access = newToken();
    const refresh = newToken();
    // Both rows in one statement: one round trip, and never an access token without its refresh.
    await db.query(
      `WITH access AS (
         INSERT INTO oauth_access_token (token_hash, usuario_id, client_id, expires_at, created_at, family_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id)
       INSERT INTO oauth_refresh_token (token_hash, access_token_id, expires_at, in_cookie)
       SELECT $7, id, $8, $9 FROM access`,
      [
        sha256(access),
        usuarioId,
        clientId,
        new Date(now + this.settings.accessTtl * 1000),
        new Date(now),
        familyId,
        sha256(refresh),
        new Date(now + this.settings.refreshTtl * 1000),
        inCookie,
      ],
    );
    return {
      token_type: 'Bearer',
      expires_in: this.settings.accessTtl,
      access_token: access,
      refresh_token: refresh,
    };
  }

  /**
   * Trades a refresh token for a new pair. Returns null when the token is unknown, expired,
   * already used, belongs to another client, or its user may no longer sign in. A token that was
   * already used (rotated) revokes its whole family before answering null, unless `retry` allows
   * the cookie's retry described above.
   *
   * `keepAccessToken`: leave the access token of the used refresh token alive until it expires
   * (cookie mode, where each tab of a browser holds its own access token of one family and a
   * refresh by one tab must not throw the others out). Passport revokes it (the default).
   * `retry`: the token came from the HttpOnly cookie, which no script can read, so a second
   * presentation within the grace is taken for a lost answer, if the token was also handed out in
   * the cookie (a body's token sent back as a cookie is a reuse like any other).
   * `inCookie`: the new refresh token goes out in the cookie.
   */
  async refresh(
    refreshToken: string,
    clientId: number,
    options: { keepAccessToken?: boolean; retry?: boolean; inCookie?: boolean } = {},
  ): Promise<TokenPair | null> {
    return this.db.transaction(async (tx) => {
      const hash = sha256(refreshToken);
      const now = this.settings.now();
      // Refreshes of one family take its lock before any row lock. Otherwise a reuse that found
      // the token already revoked (holding the family lock, wanting the token's row) and one that
      // waited on that row (holding its lock, wanting the family lock) deadlock: PostgreSQL's
      // 40P01, a 500 for one of five concurrent refreshes of the same token. (lockFamily's lock,
      // taken while the family is looked up: one round trip.)
      await tx.query(
        `SELECT pg_advisory_xact_lock($2, hashtext(a.family_id))
           FROM oauth_refresh_token r JOIN oauth_access_token a ON a.id = r.access_token_id
          WHERE r.token_hash = $1`,
        [hash, FAMILY_LOCK_KEY],
      );
      const keep = options.keepAccessToken === true;
      let traded = await trade(
        tx,
        `UPDATE oauth_refresh_token SET revoked = true, rotated_at = $3
          WHERE token_hash = $2 AND NOT revoked AND expires_at > $3
          RETURNING access_token_id`,
        [keep, hash, now],
      );
      if (!traded.used) {
        // Unknown, expired or already rotated: a retry may still replace the unused successor.
        const replaced = await this.replaceUnusedSuccessor(tx, hash, now, options.retry === true);
        if (!replaced) return null;
        traded = await trade(tx, 'SELECT $2::integer AS access_token_id', [keep, replaced.access_token_id]);
      }
      if (traded.usuario_id === null || traded.client_id !== clientId || traded.situacao === 'Inativo')
        return null;
      return this.issue(traded.usuario_id, clientId, {
        db: tx,
        familyId: traded.family_id,
        inCookie: options.inCookie === true,
      });
    });
  }

  /**
   * A refresh token presented again after it was revoked. Within the grace of its rotation, when
   * it was handed out in the cookie, `retry` allows it and the pair it was traded for is still
   * unused (its access token never checked, no later token of the family rotated, and the family
   * alive), that pair is revoked in its place and its access token returned, to be replaced like
   * a used one. Anything else is a reuse: the family is revoked, null returned.
   */
  private async replaceUnusedSuccessor(
    tx: Db,
    hash: string,
    now: Date,
    retry: boolean,
  ): Promise<{ access_token_id: number } | null> {
    const graceStart = new Date(now.getTime() - (this.settings.retryGrace ?? 10) * 1000);
    const { rows: reused } = await tx.query<{ id: number; family_id: string; in_grace: boolean }>(
      `SELECT r.id, a.family_id, coalesce(r.rotated_at >= $2, false) AND r.in_cookie AS in_grace
         FROM oauth_refresh_token r JOIN oauth_access_token a ON a.id = r.access_token_id
        WHERE r.token_hash = $1 AND r.revoked`,
      [hash, graceStart],
    );
    const token = reused[0];
    if (!token) return null;
    if (retry && token.in_grace) {
      const { rows: successor } = await tx.query<{ access_token_id: number }>(
        `UPDATE oauth_refresh_token s SET revoked = true
           FROM oauth_access_token a
          WHERE a.id = s.access_token_id AND a.family_id = $1 AND s.id > $2 AND NOT s.revoked
            AND s.expires_at > $3 AND a.used_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM oauth_refresh_token x JOIN oauth_access_token xa ON xa.id = x.access_token_id
                             WHERE xa.family_id = $1 AND x.id > $2 AND x.rotated_at IS NOT NULL)
          RETURNING s.access_token_id`,
        [token.family_id, token.id, now],
      );
      if (successor.length === 1) return successor[0]!;
    }
    await revokeFamily(tx, token.family_id);
    return null;
  }

  /**
   * Ends a user's sessions: every access and refresh token revoked (after a password change or a
   * deactivation). `keepAccessToken`, when given, keeps that token's family alive: a user who
   * changes their own password stays signed in on this device and nowhere else.
   */
  async revokeUser(usuarioId: number, options: { keepAccessToken?: string; db?: Db } = {}): Promise<void> {
    const db = options.db ?? this.db;
    const keep = options.keepAccessToken ? sha256(options.keepAccessToken) : null;
    await db.query(
      revokeWhere(
        'a.usuario_id = $1 AND a.family_id IS DISTINCT FROM (SELECT family_id FROM kept)',
        'kept AS (SELECT family_id FROM oauth_access_token WHERE token_hash = $2)',
      ),
      [usuarioId, keep],
    );
  }

  /**
   * The holder of a valid (known, unrevoked, unexpired) access token, with their permissions and
   * the token's expiry, in one round trip (every authenticated request not cached asks); null
   * otherwise. Its first use is stamped (`used_at`): a retried refresh may not replace a pair in
   * use (`replaceUnusedSuccessor`).
   */
  async caller(accessToken: string): Promise<{ id: number; permissions: string[]; expiresAt: Date } | null> {
    const { rows } = await this.db.query<{ usuario_id: number; expires_at: Date; permissions: string[] }>(
      `WITH first_use AS (
         UPDATE oauth_access_token SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND NOT revoked AND expires_at > $2
       )
       SELECT a.usuario_id, a.expires_at,
              ARRAY(SELECT DISTINCT p.nome FROM usuario_perfil up
                      JOIN perfil_permissao pp ON pp.perfil_id = up.perfil_id
                      JOIN permissao p ON p.id = pp.permissao_id
                     WHERE up.usuario_id = a.usuario_id) AS permissions
         FROM oauth_access_token a JOIN usuario u ON u.id = a.usuario_id
        WHERE a.token_hash = $1 AND NOT a.revoked AND a.expires_at > $2
          AND u.situacao IS DISTINCT FROM 'Inativo'`,
      [sha256(accessToken), this.settings.now()],
    );
    const row = rows[0];
    if (!row) return null;
    return { id: row.usuario_id, permissions: row.permissions, expiresAt: new Date(row.expires_at) };
  }

  /**
   * Signs out: revokes an access token's family, its refresh tokens included. In cookie mode
   * every tab of the browser holds an access token of the same family (each restored from the
   * one cookie), so they all end together. The family of `refreshToken` (the cookie's) ends too,
   * when it is another. Unknown tokens are ignored.
   */
  async revoke(
    accessToken: string,
    { refreshToken }: { refreshToken?: string | undefined } = {},
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ family_id: string }>(
        `SELECT family_id FROM oauth_access_token WHERE token_hash = $1
         UNION
         SELECT a.family_id FROM oauth_refresh_token r JOIN oauth_access_token a ON a.id = r.access_token_id
          WHERE r.token_hash = $2`,
        [sha256(accessToken), refreshToken === undefined ? null : sha256(refreshToken)],
      );
      for (const { family_id } of rows) await revokeFamily(tx, family_id);
    });
  }
}
