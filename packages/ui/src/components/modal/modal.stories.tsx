import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../testing/documents';
import { Button } from '../button/button';
import { TextAreaField } from '../text-area-field/text-area-field';
import { TextField } from '../text-field/text-field';
import { Modal, type ModalProps } from './modal';

function Demo({
  submits = false,
  ...props
}: Omit<ModalProps, 'isOpen' | 'onOpenChange' | 'children' | 'onSubmit'> & {
  body?: string;
  onSave?: () => void;
  /** The modal is a form: SALVAR submits it, and so does Enter in a text field. */
  submits?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const save = () => {
    props.onSave?.();
    setOpen(false);
  };
  return (
    <>
      <Button onPress={() => setOpen(true)}>Abrir</Button>
      <Modal
        {...props}
        isOpen={open}
        onOpenChange={setOpen}
        onSubmit={submits ? save : undefined}
        footer={(close) => (
          <>
            <Button onPress={close}>CANCELAR</Button>
            {submits ? (
              <Button type="submit" variant="primary">
                SALVAR
              </Button>
            ) : (
              <Button variant="primary" onPress={save}>
                SALVAR
              </Button>
            )}
          </>
        )}
      >
        {props.body ??
          (submits ? (
            <div className="flex flex-col gap-4">
              <TextField label="Título do Módulo" autoFocus />
              <TextAreaField label="Descrição" />
            </div>
          ) : (
            <TextField label="Título do Módulo" autoFocus />
          ))}
      </Modal>
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: documents<Parameters<typeof Demo>[0]>(Modal),
  render: (args) => <Demo {...args} />,
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

/**
 * A screen reader finds a hidden button that closes the modal (React Aria's); in pt-BR it is
 * 'Fechar' (Hangar's patch of React Aria, whose 'Descartar', 'throw away', read beside a form's
 * unsaved values).
 */
export const DismissIsFechar: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir' }));
    await body.findByRole('dialog', { name: 'Novo Módulo' });
    await expect(body.queryByRole('button', { name: 'Descartar' })).toBeNull();
    await expect(body.getAllByRole('button', { name: 'Fechar' }).length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * A modal with `onSubmit` is a form: Enter in a text field saves as SALVAR does; Enter in a
 * multi-line field starts a new line.
 */
export const SubmitsOnEnter: Story = {
  args: { submits: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir' }));
    const dialog = await body.findByRole('dialog', { name: 'Novo Módulo' });
    const descricao = within(dialog).getByRole('textbox', { name: 'Descrição' });
    await userEvent.type(descricao, 'Primeira linha{Enter}segunda');
    await expect(descricao).toHaveValue('Primeira linha\nsegunda');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Título do Módulo' }),
      'Navegação{Enter}',
    );
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // SALVAR is the form's submit button.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir' }));
    await userEvent.click(await body.findByRole('button', { name: 'SALVAR' }));
    await expect(args.onSave).toHaveBeenCalledTimes(2);
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
    // The X in its header (React Aria's hidden dismiss button has the same name).
    const close = body.getAllByRole('button', { name: 'Fechar' }).find((b) => b.checkVisibility());
    await userEvent.click(close as HTMLElement);
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
