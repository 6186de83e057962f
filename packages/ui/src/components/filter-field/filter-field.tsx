import { type KeyboardEvent, useId } from 'react';
import { cn } from '../../utils/cn';
import { escapeClears, useNativeInputLook } from '../field/native-input';

export interface FilterFieldProps {
  /** Visible label; also the input's accessible name (e.g. 'Procurar curso'). */
  label: string;
  /**
   * Called with the text on every keystroke. Filtering a long list there, wrap the state update
   * in `startTransition`: the keystroke is drawn first and the list follows.
   */
  onChange: (value: string) => void;
  /** Initial text. @default '' */
  defaultValue?: string;
  /** Placeholder shown while empty. */
  placeholder?: string;
  /** Disables the input. @default false */
  isDisabled?: boolean;
  /** Extra classes (width). */
  className?: string;
}

/**
 * A labelled search input that filters what is already on the screen as the user types (a
 * picker's options, a permission tree); Escape clears it. The text lives in the input: a
 * keystroke renders nothing of the field itself (a `TextField` holds its text in React Aria's
 * state and renders on every key), so the only work per key is the caller's filtering.
 * @example <FilterField label="Procurar curso" onChange={(t) => startTransition(() => setText(t))} />
 */
export function FilterField({
  label,
  onChange,
  defaultValue = '',
  placeholder,
  isDisabled = false,
  className,
}: FilterFieldProps) {
  const id = useId();
  const look = useNativeInputLook({ isDisabled });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!escapeClears(event)) return;
    event.currentTarget.value = '';
    onChange('');
  };
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="w-fit text-sm font-medium text-fg">
        {label}
      </label>
      <input
        {...look}
        id={id}
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        disabled={isDisabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
