import { hasAll, type Permission } from './catalogue.js';

/** Menu sections of §2.2; `null` is the top of the menu (Dashboard). */
export type MenuSectionTitle = 'ADMINISTRAÇÃO' | 'CONFIGURAÇÕES' | null;

/** One entry of the side menu. */
export interface MenuEntry {
  readonly key: string;
  /** Label in correct Portuguese. */
  readonly label: string;
  /** Target route; `null` for hidden entries whose page does not exist yet. */
  readonly path: string | null;
  /** All of these must be held (empty: always shown). */
  readonly permissions: readonly Permission[];
  /** Hidden entries of §2.2 (Calendário, Professores, Provas, Integrações) are never shown. */
  readonly hidden?: boolean;
}

/** A menu section as declared. */
export interface MenuSection {
  readonly title: MenuSectionTitle;
  readonly entries: readonly MenuEntry[];
}

/** An entry as shown: never hidden, always with a path. */
export interface VisibleMenuEntry {
  readonly key: string;
  readonly label: string;
  readonly path: string;
  readonly permissions: readonly Permission[];
}

/** A section as shown: only the entries the user may see. */
export interface VisibleMenuSection {
  readonly title: MenuSectionTitle;
  readonly entries: readonly VisibleMenuEntry[];
}

/**
 * The side menu of §2.2. Correction (docs/legacy.md): Problemas follows `problema.visualizar`
 * instead of being always shown.
 */
export const MENU: readonly MenuSection[] = [
  {
    title: null,
    entries: [
      { key: 'dashboard', label: 'Dashboard', path: '/admin/dashboard', permissions: [] },
      { key: 'calendario', label: 'Calendário', path: null, permissions: [], hidden: true },
    ],
  },
  {
    title: 'ADMINISTRAÇÃO',
    entries: [
      {
        key: 'cursos',
        label: 'Cursos',
        path: '/admin/administracao/cursos',
        permissions: ['curso.visualizar'],
      },
      { key: 'turmas', label: 'Turmas', path: '/admin/entidade/turmas', permissions: ['turma.visualizar'] },
      { key: 'professores', label: 'Professores', path: null, permissions: [], hidden: true },
      { key: 'provas', label: 'Provas', path: null, permissions: [], hidden: true },
      {
        key: 'problemas',
        label: 'Problemas',
        path: '/admin/administracao/problemas',
        permissions: ['problema.visualizar'],
      },
      {
        key: 'questoes',
        label: 'Questões',
        path: '/admin/administracao/questoes',
        permissions: ['questao.visualizar'],
      },
      {
        key: 'entidades',
        label: 'Entidade',
        path: '/admin/administracao/entidades',
        permissions: ['escola.visualizar'],
      },
    ],
  },
  {
    title: 'CONFIGURAÇÕES',
    entries: [
      {
        key: 'perfis',
        label: 'Perfis de Acesso',
        path: '/admin/configuracao/perfis',
        permissions: ['perfil.visualizar'],
      },
      {
        key: 'usuarios',
        label: 'Usuários',
        path: '/admin/configuracao/usuarios',
        permissions: ['usuario.visualizar'],
      },
      {
        key: 'integracoes',
        label: 'Integrações',
        path: '/admin/configuracao/integracao',
        permissions: [],
        hidden: true,
      },
      { key: 'categorias', label: 'Categorias', path: '/admin/configuracao/categorias', permissions: [] },
    ],
  },
];

/**
 * The menu a user sees: hidden entries and entries whose permissions are not all held are
 * dropped; sections left empty are dropped too.
 * @example visibleMenu([]).flatMap((s) => s.entries.map((e) => e.label)) // ['Dashboard', 'Categorias']
 */
export function visibleMenu(held: Iterable<string>): VisibleMenuSection[] {
  const set = new Set(held);
  const sections: VisibleMenuSection[] = [];
  for (const section of MENU) {
    const entries: VisibleMenuEntry[] = [];
    for (const e of section.entries) {
      if (e.hidden || e.path === null || !hasAll(set, e.permissions)) continue;
      entries.push({ key: e.key, label: e.label, path: e.path, permissions: e.permissions });
    }
    if (entries.length > 0) sections.push({ title: section.title, entries });
  }
  return sections;
}
