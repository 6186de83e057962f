import { hasAll, hasAny, type Permission } from './catalogue.js';
import { COURSE_CATALOGUE_PERMISSIONS } from './grants.js';

/** Anything that may be guarded by permissions (a row action, a toolbar button). */
export interface GuardedAction {
  /** All of these must be held (action-wrapper semantics); absent or empty: always shown. */
  readonly permissions?: readonly Permission[];
}

/**
 * Keeps the actions whose permissions are all held (§6: "row menu items are filtered by
 * permission").
 * @example filterActions([{ key: 'edit', permissions: ['curso.alterar'] }], []) // []
 */
export function filterActions<T extends GuardedAction>(actions: readonly T[], held: Iterable<string>): T[] {
  const set = new Set(held);
  return actions.filter((a) => hasAll(set, a.permissions ?? []));
}

/** The add / edit / delete buttons of a list screen and what each needs. */
export interface ListActionPermissions {
  readonly adicionar: readonly Permission[];
  readonly editar: readonly Permission[];
  readonly excluir: readonly Permission[];
}

/**
 * Permissions of each list's add, edit and delete actions (§2, §6) with the corrections of
 * docs/legacy.md: entity Excluir needs `escola.excluir`; the user list's edit/delete follow
 * `usuario.alterar` / `usuario.excluir`. Categories have no permission family (any signed-in user).
 * Classes have no `turma.excluir` in §3: deleting a class needs `turma.cancelar`.
 */
export const LIST_ACTIONS = {
  cursos: { adicionar: ['curso.adicionar'], editar: ['curso.alterar'], excluir: ['curso.excluir'] },
  problemas: {
    adicionar: ['problema.adicionar'],
    editar: ['problema.alterar'],
    excluir: ['problema.excluir'],
  },
  questoes: { adicionar: ['questao.adicionar'], editar: ['questao.alterar'], excluir: ['questao.excluir'] },
  entidades: { adicionar: ['escola.adicionar'], editar: ['escola.alterar'], excluir: ['escola.excluir'] },
  categorias: { adicionar: [], editar: [], excluir: [] },
  perfis: { adicionar: ['perfil.adicionar'], editar: ['perfil.alterar'], excluir: ['perfil.excluir'] },
  usuarios: { adicionar: ['usuario.adicionar'], editar: ['usuario.alterar'], excluir: ['usuario.excluir'] },
  turmas: { adicionar: ['turma.adicionar'], editar: ['turma.alterar'], excluir: ['turma.cancelar'] },
} as const satisfies Record<string, ListActionPermissions>;

/** A list screen key of {@link LIST_ACTIONS}. */
export type ListResource = keyof typeof LIST_ACTIONS;

/**
 * Whether a class save may leave `data_cancelamento` as `after` when it was `before` (null for a
 * new class). Cancelling a class, or taking a cancellation back, is `turma.cancelar`'s (§3),
 * whichever route carries it: a create or an edit that sets, moves or clears the date needs it
 * beside `turma.adicionar` / `turma.alterar`; one that leaves it as it was does not.
 * @example mayChangeClassCancellation(['turma.alterar'], null, '2026-11-27') // false
 */
export function mayChangeClassCancellation(
  held: Iterable<string>,
  before: string | null | undefined,
  after: string | null | undefined,
): boolean {
  return (before ?? null) === (after ?? null) || new Set(held).has('turma.cancelar');
}

/**
 * Whether the user may cancel a class from the list, or take its cancellation back: the save that
 * carries it is an edit (`turma.alterar`) that changes `data_cancelamento` (`turma.cancelar`, see
 * {@link mayChangeClassCancellation}).
 * @example mayCancelClass(['turma.alterar', 'turma.cancelar']) // true
 * @example mayCancelClass(['turma.cancelar']) // false
 */
export function mayCancelClass(held: Iterable<string>): boolean {
  const set = new Set(held);
  return set.has('turma.alterar') && set.has('turma.cancelar');
}

/**
 * Whether a problem save may link the questions `after` where it linked `before` (none for a new
 * problem). Picking questions is seeing them (the picker lists them with `questao.visualizar`), and
 * a problem's answer names the questions it links: a save that adds or removes a link needs
 * `questao.visualizar` beside `problema.adicionar` / `problema.alterar`; one that keeps them does not.
 * @example mayChangeProblemQuestions(['problema.adicionar'], [], [1, 2]) // false
 */
export function mayChangeProblemQuestions(
  held: Iterable<string>,
  before: readonly number[],
  after: readonly number[],
): boolean {
  return sameIds(before, after) || mayLinkProblemQuestions(held);
}

/**
 * Whether someone may link questions to a problem, or unlink them, at all: the problem form
 * offers its question picker and remove buttons only then.
 * @example mayLinkProblemQuestions(['problema.alterar']) // false
 */
export function mayLinkProblemQuestions(held: Iterable<string>): boolean {
  return new Set(held).has('questao.visualizar');
}

/** Whether two id lists hold the same ids, in any order and with any repeats. */
function sameIds(before: readonly number[], after: readonly number[]): boolean {
  const was = new Set(before);
  const now = new Set(after);
  return was.size === now.size && [...now].every((id) => was.has(id));
}

/**
 * Whether someone may save a question's classification at all: beside `questao.alterar`, reading
 * the question (`questao.visualizar`), as the wizard does before it saves, for the save answers
 * the whole question, its answers and which is correct among them. With `questao.alterar` alone a
 * classification that changed nothing read any question the list would not show them.
 * @example mayClassifyQuestion(['questao.alterar']) // false
 */
export function mayClassifyQuestion(held: Iterable<string>): boolean {
  const has = new Set(held);
  return has.has('questao.alterar') && has.has('questao.visualizar');
}

/**
 * Whether someone may change which problems a question belongs to (the classification's
 * Problema step): that changes the problems, so it needs `problema.alterar`, and picking them is
 * seeing them (`problema.visualizar`). The mirror of {@link mayLinkProblemQuestions}: a
 * classification needed only `questao.alterar` and could add a question to any problem.
 * @example mayLinkQuestionProblems(['questao.alterar']) // false
 */
export function mayLinkQuestionProblems(held: Iterable<string>): boolean {
  const has = new Set(held);
  return has.has('problema.alterar') && has.has('problema.visualizar');
}

/**
 * Whether a classification save may link the problems `after` where the question was linked
 * to `before`: keeping them needs nothing more than the save itself.
 * @example mayChangeQuestionProblems(['questao.alterar'], [1], [1]) // true
 */
export function mayChangeQuestionProblems(
  held: Iterable<string>,
  before: readonly number[],
  after: readonly number[],
): boolean {
  return sameIds(before, after) || mayLinkQuestionProblems(held);
}

/**
 * Whether a classification save may change the courses, modules or subjects a question is
 * classified in: choosing them is reading the course catalogue (`COURSE_CATALOGUE_PERMISSIONS`).
 * @example mayChangeQuestionCatalogue(['questao.alterar'], [1], [2]) // false
 */
export function mayChangeQuestionCatalogue(
  held: Iterable<string>,
  before: readonly number[],
  after: readonly number[],
): boolean {
  return sameIds(before, after) || hasAny(held, COURSE_CATALOGUE_PERMISSIONS);
}
