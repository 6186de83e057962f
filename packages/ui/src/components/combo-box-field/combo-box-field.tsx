import { ChevronDown } from 'lucide-react';
import { Button, ComboBox, type ComboBoxProps, Input, type Key } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { composeTailwindRenderProps, focusRing } from '../../utils/focus-ring';
import { touchTarget } from '../../utils/touch-target';
import { type FieldBaseProps, FieldDescription, FieldError, inputStyles, Label } from '../field/field';
import { OptionList } from '../field/option-list';
import { ChoiceItem } from '../select-field/choice-item';
import type { SelectOption } from '../select-field/select-field';

export interface ComboBoxFieldProps<K extends Key = Key>
  extends Omit<
      ComboBoxProps<SelectOption<K>>,
      | 'children'
      | 'items'
      | 'defaultItems'
      | 'selectedKey'
      | 'onSelectionChange'
      | 'value'
      | 'defaultValue'
      | 'onChange'
    >,
    FieldBaseProps {
  /** The choices; the text typed filters them (case and accents ignored). */
  items: SelectOption<K>[];
  /** The chosen option's id, or `null`. Controlled. */
  value: K | null;
  /** Called with the chosen id, or `null` when the choice is cleared. */
  onChange: (value: K | null) => void;
  /** Text while nothing is typed. @default 'Procurar' */
  placeholder?: string;
  /** Shown in the list when nothing matches. @default 'Nenhum resultado' */
  emptyText?: string;
}

/**
 * A labelled searchable single choice (RAC `ComboBox`): type to filter, arrows and Enter to choose.
 * @example <ComboBoxField label="Curso" items={cursos} value={cursoId} onChange={setCursoId} />
 */
export function ComboBoxField<K extends Key = Key>({
  label,
  description,
  errorMessage,
  items,
  value,
  onChange,
  placeholder = 'Procurar',
  emptyText = 'Nenhum resultado',
  className,
  isInvalid,
  ...props
}: ComboBoxFieldProps<K>) {
  const invalid = isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
  return (
    <ComboBox
      {...props}
      defaultItems={items}
      selectedKey={value}
      // React Aria reports a `Key`; it is one of `items`' ids, so a `K`.
      onSelectionChange={onChange as (value: Key | null) => void}
      // Opens on typing or by its button, not on focus: a form that moves focus to an invalid
      // field must not cover its 'Avisos' alert with the list.
      menuTrigger="input"
      allowsEmptyCollection
      isInvalid={invalid}
      className={composeTailwindRenderProps(className, 'group flex flex-col gap-1.5')}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className="relative flex">
        <Input placeholder={placeholder} className={(rp) => cn(inputStyles(rp), 'pr-9')} />
        <Button
          // React Aria names the button by this and the visible label ('Mostrar opções de Curso',
          // as RemoteMultiSelect's); with only an `aria-label` on the field it names no field.
          aria-label={
            label != null
              ? 'Mostrar opções de'
              : props['aria-label']
                ? `Mostrar opções: ${props['aria-label']}`
                : 'Mostrar opções'
          }
          className={(rp) =>
            cn(
              focusRing(rp),
              'absolute inset-y-0 right-0 flex w-9 items-center justify-center text-fg-subtle',
              touchTarget,
            )
          }
        >
          <ChevronDown aria-hidden className="size-4" />
        </Button>
      </div>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <OptionList<SelectOption<K>>
        empty={<p className="px-2.5 py-1.5 text-sm text-fg-subtle">{emptyText}</p>}
      >
        {(item) => <ChoiceItem item={item} />}
      </OptionList>
    </ComboBox>
  );
}
