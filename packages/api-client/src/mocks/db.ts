/**
 * The in-memory store behind the MSW handlers. Every `createMockDb()` is an independent copy of
 * the seed, so tests and stories never share state unless they share a db.
 */
import type { Permission } from '@hangar/domain';
import type { CepResult, Cidade, Named, Uploaded } from '../contract/index.js';
import type { DemoAccount, MockPerfil, MockUsuario } from './fixtures/accounts.js';
import { seedCeps, seedCidades } from './fixtures/catalog.js';
import type { MockCurso } from './fixtures/cursos.js';
import { buildDemoData } from './fixtures/demo-data.js';
import type { MockTenant } from './fixtures/entidades.js';
import type { MockProblema } from './fixtures/problemas.js';
import type { MockQuestao } from './fixtures/questoes.js';
import { type Random, seeded } from './fixtures/random.js';
import type { MockTurma } from './fixtures/turmas.js';

/** The tables whose records carry `updated_at` (optimistic concurrency). */
export type VersionedTable =
  | 'curso'
  | 'questao'
  | 'problema'
  | 'tenant'
  | 'turma'
  | 'perfil'
  | 'usuario'
  | 'categoria';

/** The preset tokens of `mockSession()`: valid in every mock db, never expiring. */
export const PRESET_TOKENS: Readonly<
  Record<DemoAccount, { access: string; refresh: string; usuarioId: number }>
> = {
  admin: { access: 'mock-access-admin', refresh: 'mock-refresh-admin', usuarioId: 1 },
  leitor: { access: 'mock-access-leitor', refresh: 'mock-refresh-leitor', usuarioId: 2 },
};

interface AccessToken {
  usuarioId: number;
  clientId: number;
  expiresAt: number;
  revoked: boolean;
}
interface RefreshToken {
  accessToken: string;
  expiresAt: number;
  revoked: boolean;
}

/** Options of `createMockDb`. */
export interface MockDbOptions {
  /** The clock (epoch ms) used for token expiry. @default Date.now */
  now?: () => number;
  /** Access-token lifetime in seconds. @default 3600 */
  accessTtl?: number;
  /** Refresh-token lifetime in seconds. @default 2592000 */
  refreshTtl?: number;
  /** Seed of the fixture generator (uuids, shuffled answers). @default 2026 */
  seed?: number;
}

export class MockDb {
  readonly now: () => number;
  readonly accessTtl: number;
  readonly refreshTtl: number;
  /** OAuth clients: id → secret. */
  readonly clients = new Map<number, string>([[2, 'hangar-dev-secret']]);
  readonly perfis: MockPerfil[];
  readonly usuarios: MockUsuario[];
  readonly accessTokens = new Map<string, AccessToken>();
  readonly refreshTokens = new Map<string, RefreshToken>();
  readonly random: Random;
  readonly modalidades: Named[];
  readonly categorias: Named[];
  readonly tiposArquivo: Named[];
  /** estado_id → cities. */
  readonly cidades: Map<number, Cidade[]> = seedCidades();
  /** 8-digit CEP → address. */
  readonly ceps: Map<string, CepResult> = seedCeps();
  readonly cursos: MockCurso[];
  readonly questoes: MockQuestao[];
  readonly problemas: MockProblema[];
  readonly tenants: MockTenant[];
  readonly turmas: MockTurma[];
  readonly uploads: Uploaded[] = [];
  readonly #sequences = new Map<string, number>();
  #tokenCounter = 0;
  /** `table:id` → `updated_at` (epoch ms) of records saved since the seed. */
  readonly #versions = new Map<string, number>();
  /** The `updated_at` of every seeded record: when this store was created. */
  readonly #seededAt: number;

