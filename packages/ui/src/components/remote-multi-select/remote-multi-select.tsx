import { ChevronDown } from 'lucide-react';
import { type ReactNode, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  ComboBox,
  type ComboBoxState,
  ComboBoxStateContext,
  Input,
  type Key,
  ListBoxItem,
  Button as RACButton,
} from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';
import { touchField, touchTarget } from '../../utils/touch-target';
import { FieldDescription, Label, optionStyles } from '../field/field';
import { OptionList } from '../field/option-list';
import { Spinner } from '../spinner/spinner';
import { Tag } from '../tag/tag';
import { type LoadOptions, optionsFor, type RemoteOption, useRemoteOptions } from './use-remote-options';

export type { LoadOptions, RemoteOption } from './use-remote-options';

export interface RemoteMultiSelectProps {
  /** Visible label; also the accessible name. */
  label: string;
  /** Chosen options (kept with their labels, so tags survive new searches). */
  value: RemoteOption[];
  /** Called with the new list when an option is added or a tag removed. */
  onChange: (value: RemoteOption[]) => void;
  /** Loads the options for a search text; called 250 ms after typing stops and when `dependsOn` changes. */
  loadOptions: LoadOptions;
  /**
   * Another field's value the options depend on (e.g. the chosen courses for the modules
   * field). Options reload when it changes (compared by JSON).
   */
  dependsOn?: unknown;
  /** Debounce of the search, in ms. @default 250 */
  debounceMs?: number;
  /** Input placeholder. @default 'Digite para buscar' */
  placeholder?: string;
  /** Help text. */
  description?: ReactNode;
  /** Disables it (no requests are made). @default false */
  isDisabled?: boolean;
  /** Texts of the list states. @default { loading: 'Carregando…', empty: 'Nenhuma opção encontrada', error: 'Não foi possível carregar as opções' } */
  messages?: Partial<{ loading: string; empty: string; error: string }>;
  /** Accessible name of a tag's remove button. @default (o) => `Remover ${o.label}` */
  removeLabel?: (option: RemoteOption) => string;
  /** Extra classes. */
  className?: string;
}

const defaultMessages = {
  loading: 'Carregando…',
  empty: 'Nenhuma opção encontrada',
  error: 'Não foi possível carregar as opções',
};

/**
 * A searchable multi-select whose options come from a callback (the Curso / Módulos / Assunto
 * filters). Chosen values show as tags; each tag's remove button works by keyboard, and
 * Backspace in the empty input removes the last one.
 * @example
 * <RemoteMultiSelect label="Módulos" value={modulos} onChange={setModulos} dependsOn={cursos.map((c) => c.id)}
 *   loadOptions={(busca, signal) => api.modulos({ cursos, busca }, { signal })} />
 */
const defaultRemoveLabel = (o: RemoteOption) => `Remover ${o.label}`;

