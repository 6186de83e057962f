import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = { title: 'UI/Skeleton', component: Skeleton, tags: ['autodocs'] } satisfies Meta<
  typeof Skeleton
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { lines: 3, width: 320 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-hidden] > span')).toHaveLength(3);
  },
};

export const Shapes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Skeleton variant="circle" width={40} />
      <Skeleton variant="rect" width={160} height={64} />
      <Skeleton width={200} />
    </div>
  ),
};

export const NarrowScreen: Story = {
  args: { lines: 5 },
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
};
