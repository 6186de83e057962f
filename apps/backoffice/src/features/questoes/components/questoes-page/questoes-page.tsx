import type { Questao } from '@hangar/api-client/contract';
import { QUESTION_TABLE_MAX_ROWS, questionSituacaoTone } from '@hangar/domain';
import { Badge, Button, breakLongWords, type PagedTableColumn, Tag } from '@hangar/ui';
import { ListChecks } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { DeferredRefine, refineLoader } from '../../../../lib/deferred-refine';
import { RecordLink, ResourceListPage } from '../../../../lib/resource-list-page';
import { useListController } from '../../../../lib/use-list-controller';
import { classificacoesPath, questoes } from '../../resource';

/** 'Cursos 2', 'Módulos 0'…: a count badge under a question's title. */
function CountBadge({ label, count }: { label: string; count: number }) {
  return (
    <Badge tone={count > 0 ? 'info' : 'neutral'}>
      {label} {count}
    </Badge>
  );
}

/** The 'Refinar' drawer, loaded when the user reaches for it (`DeferredRefine`). */
const loadRefine = refineLoader(
  async () => (await import('../questoes-refine/questoes-refine')).QuestoesRefine,
);

/**
 * The question list (§2.7) on the resource layer: search by title ('Procurar'), the 'Refinar'
 * panel, ADICIONAR QUESTÃO, and the paged table (cards on a phone) with QUESTÃO (title and
 * counts of courses, modules and subjects), SITUAÇÃO (the domain's tone), the 'Classificar'
 * button to the wizard and the row menu (Editar, Excluir). At most 20 rows, no page-size
 * changer; every filter and the page live in the address.
 */
export function QuestoesPage() {
  const list = useListController(questoes);
  const navigate = useNavigate();
  const title = (q: Questao) => (
    <RecordLink list={list} row={q}>
      <span className="line-clamp-3 whitespace-normal">{breakLongWords(q.titulo)}</span>
    </RecordLink>
  );
  const counts = (q: Questao) => (
    <div className="flex flex-wrap gap-1">
      <CountBadge label="Cursos" count={q.total_curso} />
      <CountBadge label="Módulos" count={q.total_modulo} />
      <CountBadge label="Assuntos" count={q.total_assunto} />
    </div>
  );
  const situacao = (q: Questao) => <Tag tone={questionSituacaoTone(q.situacao)}>{q.situacao}</Tag>;
  // The wizard's route needs questao.alterar (§2.1): without it there is no button.
  const classificar = (q: Questao) =>
    list.can.edit && (
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Classificar ${questoes.rowLabel(q)}`}
        onPress={() => navigate(classificacoesPath(q.uuid))}
      >
        <ListChecks aria-hidden />
      </Button>
    );

  const columns: PagedTableColumn<Questao>[] = [
    {
      id: 'questao',
      header: 'Questão',
      cell: (q) => (
        <div className="flex min-w-0 flex-col gap-1.5">
          {title(q)}
          {counts(q)}
        </div>
      ),
    },
    { id: 'situacao', header: 'Situação', width: '11rem', cell: situacao },
    ...(list.can.edit
      ? [
          {
            id: 'classificar',
            header: <span className="sr-only">Classificar</span>,
            width: '3.5rem',
            align: 'center' as const,
            cell: classificar,
          },
        ]
      : []),
  ];

  return (
    <ResourceListPage
      resource={questoes}
      list={list}
      columns={columns}
      maxRows={QUESTION_TABLE_MAX_ROWS}
      showSizeChanger={false}
      refine={<DeferredRefine load={loadRefine} filters={list.state.filters} onApply={list.setFilters} />}
      renderCard={(q, actions) => (
        <div className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3 shadow-xs">
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1 text-sm">{title(q)}</div>
            {actions}
          </div>
          {counts(q)}
          <div className="flex items-center justify-between gap-2">
            {situacao(q)}
            {classificar(q)}
          </div>
        </div>
      )}
    />
  );
}
