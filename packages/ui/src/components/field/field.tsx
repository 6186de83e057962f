import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
  Label as RACLabel,
  type LabelProps as RACLabelProps,
  Text,
  type TextProps,
} from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';
import { recipe } from '../../utils/recipe';
import { touchField, touchFieldText } from '../../utils/touch-target';

/**
 * Field label (RAC `Label`): wires itself to the surrounding field. A required field's label is
 * followed by a red asterisk, shown before any attempt to save. The asterisk sits outside the
 * `<label>` and is hidden from screen readers: the field's name stays its label, and a screen
 * reader hears 'obrigatório' from the field's own `aria-required` (the field's `isRequired`: a
 * text field's or a combo box's input; a select's trigger is a button, which has none).
 */
export function Label({
  className,
  isRequired = false,
  ...props
}: RACLabelProps & {
  /** Marks the field as one that must be filled. @default false */ isRequired?: boolean;
}) {
  const label = <RACLabel {...props} className={cn('w-fit text-sm font-medium text-fg', className)} />;
  if (!isRequired) return label;
  return (
    <span className="flex w-fit items-baseline gap-0.5">
      {label}
      <span aria-hidden className="text-sm font-medium text-error">
        *
      </span>
    </span>
  );
}

/** Help text under a field (RAC `Text slot="description"`). */
export function FieldDescription({ className, ...props }: TextProps) {
  return <Text {...props} slot="description" className={cn('text-xs text-fg-subtle', className)} />;
}

/** Validation message under a field (RAC `FieldError`): shown only when the field is invalid. */
export function FieldError({ className, ...props }: RACFieldErrorProps) {
  return (
    <RACFieldError
      {...props}
      className={cn('text-xs font-medium text-error', typeof className === 'string' ? className : undefined)}
    />
  );
}

/** Shared look of text inputs, selects and their wrappers. */
export const inputStyles = recipe({
  extend: focusRing,
  base: [
    'w-full min-w-0 rounded-md border bg-surface px-3 text-sm text-fg shadow-xs transition-colors',
    'placeholder:text-fg-subtle',
    // A read-only value (a code the server gives) reads as not editable.
    'read-only:bg-surface-muted',
  ],
  variants: {
    isInvalid: { true: 'border-error', false: 'border-border-strong data-[hovered]:border-fg-subtle' },
    isDisabled: { true: 'cursor-not-allowed bg-surface-muted text-fg-subtle' },
    multiline: { true: ['min-h-20 py-2', touchFieldText], false: ['h-9', touchField] },
  },
  defaultVariants: { isInvalid: false, multiline: false },
});

/** Props every labelled field of the kit shares. */
export interface FieldBaseProps {
  /** Visible label; also the accessible name. */
  label?: ReactNode;
  /** Help text shown under the field. */
  description?: ReactNode;
  /** Error text; when set the field is marked invalid. A function receives RAC's validation. */
  errorMessage?: string | ((validation: import('react-aria-components').ValidationResult) => string);
}

/** Floating panel of selects, menus and combo boxes (RAC `Popover`). */
export const popoverStyles =
  'min-w-(--trigger-width) max-w-[min(32rem,calc(100vw-2rem))] max-h-80 overflow-auto rounded-lg border border-border bg-surface p-1 shadow-md outline-0';

/** An option row inside a ListBox or Menu. */
export const optionStyles = recipe({
  base: 'flex cursor-default items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-fg outline-0 select-none',
  variants: {
    isFocused: { true: 'bg-surface-hover' },
    isSelected: { true: 'font-medium text-accent' },
    isDisabled: { true: 'opacity-50' },
    isDanger: { true: 'text-error' },
  },
});
