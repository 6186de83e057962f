import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox, type CheckboxProps, composeRenderProps } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';
import { recipe } from '../../utils/recipe';

const boxStyles = recipe({
  extend: focusRing,
  base: 'flex size-4 shrink-0 items-center justify-center rounded-sm border transition-colors',
  variants: {
    isSelected: { true: 'border-accent bg-accent text-accent-fg', false: 'border-border-strong bg-surface' },
    isIndeterminate: { true: 'border-accent bg-accent text-accent-fg' },
    isInvalid: { true: 'border-error' },
    isDisabled: { true: 'opacity-50' },
  },
});

export interface CheckboxFieldProps extends Omit<CheckboxProps, 'children'> {
  /** Text beside the box; also the accessible name. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
}

/**
 * A checkbox with its label (RAC `Checkbox`). Works alone (`isSelected`/`onChange`) or inside a
 * `CheckboxGroupField` (`value`).
 * @example <CheckboxField isSelected={ativo} onChange={setAtivo}>Ativo</CheckboxField>
 */
export function CheckboxField({ children, description, className, ...props }: CheckboxFieldProps) {
  return (
    <Checkbox
      {...props}
      className={composeRenderProps(className, (c) =>
        cn('group flex items-start gap-2 text-sm text-fg data-[disabled]:opacity-60', c),
      )}
    >
      {(rp) => (
        <>
          <span className={cn(boxStyles(rp), 'mt-0.5')}>
            {rp.isIndeterminate ? (
              <Minus aria-hidden className="size-3" strokeWidth={3} />
            ) : rp.isSelected ? (
              <Check aria-hidden className="size-3" strokeWidth={3} />
            ) : null}
          </span>
          <span className="flex min-w-0 flex-col wrap-anywhere">
            {/* A long run without spaces (a category named with a pasted code) breaks, and its
                narrowest width is no longer that run's: it widened the whole form past the
                screen, sidebar and all. */}
            <span>{children}</span>
            {description != null && <span className="text-xs text-fg-subtle">{description}</span>}
          </span>
        </>
      )}
    </Checkbox>
  );
}
