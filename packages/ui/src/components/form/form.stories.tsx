import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { documents } from '../../testing/documents';
import { Button } from '../button/button';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import { SelectField } from '../select-field/select-field';
import { TextAreaField } from '../text-area-field/text-area-field';
import { TextField } from '../text-field/text-field';
import { Form } from './form';

function Demo({
  onSave,
  serverErrors,
}: {
  onSave: (nome: string) => void;
  serverErrors?: Record<string, string>;
}) {
  const [nome, setNome] = useState('');
  return (
    <Form
      className="max-w-md"
      validationErrors={serverErrors}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(nome);
      }}
    >
      <TextField name="nome" label="Nome" value={nome} onChange={setNome} />
      <SelectField
        name="situacao"
        label="Situação"
        items={[
          { id: 1, label: 'Ativo' },
          { id: 0, label: 'Inativo' },
        ]}
      />
      <TextAreaField name="descricao" label="Descrição" rows={3} />
      <CheckboxField name="publico">Visível para alunos</CheckboxField>
      <div className="flex justify-end gap-2">
        <Button type="reset">CANCELAR</Button>
        <Button type="submit" variant="primary">
          SALVAR
        </Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'UI/Form',
  component: documents<Parameters<typeof Demo>[0]>(Form),
  render: (args) => <Demo {...args} />,
  tags: ['autodocs'],
  args: { onSave: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'Meteorologia');
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    await expect(args.onSave).toHaveBeenCalledWith('Meteorologia');
    // Enter inside a text field submits too.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), ' I{Enter}');
    await expect(args.onSave).toHaveBeenLastCalledWith('Meteorologia I');
  },
};

export const ServerErrors: Story = {
  args: {
    serverErrors: { nome: 'Informe o nome', descricao: 'A descrição deve ter no máximo 255 caracteres' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Informe o nome');
  },
};

export const NarrowScreen: Story = {
  render: (args) => (
    <div className="w-[390px]">
      <Demo {...args} />
    </div>
  ),
};
