import { Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { composeTailwindRenderProps, focusRing } from '../../utils/focus-ring';
import { recipe } from '../../utils/recipe';
import type { ChoiceOption } from '../checkbox-group-field/checkbox-group-field';
import { type FieldBaseProps, FieldDescription, FieldError, Label } from '../field/field';

const circleStyles = recipe({
  extend: focusRing,
  base: 'mt-0.5 size-4 shrink-0 rounded-full border bg-surface transition-all',
  variants: {
    isSelected: { true: 'border-[5px] border-accent', false: 'border-border-strong' },
    isInvalid: { true: 'border-error' },
    isDisabled: { true: 'opacity-50' },
  },
});

export interface RadioGroupFieldProps extends Omit<RadioGroupProps, 'children'>, FieldBaseProps {
  /** The choices. */
  items: ChoiceOption[];
  /** Layout. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
}

/**
 * A labelled single choice among radios (RAC `RadioGroup`); arrow keys move the choice.
 * @example <RadioGroupField label="Situação" items={[{ id: '', label: 'Todas' }, { id: '1', label: 'Ativo' }]} value={v} onChange={setV} />
 */
export function RadioGroupField({
  label,
  description,
  errorMessage,
  items,
  orientation = 'vertical',
  className,
  isInvalid,
  ...props
}: RadioGroupFieldProps) {
  return (
    <RadioGroup
      {...props}
      orientation={orientation}
      isInvalid={isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined)}
      className={composeTailwindRenderProps(className, 'flex flex-col gap-2')}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div
        className={orientation === 'horizontal' ? 'flex flex-wrap gap-x-4 gap-y-2' : 'flex flex-col gap-2'}
      >
        {items.map((item) => (
          <Radio
            key={item.id}
            value={item.id}
            isDisabled={item.isDisabled}
            className={cn('group flex items-start gap-2 text-sm text-fg data-[disabled]:opacity-60')}
          >
            {(rp) => (
              <>
                <span className={circleStyles(rp)} />
                {item.label}
              </>
            )}
          </Radio>
        ))}
      </div>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
