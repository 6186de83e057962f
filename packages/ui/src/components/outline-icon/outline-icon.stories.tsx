import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OutlineIcon } from './outline-icon';

const meta = {
  title: 'UI/OutlineIcon',
  component: OutlineIcon,
  tags: ['autodocs'],
  args: {
    className: 'size-8 text-error',
    children: (
      <>
        <circle cx="12" cy="12" r="10" />
        <line x1="12" x2="12" y1="8" y2="12" />
        <line x1="12" x2="12.01" y1="16" y2="16" />
      </>
    ),
  },
} satisfies Meta<typeof OutlineIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lucide's circle-alert, as `ErrorAlert` draws it: decorative, so hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('stroke', 'currentColor');
  },
};
