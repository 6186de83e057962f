import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlidersHorizontal } from 'lucide-react';
import { Profiler, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
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
    await expect(args.onChange).toHaveBeenLastCalledWith('navegação aérea ');
    // Clear by pointer searches with '', and leaves the focus in the box; the × then goes.
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Limpar busca' })).toBeNull();
  },
};

const commits = { count: 0 };
/**
 * Typing renders nothing after the first key: the text lives in the input (issue 15's
 * ≤ 8 ms a keystroke in a list's search box). React Aria's SearchField rendered on every key.
 */
export const TypingDoesNotRender: Story = {
  render: (args) => (
    <Profiler
      id="search-box"
      onRender={() => {
        commits.count += 1;
      }}
    >
      <SearchBox {...args} />
    </Profiler>
  ),
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Procurar' });
    await userEvent.click(input);
    // The first key renders (the × comes; the keyboard's focus ring shows), the others nothing.
    await userEvent.keyboard('m');
    await within(canvasElement).findByRole('button', { name: 'Limpar busca' });
    await new Promise(requestAnimationFrame);
    commits.count = 0;
    await userEvent.keyboard('eteorologia');
    await expect(commits.count).toBe(0);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('meteorologia');
  },
};

/** Escape in an empty box is not the box's: it reaches the drawer or dialog around it. */
export const EscapeWhenEmptyPassesThrough: Story = {
  render: (args) => {
    const [escapes, setEscapes] = useState(0);
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: stands for a drawer that closes on Escape
      <div
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEscapes((n) => n + 1);
        }}
      >
        <SearchBox {...args} defaultValue="vento" />
        <output>Escapes: {escapes}</output>
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Procurar' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(canvas.getByRole('status')).toHaveTextContent('Escapes: 0');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Escapes: 1');
  },
};

/** Controlled (`value` + `onChange`): the caller holds the text; × and Escape ask it to clear. */
export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState('altímetro');
    return (
      <SearchBox
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Procurar' });
    await expect(input).toHaveValue('altímetro');
    await userEvent.type(input, 's');
    await expect(input).toHaveValue('altímetros');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('altímetros');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
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

/**
 * A list's toolbar on a phone (318 px: a 390 px screen less the page's and the table's padding),
 * composed as the courses list does (`min-w-0 flex-1`):
 * the box keeps room for its placeholder and the toolbar's other buttons wrap under it.
 */
export const InNarrowToolbar: Story = {
  render: (args) => (
    <div className="flex w-[318px] flex-wrap items-center gap-2 border border-border px-3 py-2.5">
      <SearchBox {...args} className="min-w-0 flex-1 sm:max-w-sm" />
      <Button>
        <SlidersHorizontal aria-hidden />
        Refinar
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Procurar' });
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const placeholder = context.measureText('Procurar').width;
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    // 'Procurar' shows whole, not cut to 'Procura'.
    await expect(room).toBeGreaterThanOrEqual(placeholder);
  },
};
