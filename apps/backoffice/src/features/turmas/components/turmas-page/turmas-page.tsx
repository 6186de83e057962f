import { formatDate, MESSAGES, mayCancelClass } from '@hangar/domain';
import { Button, ComboBoxField, EmptyState, PageHeader, SearchBox, Skeleton } from '@hangar/ui';
import { useAtomValue } from 'jotai';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { usePageTitle } from '../../../../lib/page-title';
import { DeleteDialogs, RowActionDialogs } from '../../../../lib/resource-list-page';
import { permissionsAtom } from '../../../../lib/session';
import { useListController } from '../../../../lib/use-list-controller';
import { usePicker } from '../../../../lib/use-picker';
import { turmas } from '../../resource';
import { CardPager } from '../card-pager';
import { TurmaCard } from '../turma-card';
import { useClassCancellation } from './use-class-cancellation';

/**
 * The class list (§2.14) as cards, on the layer's list controller: search by name (or code), a
 * course filter, page and per_page in the address, ADICIONAR TURMA by `turma.adicionar`, edit by
 * `turma.alterar`, Excluir by `turma.cancelar`, 'Cancelar turma' and 'Reativar turma' by both
 * (`mayCancelClass`). The cards reflow from several columns to one.
 */
export function TurmasPage() {
  usePageTitle(turmas.title);
  const list = useListController(turmas);
  // One clock reading per page view: every card's state and progress agree with each other.
  const [now] = useState(() => new Date());
  const cancellation = useClassCancellation(now);
  const mayCancel = mayCancelClass(useAtomValue(permissionsAtom));
  const cursos = usePicker('cursos.list').items;
  const cursoItems = cursos.map((c) => ({ id: c.id, label: `${c.apelido} · ${c.nome}` }));

  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={turmas.title}
        breadcrumbs={[{ label: turmas.section }, { label: turmas.title }]}
        actions={
          list.can.add && (
            <Button variant="primary" onPress={list.add}>
              <Plus aria-hidden />
              {turmas.texts.add}
            </Button>
          )
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          key={list.state.search}
          defaultValue={list.state.search}
          label={turmas.texts.search}
          placeholder="Procurar"
          onSearch={list.setSearch}
          className="min-w-0 flex-1 sm:max-w-sm"
        />
        <ComboBoxField
          // Remounted when the address changes the filter (Back), so the text follows it.
          key={list.state.filters.curso_id ?? 'todos'}
          aria-label="Filtrar por curso"
          placeholder="Todos os cursos"
          items={cursoItems}
          value={list.state.filters.curso_id ?? null}
          onChange={(id) => list.setFilters({ curso_id: id === null ? undefined : Number(id) })}
          className="w-full sm:w-80"
        />
      </div>
      <section
        aria-label={turmas.title}
        aria-busy={list.isLoading || undefined}
        className="flex flex-col gap-4"
      >
        {list.isLoading ? (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <li key={i} className="rounded-lg border border-border bg-surface p-4">
                <Skeleton lines={4} />
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          // §8 ignores failed list loads; Hangar says so and offers a retry (docs/legacy.md).
          <EmptyState
            variant="error"
            title="Não foi possível carregar os dados"
            actions={<Button onPress={list.retry}>Tentar novamente</Button>}
          />
        ) : list.rows.length === 0 ? (
          list.isFiltered ? (
            <EmptyState variant="no-results" description="Altere a busca ou os filtros." />
          ) : (
            <EmptyState title={turmas.texts.empty} />
          )
        ) : (
          <ul aria-label="Turmas" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.rows.map((turma) => (
              <li key={turma.uuid}>
                <TurmaCard
                  turma={turma}
                  now={now}
                  href={list.can.edit && list.can.open ? list.pathOf(turma) : undefined}
                  onDelete={list.can.delete ? () => list.deletion.ask(turma) : undefined}
                  onCancel={mayCancel ? () => cancellation.cancel.ask(turma) : undefined}
                  onResume={mayCancel ? () => cancellation.resume.ask(turma) : undefined}
                />
              </li>
            ))}
          </ul>
        )}
        {!list.isLoading && !list.isError && list.total > 0 && (
          <CardPager
            page={list.state.page}
            perPage={list.state.per_page}
            total={list.total}
            onChange={list.setPage}
          />
        )}
      </section>
      <DeleteDialogs deletion={list.deletion} />
      <RowActionDialogs
        action={cancellation.cancel}
        question={() => MESSAGES.klass.cancelQuestion.replace('{date}', formatDate(now))}
        confirmLabel="Cancelar turma"
        cancelLabel="Voltar"
      />
      <RowActionDialogs
        action={cancellation.resume}
        question={() => MESSAGES.klass.resumeQuestion}
        confirmLabel="Reativar turma"
        cancelLabel="Voltar"
        destructive={false}
      />
    </div>
  );
}
