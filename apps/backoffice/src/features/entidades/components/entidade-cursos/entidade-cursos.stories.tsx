import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EntidadeCursos } from './entidade-cursos';

const meta = {
  title: 'Telas/Entidades/Partes/EntidadeCursos',
  component: EntidadeCursos,
  tags: ['autodocs'],
  args: {
    cursos: [
      { id: 1, nome: 'Piloto Privado – Avião (Teórico)', tipo: 'Teórico', data_validade: '2027-02-21' },
      { id: 2, nome: 'Piloto Comercial – Avião', tipo: 'Teórico/Prático', data_validade: null },
    ],
  },
} satisfies Meta<typeof EntidadeCursos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SITUAÇÃO reads 'Vence em dd/mm/aaaa'; '--' without a date. */
export const WithCourses: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Cursos da entidade' }));
    for (const header of ['NOME', 'TIPO', 'SITUAÇÃO'])
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(table.getByText('Vence em 21/02/2027')).toBeVisible();
    await expect(table.getByText('--')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { cursos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum curso vinculado à entidade')).toBeVisible();
  },
};
