import { ENDPOINTS } from '@hangar/api-client/contract';
import { COURSE_SITUACAO_FILTER_OPTIONS, hasAll, QUALIFICACOES, TIPOS_CURSO } from '@hangar/domain';
import { OrderingSelect, RadioGroupField, RefineDrawer, RemoteMultiSelect, SelectField } from '@hangar/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { countActiveFilters } from '../../../../lib/resource';
import { permissionsAtom } from '../../../../lib/session';
import { usePicker, usePickerSearch } from '../../../../lib/use-picker';
import {
  type CursoFilters,
  type CursoOrderField,
  type CursoRefineDraft,
  EMPTY_REFINE_DRAFT,
  fromRefineDraft,
  joinOrder,
  ORDER_FIELDS,
  type PickedOption,
  splitOrder,
  toRefineDraft,
} from './refine-draft';

export type { CursoFilters } from './refine-draft';

export interface CursosRefineProps {
  /** The filters in the address. */
  filters: CursoFilters;
  /**
   * Called on APLICAR with every filter key (cleared ones `undefined`), ready for
   * `useListState().setFilters`, which goes back to page 1.
   */
  onApply: (filters: CursoFilters) => void;
  /** Opens the drawer on mount (`DeferredRefine` loaded it on a press). @default false */
  defaultOpen?: boolean;
}

/** The value of the 'Todas'/'Todos' choice. */
const ALL = 'todas';

const SITUACOES = COURSE_SITUACAO_FILTER_OPTIONS.map((o) => ({ id: o.value ?? ALL, label: o.label }));
const QUALIFICACAO_ITEMS = [{ id: ALL, label: 'Todas' }, ...QUALIFICACOES.map((q) => ({ id: q, label: q }))];
const TIPO_ITEMS = [{ id: ALL, label: 'Todos' }, ...TIPOS_CURSO.map((t) => ({ id: t, label: t }))];

/**
 * The 'Refinar' button and drawer of the course list (§2.4), on the kit's `RefineDrawer`:
 * Situação (Todas, Ativo, Inativo), qualificação, modalidade, tipo, categorias and entidades
 * (searchable, loaded from the API as the user types) and the ordering (default nome). Choices
 * are a draft until APLICAR; CANCELAR or Escape discards them; LIMPAR empties the draft.
 */
export function CursosRefine({ filters, onApply, defaultOpen }: CursosRefineProps) {
  const modalidades = usePicker('modalidades.list').items;
  // Entities are listed only for accounts the entity list endpoint lets in (its permission comes
  // from the contract); without it the filter would only ever show a load error.
  const canSeeEntidades = hasAll(useAtomValue(permissionsAtom), [ENDPOINTS['tenants.list'].auth]);
  // Labels of the ids already in the address: the picker lists (categorias: all of them, §9;
  // entidades: the first page, only when some are chosen).
  const categorias = usePicker('categorias.list').items;
  const entidades = usePicker('tenants.list', {
    enabled: canSeeEntidades && (filters.entidades?.length ?? 0) > 0,
  }).items;
  const searchCategorias = usePickerSearch('categorias.list');
  const searchEntidades = usePickerSearch('tenants.list');

  const labels = useMemo(() => {
    const byId = <T extends { id: number }>(rows: T[], label: (row: T) => string) => {
      const map = new Map(rows.map((r) => [r.id, label(r)]));
      return (id: number) => map.get(id);
    };
    return {
      categorias: byId(categorias, (c) => c.nome),
      entidades: byId(entidades, (e) => e.nome_fantasia || e.nome),
    };
  }, [categorias, entidades]);
  const draftOf = useMemo(() => toRefineDraft(filters, labels), [filters, labels]);
  // The drawer copies its draft when it opens; names that arrive later still reach the chips.
  const named = (options: PickedOption[], label: (id: number) => string | undefined) =>
    options.map((o) => ({ ...o, label: label(o.id) ?? o.label }));

  const loadCategorias = useCallback(
    async (search: string, signal: AbortSignal): Promise<PickedOption[]> =>
      (await searchCategorias(search, signal)).map((c) => ({ id: c.id, label: c.nome })),
    [searchCategorias],
  );
  const loadEntidades = useCallback(
    async (search: string, signal: AbortSignal): Promise<PickedOption[]> =>
      (await searchEntidades(search, signal)).map((e) => ({ id: e.id, label: e.nome_fantasia || e.nome })),
    [searchEntidades],
  );

  return (
    <RefineDrawer<CursoRefineDraft>
      value={draftOf}
      onApply={(draft) => onApply(fromRefineDraft(draft))}
      // Ordering is not a filter: a changed order hides nothing.
      activeCount={countActiveFilters(filters)}
      defaultOpen={defaultOpen}
      emptyValue={EMPTY_REFINE_DRAFT}
    >
      {(draft, setDraft) => {
        const set = <K extends keyof CursoRefineDraft>(key: K, value: CursoRefineDraft[K]) =>
          setDraft((d) => ({ ...d, [key]: value }));
        const order = splitOrder(draft.order_by);
        return (
          <>
            <RadioGroupField
              label="Situação"
              orientation="horizontal"
              items={SITUACOES}
              value={draft.situacao?.length === 1 ? draft.situacao[0] : ALL}
              onChange={(v) => set('situacao', v === ALL ? undefined : [v as 'Ativo' | 'Inativo'])}
            />
            <RadioGroupField
              label="Qualificação"
              orientation="horizontal"
              items={QUALIFICACAO_ITEMS}
              value={draft.qualificacao ?? ALL}
              onChange={(v) =>
                set('qualificacao', v === ALL ? undefined : (v as CursoRefineDraft['qualificacao']))
              }
            />
            <SelectField
              label="Modalidade"
              items={[{ id: ALL, label: 'Todas' }, ...modalidades.map((m) => ({ id: m.id, label: m.nome }))]}
              value={draft.modalidade ?? ALL}
              onChange={(k) => set('modalidade', k === ALL || k === null ? undefined : Number(k))}
            />
            <RadioGroupField
              label="Tipo"
              items={TIPO_ITEMS}
              value={draft.tipo ?? ALL}
              onChange={(v) => set('tipo', v === ALL ? undefined : (v as CursoRefineDraft['tipo']))}
            />
            <RemoteMultiSelect
              label="Categorias"
              value={named(draft.categorias, labels.categorias)}
              onChange={(options) => set('categorias', options as PickedOption[])}
              loadOptions={loadCategorias}
            />
            {canSeeEntidades && (
              <RemoteMultiSelect
                label="Entidades"
                value={named(draft.entidades, labels.entidades)}
                onChange={(options) => set('entidades', options as PickedOption[])}
                loadOptions={loadEntidades}
              />
            )}
            <OrderingSelect
              options={[...ORDER_FIELDS]}
              value={order.field}
              onChange={(k) => set('order_by', joinOrder((k ?? 'nome') as CursoOrderField, order.direction))}
              direction={order.direction}
              onDirectionChange={(direction) => set('order_by', joinOrder(order.field, direction))}
            />
          </>
        );
      }}
    </RefineDrawer>
  );
}
