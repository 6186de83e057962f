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

/** An option named with one long run without spaces (a pasted code). */
const LONG = `Categoria${'Procedimentodeemergênciaemvoo'.repeat(5)}`;

/** A long run in an option's label breaks inside the field's width; it widened the whole form. */
export const LongLabel: Story = {
  args: {
    orientation: 'horizontal',
    items: [
      { id: 'longa', label: LONG },
      { id: 'curta', label: 'Curta' },
    ],
  },
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    const option = within(canvasElement).getByRole('checkbox', { name: LONG });
    await expect(option).toBeInTheDocument();
  },
};
