import { profileDeleteQuestion } from '@hangar/domain';
import { RecordLink, ResourceListPage } from '../../../../lib/resource-list-page';
import { useListController } from '../../../../lib/use-list-controller';
import { perfis } from '../../resource';

/** Access profiles (§2.12): the list with PERFIL and a row menu; deleting a profile in use says how many users hold it. */
export function PerfisPage() {
  const list = useListController(perfis);
  return (
    <ResourceListPage
      resource={perfis}
      list={list}
      deleteQuestion={(p) => profileDeleteQuestion(p.usuarios_count)}
      columns={[
        {
          id: 'nome',
          header: 'Perfil',
          // A flex box, so a long name is cut short before the row menu on a phone's card.
          cell: (p) => (
            <span className="flex min-w-0">
              <RecordLink list={list} row={p}>
                {p.nome}
              </RecordLink>
            </span>
          ),
        },
      ]}
      renderCard={(p, actions) => (
        <div className="flex items-center gap-2 rounded-lg border border-border bg-surface p-3 text-sm shadow-xs">
          <span className="flex min-w-0 flex-1">
            <RecordLink list={list} row={p}>
              {p.nome}
            </RecordLink>
          </span>
          {actions}
        </div>
      )}
    />
  );
}
