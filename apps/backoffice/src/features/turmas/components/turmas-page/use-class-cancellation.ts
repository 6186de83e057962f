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
  /** The row action that sets the cancellation to `day()`, telling `done` ('{name}': the class). */
  const settingTo = (day: () => string | null, done: string) => ({
    label: (turma: Turma) => turma.nome,
    run: (turma: Turma) => setCancellation(turma, day()),
    doneText: (turma: Turma) => done.replace('{name}', turma.nome),
    errorContext: 'save' as const,
  });
  const cancel = useRowAction(settingTo(() => formatDate(today, 'yyyy-MM-dd'), MESSAGES.klass.cancelled));
  const resume = useRowAction(settingTo(() => null, MESSAGES.klass.resumed));
  return { cancel, resume };
}
