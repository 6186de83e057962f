import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'UI/TextAreaField',
  component: TextAreaField,
  tags: ['autodocs'],
  args: { label: 'Enunciado', onChange: fn(), className: 'max-w-lg' },
} satisfies Meta<typeof TextAreaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Texto da questão.' },
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Enunciado' });
    await userEvent.click(area);
    await userEvent.type(area, 'Linha 1{Enter}Linha 2');
    await expect(area).toHaveValue('Linha 1\nLinha 2');
    await expect(args.onChange).toHaveBeenLastCalledWith('Linha 1\nLinha 2');
    area.blur();
    await userEvent.tab();
    await expect(area).toHaveFocus();
  },
};

export const WithError: Story = { args: { errorMessage: 'Informe o enunciado' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Somente leitura' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Enunciado' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    rows: 6,
    defaultValue: 'Durante a aproximação final, a aeronave encontra cortante de vento. '.repeat(12),
  },
};

export const NarrowScreen: Story = { args: { className: 'w-[390px]' } };
