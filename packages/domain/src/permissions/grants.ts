/**
 * Who may grant what (issue 16). The legacy product let anyone holding `usuario.alterar` give
 * themselves the Administrador profile, and anyone holding `perfil.alterar` give their own profile
 * every permission. Hangar's rule: nobody grants (or takes away) what they do not hold, nobody
 * takes over an account that holds more than they do, and the last way to administer access
 * cannot be removed. The server enforces these functions on every call; the app uses the same
 * ones to offer only what may be granted.
 */
import { ACCESS_MESSAGES } from '../messages/access.js';
import { isPermission, type Permission, permissionLabel } from './catalogue.js';

/**
 * The permissions that administer access itself: granting anything needs one of them (and the
 * permission granted, {@link canGrant}). {@link lockedOutPermissions} keeps them held, with every
 * other permission some active user holds.
 */
export const ACCESS_ADMIN_PERMISSIONS = [
  'perfil.alterar',
  'usuario.alterar',
] as const satisfies readonly Permission[];

/**
 * Who may upload: a file only makes sense for a record one may write. The course image and a user's
 * photo (`temp`) belong to courses and users; a material (`upload`) to course subjects or problems. Any one suffices.
 */
export const UPLOAD_PERMISSIONS = {
  temp: ['curso.adicionar', 'curso.alterar', 'usuario.adicionar', 'usuario.alterar'],
  upload: ['curso.adicionar', 'curso.alterar', 'problema.adicionar', 'problema.alterar'],
} as const satisfies Record<string, readonly Permission[]>;

/**
 * Who may read the course catalogue (the list of courses, and their modules and subjects): who
 * views courses, and who picks a course on another screen: a class's Curso and the class list's
 * course filter (`turma.visualizar`), a question's classification and the question filters
 * (`questao.visualizar`). A class editor without `curso.visualizar` had an empty Curso picker and
 * could never save a class. A course itself (`GET /api/curso/:id`) still needs `curso.visualizar`.
 */
export const COURSE_CATALOGUE_PERMISSIONS = [
  'curso.visualizar',
  'turma.visualizar',
  'questao.visualizar',
] as const satisfies readonly Permission[];

const toSet = (values: Iterable<string>): ReadonlySet<string> =>
  values instanceof Set ? (values as ReadonlySet<string>) : new Set(values);

/**
 * The permissions of `granted` that `held` lacks, in `granted`'s order, without repeats (empty
 * when every one is held).
 * @example missingGrants(['curso.visualizar'], ['curso.visualizar', 'curso.excluir']) // ['curso.excluir']
 */
export function missingGrants(held: Iterable<string>, granted: Iterable<string>): string[] {
  const have = toSet(held);
  return [...new Set(granted)].filter((p) => !have.has(p));
}

/**
 * Whether someone holding `held` may grant (or take away) every permission of `granted`: only
 * when they hold each one.
 * @example canGrant(['curso.visualizar', 'curso.alterar'], ['curso.alterar']) // true
 */
export function canGrant(held: Iterable<string>, granted: Iterable<string>): boolean {
  return missingGrants(held, granted).length === 0;
}

/** A profile as the grant rules see it: its permission strings. */
export interface GrantableProfile {
  permissoes: readonly string[];
}

/**
 * The profiles someone holding `held` may assign to (or remove from) a user: those whose every
 * permission they hold. The app offers only these; the server refuses any other.
 * @example grantableProfiles(me.permissoes, perfis).map((p) => p.id)
 */
export function grantableProfiles<P extends GrantableProfile>(
  held: Iterable<string>,
  profiles: readonly P[],
): P[] {
  const have = toSet(held);
  return profiles.filter((p) => canGrant(have, p.permissoes));
}

/**
 * Whether someone holding `held` may take control of an account holding `target` (set its
 * password, deactivate or delete it): only when they hold every permission that account holds,
 * so nobody signs in as (or locks out) someone above them.
 * @example outranks(admin.permissoes, leitor.permissoes) // true
 */
