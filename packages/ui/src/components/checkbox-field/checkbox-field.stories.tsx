import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxField } from './checkbox-field';

const meta = {
  title: 'UI/CheckboxField',
  component: CheckboxField,
  tags: ['autodocs'],
  args: { children: 'Ativo', onChange: fn() },
} satisfies Meta<typeof CheckboxField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Ativo' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'Cursos (parcial)' } };

export const WithDescription: Story = { args: { description: 'Usuários inativos não entram no sistema.' } };

export const Invalid: Story = { args: { isInvalid: true, children: 'Li e aceito os termos' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Ativo' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    children:
      'Permitir que o instrutor visualize as notas de todos os alunos da turma, inclusive de turmas encerradas e arquivadas',
  },
  render: (args) => (
    <div className="w-[390px]">
      <CheckboxField {...args} />
    </div>
  ),
};
