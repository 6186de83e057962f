import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cn } from '../../utils/cn';

export interface FormProps extends RACFormProps {
  /**
   * When fields show their errors: `'aria'` shows them live without blocking submit (server
   * errors), `'native'` blocks submit until required fields are filled.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
}

/**
 * A form (RAC `Form`) laying its fields out in a column. Pass server errors as
 * `validationErrors={{ nome: 'Informe o nome' }}` and they appear under the field named `nome`.
 * @example <Form onSubmit={(e) => { e.preventDefault(); save(); }}><TextField name="nome" label="Nome" /></Form>
 */
export function Form({ className, validationBehavior = 'aria', ...props }: FormProps) {
  return (
    <RACForm
      {...props}
      validationBehavior={validationBehavior}
      className={cn('flex flex-col gap-4', className)}
    />
  );
}
