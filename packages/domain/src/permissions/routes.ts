import { hasAny, type Permission } from './catalogue.js';

/**
 * Who may open a route: `public` routes need nothing; `signed-in` routes need a session plus,
 * when `permissions` is not empty, at least one of them (route-guard semantics, §6).
 */
export type RouteAccess = 'public' | 'signed-in';

/** One row of the route table of §2.1. */
export interface RouteRule {
  /** Path pattern; `:id` matches one segment. */
  readonly pattern: string;
  /** Any one of these is enough (empty: signing in is enough). */
  readonly permissions: readonly Permission[];
  readonly access: RouteAccess;
}

const rule = (pattern: string, permissions: readonly Permission[] = [], access: RouteAccess = 'signed-in') =>
  ({ pattern, permissions, access }) satisfies RouteRule;

/**
 * The route table of §2.1 with the corrections of docs/legacy.md: the course edit route needs
 * `curso.alterar` to save, and `curso.visualizar` is enough to open it read-only; problem routes follow `problema.*` (list: visualizar, create: adicionar, edit:
 * alterar); categories and the hidden integrations page need only a session.
 */
export const ROUTES: readonly RouteRule[] = [
  rule('/auth/login', [], 'public'),
  rule('/', [], 'public'),
  rule('/admin'),
  rule('/admin/dashboard'),
  rule('/admin/administracao/cursos', ['curso.visualizar']),
  rule('/admin/administracao/cursos/novo', ['curso.adicionar']),
  // Opens the form read-only for viewers (no SALVAR, fields disabled); saving needs curso.alterar.
  rule('/admin/administracao/cursos/:id', ['curso.alterar', 'curso.visualizar']),
  rule('/admin/administracao/problemas', ['problema.visualizar']),
  rule('/admin/administracao/problemas/novo', ['problema.adicionar']),
  rule('/admin/administracao/problemas/:id', ['problema.alterar']),
  rule('/admin/administracao/questoes', ['questao.visualizar']),
  rule('/admin/administracao/questoes/novo', ['questao.adicionar']),
  rule('/admin/administracao/questoes/:id', ['questao.alterar']),
  rule('/admin/administracao/questoes/:id/classificacoes', ['questao.alterar']),
  rule('/admin/administracao/entidades', ['escola.visualizar']),
  rule('/admin/administracao/entidades/novo', ['escola.adicionar']),
  rule('/admin/administracao/entidades/:id', ['escola.alterar']),
  rule('/admin/configuracao/categorias'),
  rule('/admin/configuracao/perfis', ['perfil.visualizar']),
  rule('/admin/configuracao/perfis/novo', ['perfil.adicionar']),
  rule('/admin/configuracao/perfis/:id', ['perfil.alterar']),
  rule('/admin/configuracao/usuarios', ['usuario.visualizar']),
  rule('/admin/configuracao/integracao'),
  rule('/admin/entidade/turmas', ['turma.visualizar']),
  rule('/admin/entidade/turmas/novo', ['turma.adicionar']),
  rule('/admin/entidade/turmas/:id', ['turma.alterar']),
];

function segments(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

/** Pre-split patterns, so matching is a segment walk. */
const COMPILED = ROUTES.map((r) => ({ rule: r, parts: segments(r.pattern) }));

/**
 * The route rule for a pathname, or `undefined` when no route matches. Query strings, hashes and
 * trailing slashes are ignored; a literal segment (`novo`) wins over `:id`.
 * @example matchRoute('/admin/administracao/cursos/novo')?.permissions // ['curso.adicionar']
 */
export function matchRoute(pathname: string): RouteRule | undefined {
  const clean = pathname.split(/[?#]/)[0]!;
  const parts = segments(clean);
  let best: { rule: RouteRule; literals: number } | undefined;
  for (const { rule: candidate, parts: pattern } of COMPILED) {
    if (pattern.length !== parts.length) continue;
    let literals = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const p = pattern[i]!;
      const s = parts[i]!;
      if (p.startsWith(':')) continue;
      if (p !== s) {
        ok = false;
        break;
      }
      literals++;
    }
    if (ok && (!best || literals > best.literals)) best = { rule: candidate, literals };
  }
  return best?.rule;
}

/**
 * Whether a signed-in user holding `held` may open `pathname` (route-guard semantics). Unknown
 * paths are refused. Public routes are always allowed.
 * @example canAccess('/admin/administracao/cursos/42', ['curso.alterar']) // true
 */
export function canAccess(pathname: string, held: Iterable<string>): boolean {
  const found = matchRoute(pathname);
  if (!found) return false;
  if (found.access === 'public') return true;
  return hasAny(held, found.permissions);
}
