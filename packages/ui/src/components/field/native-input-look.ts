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
