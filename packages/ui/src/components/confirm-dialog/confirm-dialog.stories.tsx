import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../testing/documents';
import { Button } from '../button/button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type DemoProps = Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange'> & { defaultOpen?: boolean };

/**
 * The dialog behind its trigger; `defaultOpen` shows it open at rest, for a designer to look at,
 * in the story's own view (on the docs page an open modal would cover the page).
 */
function Demo({ defaultOpen = false, ...props }: DemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Excluir</Button>
      <ConfirmDialog {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: documents<DemoProps>(ConfirmDialog),
  render: (args, { viewMode }) => <Demo {...args} defaultOpen={viewMode === 'story' && args.defaultOpen} />,
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
    // Keyboard: reopen with Enter. Focus starts on Cancelar, so a second Enter changes nothing.
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('alertdialog');
    await waitFor(() => expect(within(reopened).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Escape cancels too.
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

/** Opens at rest (the stories below too), so the dialog is what the canvas shows. */
const showsOpen: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement.ownerDocument.body).findByRole('alertdialog')).toBeVisible();
};

/** The record a generic question is about, named above it and read with it. */
export const WithSubject: Story = {
  args: { defaultOpen: true, subject: 'Navegação IFR', confirmLabel: 'Excluir', destructive: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Aviso',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'Navegação IFR Deseja realmente realizar esta operação?',
    );
  },
};

export const Destructive: Story = {
  args: {
    defaultOpen: true,
    message: 'Deseja realmente excluir a resposta?',
    confirmLabel: 'Excluir',
    destructive: true,
  },
  play: showsOpen,
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
  play: showsOpen,
  args: {
    defaultOpen: true,
    title: 'Antes de continuar',
    message:
      'Antes de continuar certifique-se de ter salvo todas as alterações. As alterações não salvas desta questão, inclusive respostas e classificações, serão perdidas.',
  },
};

export const NarrowScreen: Story = {
  args: { defaultOpen: true },
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
  play: showsOpen,
};
