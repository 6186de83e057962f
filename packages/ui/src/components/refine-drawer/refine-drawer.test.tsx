import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// No vitest globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

import { CheckboxGroupField } from '../checkbox-group-field/checkbox-group-field';
import { RefineDrawer } from './refine-drawer';
import { RefineTrigger } from './refine-trigger';

const items = [
  { id: 'a', label: 'Alfa' },
  { id: 'b', label: 'Beta' },
];

function renderDrawer(onApply = vi.fn()) {
  render(
    <RefineDrawer value={{ tipos: ['a'] }} onApply={onApply} activeCount={1}>
      {(draft, set) => (
        <CheckboxGroupField
          label="Tipos"
          items={items}
          value={draft.tipos}
          onChange={(tipos) => set({ tipos })}
        />
      )}
    </RefineDrawer>,
  );
  return onApply;
}

describe('RefineDrawer', () => {
  it('applies the draft only on APLICAR', async () => {
    const user = userEvent.setup();
    const onApply = renderDrawer();
    await user.click(screen.getByRole('button', { name: /Refinar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refinar' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Beta' }));
    expect(onApply).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'APLICAR' }));
    expect(onApply).toHaveBeenCalledWith({ tipos: ['a', 'b'] });
  });

  it('discards the draft on CANCELAR and on Escape', async () => {
    const user = userEvent.setup();
    const onApply = renderDrawer();
    await user.click(screen.getByRole('button', { name: /Refinar/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Refinar' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Alfa' }));
    await user.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /Refinar/ }));
    dialog = await screen.findByRole('dialog', { name: 'Refinar' });
    expect((within(dialog).getByRole('checkbox', { name: 'Alfa' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Beta' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows the active filter count on the trigger', () => {
    renderDrawer();
    expect(screen.getByRole('button', { name: /^Refinar\s*1 filtro ativo$/ })).toBeTruthy();
  });

  it('opens on mount with defaultOpen (a drawer loaded by a press), and closes as usual', async () => {
    const user = userEvent.setup();
    render(
      <RefineDrawer value={{ tipos: ['a'] }} onApply={vi.fn()} defaultOpen>
        {() => <p>campos</p>}
      </RefineDrawer>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refinar' });
    await user.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Refinar' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('RefineTrigger', () => {
  it('looks for intent on hover and focus, and names the active count', async () => {
    const user = userEvent.setup();
    const onIntent = vi.fn();
    const onPress = vi.fn();
    render(<RefineTrigger activeCount={2} onIntent={onIntent} onPress={onPress} />);
    const button = screen.getByRole('button', { name: /^Refinar\s*2 filtros ativos$/ });
    await user.hover(button);
    expect(onIntent).toHaveBeenCalled();
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
