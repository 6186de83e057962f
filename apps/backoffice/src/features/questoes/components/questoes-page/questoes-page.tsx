import type { Questao } from '@hangar/api-client/contract';
import { QUESTION_TABLE_MAX_ROWS, questionSituacaoTone } from '@hangar/domain';
import { Badge, Button, type PagedTableColumn, Tag } from '@hangar/ui';
import { ListChecks } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { RecordLink, ResourceListPage } from '../../../../lib/resource-list-page';
import { useListController } from '../../../../lib/use-list-controller';
import { classificacoesPath, questoes } from '../../resource';
import { QuestoesRefine } from '../questoes-refine';

/** 'Cursos 2', 'Módulos 0'…: a count badge under a question's title. */
function CountBadge({ label, count }: { label: string; count: number }) {
  return (
    <Badge tone={count > 0 ? 'info' : 'neutral'}>
      {label} {count}
    </Badge>
  );
}

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
  const columns: PagedTableColumn<Questao>[] = [
    {
      id: 'questao',
      header: 'Questão',
      cell: (q) => (
        <div className="flex min-w-0 flex-col gap-1.5">
          <RecordLink list={list} row={q}>
            <span className="line-clamp-2 whitespace-normal">{q.titulo}</span>
          </RecordLink>
          <div className="flex flex-wrap gap-1">
            <CountBadge label="Cursos" count={q.total_curso} />
            <CountBadge label="Módulos" count={q.total_modulo} />
            <CountBadge label="Assuntos" count={q.total_assunto} />
          </div>
        </div>
      ),
    },
    {
      id: 'situacao',
      header: 'Situação',
      width: '11rem',
      cell: (q) => <Tag tone={questionSituacaoTone(q.situacao)}>{q.situacao}</Tag>,
    },
    ...(list.can.edit
      ? [
          {
            id: 'classificar',
            header: <span className="sr-only">Classificar</span>,
            width: '3.5rem',
            align: 'center' as const,
            cell: (q: Questao) => (
              <Button
                size="icon"
                variant="ghost"
                aria-label="Classificar"
                onPress={() => navigate(classificacoesPath(q.uuid))}
              >
                <ListChecks aria-hidden />
              </Button>
            ),
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
      refine={<QuestoesRefine filters={list.state.filters} onApply={list.setFilters} />}
    />
  );
}
