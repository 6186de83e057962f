import type { FilterValues, LIST_SPECS, PROBLEM_ORDER_BY } from '@hangar/domain';
import { OrderingSelect, RefineDrawer, RemoteMultiSelect, type RemoteOption } from '@hangar/ui';
import { useCallback, useMemo } from 'react';
import { joinOrderBy, type OrderField, splitOrderBy } from '../../../../lib/ordering';
import { countActiveFilters } from '../../../../lib/resource';
import { usePicker, usePickerSearch } from '../../../../lib/use-picker';

/** The problem list's filters as they live in the address (`LIST_SPECS.problemas`). */
export type ProblemaFilters = FilterValues<NonNullable<(typeof LIST_SPECS)['problemas']['filters']>>;
type Order = (typeof PROBLEM_ORDER_BY)[number];

interface Draft {
  questoes: RemoteOption[];
  order_by: Order | undefined;
}

const DEFAULT_ORDER: OrderField<Order> = 'titulo';
const ORDER_FIELDS = [
  { id: 'titulo', label: 'Título' },
  { id: 'id', label: 'ID' },
];

export interface ProblemasRefineProps {
  /** The filters in the address. */
  filters: ProblemaFilters;
  /** Called on APLICAR with every filter key (cleared ones `undefined`). */
  onApply: (filters: ProblemaFilters) => void;
  /** Opens the drawer on mount (`DeferredRefine` loaded it on a press). @default false */
  defaultOpen?: boolean;
}

/**
 * The 'Refinar' drawer of the problem list (§2.6): the questions the problems are linked to (a
 * multi-select searched remotely over `/api/questao/simple` as the user types) and the ordering
 * (título by default, §9).
 */
export function ProblemasRefine({ filters, onApply, defaultOpen }: ProblemasRefineProps) {
  const chosen = filters.questoes;
  // Names of the questions already in the address (the first §9 page of the simple list).
  const known = usePicker('questoes.simple', { enabled: (chosen?.length ?? 0) > 0 }).items;
  const search = usePickerSearch('questoes.simple');
  const draft = useMemo<Draft>(() => {
    const names = new Map(known.map((q) => [q.id, q.titulo]));
    return {
      questoes: (chosen ?? []).map((id) => ({ id, label: names.get(id) ?? `#${id}` })),
      order_by: filters.order_by,
    };
  }, [chosen, known, filters.order_by]);
  const loadQuestoes = useCallback(
    async (text: string, signal: AbortSignal) =>
      (await search(text, signal)).map((q) => ({ id: q.id, label: q.titulo })),
    [search],
  );

  return (
    <RefineDrawer<Draft>
      value={draft}
      onApply={(d) =>
        onApply({
          questoes: d.questoes.length > 0 ? d.questoes.map((q) => Number(q.id)) : undefined,
          order_by: d.order_by,
        })
      }
      activeCount={countActiveFilters(filters)}
      defaultOpen={defaultOpen}
      emptyValue={{ questoes: [], order_by: undefined }}
    >
      {(d, setDraft) => {
        const order = splitOrderBy(d.order_by, DEFAULT_ORDER);
        const setOrder = (field: OrderField<Order>, direction: 'asc' | 'desc') =>
          setDraft((x) => ({ ...x, order_by: joinOrderBy<Order>(field, direction, DEFAULT_ORDER) }));
        return (
          <>
            <RemoteMultiSelect
              label="Questões"
              placeholder="Digite para buscar questões"
              value={d.questoes}
              onChange={(questoes) => setDraft((x) => ({ ...x, questoes }))}
              loadOptions={loadQuestoes}
            />
            <OrderingSelect
              options={ORDER_FIELDS}
              value={order.field}
              onChange={(k) => setOrder((k ?? DEFAULT_ORDER) as OrderField<Order>, order.direction)}
              direction={order.direction}
              onDirectionChange={(direction) => setOrder(order.field, direction)}
            />
          </>
        );
      }}
    </RefineDrawer>
  );
}
