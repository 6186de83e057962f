import { Search, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Input, Button as RACButton, SearchField } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';
import { Button } from '../button/button';
import { inputStyles } from '../field/field';

export interface SearchBoxProps {
  /** Called with the text when the user presses Enter or the search button. */
  onSearch: (value: string) => void;
  /** Controlled text. */
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
 * @example <SearchBox defaultValue={params.search} onSearch={(s) => setParams({ search: s, page: 1 })} />
 */
export function SearchBox({
  onSearch,
  value: valueProp,
  defaultValue = '',
  onChange,
  label = 'Procurar',
  placeholder = 'Procurar',
  buttonLabel = 'Buscar',
  clearLabel = 'Limpar busca',
  isDisabled = false,
  className,
}: SearchBoxProps) {
  const [inner, setInner] = useState(defaultValue);
  const value = valueProp ?? inner;
  // 'Buscar' reads the text when pressed, through a ref: its handler then stays the same while
  // the person types, and the button (React Aria's press, hover and focus hooks) does not
  // re-render on every keystroke.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const setValue = (v: string) => {
    if (valueProp === undefined) setInner(v);
    onChange?.(v);
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
      <SearchField
        aria-label={label}
        value={value}
        onChange={setValue}
        onSubmit={(v) => onSearch(v.trim())}
        onClear={() => onSearch('')}
        isDisabled={isDisabled}
        className="group relative flex min-w-36 flex-1 items-center"
      >
        <Search aria-hidden className="pointer-events-none absolute left-2.5 size-4 text-fg-subtle" />
        <Input
          placeholder={placeholder}
          className={(rp) =>
            inputStyles({
              ...rp,
              className: 'pl-8 pr-8 [&::-webkit-search-cancel-button]:hidden',
            })
          }
        />
        <RACButton
          aria-label={clearLabel}
          className={(rp) =>
            focusRing({
              ...rp,
              className:
                'absolute right-1.5 flex size-6 items-center justify-center rounded-sm text-fg-subtle data-[hovered]:bg-surface-hover group-data-[empty]:hidden',
            })
          }
        >
          <X aria-hidden className="size-3.5" />
        </RACButton>
      </SearchField>
      <Button onPress={() => onSearch(latest.current.trim())} isDisabled={isDisabled}>
        {buttonLabel}
      </Button>
    </search>
  );
}
