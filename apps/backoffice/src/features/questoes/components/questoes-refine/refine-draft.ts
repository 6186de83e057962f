/**
 * The pure half of the question list's 'Refinar' drawer (§2.7): the address holds ids; the
 * drawer's pickers hold options with their labels and, for modules and subjects, the id of the
 * course or module they hang from, so removing a course drops its modules and their subjects.
 * No React here, so it is unit-tested in node.
 */
import type { FilterValues, LIST_SPECS, QuestionSituacao } from '@hangar/domain';

/** The question list's filters as they live in the address (`LIST_SPECS.questoes`). */
export type QuestaoFilters = FilterValues<NonNullable<(typeof LIST_SPECS)['questoes']['filters']>>;

/** A chosen option of a searchable picker (the kit's `RemoteOption`), with its parent's id. */
export interface PickedOption {
  id: number;
  label: string;
  /** The course of a module, the module of a subject; unknown (not loaded yet) when absent. */
  parent?: number;
}

/** What the drawer edits. */
export interface QuestaoRefineDraft {
  situacao: QuestionSituacao[];
  cursos: PickedOption[];
  modulos: PickedOption[];
  assuntos: PickedOption[];
  ativo: 0 | 1 | undefined;
}

/** What is known of an id (from the loaded picker lists). */
export type Lookup = (id: number) => { label: string; parent?: number } | undefined;

/** The drawer's draft for the filters in the address; unknown ids get a neutral label. */
export function toRefineDraft(
  filters: QuestaoFilters,
  lookups: { cursos: Lookup; modulos: Lookup; assuntos: Lookup },
): QuestaoRefineDraft {
  const pick = (ids: readonly number[] | undefined, lookup: Lookup): PickedOption[] =>
    (ids ?? []).map((id) => {
      const known = lookup(id);
      return known?.parent === undefined
        ? { id, label: known?.label ?? `#${id}` }
        : { id, label: known.label, parent: known.parent };
    });
  return {
    situacao: [...(filters.situacao ?? [])],
    cursos: pick(filters.cursos, lookups.cursos),
    modulos: pick(filters.modulos, lookups.modulos),
    assuntos: pick(filters.assuntos, lookups.assuntos),
    ativo: filters.ativo === 0 || filters.ativo === 1 ? filters.ativo : undefined,
  };
}

/** The filters of a draft, every key present (a cleared one is `undefined`, so it leaves the address). */
export function fromRefineDraft(draft: QuestaoRefineDraft): QuestaoFilters {
  const ids = (options: readonly PickedOption[]) =>
    options.length > 0 ? options.map((o) => o.id) : undefined;
  return {
    situacao: draft.situacao.length > 0 ? draft.situacao : undefined,
    cursos: ids(draft.cursos),
    modulos: ids(draft.modulos),
    assuntos: ids(draft.assuntos),
    ativo: draft.ativo,
  };
}

/**
 * The draft with new courses chosen: the modules of a course no longer chosen go, and the
 * subjects of those modules with them (§2.7). An option whose parent is not known yet stays
 * while some parent is chosen; with no course chosen, no module (nor subject) stays.
 * @example withCursos(draft, []) // no course: no module, no subject of theirs
 */
export function withCursos(draft: QuestaoRefineDraft, cursos: PickedOption[]): QuestaoRefineDraft {
  const kept = new Set(cursos.map((c) => c.id));
  const modulos = draft.modulos.filter((m) => (m.parent === undefined ? kept.size > 0 : kept.has(m.parent)));
  return withModulos({ ...draft, cursos }, modulos);
}

/** The draft with new modules chosen: the subjects of a module no longer chosen go. */
export function withModulos(draft: QuestaoRefineDraft, modulos: PickedOption[]): QuestaoRefineDraft {
  const kept = new Set(modulos.map((m) => m.id));
  const assuntos = draft.assuntos.filter((a) =>
    a.parent === undefined ? kept.size > 0 : kept.has(a.parent),
  );
  return { ...draft, modulos, assuntos };
}

/** A draft with nothing chosen (LIMPAR). */
export const EMPTY_REFINE_DRAFT: QuestaoRefineDraft = {
  situacao: [],
  cursos: [],
  modulos: [],
  assuntos: [],
  ativo: undefined,
};
