import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'SALVAR', onPress: fn(), variant: 'primary' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'SALVAR' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary">
        <Plus aria-hidden /> ADICIONAR
      </Button>
      <Button {...args} variant="secondary">
        CANCELAR
      </Button>
      <Button {...args} variant="ghost">
        VOLTAR
      </Button>
      <Button {...args} variant="danger">
        <Trash2 aria-hidden /> Excluir
      </Button>
      <Button {...args} variant="secondary" size="icon" aria-label="Remover">
        <Trash2 aria-hidden />
      </Button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remover' }));
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Pequeno
      </Button>
      <Button {...args} size="md">
        Médio
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'SALVAR (carregando)' });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-loading', 'true');
  },
};

/** What the form around `PendingSubmit` receives. */
const submitted = fn();

/** A pending submit button submits nothing when pressed again (a save already running). */
export const PendingSubmit: Story = {
  args: { isPending: true, type: 'submit' },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <Button {...args} />
    </form>
  ),
  beforeEach: () => submitted.mockClear(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SALVAR (carregando)' }));
    await expect(submitted).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'SALVAR' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: { children: 'SALVAR E CONTINUAR PARA A PRÓXIMA ETAPA DO CADASTRO' },
};

export const NarrowScreen: Story = {
  render: (args) => (
    <div className="flex w-[390px] flex-col gap-2 border border-dashed border-border p-2">
      <Button {...args} className="w-full" />
      <Button {...args} variant="secondary" className="w-full">
        CANCELAR
      </Button>
    </div>
  ),
};
