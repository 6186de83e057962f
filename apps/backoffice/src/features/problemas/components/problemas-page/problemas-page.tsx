import type { Problema } from '@hangar/api-client/contract';
import type { PagedTableColumn } from '@hangar/ui';
import { DeferredRefine, refineLoader } from '../../../../lib/deferred-refine';
import { RecordLink, ResourceListPage } from '../../../../lib/resource-list-page';
import { useListController } from '../../../../lib/use-list-controller';
import { problemas } from '../../resource';

/** The 'Refinar' drawer, loaded when the user reaches for it (`DeferredRefine`). */
const loadRefine = refineLoader(
  async () => (await import('../problemas-refine/problemas-refine')).ProblemasRefine,
);

/**
 * The problem list (§2.6) on the resource layer: ID and Título, search, the 'Refinar' drawer
 * (linked questions, ordering), ADICIONAR PROBLEMA, edit and delete by `problema.*`; page,
 * per_page, search and filters in the address.
 */
export function ProblemasPage() {
  const list = useListController(problemas);
  const columns: PagedTableColumn<Problema>[] = [
    { id: 'id', header: 'ID', width: '6rem', cell: (p) => <span className="tabular-nums">{p.id}</span> },
    {
      id: 'titulo',
      header: 'Título',
      cell: (p) => (
        <RecordLink list={list} row={p}>
          {p.titulo}
        </RecordLink>
      ),
    },
  ];
  return (
    <ResourceListPage
      resource={problemas}
      list={list}
      columns={columns}
      refine={<DeferredRefine load={loadRefine} filters={list.state.filters} onApply={list.setFilters} />}
    />
  );
}
