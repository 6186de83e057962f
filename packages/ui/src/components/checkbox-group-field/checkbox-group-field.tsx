import { CheckboxGroup, type CheckboxGroupProps } from 'react-aria-components';
import { composeTailwindRenderProps } from '../../utils/focus-ring';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import { type FieldBaseProps, FieldDescription, FieldError, Label } from '../field/field';

/** One checkbox of a group. */
export interface ChoiceOption {
  /** Value reported in `onChange`. */
  id: string;
  /** Text. */
  label: string;
  /** Whether it can be changed. @default false */
  isDisabled?: boolean;
}

export interface CheckboxGroupFieldProps extends Omit<CheckboxGroupProps, 'children'>, FieldBaseProps {
  /** The checkboxes. */
  items: ChoiceOption[];
  /** Layout. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
}

/**
 * A labelled group of checkboxes (RAC `CheckboxGroup`); `value` is the list of checked ids.
 * @example <CheckboxGroupField label="Classificação" items={[{ id: 'sem', label: 'Sem Classificação' }]} value={v} onChange={setV} />
 */
export function CheckboxGroupField({
  label,
  description,
  errorMessage,
  items,
  orientation = 'vertical',
  className,
  isInvalid,
  ...props
}: CheckboxGroupFieldProps) {
  return (
    <CheckboxGroup
      {...props}
      isInvalid={isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined)}
      className={composeTailwindRenderProps(className, 'flex flex-col gap-2')}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div
        className={orientation === 'horizontal' ? 'flex flex-wrap gap-x-4 gap-y-2' : 'flex flex-col gap-2'}
      >
        {items.map((item) => (
          <CheckboxField key={item.id} value={item.id} isDisabled={item.isDisabled}>
            {item.label}
          </CheckboxField>
        ))}
      </div>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </CheckboxGroup>
  );
}
