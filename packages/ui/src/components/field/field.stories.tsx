import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check, ChevronDown } from 'lucide-react';
import {
  Button,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  TextArea,
  TextField,
} from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldDescription, FieldError, inputStyles, Label, optionStyles, popoverStyles } from './field';

interface FieldDemoProps {
  /** Visible label. */
  label: string;
  /** Help text under the input. */
  description?: string;
  /** Error text; when set the field is invalid. */
  errorMessage?: string;
  /** The starting value. */
  defaultValue?: string;
  /** Placeholder while empty. */
  placeholder?: string;
  /** A textarea instead of a single-line input. */
  multiline?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Checks the value; a returned text marks the field invalid. */
  validate?: (value: string) => string | null;
  onChange?: (value: string) => void;
}

/**
 * The building blocks every labelled field of the kit is made of: `Label`, `inputStyles` on the
 * input, `FieldDescription` and `FieldError`, inside a React Aria field that wires them together
 * (label → name, description and error → description, invalid → `aria-invalid`).
 */
function FieldDemo({
  label,
  description,
  errorMessage,
  multiline = false,
  placeholder,
  ...props
}: FieldDemoProps) {
  return (
    <TextField
      {...props}
      validationBehavior="aria"
      isInvalid={errorMessage ? true : undefined}
      className="flex max-w-md flex-col gap-1.5"
    >
      <Label>{label}</Label>
      {multiline ? (
        <TextArea
          rows={4}
          placeholder={placeholder}
          className={(rp) => inputStyles({ ...rp, multiline: true })}
        />
      ) : (
        <Input placeholder={placeholder} className={(rp) => inputStyles(rp)} />
      )}
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </TextField>
  );
}

const meta = {
  title: 'UI/Field',
  component: FieldDemo,
  tags: ['autodocs'],
  args: {
    label: 'Nome do Curso',
    description: 'Como o curso aparece para alunos e instrutores.',
    onChange: fn(),
  },
} satisfies Meta<typeof FieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label, input and help text: the label names the input, the help text describes it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Nome do Curso' });
    await expect(input).toHaveAccessibleDescription('Como o curso aparece para alunos e instrutores.');
    await expect(input).not.toHaveAttribute('aria-invalid');
    // Keyboard reaches the input; typing reports each change.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Piloto Privado – Avião');
    await expect(input).toHaveValue('Piloto Privado – Avião');
    await expect(args.onChange).toHaveBeenLastCalledWith('Piloto Privado – Avião');
  },
};

/** Filled in, with a placeholder that no longer shows. */
export const Filled: Story = {
  args: { defaultValue: 'Piloto Comercial – Avião', placeholder: 'Ex.: Piloto Privado – Avião' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Nome do Curso' })).toHaveValue(
      'Piloto Comercial – Avião',
    );
  },
};

/** Invalid: the error shows under the field, marks it invalid and joins its description. */
export const WithError: Story = {
  args: { errorMessage: 'Campo obrigatório', description: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Nome do Curso' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Campo obrigatório')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Campo obrigatório');
  },
};

/** Help text and error together: both describe the input. */
export const WithDescriptionAndError: Story = {
  args: {
    label: 'ID do Curso',
    description: 'Sigla curta usada nos relatórios, por exemplo PP-A.',
    errorMessage: 'Já existe um registro com este valor',
    defaultValue: 'PC-A',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'ID do Curso' });
    await expect(input).toHaveAccessibleDescription(
      'Sigla curta usada nos relatórios, por exemplo PP-A. Já existe um registro com este valor',
    );
  },
};

/** Validated as the user types: the error appears and goes away with the value. */
export const LiveValidation: Story = {
  args: {
    label: 'E-mail do instrutor',
    description: 'Usado para avisos de escala.',
    validate: (value) =>
      value === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) ? null : 'E-mail inválido',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail do instrutor' });
    await userEvent.type(input, 'instrutor@aeroclube');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('E-mail inválido')).toBeVisible();
    await userEvent.type(input, '.com.br');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('E-mail inválido')).toBeNull();
  },
};

/** Disabled: not focusable, not editable. */
export const Disabled: Story = {
  args: {
    label: 'ID do Curso',
    defaultValue: 'PP-A',
    description: 'O ID do curso não pode ser alterado.',
    isDisabled: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'ID do Curso' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

const DESCRICAO =
  'Curso teórico preparatório para a banca da ANAC, com meteorologia, navegação, regulamentação, conhecimentos técnicos e teoria de voo.';

/** The multiline variant of `inputStyles` (a textarea). */
export const Multiline: Story = {
  args: {
    label: 'Descrição',
    description: undefined,
    multiline: true,
    defaultValue: DESCRICAO,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Descrição' });
    await userEvent.click(textarea);
    await userEvent.keyboard('{Control>}{End}{/Control}{Enter}Carga horária: 240 horas.');
    await expect(textarea).toHaveValue(`${DESCRICAO}\nCarga horária: 240 horas.`);
  },
};

/** A long label, help text and error wrap at phone width. */
export const LongContent: Story = {
  args: {
    label: 'Código de integração do curso no sistema de homologação da Agência Nacional de Aviação Civil',
    description:
      'Informe o código exatamente como consta no ofício de homologação, incluindo zeros à esquerda e o dígito verificador.',
    errorMessage:
      'O código informado não corresponde a nenhum curso homologado pela ANAC para esta entidade.',
    defaultValue: '000123456789-0',
  },
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Código de integração/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

const MODALIDADES = ['Avião', 'Helicóptero', 'Planador', 'Ultraleve', 'Comissário de Voo'];

/** A select composed from the same parts: `Label`, `popoverStyles`, `optionStyles`, `FieldDescription`. */
export const SelectComposition: Story = {
  args: { label: 'Modalidade' },
  render: (args) => (
    <Select
      className="flex max-w-md flex-col gap-1.5"
      placeholder="Selecione"
      onSelectionChange={(key) => args.onChange?.(String(key))}
    >
      <Label>{args.label}</Label>
      <Button className={(rp) => inputStyles({ ...rp, className: 'flex items-center gap-2 text-left' })}>
        <SelectValue className="flex-1 truncate" />
        <ChevronDown aria-hidden className="size-4 text-fg-subtle" />
      </Button>
      <FieldDescription>Escolha a modalidade principal do curso.</FieldDescription>
      <Popover className={popoverStyles}>
        <ListBox className="outline-0">
          {MODALIDADES.map((nome) => (
            <ListBoxItem key={nome} id={nome} textValue={nome} className={(rp) => optionStyles(rp)}>
              {({ isSelected }) => (
                <>
                  <span className="flex-1">{nome}</span>
                  {isSelected && <Check aria-hidden className="size-4" />}
                </>
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Modalidade/ });
    // Keyboard: focus, open with Enter, move down, choose.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Helicóptero');
    await expect(trigger).toHaveTextContent('Helicóptero');
    // Pointer.
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('option', { name: 'Planador' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('Planador');
  },
};
