/** What every module of the contract suite shares: the target, the signed-in clients, helpers. */
import { ApiError } from '../../client/api-error.js';
import type { ApiClient } from '../../client/create-api-client.js';
import type { PermissaoNode } from '../../contract/perfis.js';

/** A server to run the suite against. */
export interface ContractTarget {
  /** Shown in the describe block, e.g. `'msw'` or `'api (PGlite)'`. */
  name: string;
  /** Read after `setup()`, so it may be assigned there (e.g. a random port). */
  baseUrl: string;
  /** Starts the server (or the interceptor) with its seed data. */
  setup(): Promise<void>;
  /** Stops it. */
  teardown(): Promise<void>;
}

/** The demo accounts every target must seed (README). */
export const CONTRACT_ACCOUNTS = {
  admin: { username: 'admin@hangar.dev', password: 'hangar123' },
  leitor: { username: 'leitor@hangar.dev', password: 'hangar123' },
} as const;

/** Captures a rejection as an `ApiError` (fails the test when the call succeeds). */
export async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail');
}

/** A unique suffix, so runs against a persistent server never collide. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * Handed to each resource module. `clients` is filled in `beforeAll` (after `target.setup()`),
 * so modules read it inside their tests, never while registering them.
 */
export interface SuiteContext {
  target: ContractTarget;
  clients: { admin: ApiClient; leitor: ApiClient; anonymous: ApiClient };
  /** A fresh client on `target.baseUrl` with no session. */
  newClient: () => ApiClient;
}

/** The permission tree's ids by permission name, as the admin reads them. */
export async function permissionIds(admin: ApiClient): Promise<Map<string, number>> {
  const { data: tree } = await admin.permissoes.tree();
  const ids = new Map<string, number>();
  const walk = (nodes: PermissaoNode[]) => {
    for (const n of nodes) {
      if (n.id !== undefined) ids.set(n.key, n.id);
      walk(n.children ?? []);
    }
  };
  walk(tree);
  return ids;
}

/**
 * A client signed in as a new user holding exactly `permissions` (a profile of their own, made by
 * the admin): for the rules that hang on one permission among several.
 */
export async function signedInWith(
  { clients, newClient }: SuiteContext,
  permissions: readonly string[],
): Promise<ApiClient> {
  const tag = unique();
  const ids = await permissionIds(clients.admin);
  const { data: perfil } = await clients.admin.perfis.create({
    body: { nome: `Perfil ${tag}`, permissoes: permissions.map((p) => ids.get(p)!) },
  });
  const email = `usuario.${tag}@contrato.dev`;
  await clients.admin.usuarios.create({
    body: { nome: `Usuário ${tag}`, email, perfis: [perfil.id], password: 'senha-do-contrato' },
  });
  const client = newClient();
  await client.signIn(email, 'senha-do-contrato');
  return client;
}
