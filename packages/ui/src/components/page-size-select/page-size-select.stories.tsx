import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { documents } from '../../testing/documents';
import { PageSizeSelect, type PageSizeSelectProps } from './page-size-select';

function Demo({ value: initial = 15, ...props }: Partial<PageSizeSelectProps>) {
  const [value, setValue] = useState(initial);
  return (
    <PageSizeSelect
      sizes={[15, 30, 50, 100]}
      {...props}
      value={value}
      onChange={(size) => {
        setValue(size);
        props.onChange?.(size);
      }}
    />
  );
}

const meta = {
  title: 'UI/PageSizeSelect',
  component: documents<Parameters<typeof Demo>[0]>(PageSizeSelect),
  render: (args) => <Demo {...args} />,
  tags: ['autodocs'],
  args: { onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Por página' });
    await expect(select).toHaveValue('15');
    await userEvent.selectOptions(select, '50');
    await expect(args.onChange).toHaveBeenCalledWith(50);
    await expect(select).toHaveValue('50');
  },
};

/** Reached with Tab; from there the browser's own select takes the arrow keys. */
export const Focusable: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Por página' })).toHaveFocus();
  },
};

/** A size from the address that is not offered (per_page=1000) is shown, not left blank. */
export const SizeFromTheAddress: Story = {
  args: { value: 1000 },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Por página' });
    await expect(select).toHaveValue('1000');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['15', '30', '50', '100', '1000']);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Por página' })).toBeDisabled();
  },
};
