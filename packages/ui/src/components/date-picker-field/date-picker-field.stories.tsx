import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../testing/documents';
import { DatePickerField, type DatePickerFieldProps } from './date-picker-field';

function Controlled(props: Omit<DatePickerFieldProps, 'value'> & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <div className="flex flex-col gap-2">
      <DatePickerField
        {...props}
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onChange(v);
        }}
      />
      <output aria-label="Valor">{value ?? '—'}</output>
    </div>
  );
}

const meta = {
  title: 'UI/DatePickerField',
  component: documents<Parameters<typeof Controlled>[0]>(DatePickerField),
  render: (args) => <Controlled {...args} />,
  tags: ['autodocs'],
  args: { label: 'Data de início', onChange: fn(), className: 'max-w-xs' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typed in pt-BR order (dd/mm/aaaa): the value is the plain day, whatever the time zone. */
export const TypedInPtBr: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('spinbutton', { name: /dia/i });
    await userEvent.click(day);
    await userEvent.keyboard('02032026');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2026-03-02'));
    await expect(canvas.getByRole('status', { name: 'Valor' })).toHaveTextContent('2026-03-02');
  },
};

/** A day at midnight shows as that day (no shift to the day before). */
export const MidnightDay: Story = {
  args: { initial: '2026-03-02' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: /dia/i })).toHaveTextContent('02');
    await expect(canvas.getByRole('spinbutton', { name: /mês/i })).toHaveTextContent('03');
    await expect(canvas.getByRole('spinbutton', { name: /ano/i })).toHaveTextContent('2026');
  },
};

/** The calendar opens by its button and a day is chosen with the keyboard. */
export const PicksInCalendar: Story = {
  args: { initial: '2026-03-02' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Calendário/i }));
    const grid = await body.findByRole('grid');
    await expect(grid).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2026-03-03'));
  },
};

export const WithError: Story = {
  args: { initial: '2026-03-01', errorMessage: 'A data de fim deve ser posterior à data de início' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('A data de fim deve ser posterior à data de início'),
    ).toBeVisible();
  },
};

export const Disabled: Story = { args: { initial: '2026-03-02', isDisabled: true } };
