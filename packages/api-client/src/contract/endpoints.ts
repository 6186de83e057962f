/**
 * ENDPOINTS: one entry per row of SPEC §7. The single table the typed client, the MSW handlers,
 * the server's routes and authorization, and the security tests are all generated from.
 */
import {
  COURSE_CATALOGUE_PERMISSIONS,
  hasAll,
  hasAny,
  type Permission,
  UPLOAD_PERMISSIONS,
} from '@hangar/domain';
import type { z } from 'zod/mini';
import { uploadFieldsSchema, uploadResponse } from './arquivos.js';
import {
  revokeTokenParams,
  tokenRequestSchema,
  tokenResponseSchema,
  userInfoResponseSchema,
} from './auth.js';
import {
  catalogListQuery,
  categoriaInputSchema,
  categoriaListResponse,
  categoriaResponse,
  categoriaUpdateSchema,
  modalidadeListResponse,
  tiposArquivoResponse,
} from './catalogos.js';
import { deleteQuery, idOrUuidParams, idParams } from './common.js';
import {
  cursoInputSchema,
  cursoListQuery,
  cursoListResponse,
  cursoResponse,
  cursoUpdateSchema,
  modulosAssuntosQuery,
  modulosAssuntosResponse,
  modulosCursosQuery,
  modulosCursosResponse,
} from './cursos.js';
import { cepParams, cepResponse, cidadeListResponse, cidadeQuery } from './enderecos.js';
import {
  perfilInputSchema,
  perfilListQuery,
  perfilListResponse,
  perfilResponse,
  perfilUpdateSchema,
  permissaoTreeResponse,
} from './perfis.js';
import {
  problemaInputSchema,
  problemaListQuery,
  problemaListResponse,
  problemaResponse,
  problemaUpdateSchema,
} from './problemas.js';
import {
  classificacaoInputSchema,
  classificacaoResponse,
  questaoInputSchema,
  questaoListQuery,
  questaoListResponse,
  questaoResponse,
  questaoSimpleQuery,
  questaoSimpleResponse,
  questaoUpdateSchema,
} from './questoes.js';
import {
  tenantInputSchema,
  tenantListQuery,
  tenantListResponse,
  tenantResponse,
  tenantUpdateSchema,
} from './tenants.js';
import {
  turmaInputSchema,
  turmaListQuery,
  turmaListResponse,
  turmaResponse,
  turmaUpdateSchema,
} from './turmas.js';
import {
  usuarioInputSchema,
  usuarioListQuery,
  usuarioListResponse,
  usuarioResponse,
  usuarioUpdateSchema,
} from './usuarios.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone (`'public'`), any signed-in user (`'signed-in'`), a user
 * holding the named permission, or a user holding any one of several (`{ anyOf }`: an upload
 * serves courses and problems alike).
 */
export type EndpointAuth = 'public' | 'signed-in' | Permission | { readonly anyOf: readonly Permission[] };

/** The permissions an endpoint names (none for `'public'` and `'signed-in'`). */
export function endpointPermissions(auth: EndpointAuth): readonly Permission[] {
  if (auth === 'public' || auth === 'signed-in') return [];
  return typeof auth === 'string' ? [auth] : auth.anyOf;
}

/**
 * Whether a signed-in user holding `held` may call an endpoint guarded by `auth`: the one rule
 * the server, the MSW mocks and the generated security tests all apply.
 */
export function endpointAllows(auth: EndpointAuth, held: Iterable<string>): boolean {
  if (auth === 'public' || auth === 'signed-in') return true;
  return typeof auth === 'string' ? hasAll(held, [auth]) : hasAny(held, auth.anyOf);
}

/** One row of §7. */
export interface EndpointDef {
  /** `resource.action`, e.g. `'cursos.list'`. Equal to the key in `ENDPOINTS`. */
  readonly name: string;
  readonly method: HttpMethod;
  /** The path with `:param` placeholders, e.g. `/api/curso/:id`. */
  readonly path: string;
  readonly auth: EndpointAuth;
  /** Path parameters. */
  readonly params?: z.ZodMiniType;
  /** Query parameters, after `parseQuery` (PHP-style arrays). */
  readonly query?: z.ZodMiniType;
  /** The request body. */
  readonly body?: z.ZodMiniType;
  /**
   * How the body travels: JSON (default), `form` (JSON or `application/x-www-form-urlencoded`),
   * or `multipart` (uploads; the body schema then describes the non-file fields).
   */
  readonly bodyType?: 'json' | 'form' | 'multipart';
  /** The success status: 200, 201 (created) or 204 (no content). */
  readonly status: 200 | 201 | 204;
  /** The success body, or `null` for 204. */
  readonly response: z.ZodMiniType | null;
}

