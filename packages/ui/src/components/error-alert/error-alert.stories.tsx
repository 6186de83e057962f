import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorAlert } from './error-alert';

const meta = {
  title: 'UI/ErrorAlert',
  component: ErrorAlert,
  tags: ['autodocs'],
  args: { messages: ['Informe o nome do curso', 'Informe a modalidade'] },
} satisfies Meta<typeof ErrorAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Avisos');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Não foi possível salvar',
    messages: Array.from(
      { length: 6 },
      (_, i) => `Mensagem de validação número ${i + 1} com um texto bastante longo que quebra linha`,
    ),
  },
};

export const NarrowScreen: Story = { decorators: [(Story) => <div className="w-[390px]">{Story()}</div>] };
