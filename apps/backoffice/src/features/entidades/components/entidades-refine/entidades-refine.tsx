import type { ENTITY_ORDER_BY, FilterValues, LIST_SPECS } from '@hangar/domain';
import { OrderingSelect, RefineDrawer } from '@hangar/ui';
import { joinOrderBy, type OrderField, splitOrderBy } from '../../../../lib/ordering';
import { countActiveFilters } from '../../../../lib/resource';

/** The entity list's filters as they live in the address (`LIST_SPECS.entidades`). */
export type EntidadeFilters = FilterValues<NonNullable<(typeof LIST_SPECS)['entidades']['filters']>>;
type Order = (typeof ENTITY_ORDER_BY)[number];

const DEFAULT_ORDER: OrderField<Order> = 'nome';
const ORDER_FIELDS = [
  { id: 'nome', label: 'Nome' },
  { id: 'id', label: 'Data de cadastro' },
];

export interface EntidadesRefineProps {
  filters: EntidadeFilters;
  onApply: (filters: EntidadeFilters) => void;
  /** Opens the drawer on mount (`DeferredRefine` loaded it on a press). @default false */
  defaultOpen?: boolean;
}

/** The 'Refinar' drawer of the entity list (§2.10): the ordering (nome by default, §9). */
export function EntidadesRefine({ filters, onApply, defaultOpen }: EntidadesRefineProps) {
  return (
    <RefineDrawer<EntidadeFilters>
      value={filters}
      onApply={(f) => onApply({ order_by: f.order_by })}
      activeCount={countActiveFilters(filters)}
      defaultOpen={defaultOpen}
      emptyValue={{ order_by: undefined }}
    >
      {(draft, setDraft) => {
        const order = splitOrderBy(draft.order_by, DEFAULT_ORDER);
        const setOrder = (field: OrderField<Order>, direction: 'asc' | 'desc') =>
          setDraft({ order_by: joinOrderBy<Order>(field, direction, DEFAULT_ORDER) });
        return (
          <OrderingSelect
            options={ORDER_FIELDS}
            value={order.field}
            onChange={(k) => setOrder((k ?? DEFAULT_ORDER) as OrderField<Order>, order.direction)}
            direction={order.direction}
            onDirectionChange={(direction) => setOrder(order.field, direction)}
          />
        );
      }}
    </RefineDrawer>
  );
}
