import type { Meta, StoryObj } from '@storybook/react-vite';
import { Profiler, startTransition, useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterField } from './filter-field';

const meta = {
  title: 'UI/FilterField',
  component: FilterField,
  tags: ['autodocs'],
  args: { label: 'Procurar curso', onChange: fn() },
} satisfies Meta<typeof FilterField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Procurar curso' });
    await userEvent.type(input, 'meteo');
    await expect(args.onChange).toHaveBeenLastCalledWith('meteo');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
    // Escape clears and says so.
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const WithPlaceholder: Story = {
  args: { label: 'Filtrar permissões', placeholder: 'Filtrar permissões' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'navegação' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Procurar curso' })).toBeDisabled();
  },
};

const COURSES = ['Piloto Privado – Avião', 'Piloto Comercial – Avião', 'Instrutor de Voo', 'Meteorologia'];
const commits = { field: 0 };

/**
 * A list filtered as the user types, the update in a transition: typing renders the list, never
 * the field (issue 15's ≤ 8 ms a keystroke in a picker).
 */
export const FilteringAList: Story = {
  render: (args) => {
    const [text, setText] = useState('');
    const shown = COURSES.filter((c) => c.toLowerCase().includes(text.trim().toLowerCase()));
    // The field's element kept across renders, as the React Compiler keeps it in the app.
    const field = useMemo(
      () => (
        <Profiler
          id="field"
          onRender={() => {
            commits.field += 1;
          }}
        >
          <FilterField
            {...args}
            onChange={(value) => {
              args.onChange(value);
              startTransition(() => setText(value));
            }}
          />
        </Profiler>
      ),
      [args],
    );
    return (
      <div className="flex flex-col gap-3">
        {field}
        <ul aria-label="Cursos">
          {shown.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Procurar curso' });
    await userEvent.click(input);
    await userEvent.keyboard('p');
    await new Promise(requestAnimationFrame);
    commits.field = 0;
    await userEvent.keyboard('iloto');
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(2);
    await expect(commits.field).toBe(0);
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(4);
  },
};
