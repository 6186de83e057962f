import { Check, ChevronRight, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Collection,
  type Key,
  type Selection,
  Tree,
  TreeItem,
  TreeItemContent,
} from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';
import { touchTarget } from '../../utils/touch-target';
import { Skeleton } from '../skeleton/skeleton';
import {
  type CheckTreeNode,
  checkState,
  normalizeChecked,
  parentKeys,
  parentLabels,
  type TreeKey,
  toggleNode,
} from './check-tree-logic';

export interface CheckTreeProps {
  /** The tree (e.g. the permission tree from `GET /api/permissao`). */
  items: CheckTreeNode[];
  /** Checked keys (controlled). A parent key checks its whole subtree. */
  checkedKeys: Iterable<TreeKey>;
  /**
   * Called with the new checked keys: every checked leaf plus every parent whose leaves are all
   * checked (use `checkedLeaves()` to keep leaves only).
   */
  onChange: (keys: TreeKey[]) => void;
  /** Accessible name of the tree. */
  'aria-label'?: string;
  /** Id of the element naming the tree. */
  'aria-labelledby'?: string;
  /** Height of the scrolling area, in px. @default 500 */
  height?: number;
  /** Parents expanded at first. @default every parent */
  defaultExpandedKeys?: Iterable<TreeKey>;
  /** Shows placeholder rows instead of the tree. @default false */
  isLoading?: boolean;
  /** Disables checking (the tree can still be browsed). @default false */
  isDisabled?: boolean;
  /** Shown when `items` is empty. @default 'Nenhuma permissão disponível' */
  emptyState?: ReactNode;
  /** Extra classes for the scrolling container. */
  className?: string;
}

/**
 * A checkable tree (react-aria-components `Tree` in multiple selection): a checkbox per node,
 * parents show a partial (indeterminate) state, checking a parent checks its subtree. Arrow keys
 * move and expand/collapse, Space checks. It scrolls inside a fixed height (500 px by default).
 * @example
 * <CheckTree aria-label="Permissões" items={arvore} checkedKeys={perfil.permissoes}
 *   onChange={(keys) => setPermissoes(checkedLeaves(arvore, keys))} />
 */
