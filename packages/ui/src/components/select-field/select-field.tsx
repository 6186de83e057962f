import { ChevronDown } from 'lucide-react';
import {
  Button,
  type Key,
  ListBox,
  Popover,
  Select,
  type SelectProps,
  SelectValue,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing } from '../../utils/focus-ring';
import { recipe } from '../../utils/recipe';
import { touchField, touchTarget } from '../../utils/touch-target';
import { type FieldBaseProps, FieldDescription, FieldError, Label, popoverStyles } from '../field/field';
import { ChoiceItem } from './choice-item';

/** One choice of a SelectField; `K` is the type of its id (a number, a string literal…). */
export interface SelectOption<K extends Key = Key> {
  /** Value reported by `onChange`. */
  id: K;
  /** Text shown. */
  label: string;
  /** Whether it can be chosen. @default false */
  isDisabled?: boolean;
}

export interface SelectFieldProps<K extends Key = Key>
  extends Omit<
      SelectProps<SelectOption<K>, 'single'>,
      'children' | 'items' | 'selectionMode' | 'value' | 'defaultValue' | 'onChange'
    >,
    FieldBaseProps {
  /** The choices. */
  items: SelectOption<K>[];
  /** The chosen option's id, or `null` for none. Controlled. */
  value?: K | null;
  /** The id chosen at first. Uncontrolled. */
  defaultValue?: K | null;
  /** Called with the chosen id (so `onChange={setValue}` fits a `useState<K | null>`). */
  onChange?: (value: K | null) => void;
  /** Text while nothing is chosen. @default 'Selecione' */
  placeholder?: string;
}

const triggerStyles = recipe({
  extend: focusRing,
  base: [
    'relative flex h-9 w-full min-w-0 items-center gap-2 rounded-md border bg-surface px-3 text-left text-sm text-fg shadow-xs',
    touchField,
    touchTarget,
  ],
  variants: {
    isInvalid: { true: 'border-error', false: 'border-border-strong data-[hovered]:border-fg-subtle' },
    isDisabled: { true: 'cursor-not-allowed bg-surface-muted text-fg-subtle' },
  },
});

/**
 * A labelled single-choice dropdown (RAC `Select`). Controlled with `value`/`onChange` (an
 * item's id, typed as the items' ids, or `null`).
 * @example <SelectField label="Situação" items={[{ id: 1, label: 'Ativo' }]} value={v} onChange={setV} />
 */
export function SelectField<K extends Key = Key>({
  label,
  description,
  errorMessage,
  items,
  placeholder = 'Selecione',
  className,
  isInvalid,
  onChange,
  ...props
}: SelectFieldProps<K>) {
  const invalid = isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
  return (
    <Select
      {...props}
      // React Aria reports a `Key`; it is one of `items`' ids, so a `K`.
      onChange={onChange as ((value: Key | null) => void) | undefined}
      placeholder={placeholder}
      isInvalid={invalid}
      className={composeTailwindRenderProps(className, 'flex flex-col gap-1.5')}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Button className={(rp) => triggerStyles({ ...rp, isInvalid: invalid ?? false })}>
        <SelectValue className="flex-1 truncate data-[placeholder]:text-fg-subtle" />
        <ChevronDown aria-hidden className="size-4 text-fg-subtle" />
      </Button>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={popoverStyles}>
        <ListBox items={items} className="outline-0">
          {(item) => <ChoiceItem item={item} />}
        </ListBox>
      </Popover>
    </Select>
  );
}
