import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Demo(props: Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Excluir</Button>
      <ConfirmDialog {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: Demo,
  tags: ['autodocs'],
  args: { onConfirm: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Excluir' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Aviso' });
    await expect(dialog).toHaveTextContent('Deseja realmente realizar esta operação?');
    // A screen reader reads the question with the title as it opens.
    await expect(dialog).toHaveAccessibleDescription('Deseja realmente realizar esta operação?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Keyboard: reopen with Enter, Escape cancels.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Confirm.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('button', { name: 'Confirmar' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const Destructive: Story = {
  args: { message: 'Deseja realmente excluir a resposta?', confirmLabel: 'Excluir', destructive: true },
};

export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(await body.findByRole('button', { name: 'Confirmar' }));
    await expect(body.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(body.getByRole('button', { name: /Confirmar/ })).toHaveAttribute('data-loading', 'true');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const LongContent: Story = {
  args: {
    title: 'Antes de continuar',
    message:
      'Antes de continuar certifique-se de ter salvo todas as alterações. As alterações não salvas desta questão, inclusive respostas e classificações, serão perdidas.',
  },
};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
};
