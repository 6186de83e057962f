import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import type { Key } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { Button } from '../button/button';
import { SelectField, type SelectOption } from '../select-field/select-field';

/** Sort direction. */
export type SortDirection = 'asc' | 'desc';

export interface OrderingSelectProps<K extends Key = Key> {
  /** Fields the list can be ordered by (e.g. `{ id: 'nome', label: 'Nome' }`). */
  options: SelectOption<K>[];
  /** Chosen field. */
  value: K | null;
  /** Called with the chosen field. */
  onChange: (value: K | null) => void;
  /** Direction; the toggle button shows only when `onDirectionChange` is given. @default 'asc' */
  direction?: SortDirection;
  /** Called when the direction toggle is pressed. */
  onDirectionChange?: (direction: SortDirection) => void;
  /** Label. @default 'Ordenar por' */
  label?: string;
  /** Accessible names of the direction toggle. @default { asc: 'Ordem crescente', desc: 'Ordem decrescente' } */
  directionLabels?: { asc: string; desc: string };
  /** Disables it. @default false */
  isDisabled?: boolean;
  /** Extra classes. */
  className?: string;
}

/**
 * Chooses the ordering of a list (the 'Ordenar por' of the refine drawers), with an optional
 * ascending/descending toggle.
 * @example <OrderingSelect options={[{ id: 'nome', label: 'Nome' }]} value={ordem} onChange={setOrdem} />
 */
export function OrderingSelect<K extends Key = Key>({
  options,
  value,
  onChange,
  direction = 'asc',
  onDirectionChange,
  label = 'Ordenar por',
  directionLabels = { asc: 'Ordem crescente', desc: 'Ordem decrescente' },
  isDisabled = false,
  className,
}: OrderingSelectProps<K>) {
  return (
    <div className={cn('flex items-end gap-2', className)}>
      <SelectField
        label={label}
        items={options}
        value={value}
        onChange={onChange}
        isDisabled={isDisabled}
        className="flex-1"
      />
      {onDirectionChange && (
        <Button
          size="icon"
          aria-label={directionLabels[direction]}
          isDisabled={isDisabled}
          onPress={() => onDirectionChange(direction === 'asc' ? 'desc' : 'asc')}
        >
          {direction === 'asc' ? <ArrowUpNarrowWide aria-hidden /> : <ArrowDownWideNarrow aria-hidden />}
        </Button>
      )}
    </div>
  );
}
