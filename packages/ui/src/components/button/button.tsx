import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { focusRing } from '../../utils/focus-ring';
import { recipe, type VariantProps } from '../../utils/recipe';
import { touchTarget } from '../../utils/touch-target';
import { Spinner } from '../spinner/spinner';

/** Button looks, shared with link-styled buttons (`buttonStyles({ variant: 'primary' })`). */
export const buttonStyles = recipe({
  extend: focusRing,
  base: [
    'relative inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md border font-medium',
    'transition-colors cursor-default select-none',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 [&_svg]:shrink-0',
    touchTarget,
  ],
  variants: {
    variant: {
      primary:
        'border-transparent bg-accent text-accent-fg shadow-xs data-[hovered]:bg-accent-hover data-[pressed]:bg-accent-hover',
      secondary:
        'border-border-strong bg-surface text-fg shadow-xs data-[hovered]:bg-surface-hover data-[pressed]:bg-surface-hover',
      ghost:
        'border-transparent bg-transparent text-fg-muted data-[hovered]:bg-surface-hover data-[hovered]:text-fg data-[pressed]:bg-surface-hover',
      danger:
        'border-transparent bg-error text-white shadow-xs data-[hovered]:bg-error-hover data-[pressed]:bg-error-hover',
    },
    size: {
      sm: 'h-7 px-2.5 text-xs [&_svg]:size-3.5',
      md: 'h-9 px-3.5 text-sm [&_svg]:size-4',
      lg: 'h-11 px-5 text-md [&_svg]:size-5',
      icon: 'size-9 p-0 [&_svg]:size-4',
    },
  },
  defaultVariants: { variant: 'secondary', size: 'md' },
});

export interface ButtonProps extends Omit<RACButtonProps, 'children'>, VariantProps<typeof buttonStyles> {
  /** Look of the button. @default 'secondary' */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Height and padding; `icon` makes a square button (give it an `aria-label`). @default 'md' */
  size?: 'sm' | 'md' | 'lg' | 'icon';
  /**
   * Shows a spinner and ignores presses while keeping focus (a `type="submit"` button submits
   * nothing meanwhile); the accessible name gains `pendingLabel`.
   * @default false
   */
  isPending?: boolean;
  /** Words added to the accessible name while pending. @default 'carregando' */
  pendingLabel?: string;
  /** Text and/or icon. */
  children?: ReactNode;
}

/**
 * The kit's button (react-aria-components `Button`): `onPress` instead of `onClick`.
 * @example <Button variant="primary" onPress={save}>SALVAR</Button>
 */
export function Button({
  variant,
  size,
  isPending,
  children,
  className,
  onPress,
  pendingLabel = 'carregando',
  type,
  ...props
}: ButtonProps) {
  // RAC's own `isPending` announces through a live region that keeps pointing at the button after
  // it unmounts (a dialog closing on success), which axe flags; so pending is handled here. As
  // RAC does, a pending submit button becomes a plain one: pressed again, it submits nothing.
  return (
    <RACButton
      {...props}
      type={isPending && type === 'submit' ? 'button' : type}
      onPress={isPending ? undefined : onPress}
      data-loading={isPending ? 'true' : undefined}
      className={composeRenderProps(className, (c, rp) =>
        buttonStyles({ ...rp, variant, size, className: c }),
      )}
    >
      {isPending ? (
        <>
          <span className="inline-flex items-center gap-2 opacity-0">{children}</span>
          <span className="absolute inset-0 flex items-center justify-center">
            <Spinner label={null} size="sm" />
          </span>
          <span className="sr-only"> ({pendingLabel})</span>
        </>
      ) : (
        children
      )}
    </RACButton>
  );
}
