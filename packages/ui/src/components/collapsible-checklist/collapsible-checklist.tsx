import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  CheckboxGroup,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import { Skeleton } from '../skeleton/skeleton';
import {
  type ChecklistGroup,
  type ChecklistKey,
  defaultCountLabel,
  groupCount,
  setGroupChecked,
  setGroupValue,
} from './checklist-logic';

export interface CollapsibleChecklistProps {
  /** The groups, each with its items (e.g. per chosen course, its modules). */
  groups: ChecklistGroup[];
  /** Checked item keys across all groups (controlled). */
  value: readonly ChecklistKey[];
  /** Called with every checked key after a change. */
  onChange: (value: ChecklistKey[]) => void;
  /** Groups open at first. @default every group */
  defaultExpandedKeys?: Iterable<ChecklistKey>;
  /** Count text beside each group title. @default (checked, total) => `${checked} de ${total}` */
  countLabel?: (checked: number, total: number) => string;
  /** Adds a 'Selecionar todos' checkbox to each group. @default true */
  showSelectAll?: boolean;
  /** Text of the select-all checkbox. @default 'Selecionar todos' */
  selectAllLabel?: string;
  /** Shows placeholders instead of the groups. @default false */
  isLoading?: boolean;
  /** Disables every checkbox (groups still open and close). @default false */
  isDisabled?: boolean;
  /** Shown when there are no groups. @default 'Nenhum item disponível' */
  emptyState?: ReactNode;
  /** Shown inside a group without items. @default 'Nenhum item neste grupo' */
  groupEmptyState?: ReactNode;
  /** Accessible name of the whole list. */
  'aria-label'?: string;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * Collapsible groups of checkboxes with a '{checked} de {total}' count per group (the
 * classification wizard's modules per course and subjects per module). Built on
 * react-aria-components `DisclosureGroup` and `CheckboxGroup`.
 * @example
 * <CollapsibleChecklist groups={cursos.map((c) => ({ id: c.id, title: c.nome, items: modulosDe(c) }))}
 *   value={modulos} onChange={setModulos} />
 */
export function CollapsibleChecklist({
  groups,
  value,
  onChange,
  defaultExpandedKeys,
  countLabel = defaultCountLabel,
  showSelectAll = true,
  selectAllLabel = 'Selecionar todos',
  isLoading = false,
  isDisabled = false,
  emptyState = 'Nenhum item disponível',
  groupEmptyState = 'Nenhum item neste grupo',
  className,
  ...aria
}: CollapsibleChecklistProps) {
  const checked = new Set<ChecklistKey>(value);

  if (isLoading) {
    return (
      <div role="status" aria-label="Carregando" className={cn('flex flex-col gap-2', className)}>
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            className="flex items-center gap-3 rounded-lg border border-border bg-surface px-4 py-3"
          >
            <Skeleton width="40%" />
            <Skeleton width={48} className="ml-auto" />
          </div>
        ))}
      </div>
    );
  }

  if (groups.length === 0) {
    return (
      <div
        className={cn(
          'rounded-lg border border-dashed border-border-strong px-4 py-6 text-center text-sm text-fg-subtle',
          className,
        )}
      >
        {emptyState}
      </div>
    );
  }

  return (
    <fieldset aria-label={aria['aria-label']} className={cn('min-w-0', className)}>
      <DisclosureGroup
        allowsMultipleExpanded
        defaultExpandedKeys={defaultExpandedKeys ? [...defaultExpandedKeys] : groups.map((g) => g.id)}
        className="flex flex-col gap-2"
      >
        {groups.map((group) => {
          const { checked: n, total } = groupCount(group, checked);
          const count = countLabel(n, total);
          const groupValue = group.items.filter((i) => checked.has(i.id)).map((i) => String(i.id));
          const byString = new Map<string, ChecklistKey>(group.items.map((i) => [String(i.id), i.id]));
          return (
            <Disclosure
              key={group.id}
              id={group.id as Key}
              className="rounded-lg border border-border bg-surface shadow-xs"
            >
              {({ isExpanded }) => (
                <>
                  <Heading level={3} className="m-0">
                    <Button
                      slot="trigger"
                      className={(rp) =>
                        cn(
                          focusRing(rp),
                          'flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm',
                          rp.isHovered && 'bg-surface-hover',
                        )
                      }
                    >
                      <ChevronRight
                        aria-hidden
                        className={cn(
                          'size-4 shrink-0 text-fg-subtle transition-transform',
                          isExpanded && 'rotate-90',
                        )}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="font-medium text-fg">{group.title}</span>
                        {group.subtitle && (
                          <span className="ml-2 text-xs text-fg-subtle">{group.subtitle}</span>
                        )}
                      </span>
                      <span
                        aria-hidden
                        className={cn(
                          'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium tabular-nums',
                          n > 0 ? 'bg-accent-soft text-accent' : 'bg-surface-muted text-fg-muted',
                        )}
                      >
                        {count}
                      </span>
                      {/* Heard as 'Voo a Vela (2 de 3 selecionados)': the badge alone says 2 of what. */}
                      <span className="sr-only">
                        ({countLabel === defaultCountLabel ? `${count} selecionados` : count})
                      </span>
                    </Button>
                  </Heading>
                  <DisclosurePanel className="border-t border-border px-3 pb-3">
                    {group.items.length === 0 ? (
                      <p className="pt-3 text-sm text-fg-subtle">{groupEmptyState}</p>
                    ) : (
                      <div className="flex flex-col gap-2 pt-3">
                        {showSelectAll && group.items.length > 1 && (
                          <CheckboxField
                            isSelected={n === total}
                            isIndeterminate={n > 0 && n < total}
                            isDisabled={isDisabled}
                            onChange={(on) => onChange(setGroupChecked(value, group, on))}
                            aria-label={`${selectAllLabel}: ${group.title}`}
                            className="border-b border-border pb-2 font-medium"
                          >
                            {selectAllLabel}
                          </CheckboxField>
                        )}
                        <CheckboxGroup
                          aria-label={group.title}
                          value={groupValue}
                          isDisabled={isDisabled}
                          onChange={(next) =>
                            onChange(
                              setGroupValue(
                                value,
                                group,
                                next
                                  .map((s) => byString.get(s))
                                  .filter((k): k is ChecklistKey => k !== undefined),
                              ),
                            )
                          }
                          className="grid gap-2 sm:grid-cols-2"
                        >
                          {group.items.map((item) => (
                            <CheckboxField
                              key={item.id}
                              value={String(item.id)}
                              isDisabled={item.isDisabled}
                              description={item.description}
                            >
                              {item.label}
                            </CheckboxField>
                          ))}
                        </CheckboxGroup>
                      </div>
                    )}
                  </DisclosurePanel>
                </>
              )}
            </Disclosure>
          );
        })}
      </DisclosureGroup>
    </fieldset>
  );
}
