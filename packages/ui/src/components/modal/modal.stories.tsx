import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Modal, type ModalProps } from './modal';

function Demo(
  props: Omit<ModalProps, 'isOpen' | 'onOpenChange' | 'children'> & { body?: string; onSave?: () => void },
) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Abrir</Button>
      <Modal
        {...props}
        isOpen={open}
        onOpenChange={setOpen}
        footer={(close) => (
          <>
            <Button onPress={close}>CANCELAR</Button>
            <Button
              variant="primary"
              onPress={() => {
                props.onSave?.();
                close();
              }}
            >
              SALVAR
            </Button>
          </>
        )}
      >
        {props.body ?? <TextField label="Título do Módulo" autoFocus />}
      </Modal>
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Demo,
  tags: ['autodocs'],
  args: { title: 'Novo Módulo', onSave: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Novo Módulo' });
    await expect(within(dialog).getByRole('textbox', { name: 'Título do Módulo' })).toHaveFocus();
    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    // Keyboard: open, tab to SALVAR, press it.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Novo Módulo' });
    await userEvent.click(body.getByRole('button', { name: 'SALVAR' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const LongContent: Story = {
  args: {
    title: 'Termos de uso do sistema de gestão de escolas de aviação civil',
    size: 'lg',
    body: 'O aluno declara estar ciente das regras da escola e das normas da ANAC. '.repeat(60),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir' }));
    await body.findByRole('dialog');
    await userEvent.click(body.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir' }));
    await expect(await body.findByRole('dialog', { name: 'Novo Módulo' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'CANCELAR' }));
  },
};
