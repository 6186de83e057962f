import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroupField } from './checkbox-group-field';

const meta = {
  title: 'UI/CheckboxGroupField',
  component: CheckboxGroupField,
  tags: ['autodocs'],
  args: {
    label: 'Classificação',
    items: [
      { id: 'sem', label: 'Sem Classificação' },
      { id: 'incompleta', label: 'Incompleta' },
      { id: 'classificada', label: 'Classificada' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof CheckboxGroupField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Classificação' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Incompleta' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['incompleta']);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['incompleta', 'classificada']);
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: ['sem'] } };

export const WithError: Story = { args: { errorMessage: 'Escolha ao menos uma classificação' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['sem'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Sem Classificação' })).toBeDisabled();
  },
};

export const NarrowScreen: Story = {
  args: { orientation: 'horizontal' },
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
};