  /** Ids of nested rows (modules, subjects, materials, answers, files): one counter per table. */
  readonly ids = {
    next: (table: string): number => {
      const value = (this.#sequences.get(`nested:${table}`) ?? 0) + 1;
      this.#sequences.set(`nested:${table}`, value);
      return value;
    },
  };

  constructor(options: MockDbOptions = {}) {
    this.now = options.now ?? Date.now;
    this.accessTtl = options.accessTtl ?? 3600;
    this.refreshTtl = options.refreshTtl ?? 2_592_000;
    this.random = seeded(options.seed ?? 2026);
    // The demo dataset of `@hangar/api-client/fixtures`, the same one the server's demo seed inserts.
    const now = this.now();
    this.#seededAt = now;
    const data = buildDemoData(this.random, this.ids, now);
    this.perfis = data.perfis;
    this.usuarios = data.usuarios;
    this.modalidades = data.modalidades;
    this.categorias = data.categorias;
    this.tiposArquivo = data.tiposArquivo;
    this.cursos = data.cursos;
    this.questoes = data.questoes;
    this.problemas = data.problemas;
    this.tenants = data.tenants;
    this.turmas = data.turmas;
    for (const preset of Object.values(PRESET_TOKENS)) {
      this.accessTokens.set(preset.access, {
        usuarioId: preset.usuarioId,
        clientId: 2,
        expiresAt: Number.POSITIVE_INFINITY,
        revoked: false,
      });
      this.refreshTokens.set(preset.refresh, {
        accessToken: preset.access,
        expiresAt: Number.POSITIVE_INFINITY,
        revoked: false,
      });
    }
  }

  /** The next id of a table: one more than the largest id in `rows`. */
  nextId(table: string, rows: ReadonlyArray<{ id: number }>): number {
    const last = this.#sequences.get(table) ?? rows.reduce((max, r) => Math.max(max, r.id), 0);
    this.#sequences.set(table, last + 1);
    return last + 1;
  }

  /** A record's `updated_at` (ISO 8601, milliseconds), as the server answers it. */
  versionOf(table: VersionedTable, id: number): string {
    return new Date(this.#versions.get(`${table}:${id}`) ?? this.#seededAt).toISOString();
  }

  /**
   * Moves a saved record's `updated_at` on: now, and always past the previous value (as the
   * server does), so two saves within one millisecond still give two versions.
   */
  touch(table: VersionedTable, id: number): void {
    const previous = Date.parse(this.versionOf(table, id));
    this.#versions.set(`${table}:${id}`, Math.max(this.now(), previous + 1));
  }

  /** Whether the client exists and the secret matches. */
  checkClient(clientId: unknown, secret: unknown): number | null {
    const id = typeof clientId === 'number' ? clientId : Number(clientId);
    return Number.isSafeInteger(id) && this.clients.get(id) === secret ? id : null;
  }

  /** Issues an access + refresh pair for a user (Passport's token response). */
  issueTokens(usuarioId: number, clientId: number) {
    this.#tokenCounter += 1;
    const stamp = `${this.now().toString(36)}${this.#tokenCounter}`;
    const access = `mock-access-${stamp}`;
    const refresh = `mock-refresh-${stamp}`;
    const now = this.now();
    this.accessTokens.set(access, {
      usuarioId,
      clientId,
      expiresAt: now + this.accessTtl * 1000,
      revoked: false,
    });
    this.refreshTokens.set(refresh, {
      accessToken: access,
      expiresAt: now + this.refreshTtl * 1000,
      revoked: false,
    });
    return {
      token_type: 'Bearer' as const,
      expires_in: this.accessTtl,
      access_token: access,
      refresh_token: refresh,
    };
  }

  /** Trades a refresh token for a new pair; the used one and its access token are revoked (rotation). */
  refresh(refreshToken: string, clientId: number) {
    const stored = this.refreshTokens.get(refreshToken);
    if (!stored || stored.revoked || stored.expiresAt <= this.now()) return null;
    const access = this.accessTokens.get(stored.accessToken);
    if (!access || access.clientId !== clientId) return null;
    const user = this.usuarios.find((u) => u.id === access.usuarioId);
    if (!user || user.situacao === 'Inativo') return null;
    const preset = Object.values(PRESET_TOKENS).some((p) => p.refresh === refreshToken);
    if (!preset) {
      // Presets stay usable so every story can start from them; issued tokens rotate.
      stored.revoked = true;
      access.revoked = true;
    }
    return this.issueTokens(access.usuarioId, clientId);
  }

  /** The user of a valid access token, or null (unknown, revoked, expired, inactive user). */
  verify(accessToken: string): MockUsuario | null {
    const stored = this.accessTokens.get(accessToken);
    if (!stored || stored.revoked || stored.expiresAt <= this.now()) return null;
    const user = this.usuarios.find((u) => u.id === stored.usuarioId);
    return user && user.situacao !== 'Inativo' ? user : null;
  }

  /** Revokes an access token and its refresh tokens. Unknown tokens are ignored. */
  revoke(accessToken: string): void {
    const stored = this.accessTokens.get(accessToken);
    if (!stored) return;
    stored.revoked = true;
    for (const refresh of this.refreshTokens.values()) {
      if (refresh.accessToken === accessToken) refresh.revoked = true;
    }
  }

  /** Expires an access token now (tests of the refresh path). */
  expire(accessToken: string): void {
    const stored = this.accessTokens.get(accessToken);
    if (stored) stored.expiresAt = this.now() - 1;
  }

  /** The union of the permissions of a user's profiles. */
  permissionsOf(user: MockUsuario): Set<Permission> {
    const held = new Set<Permission>();
    for (const id of user.perfis) {
      for (const p of this.perfis.find((perfil) => perfil.id === id)?.permissoes ?? []) held.add(p);
    }
    return held;
  }
}

/**
 * A fresh in-memory store seeded with the pt-BR fixtures.
 *
 * @example const db = createMockDb(); server.use(...createHandlers(db));
 */
export function createMockDb(options?: MockDbOptions): MockDb {
  return new MockDb(options);
}
