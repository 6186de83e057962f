import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breakLongWords } from './break-long-words';

const LINK = `https://exemplo.com.br/${'materiais/'.repeat(30)}carta-de-aproximacao.pdf`;
const TEXT = `Qual a função do altímetro? Veja ${LINK} antes de responder.`;

/** A text in a box as narrow as a phone's table cell, with `breakLongWords` or without. */
function Cell({ broken }: { broken: boolean }) {
  return (
    <p data-cell className="w-48 whitespace-normal rounded-md border border-border p-2 text-sm text-fg">
      {broken ? breakLongWords(TEXT) : TEXT}
    </p>
  );
}

const meta = {
  title: 'UI/breakLongWords',
  component: Cell,
  tags: ['autodocs'],
  args: { broken: true },
} satisfies Meta<typeof Cell>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A 300-character link wraps inside its box, where it would widen it (and a table's column) past
 * the screen; the ordinary words around it stay whole, and the text reads as it was.
 */
export const LongRunInANarrowBox: Story = {
  play: async ({ canvasElement }) => {
    const cell = canvasElement.querySelector<HTMLElement>('[data-cell]')!;
    await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    await expect(within(canvasElement).getByText(/Qual a função do altímetro\?/)).toBeVisible();
    await expect(cell.textContent).toBe(TEXT);
  },
};

/** The same text without it: the link sets the box's width. */
export const Without: Story = {
  args: { broken: false },
  play: async ({ canvasElement }) => {
    const cell = canvasElement.querySelector<HTMLElement>('[data-cell]')!;
    await expect(cell.scrollWidth).toBeGreaterThan(cell.clientWidth);
  },
};
