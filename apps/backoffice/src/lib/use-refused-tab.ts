import { useEffect, useRef } from 'react';
import type { ResourceForm } from './use-resource-form';

/**
 * A form with tabs shows, on each refused save, the tab of its first invalid field, so focus can
 * go there. Only on the refusal: as the user fixes the fields one by one, the errors left must
 * not move them to another tab (choosing the Situação sent them to Módulos before they had
 * filled in the rest of the tab they were on).
 * @example useRefusedTab(form, (fields) => (fields.some((f) => !f.startsWith('modulos')) ? 'basicas' : 'modulos'), setTab);
 */
export function useRefusedTab<T>(
  form: Pick<ResourceForm<unknown>, 'errors' | 'refusals'>,
  tabFor: (fields: string[]) => T,
  setTab: (tab: T) => void,
) {
  const shown = useRef(0);
  const { errors, refusals } = form;
  useEffect(() => {
    if (refusals === shown.current) return;
    shown.current = refusals;
    const fields = Object.keys(errors);
    if (fields.length > 0) setTab(tabFor(fields));
  }, [refusals, errors, tabFor, setTab]);
}