export function outranks(held: Iterable<string>, target: Iterable<string>): boolean {
  return canGrant(held, target);
}

/** A user as the lockout rule sees it. */
export interface AccessUser {
  id: number;
  /** Only active users count as holders: an inactive one cannot sign in to grant anything. */
  active: boolean;
  /** The ids of the user's profiles. */
  perfis: readonly number[];
}

/** Who holds what: every profile's permissions and every user's profiles. */
export interface AccessModel {
  perfis: ReadonlyMap<number, readonly string[]>;
  usuarios: readonly AccessUser[];
}

/** The permissions some active user of `model` holds. */
export function permissionsOfActiveUsers(model: AccessModel): Set<string> {
  const held = new Set<string>();
  for (const user of model.usuarios) if (user.active) for (const p of permissionsOf(model, user)) held.add(p);
  return held;
}

/** What one user holds: the permissions of their profiles. */
function permissionsOf(model: AccessModel, user: AccessUser): Set<string> {
  return new Set(user.perfis.flatMap((id) => model.perfis.get(id) ?? []));
}

/**
 * The permissions some active user holds together with `perfil.alterar`: only such a user can
 * put a permission back into a profile (`usuario.alterar` hands out existing profiles, and only
 * to users one outranks, so it cannot give a permission back to whoever lost it).
 */
export function grantablePermissions(model: AccessModel): Set<string> {
  const grantable = new Set<string>();
  for (const user of model.usuarios) {
    if (!user.active) continue;
    const held = permissionsOf(model, user);
    if (held.has('perfil.alterar')) for (const p of held) grantable.add(p);
  }
  return grantable;
}

/**
 * The permissions a change from `before` to `after` would put beyond reach: some active user holds
 * them in `before` and none does in `after`, or some active user could grant them in `before`
 * ({@link grantablePermissions}) and none can in `after`. A change that yields any must be
 * refused: only a holder may grant a permission ({@link canGrant}), so one that nobody active
 * holds, or nobody who edits profiles holds, could never be granted again. That covers the
 * access-administration permissions themselves (deleting or emptying the last such profile,
 * removing it from its last active holder, deactivating or deleting that user), and any other:
 * an administrator who takes their own profile away while a lesser manager remains would leave
 * the courses, questions and the rest beyond anyone's reach; one who unticks a permission of
 * their own profile that only users without `perfil.alterar` keep could never tick it again.
 * @example lockedOutPermissions(now, withoutProfile(now, 1)) // ['curso.visualizar', …]
 */
export function lockedOutPermissions(before: AccessModel, after: AccessModel): string[] {
  const held = permissionsOfActiveUsers(after);
  const grantable = grantablePermissions(after);
  const couldGrant = grantablePermissions(before);
  return [...permissionsOfActiveUsers(before)].filter(
    (p) => !held.has(p) || (couldGrant.has(p) && !grantable.has(p)),
  );
}

/** How many of the permissions put beyond reach {@link lockedOutMessage} names. */
const NAMED_LOCKED_OUT = 3;

/**
 * The refusal of a change {@link lockedOutPermissions} finds: the message, then which permissions
 * (the first three as the permission tree labels them, and how many more), so the person knows
 * what to leave ticked.
 * @example lockedOutMessage(['turma.gerarSimulados']) // '…ninguém mais poderia conceder: Turmas › Gerar Simulados.'
 */
export function lockedOutMessage(permissions: readonly string[]): string {
  const labels = permissions.map((p) => (isPermission(p) ? permissionLabel(p) : p));
  const named = labels.slice(0, NAMED_LOCKED_OUT).join(', ');
  const more = labels.length - NAMED_LOCKED_OUT;
  return `${ACCESS_MESSAGES.lastAdministrator}: ${named}${more > 0 ? ` e mais ${more}` : ''}.`;
}