export function RemoteMultiSelect({
  label,
  value,
  onChange,
  loadOptions,
  dependsOn,
  debounceMs = 250,
  placeholder = 'Digite para buscar',
  description,
  isDisabled = false,
  messages: messagesProp,
  removeLabel = defaultRemoveLabel,
  className,
}: RemoteMultiSelectProps) {
  const messages = { ...defaultMessages, ...messagesProp };
  const [search, setSearch] = useState('');
  const dependsOnKey = useMemo(() => JSON.stringify(dependsOn ?? null), [dependsOn]);
  const loaded = useRemoteOptions(loadOptions, search, dependsOnKey, {
    delay: debounceMs,
    enabled: !isDisabled,
  });
  const { status } = loaded;
  // Only options that match what is typed, even before the answer for it arrives.
  const options = optionsFor(loaded, search, dependsOnKey);
  const inputRef = useRef<HTMLInputElement>(null);
  const chosen = new Set(value.map((v) => String(v.id)));
  const available = options.filter((o) => !chosen.has(String(o.id)));

  const comboState = useRef<ComboBoxState<RemoteOption> | null>(null);
  /** Set while focus moves to the input after a removal: the options its focus opens close. */
  const quietFocus = useRef(false);
  const add = (key: Key | null) => {
    if (key === null) return;
    const option = options.find((o) => String(o.id) === String(key));
    if (option && !chosen.has(String(option.id))) onChange([...value, option]);
    setSearch('');
    // A pick closes the options, as a single select does: left open, they covered the new tag
    // right under the input. Typing or ArrowDown opens them again for the next pick.
    comboState.current?.close();
  };
  const remove = (option: RemoteOption) => {
    onChange(value.filter((v) => String(v.id) !== String(option.id)));
    // The tag's button goes: focus moves to the input, whose focus opens the options
    // (`menuTrigger="focus"`). Closed again at once: open, they covered the fields below and hid
    // the rest of a dialog from screen readers, where the user had only taken a choice away.
    quietFocus.current = true;
    inputRef.current?.focus();
    // Opened a render or two after the focus; past that, an open is the user's.
    setTimeout(() => {
      quietFocus.current = false;
    }, 100);
  };

  const emptyText =
    status === 'loading' || status === 'idle'
      ? messages.loading
      : status === 'error'
        ? messages.error
        : messages.empty;

  // The tags live outside the ComboBox: RAC gives every Button inside a ComboBox the trigger's props.
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <ComboBox
        className="flex flex-col gap-1.5"
        items={available}
        selectedKey={null}
        onSelectionChange={add}
        inputValue={search}
        onInputChange={setSearch}
        isDisabled={isDisabled}
        allowsEmptyCollection
        menuTrigger="focus"
      >
        <KeepState
          onState={(state) => {
            comboState.current = state;
            // Closed before the browser paints them (a layout effect): no flash of the list.
            if (quietFocus.current && state?.isOpen) {
              state.close();
              quietFocus.current = false;
            }
          }}
        />
        <Label>{label}</Label>
        <div className="relative flex items-center">
          <Input
            ref={inputRef}
            placeholder={placeholder}
            onKeyDown={(e) => {
              if (e.key === 'Backspace' && search === '' && value.length > 0) onChange(value.slice(0, -1));
            }}
            className={(rp) =>
              focusRing({
                ...rp,
                className: cn(
                  'h-9 w-full min-w-0 rounded-md border border-border-strong bg-surface pl-3 pr-9 text-sm text-fg shadow-xs placeholder:text-fg-subtle',
                  touchField,
                  rp.isDisabled && 'cursor-not-allowed bg-surface-muted',
                ),
              })
            }
          />
          <span className="pointer-events-none absolute right-9 flex text-fg-subtle">
            {status === 'loading' && <Spinner size="sm" label={null} />}
          </span>
          <RACButton
            // React Aria names the button by this and the field's label: 'Mostrar opções de Perfis'
            // (with the label here too it read 'Mostrar opções de Perfis Perfis').
            aria-label="Mostrar opções de"
            className={(rp) =>
              focusRing({
                ...rp,
                className: [
                  'absolute right-1 flex size-7 items-center justify-center rounded-sm text-fg-subtle data-[hovered]:bg-surface-hover',
                  touchTarget,
                ],
              })
            }
          >
            <ChevronDown aria-hidden className="size-4" />
          </RACButton>
        </div>
        {description != null && <FieldDescription>{description}</FieldDescription>}
        <OptionList<RemoteOption>
          empty={
            <div className={cn('px-2.5 py-2 text-sm', status === 'error' ? 'text-error' : 'text-fg-muted')}>
              {emptyText}
            </div>
          }
        >
          {(item) => (
            <ListBoxItem id={String(item.id)} textValue={item.label} className={(rp) => optionStyles(rp)}>
              {item.label}
            </ListBoxItem>
          )}
        </OptionList>
      </ComboBox>
      {value.length > 0 && (
        <ul aria-label={`${label} selecionados`} className="flex flex-wrap gap-1.5">
          {value.map((o) => (
            <li key={o.id} className="min-w-0 max-w-full">
              <Tag
                tone="info"
                onRemove={() => remove(o)}
                removeLabel={removeLabel(o)}
                isDisabled={isDisabled}
              >
                {o.label}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Hands the ComboBox's state to the component around it (RAC keeps it in a context), so a pick
 * can close the options: with the selection controlled (`selectedKey={null}`), RAC never sees a
 * selection change and would leave them open.
 */
function KeepState({ onState }: { onState: (state: ComboBoxState<RemoteOption> | null) => void }) {
  const state = useContext(ComboBoxStateContext) as ComboBoxState<RemoteOption> | null;
  useLayoutEffect(() => onState(state));
  return null;
}
