import type { PermissaoNode } from '@hangar/api-client/contract';
import { CheckTree, FilterField } from '@hangar/ui';
import { useId, useMemo, useState } from 'react';
import { filterPermissionTree, mergeShownChange, permissionIds, toCheckTree } from './permission-tree';

export interface PermissionTreeFieldProps {
  /** `GET /api/permissao` (undefined while it loads). */
  tree: PermissaoNode[] | undefined;
  /** The checked permission ids. */
  value: number[];
  onChange: (ids: number[]) => void;
  isDisabled?: boolean;
  /** The first server message on `permissoes`. */
  errorMessage?: string;
}

/**
 * The profile's permissions (§2.12): families → actions as a checkable tree (a parent checks its
 * actions and shows the mixed state when partly checked), a search box filtering it (hidden
 * checked actions stay checked), scrolling at 500 px, operable with the keyboard as a tree.
 */
export function PermissionTreeField({
  tree,
  value,
  onChange,
  isDisabled,
  errorMessage,
}: PermissionTreeFieldProps) {
  const labelId = useId();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterPermissionTree(tree ?? [], search), [tree, search]);
  const items = useMemo(() => toCheckTree(shown), [shown]);
  const shownIds = useMemo(() => permissionIds(shown), [shown]);
  return (
    <div className="flex flex-col gap-2" data-field="permissoes">
      <span id={labelId} className="text-sm font-medium text-fg">
        Permissões
      </span>
      <FilterField label="Filtrar permissões" placeholder="Filtrar permissões" onChange={setSearch} />
      {errorMessage && <p className="text-sm text-error">{errorMessage}</p>}
      <CheckTree
        aria-labelledby={labelId}
        items={items}
        checkedKeys={value}
        isLoading={tree === undefined}
        isDisabled={isDisabled}
        emptyState={search.trim() ? 'Nenhuma permissão encontrada' : undefined}
        onChange={(keys) => onChange(mergeShownChange(value, shownIds, keys))}
      />
    </div>
  );
}
