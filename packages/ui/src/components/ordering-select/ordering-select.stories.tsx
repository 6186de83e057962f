import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { documents } from '../../testing/documents';
import { OrderingSelect, type OrderingSelectProps, type SortDirection } from './ordering-select';

function Demo(props: Partial<OrderingSelectProps> & { withDirection?: boolean }) {
  const [value, setValue] = useState<string | number | null>('nome');
  const [direction, setDirection] = useState<SortDirection>('asc');
  return (
    <OrderingSelect
      options={[
        { id: 'nome', label: 'Nome' },
        { id: 'created_at', label: 'Data de cadastro' },
      ]}
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
      direction={direction}
      onDirectionChange={
        props.withDirection
          ? (d) => {
              setDirection(d);
              props.onDirectionChange?.(d);
            }
          : undefined
      }
      className="max-w-xs"
    />
  );
}

const meta = {
  title: 'UI/OrderingSelect',
  component: documents<Parameters<typeof Demo>[0]>(OrderingSelect),
  render: (args) => <Demo {...args} />,
  tags: ['autodocs'],
  args: { onChange: fn(), onDirectionChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Ordenar por/ });
    await expect(trigger).toHaveTextContent('Nome');
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Data de cadastro' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('created_at');
  },
};

export const WithDirection: Story = {
  args: { withDirection: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ordem crescente' }));
    await expect(args.onDirectionChange).toHaveBeenLastCalledWith('desc');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDirectionChange).toHaveBeenLastCalledWith('asc');
  },
};

export const Disabled: Story = { args: { isDisabled: true, withDirection: true } };
