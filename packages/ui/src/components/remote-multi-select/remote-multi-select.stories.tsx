import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../testing/documents';
import { RemoteMultiSelect, type RemoteMultiSelectProps, type RemoteOption } from './remote-multi-select';

const cursos: RemoteOption[] = [
  { id: 1, label: 'Piloto Privado' },
  { id: 2, label: 'Piloto Comercial' },
  { id: 3, label: 'Instrutor de Voo' },
  { id: 4, label: 'Comissário de Voo' },
];

/** A fake server: filters by the search after a short delay, honouring the abort signal. */
const searchCursos = (search: string, signal: AbortSignal) =>
  new Promise<RemoteOption[]>((resolve, reject) => {
    const t = setTimeout(
      () => resolve(cursos.filter((c) => c.label.toLowerCase().includes(search.toLowerCase()))),
      50,
    );
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

function Demo(props: Partial<RemoteMultiSelectProps> & { initial?: RemoteOption[] }) {
  const [value, setValue] = useState<RemoteOption[]>(props.initial ?? []);
  return (
    <RemoteMultiSelect
      label="Curso"
      loadOptions={searchCursos}
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
      className="max-w-sm"
    />
  );
}

const meta = {
  title: 'UI/RemoteMultiSelect',
  component: documents<Parameters<typeof Demo>[0]>(RemoteMultiSelect),
  render: (args) => <Demo {...args} />,
  tags: ['autodocs'],
  args: { onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { loadOptions: fn(searchCursos) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Curso' });
    // The button that opens the list names its field once ('… de Curso Curso' before).
    await expect(canvas.getByRole('button', { name: 'Mostrar opções de Curso' })).toBeInTheDocument();
    // Typing is debounced: one request for the whole word.
    await userEvent.click(input);
    await userEvent.type(input, 'piloto');
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(2));
    await expect(args.loadOptions).toHaveBeenLastCalledWith('piloto', expect.any(AbortSignal));
    await expect(
      (args.loadOptions as ReturnType<typeof fn>).mock.calls.filter(([s]) => s === 'pilot'),
    ).toHaveLength(0);
    // Pointer: choose one.
    await userEvent.click(body.getByRole('option', { name: 'Piloto Comercial' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 2, label: 'Piloto Comercial' }]);
    // The pick closes the options (no Escape needed), so the new tag under the input is in sight,
    // and the input is empty for the next search.
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Remover Piloto Comercial' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Curso selecionados' })).toHaveTextContent(
      'Piloto Comercial',
    );
    // Keyboard: search, arrow down, Enter.
    await userEvent.type(input, 'voo');
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        { id: 2, label: 'Piloto Comercial' },
        { id: 3, label: 'Instrutor de Voo' },
      ]),
    );
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    // ArrowDown opens them again for another pick.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getAllByRole('option').length).toBeGreaterThan(0));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    // Keyboard removal: focus the tag's remove button and press Enter.
    const remove = canvas.getByRole('button', { name: 'Remover Piloto Comercial' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 3, label: 'Instrutor de Voo' }]);
    // Focus goes to the input, and the options stay closed: opened, they covered the fields
    // below (the Refinar drawer's Módulos and Assunto) and hid the rest from screen readers.
    await expect(input).toHaveFocus();
    await new Promise((done) => setTimeout(done, 300));
    await expect(body.queryByRole('listbox')).toBeNull();
    // Backspace in the empty input removes the last tag.
    await userEvent.clear(input);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await userEvent.keyboard('{Escape}');
  },
};

export const DependsOn: Story = {
  name: 'Depends on another field',
  render: (args) => {
    const [curso, setCurso] = useState(1);
    return (
      <div className="flex max-w-sm flex-col gap-3">
        <button
          type="button"
          className="self-start rounded border px-2 py-1"
          onClick={() => setCurso((c) => c + 1)}
        >
          Trocar curso ({curso})
        </button>
        <Demo
          {...args}
          label="Módulos"
          dependsOn={[curso]}
          loadOptions={async (search) => [
            { id: `${curso}-1`, label: `Módulo 1 do curso ${curso}${search ? ` (${search})` : ''}` },
            { id: `${curso}-2`, label: `Módulo 2 do curso ${curso}` },
          ]}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Trocar curso/ }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Módulos' }));
    await waitFor(() => expect(body.getByRole('option', { name: 'Módulo 1 do curso 2' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

export const Loading: Story = {
  args: { loadOptions: () => new Promise<RemoteOption[]>(() => {}) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Curso' }));
    await expect(await body.findByText('Carregando…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { loadOptions: async () => [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Curso' }));
    await expect(await body.findByText('Nenhuma opção encontrada')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { loadOptions: async () => Promise.reject(new Error('500')) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Curso' }));
    await expect(await body.findByText('Não foi possível carregar as opções')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, initial: [cursos[0]!] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Curso' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    initial: [
      { id: 9, label: 'Piloto Comercial de Avião com habilitação para voo por instrumentos' },
      ...cursos,
    ],
  },
};

export const NarrowScreen: Story = {
  args: { initial: cursos.slice(0, 3) },
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
};
