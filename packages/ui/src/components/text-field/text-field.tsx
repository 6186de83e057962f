import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { composeTailwindRenderProps } from '../../utils/focus-ring';
import { type FieldBaseProps, FieldError, inputStyles, Label } from '../field/field';
import { DescriptionWithLimit, limitReachedText } from '../field/length-limit';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, FieldBaseProps {
  /** Input type. @default 'text' */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number';
  /** Placeholder shown while empty. */
  placeholder?: string;
}

/**
 * A labelled single-line text input (RAC `TextField`) with description and error message.
 * @example <TextField label="Nome" isRequired value={nome} onChange={setNome} errorMessage={erro} />
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  isInvalid,
  validationBehavior = 'aria',
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      // Only the app's messages: the browser's own check of `email`/`url`/`required` speaks the
      // browser's language and, outside a <form>, blocks nothing (as the kit's Form does).
      validationBehavior={validationBehavior}
      isInvalid={isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined)}
      className={composeTailwindRenderProps(className, 'flex flex-col gap-1.5')}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Input placeholder={placeholder} className={(rp) => inputStyles(rp)} />
      <DescriptionWithLimit
        description={description}
        limit={limitReachedText(props.value, props.maxLength)}
      />
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
