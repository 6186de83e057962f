import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CepField, CnpjCpfField, PhoneField } from './masked-input';

interface DemoProps {
  onSearch?: (cep: string) => void;
  onChange?: (field: string, value: string) => void;
  initial?: { doc?: string; cep?: string; phone?: string };
  errors?: { doc?: string; cep?: string; phone?: string };
  isDisabled?: boolean;
  isSearching?: boolean;
}

function Demo({
  onSearch = () => {},
  onChange,
  initial = {},
  errors = {},
  isDisabled,
  isSearching,
}: DemoProps) {
  const [doc, setDoc] = useState(initial.doc ?? '');
  const [cep, setCep] = useState(initial.cep ?? '');
  const [phone, setPhone] = useState(initial.phone ?? '');
  return (
    <div className="grid max-w-xl gap-4">
      <CnpjCpfField
        label="CNPJ/CPF"
        value={doc}
        onChange={(v) => {
          setDoc(v);
          onChange?.('doc', v);
        }}
        description="CPF, CNPJ numérico ou alfanumérico"
        errorMessage={errors.doc}
        isDisabled={isDisabled}
      />
      <CepField
        value={cep}
        onChange={(v) => {
          setCep(v);
          onChange?.('cep', v);
        }}
        onSearch={onSearch}
        isSearching={isSearching}
        errorMessage={errors.cep}
        isDisabled={isDisabled}
      />
      <PhoneField
        label="Contato"
        value={phone}
        onChange={(v) => {
          setPhone(v);
          onChange?.('phone', v);
        }}
        errorMessage={errors.phone}
        isDisabled={isDisabled}
      />
    </div>
  );
}

const meta = {
  title: 'UI/MaskedInput',
  component: CnpjCpfField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Masked fields built on react-imask: `CnpjCpfField` (CPF, CNPJ and the alphanumeric CNPJ), `CepField` (search button and Enter) and `PhoneField` (Brazil only). Values are stored unmasked.',
      },
    },
  },
  args: { onChange: fn() },
  render: (args) => <Demo onChange={args.onChange as DemoProps['onChange']} onSearch={fn()} />,
} satisfies Meta<typeof CnpjCpfField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing applies the masks; the CNPJ accepts letters. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const doc = canvas.getByRole('textbox', { name: 'CNPJ/CPF' });
    await userEvent.type(doc, '12345678909');
    await expect(doc).toHaveValue('123.456.789-09');
    await userEvent.clear(doc);
    await userEvent.type(doc, '12abc345000188');
    await expect(doc).toHaveValue('12.ABC.345/0001-88');
    expect(args.onChange).toHaveBeenLastCalledWith('doc', '12ABC345000188');
    // Keyboard only: Tab moves on to the CEP field.
    await userEvent.tab();
    const cep = canvas.getByRole('textbox', { name: 'CEP' });
    await expect(cep).toHaveFocus();
    await userEvent.keyboard('01310100');
    await expect(cep).toHaveValue('01310-100');
    const phone = canvas.getByRole('textbox', { name: 'Contato' });
    await userEvent.type(phone, '1133334444');
    await expect(phone).toHaveValue('(11) 3333-4444');
    await userEvent.type(phone, '5');
    await expect(phone).toHaveValue('(11) 33334-4445');
    await userEvent.type(phone, 'x+');
    await expect(phone).toHaveValue('(11) 33334-4445');
  },
};

/** CEP search fires on Enter and on the button, with the digits only. */
export const CepSearch: Story = {
  render: () => <Demo onSearch={searchSpy} />,
  play: async ({ canvasElement }) => {
    searchSpy.mockClear();
    const canvas = within(canvasElement);
    const cep = canvas.getByRole('textbox', { name: 'CEP' });
    await userEvent.type(cep, '01310100{Enter}');
    expect(searchSpy).toHaveBeenLastCalledWith('01310100');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar CEP' }));
    expect(searchSpy).toHaveBeenCalledTimes(2);
  },
};
const searchSpy = fn();

/** Loaded values are shown through the masks. */
export const Filled: Story = {
  render: () => <Demo initial={{ doc: '12ABC34501DE35', cep: '70040010', phone: '61987654321' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'CNPJ/CPF' })).toHaveValue('12.ABC.345/01DE-35'),
    );
    await expect(canvas.getByRole('textbox', { name: 'CEP' })).toHaveValue('70040-010');
    await expect(canvas.getByRole('textbox', { name: 'Contato' })).toHaveValue('(61) 98765-4321');
  },
};

/** The CEP lookup is running: the button spins and Enter waits. */
export const Loading: Story = {
  render: () => <Demo initial={{ cep: '01310100' }} isSearching onSearch={loadingSpy} />,
  play: async ({ canvasElement }) => {
    loadingSpy.mockClear();
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'CEP' }), '{Enter}');
    expect(loadingSpy).not.toHaveBeenCalled();
  },
};
const loadingSpy = fn();

/** Errors from validation or the lookup. */
export const ErrorState: Story = {
  name: 'Error',
  render: () => (
    <Demo
      initial={{ doc: '1122233300', cep: '00000000' }}
      errors={{ doc: 'Informe um CNPJ ou CPF válido', cep: 'CEP não encontrado' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvas.getByRole('textbox', { name: 'CNPJ/CPF' });
    await expect(doc).toHaveAttribute('aria-invalid', 'true');
    await expect(doc).toHaveAccessibleDescription(
      'CPF, CNPJ numérico ou alfanumérico Informe um CNPJ ou CPF válido',
    );
    await expect(canvas.getByRole('textbox', { name: 'CEP' })).toHaveAccessibleDescription(
      'CEP não encontrado',
    );
  },
};

/** Disabled fields keep their formatted values. */
export const Disabled: Story = {
  render: () => <Demo isDisabled initial={{ doc: '11222333000181', cep: '01310100', phone: '1133334444' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'CNPJ/CPF' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Buscar CEP' })).toBeDisabled();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Contato' })).toHaveValue('(11) 3333-4444'),
    );
  },
};

/** Phone width (390 px): the CEP button stays beside its field. */
export const NarrowScreen: Story = {
  render: () => (
    <div style={{ width: 358 }}>
      <Demo onSearch={narrowSpy} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    narrowSpy.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'CEP' }));
    await userEvent.keyboard('70040010');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Buscar CEP' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(narrowSpy).toHaveBeenCalledWith('70040010');
  },
};
const narrowSpy = fn();
