import type { Turma } from '@hangar/api-client/contract';
import { formatDate, MESSAGES } from '@hangar/domain';
import { checkedBody, useWrite } from '../../../../lib/endpoints';
import { useApi } from '../../../../lib/session';
import { type RowActionController, useRowAction } from '../../../../lib/use-row-action';
import { fromTurma, toTurmaBody } from '../turma-form-page/turma-form-state';

/** The two row actions of a class card: cancel it, or take its cancellation back. */
export interface ClassCancellation {
  cancel: RowActionController<Turma>;
  resume: RowActionController<Turma>;
}

/**
 * Cancelling a class from its card (`turma.cancelar` beside `turma.alterar`, the domain's
 * `mayCancelClass`), and taking it back: the class as the server has it now, saved with only
 * `data_cancelamento` changed — `today` (a plain day) or none — under the version just read, so
 * nothing another user saved meanwhile is overwritten. The server checks the permission again.
 */
export function useClassCancellation(today: Date): ClassCancellation {
  const api = useApi();
  const update = useWrite('turmas.update');
  const setCancellation = async (turma: Turma, day: string | null) => {
    const { data } = await api.call('turmas.get', { params: { id: turma.uuid } });
    await update({
      params: { id: turma.uuid },
      body: checkedBody('turmas.update', {
        ...toTurmaBody({ ...fromTurma(data), data_cancelamento: day }),
        updated_at: data.updated_at,
      }),
    });
  };
  const cancel = useRowAction<Turma>({
    label: (turma) => turma.nome,
    run: (turma) => setCancellation(turma, formatDate(today, 'yyyy-MM-dd')),
    doneText: (turma) => MESSAGES.klass.cancelled.replace('{name}', turma.nome),
    errorContext: 'save',
  });
  const resume = useRowAction<Turma>({
    label: (turma) => turma.nome,
    run: (turma) => setCancellation(turma, null),
    doneText: (turma) => MESSAGES.klass.resumed.replace('{name}', turma.nome),
    errorContext: 'save',
  });
  return { cancel, resume };
}
