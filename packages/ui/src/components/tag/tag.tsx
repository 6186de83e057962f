import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';
import { touchTarget } from '../../utils/touch-target';
import { type Tone, toneStyles } from '../badge/badge';

export interface TagProps {
  /** Colour meaning. @default 'neutral' */
  tone?: Tone;
  /** Text of the tag. */
  children: ReactNode;
  /** When given, the tag shows a remove button (named `removeLabel`) that calls it. */
  onRemove?: () => void;
  /**
   * Accessible name of the remove button.
   * @default 'Remover'
   */
  removeLabel?: string;
  /** Disables the remove button. @default false */
  isDisabled?: boolean;
  /** Extra classes. */
  className?: string;
}

/**
 * A rectangular label for categories and chosen values, optionally removable.
 * @example <Tag onRemove={() => remove(id)} removeLabel={`Remover ${nome}`}>{nome}</Tag>
 */
export function Tag({
  tone = 'neutral',
  children,
  onRemove,
  removeLabel = 'Remover',
  isDisabled,
  className,
}: TagProps) {
  return (
    <span
      className={toneStyles({
        tone,
        className: cn(
          'inline-flex h-6 max-w-full items-center gap-1 rounded-md border pl-2 text-xs font-medium',
          onRemove ? 'pr-0.5' : 'pr-2',
          className,
        ),
      })}
    >
      <span className="truncate">{children}</span>
      {onRemove && (
        <Button
          aria-label={removeLabel}
          onPress={onRemove}
          isDisabled={isDisabled}
          className={(rp) =>
            focusRing({
              ...rp,
              // `relative` for the tap area on touch screens (touchTarget).
              className: [
                'relative inline-flex size-5 items-center justify-center rounded-sm opacity-70 data-[hovered]:bg-black/5 data-[hovered]:opacity-100 data-[disabled]:opacity-40',
                touchTarget,
              ],
            })
          }
        >
          <X aria-hidden className="size-3" />
        </Button>
      )}
    </span>
  );
}
