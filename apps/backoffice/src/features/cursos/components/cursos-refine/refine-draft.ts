/**
 * The pure half of the course list's 'Refinar' drawer (§2.4): the address holds ids, the drawer's
 * searchable pickers hold options with their labels; these functions convert between the two and
 * count what is active. No React here, so it is unit-tested in node.
 */
import type { COURSE_ORDER_BY, FilterValues, LIST_SPECS } from '@hangar/domain';

/** The course list's filters as they live in the address (`LIST_SPECS.cursos`). */
export type CursoFilters = FilterValues<NonNullable<(typeof LIST_SPECS)['cursos']['filters']>>;

/** A chosen option of a searchable picker (the kit's `RemoteOption`). */
export interface PickedOption {
  id: number;
  label: string;
}

/** What the drawer edits: the filters, with categorias and entidades kept with their labels. */
export type CursoRefineDraft = Omit<CursoFilters, 'categorias' | 'entidades'> & {
  categorias: PickedOption[];
  entidades: PickedOption[];
};

/** The course orderings (`nome`, `-nome`…) split into a field and a direction. */
export type CursoOrderField = Exclude<(typeof COURSE_ORDER_BY)[number], `-${string}`>;

/** The default ordering (§2.4, §9). */
export const DEFAULT_ORDER: CursoOrderField = 'nome';

/** Fields the list can be ordered by, with their labels. */
export const ORDER_FIELDS: readonly { id: CursoOrderField; label: string }[] = [
  { id: 'nome', label: 'Nome' },
  { id: 'apelido', label: 'ID do Curso' },
  { id: 'situacao', label: 'Situação' },
  { id: 'id', label: 'Data de cadastro' },
];

/** Splits an `order_by` value (`-nome`) into field and direction; unset means the default. */
export function splitOrder(orderBy: CursoFilters['order_by']): {
  field: CursoOrderField;
  direction: 'asc' | 'desc';
} {
  const value = orderBy ?? DEFAULT_ORDER;
  const desc = value.startsWith('-');
  return { field: (desc ? value.slice(1) : value) as CursoOrderField, direction: desc ? 'desc' : 'asc' };
}

/** The `order_by` value of a field and a direction. */
export function joinOrder(field: CursoOrderField, direction: 'asc' | 'desc'): CursoFilters['order_by'] {
  return direction === 'desc' ? `-${field}` : field;
}

/** Labels known for ids (from the loaded picker lists); unknown ids get a neutral label. */
export type LabelLookup = (id: number) => string | undefined;

/** The drawer's draft for the filters in the address. */
export function toRefineDraft(
  filters: CursoFilters,
  labels: { categorias: LabelLookup; entidades: LabelLookup },
): CursoRefineDraft {
  const pick = (ids: readonly number[] | undefined, lookup: LabelLookup) =>
    (ids ?? []).map((id) => ({ id, label: lookup(id) ?? `#${id}` }));
  return {
    ...filters,
    categorias: pick(filters.categorias, labels.categorias),
    entidades: pick(filters.entidades, labels.entidades),
  };
}

/**
 * The filters of a draft, every key present (a cleared one is `undefined`, so `setFilters`
 * removes it from the address); the default ordering is left out.
 */
export function fromRefineDraft(draft: CursoRefineDraft): CursoFilters {
  const ids = (options: readonly PickedOption[]) =>
    options.length > 0 ? options.map((o) => o.id) : undefined;
  return {
    situacao: draft.situacao?.length ? draft.situacao : undefined,
    qualificacao: draft.qualificacao,
    modalidade: draft.modalidade,
    tipo: draft.tipo,
    categorias: ids(draft.categorias),
    entidades: ids(draft.entidades),
    order_by: draft.order_by === DEFAULT_ORDER ? undefined : draft.order_by,
  };
}

/** A draft with nothing chosen (LIMPAR). */
export const EMPTY_REFINE_DRAFT: CursoRefineDraft = { categorias: [], entidades: [] };