type Defs = Record<string, Omit<EndpointDef, 'name'>>;
type Named<T extends Defs> = { readonly [K in keyof T]: T[K] & { readonly name: K } };

function defineEndpoints<const T extends Defs>(defs: T): Named<T> {
  const out: Record<string, EndpointDef> = {};
  for (const [name, def] of Object.entries(defs)) out[name] = { ...def, name };
  return out as Named<T>;
}

export const ENDPOINTS = defineEndpoints({
  // ── Sessions (§2.3, §7 auth rows) ────────────────────────────────────────────────────────────
  'auth.token': {
    method: 'POST',
    path: '/oauth/token',
    auth: 'public',
    body: tokenRequestSchema,
    bodyType: 'form',
    status: 200,
    response: tokenResponseSchema,
  },
  'auth.revoke': {
    method: 'DELETE',
    path: '/oauth/tokens/:accessToken',
    auth: 'public',
    params: revokeTokenParams,
    status: 204,
    response: null,
  },
  'auth.userinfo': {
    method: 'GET',
    path: '/api/usuario/userinfo',
    auth: 'signed-in',
    status: 200,
    response: userInfoResponseSchema,
  },
  // ── Courses (§2.4, §2.5) ──────────────────────────────────────────────────────────────────────
  'cursos.list': {
    method: 'GET',
    path: '/api/curso',
    // Also the course pickers of classes and questions (see COURSE_CATALOGUE_PERMISSIONS).
    auth: { anyOf: COURSE_CATALOGUE_PERMISSIONS },
    query: cursoListQuery,
    status: 200,
    response: cursoListResponse,
  },
  'cursos.modulos': {
    method: 'GET',
    path: '/api/curso/modulos-cursos',
    auth: { anyOf: COURSE_CATALOGUE_PERMISSIONS },
    query: modulosCursosQuery,
    status: 200,
    response: modulosCursosResponse,
  },
  'cursos.assuntos': {
    method: 'GET',
    path: '/api/curso/modulos-assuntos',
    auth: { anyOf: COURSE_CATALOGUE_PERMISSIONS },
    query: modulosAssuntosQuery,
    status: 200,
    response: modulosAssuntosResponse,
  },
  'cursos.get': {
    method: 'GET',
    path: '/api/curso/:id',
    auth: 'curso.visualizar',
    params: idOrUuidParams,
    status: 200,
    response: cursoResponse,
  },
  'cursos.create': {
    method: 'POST',
    path: '/api/curso',
    auth: 'curso.adicionar',
    body: cursoInputSchema,
    status: 201,
    response: cursoResponse,
  },
  'cursos.update': {
    method: 'PUT',
    path: '/api/curso/:id',
    auth: 'curso.alterar',
    params: idOrUuidParams,
    body: cursoUpdateSchema,
    status: 200,
    response: cursoResponse,
  },
  'cursos.delete': {
    method: 'DELETE',
    path: '/api/curso/:id',
    auth: 'curso.excluir',
    params: idOrUuidParams,
    query: deleteQuery,
    status: 204,
    response: null,
  },
  // ── Questions (§2.7–§2.9) ─────────────────────────────────────────────────────────────────────
  'questoes.list': {
    method: 'GET',
    path: '/api/questao',
    auth: 'questao.visualizar',
    query: questaoListQuery,
    status: 200,
    response: questaoListResponse,
  },
  'questoes.simple': {
    method: 'GET',
    path: '/api/questao/simple',
    auth: 'questao.visualizar',
    query: questaoSimpleQuery,
    status: 200,
    response: questaoSimpleResponse,
  },
  'questoes.get': {
    method: 'GET',
    path: '/api/questao/:id',
    auth: 'questao.visualizar',
    params: idOrUuidParams,
    status: 200,
    response: questaoResponse,
  },
  'questoes.create': {
    method: 'POST',
    path: '/api/questao',
    auth: 'questao.adicionar',
    body: questaoInputSchema,
    status: 201,
    response: questaoResponse,
  },
  'questoes.update': {
    method: 'PUT',
    path: '/api/questao/:id',
    auth: 'questao.alterar',
    params: idOrUuidParams,
    body: questaoUpdateSchema,
    status: 200,
    response: questaoResponse,
  },
  'questoes.delete': {
    method: 'DELETE',
    path: '/api/questao/:id',
    auth: 'questao.excluir',
    params: idOrUuidParams,
    query: deleteQuery,
    status: 204,
    response: null,
  },
  'questoes.classificacao.get': {
    method: 'GET',
    path: '/api/questao/:id/classificacao',
    auth: 'questao.visualizar',
    params: idOrUuidParams,
    status: 200,
    response: classificacaoResponse,
  },
  'questoes.classificacao.put': {
    method: 'PUT',
    path: '/api/questao/:id/classificacao',
    auth: 'questao.alterar',
    params: idOrUuidParams,
    body: classificacaoInputSchema,
    status: 200,
    response: questaoResponse,
  },
  // ── Problems (§2.6) ───────────────────────────────────────────────────────────────────────────
  'problemas.list': {
    method: 'GET',
    path: '/api/problema',
    auth: 'problema.visualizar',
    query: problemaListQuery,
    status: 200,
    response: problemaListResponse,
  },
  'problemas.get': {
    method: 'GET',
    path: '/api/problema/:id',
    auth: 'problema.visualizar',
    params: idParams,
    status: 200,
    response: problemaResponse,
  },
  'problemas.create': {
    method: 'POST',
    path: '/api/problema',
    auth: 'problema.adicionar',
    body: problemaInputSchema,
    status: 201,
    response: problemaResponse,
  },
  'problemas.update': {
    method: 'PUT',
    path: '/api/problema/:id',
    auth: 'problema.alterar',
    params: idParams,
    body: problemaUpdateSchema,
    status: 200,
    response: problemaResponse,
  },
  'problemas.delete': {
    method: 'DELETE',
    path: '/api/problema/:id',
    auth: 'problema.excluir',
    params: idParams,
    query: deleteQuery,
    status: 204,
    response: null,
  },
  // ── Catalogues: any signed-in user (§2.11, §7) ────────────────────────────────────────────────
  'modalidades.list': {
    method: 'GET',
    path: '/api/modalidade',
    auth: 'signed-in',
    query: catalogListQuery,
    status: 200,
    response: modalidadeListResponse,
  },
  'categorias.list': {
    method: 'GET',
    path: '/api/categoria',
    auth: 'signed-in',
    query: catalogListQuery,
    status: 200,
    response: categoriaListResponse,
  },
  'categorias.create': {
    method: 'POST',
    path: '/api/categoria',
    auth: 'signed-in',
    body: categoriaInputSchema,
    status: 201,
    response: categoriaResponse,
  },
  'categorias.update': {
    method: 'PUT',
    path: '/api/categoria/:id',
    auth: 'signed-in',
    params: idParams,
    body: categoriaUpdateSchema,
    status: 200,
    response: categoriaResponse,
  },
  'categorias.delete': {
    method: 'DELETE',
    path: '/api/categoria/:id',
    auth: 'signed-in',
    params: idParams,
    status: 204,
    response: null,
  },
  'arquivos.tipos': {
    method: 'GET',
    path: '/api/arquivo/tipos',
    auth: 'signed-in',
    status: 200,
    response: tiposArquivoResponse,
  },
  // ── Uploads ───────────────────────────────────────────────────────────────────────────────────
  'arquivos.temp': {
    method: 'POST',
    path: '/api/arquivo/temp',
    auth: { anyOf: UPLOAD_PERMISSIONS.temp },
    bodyType: 'multipart',
    status: 201,
    response: uploadResponse,
  },
  'arquivos.upload': {
    method: 'POST',
    path: '/api/arquivo/upload',
    auth: { anyOf: UPLOAD_PERMISSIONS.upload },
    body: uploadFieldsSchema,
    bodyType: 'multipart',
    status: 201,
    response: uploadResponse,
  },
  // ── Entities (§2.10) ──────────────────────────────────────────────────────────────────────────
  'tenants.list': {
    method: 'GET',
    path: '/api/tenant',
    auth: 'escola.visualizar',
    query: tenantListQuery,
    status: 200,
    response: tenantListResponse,
  },
  'tenants.get': {
    method: 'GET',
    path: '/api/tenant/:id',
    auth: 'escola.visualizar',
    params: idOrUuidParams,
    status: 200,
    response: tenantResponse,
  },
  'tenants.create': {
    method: 'POST',
    path: '/api/tenant',
    auth: 'escola.adicionar',
    body: tenantInputSchema,
    status: 201,
    response: tenantResponse,
  },
  'tenants.update': {
    method: 'PUT',
    path: '/api/tenant/:id',
    auth: 'escola.alterar',
    params: idOrUuidParams,
    body: tenantUpdateSchema,
    status: 200,
    response: tenantResponse,
  },
  'tenants.delete': {
    method: 'DELETE',
    path: '/api/tenant/:id',
    auth: 'escola.excluir',
    params: idOrUuidParams,
    query: deleteQuery,
    status: 204,
    response: null,
  },
  // ── Addresses ─────────────────────────────────────────────────────────────────────────────────
  'enderecos.cep': {
    method: 'GET',
    path: '/api/cep/:cep',
    auth: 'signed-in',
    params: cepParams,
    status: 200,
    response: cepResponse,
  },
  'enderecos.cidades': {
    method: 'GET',
    path: '/api/cidade',
    auth: 'signed-in',
    query: cidadeQuery,
    status: 200,
    response: cidadeListResponse,
  },
  // ── Profiles and permissions (§2.12) ──────────────────────────────────────────────────────────
  'permissoes.tree': {
    method: 'GET',
    path: '/api/permissao',
    auth: 'perfil.visualizar',
    status: 200,
    response: permissaoTreeResponse,
  },
  'perfis.list': {
    method: 'GET',
    path: '/api/perfil',
    // Also the user modal's profile picker: who may add or edit users may list the profiles.
    auth: { anyOf: ['perfil.visualizar', 'usuario.adicionar', 'usuario.alterar'] },
    query: perfilListQuery,
    status: 200,
    response: perfilListResponse,
  },
  'perfis.get': {
    method: 'GET',
    path: '/api/perfil/:id',
    auth: 'perfil.visualizar',
    params: idParams,
    status: 200,
    response: perfilResponse,
  },
  'perfis.create': {
    method: 'POST',
    path: '/api/perfil',
    auth: 'perfil.adicionar',
    body: perfilInputSchema,
    status: 201,
    response: perfilResponse,
  },
  'perfis.update': {
    method: 'PUT',
    path: '/api/perfil/:id',
    auth: 'perfil.alterar',
    params: idParams,
    body: perfilUpdateSchema,
    status: 200,
    response: perfilResponse,
  },
  'perfis.delete': {
    method: 'DELETE',
    path: '/api/perfil/:id',
    auth: 'perfil.excluir',
    params: idParams,
    query: deleteQuery,
    status: 204,
    response: null,
  },
  // ── Users (§2.13) ─────────────────────────────────────────────────────────────────────────────
  'usuarios.list': {
    method: 'GET',
    path: '/api/usuario',
    auth: 'usuario.visualizar',
    query: usuarioListQuery,
    status: 200,
    response: usuarioListResponse,
  },
  'usuarios.create': {
    method: 'POST',
    path: '/api/usuario',
    auth: 'usuario.adicionar',
    body: usuarioInputSchema,
    status: 201,
    response: usuarioResponse,
  },
  'usuarios.update': {
    method: 'PUT',
    path: '/api/usuario/:id',
    auth: 'usuario.alterar',
    params: idParams,
    body: usuarioUpdateSchema,
    status: 200,
    response: usuarioResponse,
  },
  'usuarios.delete': {
    method: 'DELETE',
    path: '/api/usuario/:id',
    auth: 'usuario.excluir',
    params: idParams,
    status: 204,
    response: null,
  },
  // ── Classes (§2.14). turma has no `excluir`: deleting a class needs `turma.cancelar`. ──────────
  'turmas.list': {
    method: 'GET',
    path: '/api/turma',
    auth: 'turma.visualizar',
    query: turmaListQuery,
    status: 200,
    response: turmaListResponse,
  },
  'turmas.get': {
    method: 'GET',
    path: '/api/turma/:id',
    auth: 'turma.visualizar',
    params: idOrUuidParams,
    status: 200,
    response: turmaResponse,
  },
  'turmas.create': {
    method: 'POST',
    path: '/api/turma',
    auth: 'turma.adicionar',
    body: turmaInputSchema,
    status: 201,
    response: turmaResponse,
  },
  'turmas.update': {
    method: 'PUT',
    path: '/api/turma/:id',
    auth: 'turma.alterar',
    params: idOrUuidParams,
    body: turmaUpdateSchema,
    status: 200,
    response: turmaResponse,
  },
  'turmas.delete': {
    method: 'DELETE',
    path: '/api/turma/:id',
    auth: 'turma.cancelar',
    params: idOrUuidParams,
    query: deleteQuery,
    status: 204,
    response: null,
  },
});

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;

/** Every endpoint, in table order. */
export const ENDPOINT_LIST: readonly EndpointDef[] = Object.values(ENDPOINTS);

/**
 * Fills the `:param` placeholders of a path. Values are URI-encoded.
 *
 * @example buildPath('/api/curso/:id', { id: 7 }) // '/api/curso/7'
 */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The inferred types of an endpoint's parts (`never` where the endpoint has none). */
type SchemaOf<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodMiniType }
  ? S
  : never;
export type EndpointQuery<N extends EndpointName> = z.input<SchemaOf<Endpoints[N], 'query'>>;
export type EndpointBody<N extends EndpointName> = z.input<SchemaOf<Endpoints[N], 'body'>>;
export type EndpointParams<N extends EndpointName> = z.input<SchemaOf<Endpoints[N], 'params'>>;
export type EndpointResponse<N extends EndpointName> = Endpoints[N]['response'] extends z.ZodMiniType
  ? z.output<Endpoints[N]['response']>
  : undefined;
