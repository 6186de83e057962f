import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Nome', onChange: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Como aparece nas listas.', placeholder: 'Ex.: Navegação aérea' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nome' });
    await userEvent.click(input);
    await userEvent.type(input, 'Meteorologia');
    await expect(input).toHaveValue('Meteorologia');
    await expect(args.onChange).toHaveBeenLastCalledWith('Meteorologia');
    input.blur();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{End}{Backspace}');
    await expect(input).toHaveValue('Meteorologi');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Informe o nome', defaultValue: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nome' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe o nome');
  },
};

/**
 * A field that must be filled says so before any attempt to save: an asterisk after its label
 * (not part of its name), and `aria-required` for a screen reader; no error until one is given.
 */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nome' });
    await expect(input).toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(within(canvasElement).getByText('*')).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Nome')).toBe(input);
  },
};

export const Password: Story = {
  args: { label: 'Senha', type: 'password', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Senha/);
    await userEvent.type(input, 'segredo');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Não editável' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nome' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Nome completo da entidade conforme consta no cadastro nacional de pessoas jurídicas',
    defaultValue: 'Aeroclube de São Paulo — Escola de Aviação Civil Campo de Marte, hangar 4, setor norte',
    description:
      'Um texto de ajuda longo que quebra em várias linhas quando a tela é estreita e precisa continuar legível.',
  },
};

export const NarrowScreen: Story = {
  args: { className: 'w-[390px]', errorMessage: 'Informe o nome' },
};

/**
 * A web address typed without a scheme, in a form that is not a `<form>` (Hangar's resource
 * forms): only the app's own messages show. The browser's constraint check ('Please enter a
 * URL.', in the browser's language) would mark the field while the form saved anyway.
 */
export const UrlWithoutScheme: Story = {
  args: { label: 'Site', type: 'url' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Site' });
    await userEvent.type(input, 'www.escola.com.br');
    await userEvent.tab();
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAccessibleDescription(/./);
  },
};

/**
 * A paste longer than `maxLength` is cut by the browser without a word: at the limit the field
 * says so, beside its description, and the note goes once there is room again.
 */
export const PasteOverLimit: Story = {
  args: { label: 'Sigla', description: 'Como aparece nos certificados.', maxLength: 12 },
  render: function Controlled(args) {
    const [value, setValue] = useState('');
    return (
      <TextField
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange?.(v);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Sigla' });
    await userEvent.click(input);
    await userEvent.paste('Piloto Comercial de Avião');
    await expect(input).toHaveValue('Piloto Comer');
    await expect(input).toHaveAccessibleDescription(
      'Como aparece nos certificados. Limite de 12 caracteres atingido.',
    );
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveAccessibleDescription('Como aparece nos certificados.');
  },
};
