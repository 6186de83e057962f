import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../testing/documents';
import { ComboBoxField, type ComboBoxFieldProps } from './combo-box-field';

const items = [
  { id: 1, label: 'PP-A · Piloto Privado – Avião' },
  { id: 2, label: 'PC-A · Piloto Comercial – Avião' },
  { id: 3, label: 'CMV · Comissário de Voo' },
];

function Controlled(props: Omit<ComboBoxFieldProps, 'value'>) {
  const [value, setValue] = useState<Key | null>(null);
  return (
    <ComboBoxField
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'UI/ComboBoxField',
  component: documents<Parameters<typeof Controlled>[0]>(ComboBoxField),
  render: (args) => <Controlled {...args} />,
  tags: ['autodocs'],
  args: { label: 'Curso', items, onChange: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters (accents ignored); Enter chooses the highlighted option. */
export const SearchesAndChooses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Curso' });
    await userEvent.type(input, 'comissario');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(3));
    await expect(input).toHaveValue('CMV · Comissário de Voo');
  },
};

/**
 * The button that opens the list says which field it belongs to, by the label or, without one,
 * by the field's `aria-label` (React Aria's own name was 'Mostrar sugestões' alone then).
 */
export const ButtonNamesItsField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mostrar opções de Curso' })).toBeInTheDocument();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Filtrar por curso' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Filtrar por curso' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Mostrar opções: Filtrar por curso' }),
    ).toBeInTheDocument();
  },
};

/**
 * A screen reader hears how many options are shown, in agreement ('2 opções disponíveis.'):
 * React Aria's pt-BR text said 'disponível' for any number (patched, patches/react-aria@*.patch).
 */
export const AnnouncesOptionCount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    const announced = () => doc.querySelector('[data-live-announcer]')?.textContent ?? '';
    const input = canvas.getByRole('combobox', { name: 'Curso' });
    await userEvent.type(input, 'avi');
    await waitFor(() => expect(announced()).toContain('2 opções disponíveis.'));
    // A new search, not more letters on this one: typed letter by letter, 'aviao c' passes through
    // states that match nothing, and which of them is announced depends on the machine's speed.
    await userEvent.clear(input);
    await userEvent.type(input, 'comiss');
    await waitFor(() => expect(announced()).toContain('1 opção disponível.'));
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Curso' }), 'zzz');
    await expect(await body.findByText('Nenhum resultado')).toBeVisible();
  },
};

export const WithError: Story = { args: { errorMessage: 'Informe o curso' } };
