import type { Curso } from '@hangar/api-client/contract';
import { courseDeleteQuestion, courseSituacaoTone } from '@hangar/domain';
import { type PagedTableColumn, Tag } from '@hangar/ui';
import { DeferredRefine, refineLoader } from '../../../../lib/deferred-refine';
import { RecordLink, ResourceListPage } from '../../../../lib/resource-list-page';
import { useListController } from '../../../../lib/use-list-controller';
import { cursos } from '../../resource';
import { SyncPlaceholder } from '../sync-placeholder';

/** The 'Refinar' drawer, loaded when the user reaches for it (`DeferredRefine`). */
const loadRefine = refineLoader(async () => (await import('../cursos-refine/cursos-refine')).CursosRefine);

/**
 * The course list (§2.4) on the resource layer: search ('Procurar'), the 'Refinar' panel,
 * ADICIONAR CURSO, the SINCRONIZAR placeholder and the paged table (cards on a phone),
 * everything in the address. Add, edit and delete follow the permissions (§6, with edit on
 * `curso.alterar`); a viewer opens a course read-only.
 */
export function CursosPage() {
  const list = useListController(cursos);
  const columns: PagedTableColumn<Curso>[] = [
    {
      id: 'curso',
      header: 'Curso',
      cell: (c) => (
        <div className="flex min-w-0 flex-col">
          {/* Names that differ only at the end ('Piloto Privado – Avião', '… – Helicóptero') read
              whole on a phone's card: two lines, then '…'. */}
          <RecordLink list={list} row={c}>
            {c.nome}
          </RecordLink>
          <span className="text-xs text-fg-muted">{c.apelido}</span>
        </div>
      ),
    },
    { id: 'modalidade', header: 'Modalidade', cell: (c) => c.modalidade?.nome ?? '—', hideOnNarrow: true },
    {
      id: 'tipo',
      header: 'Tipo',
      cell: (c) => (
        <span className="whitespace-nowrap">
          {[c.qualificacao, c.tipo].filter(Boolean).join(' · ') || '—'}
        </span>
      ),
      hideOnNarrow: true,
    },
    {
      id: 'categorias',
      header: 'Categorias',
      cell: (c) => (
        <div className="flex flex-wrap gap-1">
          {c.categorias.map((cat) => (
            <Tag key={cat.id}>{cat.nome}</Tag>
          ))}
        </div>
      ),
      hideOnNarrow: true,
    },
    {
      id: 'situacao',
      header: 'Situação',
      width: '8rem',
      cell: (c) => <Tag tone={courseSituacaoTone(c.situacao)}>{c.situacao}</Tag>,
    },
  ];

  return (
    <ResourceListPage
      resource={cursos}
      list={list}
      columns={columns}
      actions={<SyncPlaceholder />}
      // Entity links (with their validity dates) and question classifications go with it.
      deleteQuestion={(c) => courseDeleteQuestion(c.entidades_count, c.questoes_count)}
      refine={<DeferredRefine load={loadRefine} filters={list.state.filters} onApply={list.setFilters} />}
    />
  );
}
