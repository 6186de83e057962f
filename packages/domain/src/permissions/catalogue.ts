/**
 * The permission catalogue of SPEC §3: every permission string a user can hold.
 * Strings have the form `{resource}.{action}`; `turma.aluno.*` and `turma.disciplina.*` are
 * sub-resources of `turma`.
 */

/** Families that carry the four CRUD actions (§3). */
export const CRUD_FAMILIES = [
  'assunto',
  'curso',
  'problema',
  'produto',
  'disciplina',
  'questao',
  'usuario',
  'perfil',
  'escola',
] as const;

/** The four CRUD actions, in the order the permission tree shows them. */
export const CRUD_ACTIONS = ['visualizar', 'adicionar', 'alterar', 'excluir'] as const;

/** Every permission string of §3, in catalogue order. */
export const PERMISSIONS = [
  'assunto.visualizar',
  'assunto.adicionar',
  'assunto.alterar',
  'assunto.excluir',
  'curso.visualizar',
  'curso.adicionar',
  'curso.alterar',
  'curso.excluir',
  'problema.visualizar',
  'problema.adicionar',
  'problema.alterar',
  'problema.excluir',
  'produto.visualizar',
  'produto.adicionar',
  'produto.alterar',
  'produto.excluir',
  'disciplina.visualizar',
  'disciplina.adicionar',
  'disciplina.alterar',
  'disciplina.excluir',
  'questao.visualizar',
  'questao.adicionar',
  'questao.alterar',
  'questao.excluir',
  'usuario.visualizar',
  'usuario.adicionar',
  'usuario.alterar',
  'usuario.excluir',
  'perfil.visualizar',
  'perfil.adicionar',
  'perfil.alterar',
  'perfil.excluir',
  'escola.visualizar',
  'escola.adicionar',
  'escola.alterar',
  'escola.excluir',
  'turma.visualizar',
  'turma.adicionar',
  'turma.cancelar',
  'turma.alterar',
  'turma.iniciar',
  'turma.finalizar',
  'turma.gerarSimulados',
  'turma.aluno.alterar',
  'turma.aluno.adicionar',
  'turma.aluno.enviarEmail',
  'turma.aluno.excluir',
  'turma.disciplina.adicionarProfessor',
  'turma.disciplina.alterarProfessor',
  'turma.disciplina.enviarEmailProfessor',
  'turma.disciplina.excluir',
] as const;

/** A permission string of §3. */
export type Permission = (typeof PERMISSIONS)[number];

const PERMISSION_SET: ReadonlySet<string> = new Set(PERMISSIONS);

/**
 * Whether a value is a known permission string.
 * @example isPermission('curso.visualizar') // true
 */
export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && PERMISSION_SET.has(value);
}

/** Every `*.visualizar` permission (the "can see something" set). */
export const VIEW_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter((p) => p.endsWith('.visualizar'));

/** A node of the permission tree: a family with its Portuguese label and its permissions. */
export interface PermissionGroup {
  /** Family key, e.g. `curso` or `turma.aluno`. */
  readonly key: string;
  /** Label shown in the permission tree, in Portuguese. */
  readonly label: string;
  /** The permissions of the family, in catalogue order. */
  readonly permissions: readonly Permission[];
}

const GROUP_LABELS: ReadonlyArray<readonly [key: string, label: string]> = [
  ['assunto', 'Assuntos'],
  ['curso', 'Cursos'],
  ['problema', 'Problemas'],
  ['produto', 'Produtos'],
  ['disciplina', 'Disciplinas'],
  ['questao', 'Questões'],
  ['usuario', 'Usuários'],
  ['perfil', 'Perfis de Acesso'],
  ['escola', 'Entidades'],
  ['turma', 'Turmas'],
  ['turma.aluno', 'Alunos da Turma'],
  ['turma.disciplina', 'Disciplinas da Turma'],
];

/** Portuguese labels for every action, used by the permission tree's leaves. */
export const PERMISSION_ACTION_LABELS: Readonly<Record<string, string>> = {
  visualizar: 'Visualizar',
  adicionar: 'Adicionar',
  alterar: 'Alterar',
  excluir: 'Excluir',
  cancelar: 'Cancelar',
  iniciar: 'Iniciar',
  finalizar: 'Finalizar',
  gerarSimulados: 'Gerar Simulados',
  enviarEmail: 'Enviar E-mail',
  adicionarProfessor: 'Adicionar Professor',
  alterarProfessor: 'Alterar Professor',
  enviarEmailProfessor: 'Enviar E-mail ao Professor',
};

/** The family of a permission: everything before the last dot (`turma.aluno.excluir` → `turma.aluno`). */
export function permissionFamily(permission: Permission): string {
  return permission.slice(0, permission.lastIndexOf('.'));
}

/** The action of a permission: the part after the last dot. */
export function permissionAction(permission: Permission): string {
  return permission.slice(permission.lastIndexOf('.') + 1);
}

/**
 * The permission tree of §3/§6, grouped by family; the server builds `GET /api/permissao` from it.
 * @example PERMISSION_GROUPS.find((g) => g.key === 'curso')?.label // 'Cursos'
 */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = GROUP_LABELS.map(([key, label]) => ({
  key,
  label,
  permissions: PERMISSIONS.filter((p) => permissionFamily(p) === key),
}));

/**
 * A permission as the permission tree shows it: its family's label and its action's.
 * @example permissionLabel('turma.gerarSimulados') // 'Turmas › Gerar Simulados'
 */
export function permissionLabel(permission: Permission): string {
  const family = PERMISSION_GROUPS.find((g) => g.key === permissionFamily(permission))?.label;
  const action = permissionAction(permission);
  return `${family ?? permissionFamily(permission)} › ${PERMISSION_ACTION_LABELS[action] ?? action}`;
}

/**
 * Route-guard semantics (§6): true when nothing is required or any required permission is held.
 * @example hasAny(['curso.visualizar'], ['curso.visualizar', 'curso.adicionar']) // true
 */
export function hasAny(held: Iterable<string>, required: readonly Permission[]): boolean {
  if (required.length === 0) return true;
  const set = held instanceof Set ? (held as Set<string>) : new Set(held);
  return required.some((p) => set.has(p));
}

/**
 * Action-wrapper semantics (§6): true when every required permission is held (empty → true).
 * @example hasAll(['curso.alterar'], ['curso.alterar', 'curso.excluir']) // false
 */
export function hasAll(held: Iterable<string>, required: readonly Permission[]): boolean {
  const set = held instanceof Set ? (held as Set<string>) : new Set(held);
  return required.every((p) => set.has(p));
}
