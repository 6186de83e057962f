import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';
import { touchTarget } from '../../utils/touch-target';
import { Button } from '../button/button';
import { escapeClears, useNativeInputLook } from '../field/native-input';

export interface SearchBoxProps {
  /** Called with the text when the user presses Enter or the search button. */
  onSearch: (value: string) => void;
  /** Controlled text (the box then re-renders on every keystroke; leave it out where you can). */
  value?: string;
  /** Initial text (uncontrolled), e.g. the `search` kept in the URL. @default '' */
  defaultValue?: string;
  /** Called on every keystroke. */
  onChange?: (value: string) => void;
  /** Accessible name of the input. @default 'Procurar' */
  label?: string;
  /** Placeholder. @default 'Procurar' */
  placeholder?: string;
  /** Text of the search button. @default 'Buscar' */
  buttonLabel?: string;
  /** Accessible name of the clear (×) button; clearing also searches with ''. @default 'Limpar busca' */
  clearLabel?: string;
  /** Disables input and button. @default false */
  isDisabled?: boolean;
  /** Extra classes (width). Its minimum width stays 14rem (or the container's, if narrower). */
  className?: string;
}

/**
 * A search input with a 'Buscar' button: searches on Enter or on the button, never per keystroke
 * (lists reset to page 1 on a new search). Escape or × clears and searches with ''.
 *
 * Uncontrolled, the text lives in the input alone: a keystroke renders nothing (React renders
 * only when the box turns empty or not, for the ×), and the search reads the input when asked.
 * React Aria's `SearchField` keeps the text in state and re-rendered the box on every key.
 * @example <SearchBox defaultValue={params.search} onSearch={(s) => setParams({ search: s, page: 1 })} />
 */
export function SearchBox({
  onSearch,
  value,
  defaultValue = '',
  onChange,
  label = 'Procurar',
  placeholder = 'Procurar',
  buttonLabel = 'Buscar',
  clearLabel = 'Limpar busca',
  isDisabled = false,
  className,
}: SearchBoxProps) {
  const controlled = value !== undefined;
  const input = useRef<HTMLInputElement>(null);
  const [emptyInput, setEmptyInput] = useState(defaultValue === '');
  const empty = controlled ? value === '' : emptyInput;
  const look = useNativeInputLook({
    isDisabled,
    className: 'pl-8 pr-8 [&::-webkit-search-cancel-button]:hidden',
  });
  const text = () => input.current?.value ?? '';
  const changed = (next: string) => {
    // Only when it turns: a `setState` of the same value can still render the box once.
    if ((next === '') !== emptyInput) setEmptyInput(next === '');
    onChange?.(next);
  };
  const clear = () => {
    if (!controlled && input.current) input.current.value = '';
    changed('');
    onSearch('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (escapeClears(event)) clear();
    // A key that ends an IME composition is the composition's, not a search.
    else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!isDisabled) onSearch(text().trim());
    }
  };
  return (
    // Never narrower than 14rem (or its container), even when a toolbar gives it `min-w-0 flex-1`
    // (basis 0): the toolbar's other buttons then wrap under it instead of the input shrinking
    // until its placeholder reads 'Procura'. Applied after `className` on purpose.
    <search
      className={cn(
        'flex w-full max-w-md min-w-0 flex-[1_1_18rem] items-center gap-2',
        className,
        'min-w-[min(100%,14rem)]',
      )}
    >
      <div className="relative flex min-w-36 flex-1 items-center">
        <Search aria-hidden className="pointer-events-none absolute left-2.5 size-4 text-fg-subtle" />
        <input
          {...look}
          ref={input}
          type="search"
          aria-label={label}
          placeholder={placeholder}
          disabled={isDisabled}
          {...(controlled ? { value } : { defaultValue })}
          onChange={(event) => changed(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        {empty || isDisabled ? null : (
          <RACButton
            aria-label={clearLabel}
            // As React Aria's SearchField: the × is for the pointer, Escape for the keyboard, and
            // a press leaves the focus in the input.
            excludeFromTabOrder
            preventFocusOnPress
            onPress={() => {
              clear();
              input.current?.focus();
            }}
            className={(rp) =>
              focusRing({
                ...rp,
                className: [
                  'absolute right-1.5 flex size-6 items-center justify-center rounded-sm text-fg-subtle data-[hovered]:bg-surface-hover',
                  touchTarget,
                ],
              })
            }
          >
            <X aria-hidden className="size-3.5" />
          </RACButton>
        )}
      </div>
      <Button onPress={() => onSearch(text().trim())} isDisabled={isDisabled}>
        {buttonLabel}
      </Button>
    </search>
  );
}
