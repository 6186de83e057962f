import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../button/button';

// Apart from the drawer (refine-drawer.tsx) so that a list can draw this button without the
// drawer's overlay code: a module shared with the drawer's chunk took it along (issue 15).

export interface RefineTriggerProps {
  /** Called on press. */
  onPress?: () => void;
  /** Called when the pointer enters it or it takes focus: the moment to start loading a drawer. */
  onIntent?: () => void;
  /** Number of active filters shown on it; hidden when 0. @default 0 */
  activeCount?: number;
  /** @default 'Refinar' */
  triggerLabel?: string;
  /** Accessible text after a count over one ('2 filtros ativos'). @default 'filtros ativos' */
  activeCountLabel?: string;
  /** The same after a count of one ('1 filtro ativo'). @default 'filtro ativo' */
  activeCountLabelOne?: string;
  isDisabled?: boolean;
  /** Whether the drawer it opens is open. @default false */
  isOpen?: boolean;
  /** Shows a spinner while the drawer loads. @default false */
  isPending?: boolean;
}

/**
 * The 'Refinar' button with the count of active filters: `RefineDrawer`'s own trigger, exported so
 * a screen can show it before the drawer's code is loaded (and load it on `onIntent`).
 * @example <RefineTrigger activeCount={2} onIntent={preload} onPress={open} />
 */
export function RefineTrigger({
  onPress,
  onIntent,
  activeCount = 0,
  triggerLabel = 'Refinar',
  activeCountLabel = 'filtros ativos',
  activeCountLabelOne = 'filtro ativo',
  isDisabled = false,
  isOpen = false,
  isPending = false,
}: RefineTriggerProps) {
  return (
    <Button
      onPress={onPress}
      onHoverStart={onIntent}
      onFocus={onIntent}
      isDisabled={isDisabled}
      isPending={isPending}
      aria-expanded={isOpen}
    >
      <SlidersHorizontal aria-hidden />
      {triggerLabel}
      {activeCount > 0 && (
        <span
          aria-hidden
          className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-fg"
        >
          {activeCount}
        </span>
      )}
      {activeCount > 0 && (
        <span className="sr-only">{` ${activeCount} ${activeCount === 1 ? activeCountLabelOne : activeCountLabel}`}</span>
      )}
    </Button>
  );
}
