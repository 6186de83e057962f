import { MESSAGES } from '@hangar/domain';
import { type InputOf, useWrite } from './endpoints';
import type { DeleteEndpointName } from './resource';
import { type RowActionController, useRowAction } from './use-row-action';

/**
 * What {@link useDeleteController} gives a list: the question, the call and the §8 error; `done`
 * reads 'Exclusão concluída: Navegação IFR.' (on screen the row just vanishes).
 */
export type DeleteController<R> = RowActionController<R>;

/**
 * Delete with confirmation (§5: deleting anything asks first): call the resource's delete
 * endpoint, and on success revalidate every read of the resource (the list reloads, §4); on
 * failure the list is not reloaded and the error of §8 is shown. `onDeleted` runs after a
 * successful delete (the list uses it to step back from a page it emptied).
 */
export function useDeleteController<R, D extends DeleteEndpointName>(
  resource: {
    endpoints: { delete: D };
    deleteInput: (row: R) => InputOf<D>;
    rowLabel: (row: R) => string;
    deleteRefusal?: (row: R) => string | null;
  },
  onDeleted?: (row: R) => void,
): DeleteController<R> {
  const remove = useWrite(resource.endpoints.delete);
  return useRowAction({
    label: resource.rowLabel,
    refuse: resource.deleteRefusal,
    run: (row) => remove(resource.deleteInput(row)),
    doneText: (row) => MESSAGES.success.deleted.replace('{name}', resource.rowLabel(row)),
    errorContext: 'delete',
    onDone: onDeleted,
  });
}
