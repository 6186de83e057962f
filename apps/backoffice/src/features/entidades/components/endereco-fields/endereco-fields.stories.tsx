import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WithApp } from '../../../../testing/with-app';
import { emptyEntidade } from '../entidade-form-page/entidade-form-state';
import { EnderecoFields } from './endereco-fields';

function Demo() {
  const [values, setValues] = useState(emptyEntidade());
  return (
    <WithApp>
      <EnderecoFields values={values} onChange={setValues} errors={{}} />
    </WithApp>
  );
}

const meta = {
  title: 'Telas/Entidades/Partes/EnderecoFields',
  component: Demo,
  tags: ['autodocs'],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search button fills the address; choosing another state empties the city. */
export const SearchButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'CEP' }), '01310100');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar CEP' }));
    await waitFor(() => expect(canvas.getByLabelText('Bairro')).not.toHaveValue(''), { timeout: 5000 });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Cidade/ })).toHaveTextContent('São Paulo'),
    );
    await userEvent.click(canvas.getByRole('button', { name: /Estado/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Rio de Janeiro' }));
    await expect(canvas.getByRole('button', { name: /Cidade/ })).not.toHaveTextContent('São Paulo');
  },
};

/** A CEP that is not 8 digits is not looked up: the field says so. */
export const IncompleteCep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'CEP' }), '0131{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('CEP inválido');
  },
};
