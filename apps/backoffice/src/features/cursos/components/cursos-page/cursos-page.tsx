import type { Curso } from '@hangar/api-client/contract';
import {
  courseSituacaoTone,
  describeError,
  hasAll,
  LIST_ACTIONS,
  LIST_SPECS,
  MESSAGES,
  type Permission,
} from '@hangar/domain';
import {
  Button,
  Can,
  ConfirmDialog,
  EmptyState,
  FeedbackDialog,
  PagedTable,
  type PagedTableColumn,
  PageHeader,
  SearchBox,
  Tag,
} from '@hangar/ui';
import { useAtomValue } from 'jotai';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { permissionsAtom } from '../../../../app/session';
import { toFailure } from '../../../../lib/failure';
import { useListState } from '../../../../lib/use-list-state';
import { useDeleteCurso } from '../../api/delete-curso';
import { useCursos } from '../../api/get-cursos';
import { CURSOS_PATH } from '../curso-form-page/curso-form-page';
import { CursosRefine, countActiveFilters } from '../cursos-refine';
import { SyncPlaceholder } from '../sync-placeholder';

const spec = LIST_SPECS.cursos;
const actions = LIST_ACTIONS.cursos;

/**
 * The course list (§2.4): search ('Procurar'), the 'Refinar' panel, ADICIONAR CURSO, the
 * SINCRONIZAR placeholder and the paged table, everything in the address (`useListState`).
 * Add, edit and delete follow the permissions (§6, with edit on `curso.alterar`).
 */
export function CursosPage() {
  const navigate = useNavigate();
  const held = useAtomValue(permissionsAtom);
  // PagedTable hands permissions back as plain strings; they come from LIST_ACTIONS.
  const can = (required: readonly string[]) => hasAll(held, required as readonly Permission[]);
  const { state, query, setSearch, setFilters, setPage } = useListState(spec);
  const { data, error, isLoading, mutate } = useCursos(query);
  const deleteCurso = useDeleteCurso();
  const [deleting, setDeleting] = useState<Curso | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const rows = data?.data.data ?? [];
  const total = data?.data.total ?? 0;
  const editPath = (c: Curso) => `${CURSOS_PATH}/${c.uuid}`;
  const filtered = state.search.trim() !== '' || countActiveFilters(state.filters) > 0;

  const columns: PagedTableColumn<Curso>[] = [
    {
      id: 'curso',
      header: 'Curso',
      cell: (c) => (
        <div className="flex min-w-0 flex-col">
          {can(actions.editar) ? (
            <Link to={editPath(c)} className="truncate font-medium text-fg hover:text-accent hover:underline">
              {c.nome}
            </Link>
          ) : (
            <span className="truncate font-medium text-fg">{c.nome}</span>
          )}
          <span className="text-xs text-fg-muted">{c.apelido}</span>
        </div>
      ),
    },
    {
      id: 'modalidade',
      header: 'Modalidade',
      cell: (c) => c.modalidade?.nome ?? '—',
      hideOnNarrow: true,
    },
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
    <div className="flex flex-col gap-4 p-6">
      <PageHeader
        title="Cursos"
        breadcrumbs={[{ label: 'Administração' }, { label: 'Cursos' }]}
        actions={
          <>
            <SyncPlaceholder />
            <Can permissions={actions.adicionar} check={can}>
              <Button variant="primary" onPress={() => navigate(`${CURSOS_PATH}/novo`)}>
                <Plus aria-hidden />
                ADICIONAR CURSO
              </Button>
            </Can>
          </>
        }
      />
      <PagedTable
        aria-label="Cursos"
        columns={columns}
        data={rows}
        total={total}
        page={state.page}
        perPage={state.per_page}
        onPageChange={(p) => setPage(p)}
        onPerPageChange={(size) => setPage(1, size)}
        showSizeChanger
        loading={isLoading && !data}
        // §8 ignores failed list loads; Hangar still says so and offers a retry (ARCHITECTURE: clear errors).
        error={error ? true : undefined}
        onRetry={() => void mutate()}
        emptyState={
          filtered ? (
            <EmptyState variant="no-results" compact description="Altere a busca ou os filtros." />
          ) : (
            <EmptyState compact title="Nenhum curso cadastrado" />
          )
        }
        header={
          <div className="flex flex-wrap items-center gap-2">
            <SearchBox
              key={state.search}
              defaultValue={state.search}
              label="Procurar cursos"
              placeholder="Procurar"
              onSearch={setSearch}
              className="min-w-0 flex-1 sm:max-w-sm"
            />
            <CursosRefine filters={state.filters} onApply={setFilters} />
          </div>
        }
        rowActions={(c) => [
          {
            key: 'editar',
            label: 'Editar',
            icon: <Pencil />,
            permissions: actions.editar,
            onAction: () => navigate(editPath(c)),
          },
          {
            key: 'excluir',
            label: 'Excluir',
            icon: <Trash2 />,
            danger: true,
            permissions: actions.excluir,
            onAction: () => setDeleting(c),
          },
        ]}
        can={can}
        rowActionsLabel={(c) => `Ações de ${c.nome}`}
        getRowId={(c) => c.uuid}
      />

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={MESSAGES.confirm.title}
        message={MESSAGES.confirm.text}
        confirmLabel="Excluir"
        cancelLabel={MESSAGES.confirm.cancel}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteCurso(deleting.uuid);
          } catch (failure) {
            // The list is not reloaded (§4); the error of §8 is shown.
            setDeleteError(describeError('delete', toFailure(failure))?.messages.join(' ') ?? null);
          }
        }}
      />
      <FeedbackDialog
        tone="error"
        isOpen={deleteError !== null}
        message={deleteError ?? undefined}
        onOpenChange={(open) => !open && setDeleteError(null)}
      />
    </div>
  );
}
