/**
 * Access and refresh tokens (Passport-compatible): random strings handed to the client once and
 * stored only as SHA-256 hashes, with an expiry. Refreshing rotates: the used refresh token and
 * its access token are revoked in the same statement that finds them, so a refresh token works
 * exactly once even under concurrent use.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
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
  now: () => Date;
}

export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly settings: TokenSettings,
  ) {}

  /** Whether the client exists, is not revoked and the secret matches (constant-time). */
  async checkClient(clientId: unknown, secret: unknown): Promise<number | null> {
    const id = typeof clientId === 'number' ? clientId : Number(clientId);
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

  /** Issues a new access + refresh pair for a user. */
  async issue(usuarioId: number, clientId: number, db: Db = this.db): Promise<TokenPair> {
    const now = this.settings.now().getTime();
    const access = newToken();
    const refresh = newToken();
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO oauth_access_token (token_hash, usuario_id, client_id, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [sha256(access), usuarioId, clientId, new Date(now + this.settings.accessTtl * 1000), new Date(now)],
    );
    await db.query(
      'INSERT INTO oauth_refresh_token (token_hash, access_token_id, expires_at) VALUES ($1, $2, $3)',
      [sha256(refresh), rows[0]!.id, new Date(now + this.settings.refreshTtl * 1000)],
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
   * already used, belongs to another client, or its user may no longer sign in.
   */
  async refresh(refreshToken: string, clientId: number): Promise<TokenPair | null> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ access_token_id: number }>(
        `UPDATE oauth_refresh_token SET revoked = true
          WHERE token_hash = $1 AND NOT revoked AND expires_at > $2
          RETURNING access_token_id`,
        [sha256(refreshToken), this.settings.now()],
      );
      const used = rows[0];
      if (!used) return null;
      const { rows: owners } = await tx.query<{
        usuario_id: number;
        client_id: number;
        situacao: string | null;
      }>(
        `UPDATE oauth_access_token a SET revoked = true FROM usuario u
          WHERE a.id = $1 AND u.id = a.usuario_id
          RETURNING a.usuario_id, a.client_id, u.situacao`,
        [used.access_token_id],
      );
      const owner = owners[0];
      if (!owner || owner.client_id !== clientId || owner.situacao === 'Inativo') return null;
      return this.issue(owner.usuario_id, clientId, tx);
    });
  }

  /** The user id of a valid (known, unrevoked, unexpired) access token, or null. */
  async verify(accessToken: string): Promise<number | null> {
    const { rows } = await this.db.query<{ usuario_id: number }>(
      `SELECT a.usuario_id FROM oauth_access_token a JOIN usuario u ON u.id = a.usuario_id
        WHERE a.token_hash = $1 AND NOT a.revoked AND a.expires_at > $2
          AND u.situacao IS DISTINCT FROM 'Inativo'`,
      [sha256(accessToken), this.settings.now()],
    );
    return rows[0]?.usuario_id ?? null;
  }

  /** Revokes an access token and its refresh tokens. Unknown tokens are ignored. */
  async revoke(accessToken: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        'UPDATE oauth_access_token SET revoked = true WHERE token_hash = $1 RETURNING id',
        [sha256(accessToken)],
      );
      if (rows[0]) {
        await tx.query('UPDATE oauth_refresh_token SET revoked = true WHERE access_token_id = $1', [
          rows[0].id,
        ]);
      }
    });
  }
}
