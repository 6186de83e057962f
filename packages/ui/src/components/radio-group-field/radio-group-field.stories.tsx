import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroupField } from './radio-group-field';

const meta = {
  title: 'UI/RadioGroupField',
  component: RadioGroupField,
  tags: ['autodocs'],
  args: {
    label: 'Situação',
    items: [
      { id: 'todas', label: 'Todas' },
      { id: '1', label: 'Ativo' },
      { id: '0', label: 'Inativo' },
    ],
    defaultValue: 'todas',
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroupField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Inativo' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('0');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Ativo' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const WithError: Story = { args: { errorMessage: 'Escolha a situação', defaultValue: undefined } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Ativo' })).toBeDisabled();
  },
};

export const NarrowScreen: Story = {
  args: { orientation: 'horizontal' },
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
};
