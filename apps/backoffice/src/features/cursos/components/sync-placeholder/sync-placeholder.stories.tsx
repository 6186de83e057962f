import { SYNC_SPINNER_MS } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LAST_SYNC_PLACEHOLDER, SyncPlaceholder } from './sync-placeholder';

const meta = {
  title: 'Telas/Cursos/Partes/SyncPlaceholder',
  component: SyncPlaceholder,
  tags: ['autodocs'],
} satisfies Meta<typeof SyncPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * At rest: SINCRONIZAR, the placeholder's last-sync text (shown from the lg breakpoint) and a note
 * that says sync is not available yet, which also describes the button.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'SINCRONIZAR' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAccessibleDescription('Sincronização ainda não disponível');
    await expect(canvas.getByText(`Última sincronização: ${LAST_SYNC_PLACEHOLDER}`)).toBeInTheDocument();
  },
};

/** Wide screen: the last-sync text and the warning badge are visible beside the button. */
export const Wide: Story = {
  decorators: [(Story) => <div className="flex justify-end">{Story()}</div>],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Última sincronização: ${LAST_SYNC_PLACEHOLDER}`)).toBeVisible();
    await expect(canvas.getByText('Sincronização ainda não disponível')).toBeVisible();
  },
};

/** Pressed (by pointer): it spins for the domain's fixed time, announcing it, then rests again. */
export const Spinning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'SINCRONIZAR' }));
    const pending = canvas.getByRole('button', { name: /sincronizando/ });
    await expect(pending).toHaveAttribute('data-loading', 'true');
    // Pressing again while it spins does nothing.
    await userEvent.click(pending);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'SINCRONIZAR' })).toBeVisible(), {
      timeout: SYNC_SPINNER_MS + 2000,
    });
  },
};

/** By keyboard: Tab reaches it, Enter starts the spin. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'SINCRONIZAR' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /sincronizando/ })).toBeVisible();
  },
};
