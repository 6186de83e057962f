import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ModuloModal } from './modulo-modal';

const meta = {
  title: 'Telas/Cursos/Partes/ModuloModal',
  component: ModuloModal,
  tags: ['autodocs'],
  args: { isOpen: true, initialNome: null, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ModuloModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal renders in a portal: look for it in the whole document. */
const page = () => within(document.body);

/** A new module: the title field has focus; Enter confirms the trimmed title. */
export const New: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Novo Módulo' });
    const input = within(dialog).getByRole('textbox', { name: 'Título do Módulo' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');
    await userEvent.keyboard('  Navegação Aérea  {Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('Navegação Aérea');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Editing: the module's title is there to change; CONFIRMAR by pointer. */
export const Edit: Story = {
  args: { initialNome: 'Meteorologia Aeronáutica' },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Editar Módulo' });
    const input = within(dialog).getByRole('textbox', { name: 'Título do Módulo' });
    await expect(input).toHaveValue('Meteorologia Aeronáutica');
    await userEvent.clear(input);
    await userEvent.type(input, 'Meteorologia e Navegação');
    await userEvent.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Meteorologia e Navegação');
  },
};

/** An empty (or blank) title is refused with the domain's message; nothing is confirmed. */
export const EmptyTitle: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Novo Módulo' });
    const input = within(dialog).getByRole('textbox', { name: 'Título do Módulo' });
    await userEvent.type(input, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    await expect(await within(dialog).findByText(MESSAGES.course.moduleNameRequired)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(MESSAGES.course.moduleNameRequired);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // The message goes as the title is typed (as on the forms), and fixing it confirms.
    await userEvent.type(input, 'Regulamentação');
    await expect(within(dialog).queryByText(MESSAGES.course.moduleNameRequired)).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('Regulamentação');
  },
};

/** With the title unchanged, CANCELAR and Escape both cancel at once, without asking. */
export const Cancel: Story = {
  args: { initialNome: 'Teoria de Voo' },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Editar Módulo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * A changed title is not dropped by a slip: Escape asks first, 'Continuar editando' keeps the
 * modal as it was, and CANCELAR then 'Sair sem salvar' drops it.
 */
export const ChangedAsksBeforeClosing: Story = {
  args: { initialNome: 'Teoria de Voo' },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Editar Módulo' });
    const input = within(dialog).getByRole('textbox', { name: 'Título do Módulo' });
    await userEvent.type(input, ' e Aerodinâmica');
    await userEvent.keyboard('{Escape}');
    let ask = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(within(ask).getByText(MESSAGES.unsaved.text)).toBeVisible();
    await userEvent.click(within(ask).getByRole('button', { name: MESSAGES.unsaved.stay }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(input).toHaveValue('Teoria de Voo e Aerodinâmica');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    ask = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(ask).getByRole('button', { name: MESSAGES.unsaved.leave }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A long title at phone width. */
export const LongTitle: Story = {
  args: {
    initialNome:
      'Conhecimentos Técnicos de Aeronaves: motores convencionais, sistemas elétricos, hidráulicos e instrumentos de voo',
  },
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Editar Módulo' });
    await expect(within(dialog).getByRole('textbox', { name: 'Título do Módulo' })).toHaveValue(
      args.initialNome ?? '',
    );
  },
};

/** Closed: nothing is shown. */
export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};
