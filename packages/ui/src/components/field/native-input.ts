import type { KeyboardEvent } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { inputStyles } from './field';

/**
 * Props that give a native `<input>` the look of the kit's fields: the hover border and the
 * keyboard-only focus ring a React Aria `Input` has, from React Aria's hooks, which render on
 * hover and focus changes only. For inputs that keep their own text (`SearchBox`,
 * `FilterField`), so that typing renders nothing.
 */
export function useNativeInputLook({ isDisabled, className }: { isDisabled: boolean; className?: string }) {
  const { isFocusVisible, focusProps } = useFocusRing({ isTextInput: true });
  const { isHovered, hoverProps } = useHover({ isDisabled });
  return {
    ...mergeProps(focusProps, hoverProps),
    'data-hovered': isHovered || undefined,
    className: inputStyles({ isFocusVisible, isDisabled, className }),
  };
}

/**
 * Whether an Escape in a native input that keeps its own text is the input's to clear: it is
 * when the input holds text (the key is then stopped here, as React Aria's `SearchField` does);
 * an empty input lets it through to the drawer or dialog around it, and a key that ends an IME
 * composition is the composition's.
 */
export function escapeClears(event: KeyboardEvent<HTMLInputElement>): boolean {
  if (event.key !== 'Escape' || event.nativeEvent.isComposing || event.currentTarget.value === '')
    return false;
  event.preventDefault();
  event.stopPropagation();
  return true;
}
