import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './search-box';

const meta = {
  title: 'UI/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  args: { onSearch: fn(), onChange: fn() },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Procurar' });
    await expect(input).toHaveAttribute('placeholder', 'Procurar');
    // Typing alone never searches.
    await userEvent.type(input, 'navegação');
    await expect(args.onSearch).not.toHaveBeenCalled();
    // Enter searches.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('navegação');
    // The button searches too (pointer).
    await userEvent.type(input, ' aérea ');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('navegação aérea');
    // Clear by pointer searches with ''.
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(input).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

export const WithInitialValue: Story = {
  args: { defaultValue: 'meteorologia' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Procurar' });
    await expect(input).toHaveValue('meteorologia');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Buscar' })).toBeDisabled();
  },
};

export const NarrowScreen: Story = { decorators: [(Story) => <div className="w-[390px]">{Story()}</div>] };
