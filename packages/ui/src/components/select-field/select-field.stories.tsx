import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SelectField } from './select-field';

const items = [
  { id: 'ativo', label: 'Ativo' },
  { id: 'inativo', label: 'Inativo' },
  { id: 'bloqueado', label: 'Bloqueado', isDisabled: true },
];

const meta = {
  title: 'UI/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: { label: 'Situação', items, onChange: fn(), className: 'max-w-xs' },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Situação/ });
    await expect(trigger).toHaveTextContent('Selecione');
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Inativo' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('inativo');
    await expect(trigger).toHaveTextContent('Inativo');
    // Keyboard: open with ArrowDown, move up, choose with Enter.
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('ativo'));
  },
};

/**
 * Required: an asterisk after the label, before any attempt to save. (A select's trigger is a
 * button, which has no `aria-required`: a screen reader learns it from the error after a save.)
 */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Situação/ })).toBeVisible();
  },
};

export const WithError: Story = { args: { errorMessage: 'Informe a situação', description: 'Obrigatório' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ativo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Situação/ })).toBeDisabled();
  },
};

export const Empty: Story = { args: { items: [], placeholder: 'Nenhuma opção' } };

export const LongContent: Story = {
  args: {
    items: [
      { id: 1, label: 'Piloto Comercial de Avião — Instrutor de Voo com habilitação multimotor e IFR' },
      { id: 2, label: 'Piloto Privado' },
    ],
    defaultValue: 1,
  },
};

export const NarrowScreen: Story = { args: { className: 'w-[390px]' } };
