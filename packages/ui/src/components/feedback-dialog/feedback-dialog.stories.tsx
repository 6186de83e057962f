import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../testing/documents';
import { Button } from '../button/button';
import { FeedbackDialog, type FeedbackDialogProps } from './feedback-dialog';

type DemoProps = Omit<FeedbackDialogProps, 'isOpen' | 'onOpenChange'> & { defaultOpen?: boolean };

/**
 * The dialog behind its trigger; `defaultOpen` shows it open at rest, for a designer to look at,
 * in the story's own view (on the docs page an open modal would cover the page).
 */
function Demo({ defaultOpen = false, ...props }: DemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>SALVAR</Button>
      <FeedbackDialog {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/FeedbackDialog',
  component: documents<DemoProps>(FeedbackDialog),
  render: (args, { viewMode }) => <Demo {...args} defaultOpen={viewMode === 'story' && args.defaultOpen} />,
  tags: ['autodocs'],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SALVAR' }));
    const dialog = await body.findByRole('dialog', { name: 'Sucesso' });
    await expect(dialog).toHaveTextContent('Operação realizada com sucesso');
    await expect(dialog).toHaveAccessibleDescription('Operação realizada com sucesso');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const ErrorTone: Story = {
  args: { tone: 'error' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SALVAR' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Erro' });
    await expect(dialog).toHaveTextContent('Houve um problema ao realizar esta operação');
    await expect(dialog).toHaveAccessibleDescription('Houve um problema ao realizar esta operação');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Opens at rest (the story below too), so the dialog is what the canvas shows. */
const showsOpen: Story['play'] = async ({ args, canvasElement }) => {
  const role = args.tone === 'error' ? 'alertdialog' : 'dialog';
  await expect(await within(canvasElement.ownerDocument.body).findByRole(role)).toBeVisible();
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    tone: 'error',
    message: 'O campo nome deve ter no máximo 255 caracteres. '.repeat(6),
  },
  play: showsOpen,
};

export const NarrowScreen: Story = {
  args: { defaultOpen: true },
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
  play: showsOpen,
};
