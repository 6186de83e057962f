import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WeeklyCalendar, type WeeklyCalendarProps } from './weekly-calendar';
import { createEmptyWeek, createScheduleRules, type DaySchedule } from './weekly-calendar-rules';

afterEach(cleanup);

function Demo(props: Partial<WeeklyCalendarProps> & { spy: (w: DaySchedule[]) => void }) {
  const [week, setWeek] = useState(createEmptyWeek());
  return (
    <WeeklyCalendar
      {...props}
      value={week}
      onChange={(w) => {
        setWeek(w);
        props.spy(w);
      }}
    />
  );
}

describe('WeeklyCalendar', () => {
  it('uses the injected rules', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    const rules = createScheduleRules(2);
    const toggleDay = vi.fn(rules.toggleDay);
    render(<Demo spy={spy} toggleDay={toggleDay} addRange={rules.addRange} maxRanges={2} />);
    await user.click(screen.getByRole('switch', { name: 'Terça-feira' }));
    expect(toggleDay).toHaveBeenCalledWith(expect.any(Array), 2, true);
    const add = screen.getByRole('button', { name: 'Adicionar horário em Terça-feira' });
    await user.click(add);
    expect(add).toHaveProperty('disabled', true);
    expect(screen.getByText('Máximo de 2 horários por dia')).toBeTruthy();
    expect(spy.mock.lastCall?.[0][2].horarios).toHaveLength(2);
  });

  it('writes typed times into the range', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Demo spy={spy} />);
    await user.click(screen.getByRole('switch', { name: 'Domingo' }));
    const fim = screen.getByRole('group', { name: 'Fim, Domingo, horário 1' });
    await user.click(within(fim).getAllByRole('spinbutton')[0]!);
    await user.keyboard('1730');
    expect(spy.mock.lastCall?.[0][0].horarios[0]).toEqual({ inicio: '', fim: '17:30' });
  });
});
