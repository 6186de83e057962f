import type { Tenant } from '@hangar/api-client/contract';
import { entityDeleteQuestion, entitySituacaoTone, formatCpfOrCnpj } from '@hangar/domain';
import { type PagedTableColumn, Tag } from '@hangar/ui';
import { DeferredRefine, refineLoader } from '../../../../lib/deferred-refine';
import { RecordLink, ResourceListPage } from '../../../../lib/resource-list-page';
import { useListController } from '../../../../lib/use-list-controller';
import { entidades } from '../../resource';

/** The situação tag with the domain's tones (§4); '--' when empty. */
function Situacao({ value }: { value: string | null }) {
  const tone = entitySituacaoTone(value);
  return tone === '--' ? <span className="text-fg-subtle">--</span> : <Tag tone={tone}>{value}</Tag>;
}

/** The 'Refinar' drawer, loaded when the user reaches for it (`DeferredRefine`). */
const loadRefine = refineLoader(
  async () => (await import('../entidades-refine/entidades-refine')).EntidadesRefine,
);

/**
 * The entity list (§2.10) on the resource layer: the type (Aeroclube, Escola) above the name, the
 * CNPJ formatted (alphanumeric too), e-mail, UF and the situação tag; the row menu (Editar by
 * `escola.alterar`, Excluir by `escola.excluir`), search by nome, the 'Refinar' drawer (ordering
 * by nome) and ADICIONAR ENTIDADE.
 */
export function EntidadesPage() {
  const list = useListController(entidades);
  const columns: PagedTableColumn<Tenant>[] = [
    {
      id: 'nome',
      header: 'Entidade',
      cell: (e) => (
        <div className="flex min-w-0 flex-col">
          <span className="text-xs text-fg-muted">{e.perfil}</span>
          <RecordLink list={list} row={e}>
            {e.nome}
          </RecordLink>
        </div>
      ),
    },
    {
      id: 'cnpj',
      header: 'CNPJ',
      cell: (e) => (
        <span className="whitespace-nowrap tabular-nums">{e.cnpj ? formatCpfOrCnpj(e.cnpj) : '--'}</span>
      ),
    },
    { id: 'email', header: 'E-mail', cell: (e) => e.email || '--', hideOnNarrow: true },
    { id: 'uf', header: 'UF', width: '4rem', cell: (e) => e.uf || '--', hideOnNarrow: true },
    { id: 'situacao', header: 'Situação', width: '8rem', cell: (e) => <Situacao value={e.situacao} /> },
  ];
  return (
    <ResourceListPage
      resource={entidades}
      list={list}
      columns={columns}
      refine={<DeferredRefine load={loadRefine} filters={list.state.filters} onApply={list.setFilters} />}
      deleteQuestion={(e) => entityDeleteQuestion(e.cursos_count)}
    />
  );
}
