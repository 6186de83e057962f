import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = { title: 'UI/EmptyState', component: EmptyState, tags: ['autodocs'] } satisfies Meta<
  typeof EmptyState
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum registro encontrado')).toBeVisible();
  },
};

export const CustomText: Story = { args: { title: 'Nenhum Módulo foi adicionado ao Curso', compact: true } };

export const NoResults: Story = {
  args: { variant: 'no-results', description: 'Tente outros termos ou limpe os filtros.' },
};

export const ErrorState: Story = {
  args: { variant: 'error', description: 'Verifique sua conexão.' },
  render: (args) => {
    const retry = fn();
    return <EmptyState {...args} actions={<Button onPress={retry}>Tentar novamente</Button>} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar os dados');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toHaveFocus();
  },
};

/** A page whose whole content is this state: its title is the page's `<h1>`. */
export const AsPageHeading: Story = {
  args: { variant: 'error', headingLevel: 1, description: 'Registro não encontrado' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Não foi possível carregar os dados',
    );
  },
};

export const NotFound: Story = {
  args: { variant: 'not-found', description: 'O endereço pode ter mudado.' },
  render: (args) => <EmptyState {...args} actions={<Button variant="primary">Voltar ao início</Button>} />,
};

export const NarrowScreen: Story = {
  args: {
    variant: 'no-results',
    description: 'Uma descrição longa que quebra em várias linhas na tela estreita de um celular.',
  },
  decorators: [(Story) => <div className="w-[390px] border border-dashed border-border">{Story()}</div>],
};
