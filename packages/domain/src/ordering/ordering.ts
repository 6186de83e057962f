/**
 * Module and subject ordering of the course form (§4, §9): `ordem` equals the list index; a new
 * item gets a temporary id, the `new` flag and its position; removing an existing item marks
 * `deleted_at` (it stays in the list, hidden, so the save body can carry it); removing a new item
 * drops it. Every function returns new arrays; time is passed in.
 */

/** An id: a number or uuid from the server, or a temporary `tmp-N` for new items. */
export type ItemId = number | string;

/** What every orderable item has. */
export interface Orderable {
  id: ItemId;
  ordem: number;
  /** Created in this form, not yet saved. */
  new?: boolean;
  /** Set (ISO date-time) when an existing item is removed. */
  deleted_at?: string | null;
}

/** A material of a subject (§3 Arquivo). */
export interface ArquivoDraft {
  id?: ItemId;
  /** The uploaded file's id (`POST /api/arquivo/upload` → data.id). */
  arquivo_id?: number | string | null;
  nome: string;
  /** The file's URL. */
  caminho?: string | null;
  /** The file's own name as it was uploaded, when the server keeps it. */
  arquivo_nome?: string | null;
  tipo_arquivo_id: number | string | null;
  new?: boolean;
}

/** A subject (§3 Assunto). */
export interface AssuntoDraft extends Orderable {
  nome: string;
  curso_modulo_id?: ItemId | null;
  arquivos: ArquivoDraft[];
}

/** A module (§3 Modulo). */
export interface ModuloDraft extends Orderable {
  nome: string;
  curso_id?: ItemId | null;
  assuntos: AssuntoDraft[];
}

/** Prefix of temporary ids. */
export const TEMP_ID_PREFIX = 'tmp-';

/** Whether an id is a temporary one given by {@link nextTempId}. */
export function isTempId(id: ItemId): boolean {
  return typeof id === 'string' && id.startsWith(TEMP_ID_PREFIX);
}

/**
 * A temporary id not used in `items`: `tmp-N` with N one above the highest in use.
 * @example nextTempId([{ id: 'tmp-2' }, { id: 7 }]) // 'tmp-3'
 */
export function nextTempId(items: readonly { id: ItemId }[]): string {
  let max = 0;
  for (const { id } of items) {
    if (!isTempId(id)) continue;
    const n = Number((id as string).slice(TEMP_ID_PREFIX.length));
    if (Number.isInteger(n) && n > max) max = n;
  }
  return `${TEMP_ID_PREFIX}${max + 1}`;
}

/**
 * Whether a module or subject is marked for removal: `deleted_at` is `true` or a non-blank text
 * (the form sends a timestamp). `null`, `false`, `''` and whitespace keep the item. The one
 * definition the course validator, the server and the mocks apply, so they cannot disagree on
 * what a save removes.
 * @example markedDeleted({ deleted_at: '  ' }) // false
 */
export function markedDeleted(item: { deleted_at?: string | boolean | null }): boolean {
  const at = item.deleted_at;
  return at === true || (typeof at === 'string' && at.trim() !== '');
}

/** Whether an item is removed (hidden, sent with `deleted_at`). */
export function isDeleted(item: Orderable): boolean {
  return markedDeleted(item);
}

/**
 * The items shown, in list order (removed ones left out).
 * @example visibleItems([{ id: 1, ordem: 0, deleted_at: '2026-01-01T00:00:00.000Z' }]) // []
 */
export function visibleItems<T extends Orderable>(items: readonly T[]): T[] {
  return items.filter((i) => !isDeleted(i));
}

/** Sorts what the server sent by `ordem` (stable) and renumbers it 0..n-1. */
export function sortByOrdem<T extends Orderable>(items: readonly T[]): T[] {
  return reindex([...items].sort((a, b) => a.ordem - b.ordem));
}

/** Renumbers the visible items 0..n-1 in list order; removed items keep their ordem. */
export function reindex<T extends Orderable>(items: readonly T[]): T[] {
  let index = 0;
  return items.map((item) => {
    if (isDeleted(item)) return item;
    const ordem = index++;
    return item.ordem === ordem ? item : { ...item, ordem };
  });
}

/**
 * Appends a new item with a temporary id, `new: true` and `ordem` = its position.
 * @example addItem([], { nome: 'Motores', assuntos: [] }) // [{ nome: 'Motores', assuntos: [], id: 'tmp-1', new: true, ordem: 0 }]
 */
export function addItem<T extends Orderable>(items: readonly T[], fields: Omit<T, keyof Orderable>): T[] {
  const item = { ...fields, id: nextTempId(items), new: true, ordem: visibleItems(items).length } as T;
  return reindex([...items, item]);
}

/**
 * Moves the visible item at `from` to `to` (indices in the visible list) and renumbers.
 * Out-of-range indices leave the list as it is.
 */
export function moveItem<T extends Orderable>(items: readonly T[], from: number, to: number): T[] {
  const visible = visibleItems(items);
  if (from < 0 || from >= visible.length || to < 0 || to >= visible.length || from === to) return [...items];
  const moved = [...visible];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item!);
  return reindex([...moved, ...items.filter(isDeleted)]);
}

/**
 * Removes an item: a new one is dropped, an existing one gets `deleted_at` = `now` (ISO).
 * @example removeItem([{ id: 'tmp-1', ordem: 0, new: true }], 'tmp-1', now) // []
 */