export function CheckTree({
  items,
  checkedKeys,
  onChange,
  height = 500,
  defaultExpandedKeys,
  isLoading = false,
  isDisabled = false,
  emptyState = 'Nenhuma permissão disponível',
  className,
  ...aria
}: CheckTreeProps) {
  const checked = normalizeChecked(items, checkedKeys);
  // The normalised set holds checked leaves and fully checked parents: exactly RAC's selection.
  const selected = new Set<Key>(checked);
  const parentLabel = parentLabels(items);

  function handleSelection(next: Selection) {
    if (next === 'all') {
      onChange([
        ...normalizeChecked(
          items,
          items.map((n) => n.id),
        ),
      ]);
      return;
    }
    let result: Set<TreeKey> = checked;
    for (const key of next) if (!selected.has(key)) result = toggleNode(items, result, key as TreeKey, true);
    for (const key of selected) if (!next.has(key)) result = toggleNode(items, result, key as TreeKey, false);
    onChange([...result]);
  }

  if (isLoading) {
    return (
      <div
        role="status"
        aria-label="Carregando"
        style={{ height }}
        className={cn(
          'flex flex-col gap-3 overflow-hidden rounded-lg border border-border bg-surface p-3',
          className,
        )}
      >
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <div key={i} className="flex items-center gap-2" style={{ paddingLeft: (i % 3) * 20 }}>
            <Skeleton variant="rect" width={16} height={16} />
            <Skeleton width={`${40 + ((i * 17) % 40)}%`} />
          </div>
        ))}
      </div>
    );
  }

  return (
    <Tree
      {...aria}
      items={items}
      // Partial states are computed in the item renderer; re-render items when the checked set changes.
      dependencies={[[...checked].join('|')]}
      selectionMode="multiple"
      selectionBehavior="toggle"
      selectedKeys={selected}
      onSelectionChange={handleSelection}
      disabledBehavior="selection"
      disabledKeys={isDisabled ? allKeys(items) : undefined}
      defaultExpandedKeys={defaultExpandedKeys ? [...defaultExpandedKeys] : parentKeys(items)}
      renderEmptyState={() => <div className="p-6 text-center text-sm text-fg-subtle">{emptyState}</div>}
      style={{ height }}
      className={(rp) =>
        cn(
          focusRing(rp),
          // `relative`: React Aria's visually hidden checkboxes are absolutely placed; without a
          // positioned box they escaped its scrolling and stretched the page below the tree.
          'relative overflow-auto rounded-lg border border-border bg-surface py-1 outline-offset-[-2px]',
          className,
        )
      }
    >
      {function renderNode(node: CheckTreeNode) {
        const state = checkState(node, checked);
        const parent = parentLabel.get(node.id);
        return (
          <TreeItem
            id={node.id}
            textValue={node.description ? `${node.label} (${node.description})` : node.label}
            className={(rp) =>
              cn(
                focusRing(rp),
                'group flex cursor-default items-center px-2 text-sm text-fg outline-offset-[-2px] pointer-coarse:px-3',
                rp.isHovered && 'bg-surface-hover',
              )
            }
          >
            <TreeItemContent>
              {({ hasChildItems, isExpanded, level }) => (
                // On a touch screen, rows of 44 px and the expander's tap area (touchTarget) clear
                // of the box beside it.
                <div
                  className="flex min-h-8 w-full items-center gap-1.5 pointer-coarse:min-h-11 pointer-coarse:gap-3"
                  style={{ paddingLeft: (level - 1) * 20 }}
                >
                  {hasChildItems ? (
                    <Button
                      slot="chevron"
                      className={cn(
                        'relative flex size-6 shrink-0 items-center justify-center rounded-sm text-fg-subtle data-[hovered]:bg-surface-hover',
                        touchTarget,
                      )}
                    >
                      <ChevronRight
                        aria-hidden
                        className={cn('size-4 transition-transform', isExpanded && 'rotate-90')}
                      />
                    </Button>
                  ) : (
                    <span aria-hidden className="size-6 shrink-0" />
                  )}
                  <Checkbox
                    slot="selection"
                    // React Aria names it by this and the row: 'Selecionar Visualizar' alone stood
                    // under every resource; 'Selecionar em Cursos: Visualizar' says which.
                    aria-label={parent === undefined ? undefined : `Selecionar em ${parent}:`}
                    isIndeterminate={state === 'indeterminate'}
                    className="flex items-center"
                  >
                    {(rp) => (
                      <span
                        className={cn(
                          'flex size-4 items-center justify-center rounded-sm border transition-colors',
                          rp.isSelected || rp.isIndeterminate
                            ? 'border-accent bg-accent text-accent-fg'
                            : 'border-border-strong bg-surface',
                          rp.isDisabled && 'opacity-50',
                        )}
                      >
                        {rp.isIndeterminate ? (
                          <Minus aria-hidden className="size-3" strokeWidth={3} />
                        ) : rp.isSelected ? (
                          <Check aria-hidden className="size-3" strokeWidth={3} />
                        ) : null}
                      </span>
                    )}
                  </Checkbox>
                  <span className={cn('truncate', hasChildItems && 'font-medium')}>{node.label}</span>
                  {node.description && (
                    <span className="truncate text-xs text-fg-subtle">{node.description}</span>
                  )}
                </div>
              )}
            </TreeItemContent>
            {node.children && node.children.length > 0 && (
              <Collection items={node.children}>{renderNode}</Collection>
            )}
          </TreeItem>
        );
      }}
    </Tree>
  );
}

function allKeys(items: readonly CheckTreeNode[]): TreeKey[] {
  return items.flatMap((n) => [n.id, ...allKeys(n.children ?? [])]);
}
