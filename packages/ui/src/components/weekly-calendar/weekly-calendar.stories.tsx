import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WeeklyCalendar, type WeeklyCalendarProps } from './weekly-calendar';
import { createEmptyWeek, type DaySchedule } from './weekly-calendar-rules';

const filledWeek = (): DaySchedule[] =>
  createEmptyWeek().map((d) =>
    d.dia === 1
      ? { ...d, ativo: 1, horarios: [{ inicio: '08:00', fim: '12:00' }] }
      : d.dia === 3
        ? {
            ...d,
            ativo: 1,
            horarios: [
              { inicio: '08:00', fim: '10:00' },
              { inicio: '10:30', fim: '12:00' },
              { inicio: '14:00', fim: '18:00' },
            ],
          }
        : d,
  );

function Demo({ initial, ...props }: Partial<WeeklyCalendarProps> & { initial: DaySchedule[] }) {
  const [week, setWeek] = useState(initial);
  return (
    <WeeklyCalendar
      {...props}
      value={week}
      onChange={(next) => {
        setWeek(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/WeeklyCalendar',
  component: WeeklyCalendar,
  tags: ['autodocs'],
  args: { value: [], onChange: fn() },
  render: (args) => (
    <div className="max-w-3xl">
      <Demo
        initial={filledWeek()}
        onChange={args.onChange}
        errors={args.errors}
        isDisabled={args.isDisabled}
      />
    </div>
  ),
} satisfies Meta<typeof WeeklyCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** A range's time field ('Início, Segunda-feira, horário 1'), and its hour segment. */
const timeField = (canvas: Canvas, name: string) => canvas.getByRole('group', { name });
const hourOf = (canvas: Canvas, name: string) =>
  within(timeField(canvas, name)).getAllByRole('spinbutton')[0]!;

/** Monday with one range, Wednesday at the 3-range limit. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Calendário semanal' })).toBeVisible();
    // At 3 ranges the add button is disabled.
    await expect(canvas.getByRole('button', { name: 'Adicionar horário em Quarta-feira' })).toBeDisabled();
    // Keyboard: Tab to Domingo's switch and turn it on with Space: one empty range appears.
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Domingo' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: 'Domingo' })).toBeChecked();
    // Empty: the placeholders of hour and minute, on a 24-hour clock.
    const inicio = timeField(canvas, 'Início, Domingo, horário 1');
    await expect(within(inicio).getAllByRole('spinbutton')).toHaveLength(2);
    await expect(inicio).toHaveTextContent('––:––');
    // Pointer: add ranges on Monday until the limit.
    const add = canvas.getByRole('button', { name: 'Adicionar horário em Segunda-feira' });
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(add).toBeDisabled();
    await expect(timeField(canvas, 'Fim, Segunda-feira, horário 3')).toBeVisible();
    // Remove one, then switch Monday off: its ranges are cleared.
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Segunda-feira, horário 3' }));
    await expect(add).toBeEnabled();
    await userEvent.click(canvas.getByRole('switch', { name: 'Segunda-feira' }));
    await expect(canvas.queryByRole('group', { name: 'Início, Segunda-feira, horário 1' })).toBeNull();
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as DaySchedule[];
    expect(last[1]).toEqual({ dia: 1, ativo: 0, horarios: [] });
    expect(last[0]).toEqual({ dia: 0, ativo: 1, horarios: [{ inicio: '', fim: '' }] });
  },
};

/** By keyboard, focus follows the ranges: to the one added, and after a removal to its neighbour or, the last one gone, to the day's switch. */
export const FocusFollowsRanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Adicionar horário em Segunda-feira' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(hourOf(canvas, 'Início, Segunda-feira, horário 2')).toHaveFocus());
    add.focus();
    // The third range: the button turns disabled, focus goes to the new range.
    await userEvent.keyboard('{Enter}');
    await expect(add).toBeDisabled();
    await waitFor(() => expect(hourOf(canvas, 'Início, Segunda-feira, horário 3')).toHaveFocus());
    // Removing the last range: focus goes to the one before it.
    canvas.getByRole('button', { name: 'Remover Segunda-feira, horário 3' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(hourOf(canvas, 'Início, Segunda-feira, horário 2')).toHaveFocus());
    // Removing every range turns the day off, as unchecking it does: focus goes to its switch.
    for (const n of [2, 1]) {
      canvas.getByRole('button', { name: `Remover Segunda-feira, horário ${n}` }).focus();
      await userEvent.keyboard('{Enter}');
    }
    const segunda = canvas.getByRole('switch', { name: 'Segunda-feira' });
    await waitFor(() => expect(segunda).toHaveFocus());
    await expect(segunda).not.toBeChecked();
  },
};

/** Every day off (a new class). */
export const Empty: Story = {
  render: (args) => (
    <div className="max-w-3xl">
      <Demo initial={createEmptyWeek()} onChange={args.onChange} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('switch')).toHaveLength(7);
    await expect(canvas.getAllByText('Sem aulas')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('switch', { name: 'Sábado' }));
    // Hour then minute, on a 24-hour clock whatever the browser's language.
    await userEvent.click(hourOf(canvas, 'Início, Sábado, horário 1'));
    await userEvent.keyboard('1730');
    const inicio = timeField(canvas, 'Início, Sábado, horário 1');
    await waitFor(() => expect(inicio).toHaveTextContent('17:30'));
    await expect(inicio).not.toHaveTextContent(/AM|PM/);
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as DaySchedule[];
    expect(last[6]?.horarios).toEqual([{ inicio: '17:30', fim: '' }]);
  },
};

/** Messages from validation, per range and per day. */
export const WithErrors: Story = {
  args: {
    errors: {
      'calendarios.1.horarios.0': ['O início deve ser anterior ao fim'],
      'calendarios.3.horarios': ['Os horários do dia não podem se sobrepor'],
    },
  },
  render: (args) => (
    <div className="max-w-3xl">
      <Demo
        initial={filledWeek().map((d) =>
          d.dia === 1 ? { ...d, horarios: [{ inicio: '12:00', fim: '08:00' }] } : d,
        )}
        onChange={args.onChange}
        errors={args.errors}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inicio = timeField(canvas, 'Início, Segunda-feira, horário 1');
    await expect(inicio).toHaveAttribute('data-invalid', 'true');
    await expect(inicio).toHaveTextContent('12:00');
    // React Aria's own description ('Hora selecionada: 12:00') comes first.
    await expect(inicio).toHaveAccessibleDescription(
      expect.stringContaining('O início deve ser anterior ao fim'),
    );
    // The day's message describes its times too, so it is heard where the fix is made.
    await expect(timeField(canvas, 'Fim, Quarta-feira, horário 2')).toHaveAccessibleDescription(
      expect.stringContaining('Os horários do dia não podem se sobrepor'),
    );
  },
};

/** Read-only moment: every control disabled. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const sw of canvas.getAllByRole('switch')) await expect(sw).toBeDisabled();
    for (const segment of within(timeField(canvas, 'Início, Segunda-feira, horário 1')).getAllByRole(
      'spinbutton',
    ))
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('switch', { name: 'Domingo' }));
    await expect(canvas.getByRole('switch', { name: 'Domingo' })).not.toBeChecked();
  },
};

/** Every day active with 3 ranges: the longest the calendar gets. */
export const LongContent: Story = {
  render: (args) => (
    <div className="max-w-3xl">
      <Demo
        initial={createEmptyWeek().map((d) => ({
          ...d,
          ativo: 1,
          horarios: [
            { inicio: '07:00', fim: '09:00' },
            { inicio: '09:15', fim: '11:45' },
            { inicio: '13:00', fim: '17:30' },
          ],
        }))}
        onChange={args.onChange}
        label="Calendário semanal da turma de Piloto Comercial — Avião (turno integral)"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const add of canvas.getAllByRole('button', { name: /^Adicionar horário em/ }))
      await expect(add).toBeDisabled();
    await expect(canvas.getAllByText('Máximo de 3 horários por dia')).toHaveLength(7);
  },
};

/** Phone width: switch above the ranges. */
export const NarrowScreen: Story = {
  render: (args) => (
    <div style={{ width: 358 }}>
      <Demo initial={filledWeek()} onChange={args.onChange} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Shift+Tab from Fim's hour walks back through Início's minute.
    await userEvent.click(hourOf(canvas, 'Fim, Segunda-feira, horário 1'));
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    const inicio = within(timeField(canvas, 'Início, Segunda-feira, horário 1')).getAllByRole('spinbutton');
    await expect(inicio[1]).toHaveFocus();
  },
};