export function removeItem<T extends Orderable>(items: readonly T[], id: ItemId, now: Date): T[] {
  const next: T[] = [];
  for (const item of items) {
    if (item.id !== id) next.push(item);
    else if (!item.new) next.push({ ...item, deleted_at: now.toISOString() });
  }
  return reindex(next);
}

/** Changes the fields of one item. */
export function updateItem<T extends Orderable>(items: readonly T[], id: ItemId, patch: Partial<T>): T[] {
  return items.map((item) => (item.id === id ? { ...item, ...patch, id: item.id } : item));
}

function withSubjects(
  modules: readonly ModuloDraft[],
  moduleId: ItemId,
  change: (subjects: AssuntoDraft[]) => AssuntoDraft[],
): ModuloDraft[] {
  return modules.map((m) => (m.id === moduleId ? { ...m, assuntos: change(m.assuntos) } : m));
}

/**
 * ADICIONAR MÓDULO: appends a new module with an empty subject list (§2.5).
 * @example addModule([], 'Navegação')[0] // { nome: 'Navegação', assuntos: [], id: 'tmp-1', new: true, ordem: 0 }
 */
export function addModule(modules: readonly ModuloDraft[], nome: string): ModuloDraft[] {
  return addItem<ModuloDraft>(modules, { nome, assuntos: [] });
}

/** Appends a new subject to a module; temporary ids are unique across every module. */
export function addSubject(
  modules: readonly ModuloDraft[],
  moduleId: ItemId,
  nome: string,
  arquivos: ArquivoDraft[] = [],
): ModuloDraft[] {
  const allSubjects = modules.flatMap((m) => m.assuntos);
  return withSubjects(modules, moduleId, (subjects) => {
    const id = nextTempId(allSubjects);
    const subject: AssuntoDraft = {
      id,
      nome,
      arquivos,
      new: true,
      ordem: visibleItems(subjects).length,
      curso_modulo_id: moduleId,
    };
    return reindex([...subjects, subject]);
  });
}

/** Moves a subject within its module (visible indices). */
export function moveSubject(modules: readonly ModuloDraft[], moduleId: ItemId, from: number, to: number) {
  return withSubjects(modules, moduleId, (subjects) => moveItem(subjects, from, to));
}

/** Removes a subject (dropped if new, marked `deleted_at` otherwise). */
export function removeSubject(
  modules: readonly ModuloDraft[],
  moduleId: ItemId,
  subjectId: ItemId,
  now: Date,
) {
  return withSubjects(modules, moduleId, (subjects) => removeItem(subjects, subjectId, now));
}

/** Changes a subject's fields (name, materials). */
export function updateSubject(
  modules: readonly ModuloDraft[],
  moduleId: ItemId,
  subjectId: ItemId,
  patch: Partial<AssuntoDraft>,
) {
  return withSubjects(modules, moduleId, (subjects) => updateItem(subjects, subjectId, patch));
}

/** The course fields of the save body (§3 Curso, §7 `POST/PUT /api/curso`). */
export interface CourseFields {
  apelido: string;
  nome: string;
  situacao: string;
  descricao?: string | null;
  modalidade_id?: number | string | null;
  qualificacao?: string | null;
  tipo?: string | null;
  imagem_url?: string | null;
  categorias?: readonly (number | string)[];
  /** ANAC integration code. */
  curso_id?: string | null;
  permite_sem_homologacao?: boolean;
}

/** The body of `POST /api/curso` and `PUT /api/curso/{id}`. */
export interface CourseBody extends Omit<CourseFields, 'categorias'> {
  categorias: (number | string)[];
  permite_sem_homologacao: boolean;
  modulos: ModuloBody[];
}

/** A module as sent. New items keep their temporary id so the server can tell them apart. */
export interface ModuloBody {
  id: ItemId;
  nome: string;
  ordem: number;
  new: boolean;
  deleted_at: string | null;
  assuntos: AssuntoBody[];
}

/** A subject as sent. */
export interface AssuntoBody {
  id: ItemId;
  nome: string;
  ordem: number;
  new: boolean;
  deleted_at: string | null;
  arquivos: ArquivoDraft[];
}

function subjectBody(s: AssuntoDraft): AssuntoBody {
  return {
    id: s.id,
    nome: s.nome.trim(),
    ordem: s.ordem,
    new: s.new === true,
    deleted_at: isDeleted(s) ? s.deleted_at! : null,
    arquivos: s.arquivos.map((a) => ({ ...a, new: a.new === true })),
  };
}

/**
 * The body §7 expects for `POST/PUT /api/curso`: the course fields plus `modulos`, each with
 * `assuntos`, `ordem`, `new` and `deleted_at`. Visible items come first in list order (ordem =
 * index), removed ones after; subjects of a removed module are sent as they are.
 * @example courseBody({ apelido: 'PP', nome: 'Piloto Privado', situacao: 'Ativo' }, addModule([], 'Regulamentos')).modulos[0]?.new // true
 */
export function courseBody(fields: CourseFields, modules: readonly ModuloDraft[]): CourseBody {
  const ordered = reindex([...visibleItems(modules), ...modules.filter(isDeleted)]);
  return {
    ...fields,
    categorias: [...(fields.categorias ?? [])],
    permite_sem_homologacao: fields.permite_sem_homologacao === true,
    modulos: ordered.map((m) => {
      const subjects = reindex([...visibleItems(m.assuntos), ...m.assuntos.filter(isDeleted)]);
      return {
        id: m.id,
        nome: m.nome.trim(),
        ordem: m.ordem,
        new: m.new === true,
        deleted_at: isDeleted(m) ? m.deleted_at! : null,
        assuntos: subjects.map(subjectBody),
      };
    }),
  };
}
