import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  TextArea,
} from 'react-aria-components';
import { composeTailwindRenderProps } from '../../utils/focus-ring';
import { type FieldBaseProps, FieldError, inputStyles, Label } from '../field/field';
import { DescriptionWithLimit, limitReachedText } from '../field/length-limit';

export interface TextAreaFieldProps extends Omit<RACTextFieldProps, 'children' | 'type'>, FieldBaseProps {
  /** Placeholder shown while empty. */
  placeholder?: string;
  /** Visible text rows. @default 4 */
  rows?: number;
}

/**
 * A labelled multi-line text input (RAC `TextField` + `TextArea`).
 * @example <TextAreaField label="Enunciado" value={texto} onChange={setTexto} />
 */
export function TextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  isInvalid,
  validationBehavior = 'aria',
  ...props
}: TextAreaFieldProps) {
  return (
    <RACTextField
      {...props}
      // Only the app's messages, as TextField.
      validationBehavior={validationBehavior}
      isInvalid={isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined)}
      className={composeTailwindRenderProps(className, 'flex flex-col gap-1.5')}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <TextArea
        rows={rows}
        placeholder={placeholder}
        className={(rp) => inputStyles({ ...rp, multiline: true, className: 'resize-y' })}
      />
      <DescriptionWithLimit
        description={description}
        limit={limitReachedText(props.value, props.maxLength)}
      />
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
