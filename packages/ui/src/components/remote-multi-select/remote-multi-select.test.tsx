import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The kit's stylesheet: the options' list is as tall as it says (the virtualizer draws what fits).
import '../../styles/index.css';
import { RemoteMultiSelect, type RemoteOption } from './remote-multi-select';

// No vitest globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function Harness({
  load,
  dependsOn,
}: {
  load: (s: string, signal: AbortSignal) => Promise<RemoteOption[]>;
  dependsOn?: unknown;
}) {
  const [value, setValue] = useState<RemoteOption[]>([]);
  return (
    <RemoteMultiSelect
      label="Curso"
      value={value}
      onChange={setValue}
      loadOptions={load}
      dependsOn={dependsOn}
    />
  );
}

describe('RemoteMultiSelect', () => {
  it('debounces the search: one request for a word typed quickly', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async (_search: string, _signal: AbortSignal) => [{ id: 1, label: 'Piloto Privado' }]);
    render(<Harness load={load} />);
    await waitFor(() => expect(load).toHaveBeenCalledWith('', expect.any(AbortSignal)));
    load.mockClear();
    await user.type(screen.getByRole('combobox', { name: 'Curso' }), 'pilo');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 1000 });
    expect(load).toHaveBeenCalledWith('pilo', expect.any(AbortSignal));
    // Nothing more arrives after the debounce window.
    await act(() => new Promise((r) => setTimeout(r, 350)));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits 250 ms before loading', async () => {
    const load = vi.fn(async () => [] as RemoteOption[]);
    render(<Harness load={load} />);
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 1000 });
  });

  it('reloads when dependsOn changes and aborts the superseded request', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn(
      (_s: string, signal: AbortSignal) =>
        new Promise<RemoteOption[]>((resolve) => {
          signals.push(signal);
          setTimeout(() => resolve([]), 400);
        }),
    );
    const { rerender } = render(<Harness load={load} dependsOn={[1]} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 1000 });
    rerender(<Harness load={load} dependsOn={[1, 2]} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2), { timeout: 1000 });
    expect(signals[0]?.aborted).toBe(true);
    // Same value in a new array: no reload.
    rerender(<Harness load={load} dependsOn={[1, 2]} />);
    await act(() => new Promise((r) => setTimeout(r, 350)));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers only options matching the text while its answer is on the way: Enter never picks a stale one', async () => {
    const user = userEvent.setup();
    const all = [
      { id: 1, label: 'Administrador' },
      { id: 2, label: 'Coordenação Pedagógica' },
      { id: 5, label: 'Perfil 005 – Secretária' },
    ];
    // The first (empty) search answers at once; the next ones never do (a slow network).
    const load = vi.fn((search: string) =>
      search === '' ? Promise.resolve(all) : new Promise<RemoteOption[]>(() => {}),
    );
    render(<Harness load={load} />);
    const input = screen.getByRole('combobox', { name: 'Curso' });
    await user.click(input);
    await screen.findByRole('option', { name: 'Administrador' });
    await user.type(input, 'secretaria');
    // Accents ignored; 'Administrador' and 'Coordenação Pedagógica' leave the list at once.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Perfil 005 – Secretária']);
    await user.keyboard('{ArrowDown}{Enter}');
    const chosen = screen.getByRole('list', { name: 'Curso selecionados' });
    expect(chosen.textContent).toContain('Perfil 005 – Secretária');
    expect(chosen.textContent).not.toContain('Administrador');
  });

  it('offers nothing from an answer for another dependsOn', async () => {
    const user = userEvent.setup();
    const load = vi.fn(
      (_s: string): Promise<RemoteOption[]> => Promise.resolve([{ id: 1, label: 'Módulo A' }]),
    );
    const { rerender } = render(<Harness load={load} dependsOn={[1]} />);
    await user.click(screen.getByRole('combobox', { name: 'Curso' }));
    await screen.findByRole('option', { name: 'Módulo A' });
    load.mockImplementation(() => new Promise<RemoteOption[]>(() => {}));
    rerender(<Harness load={load} dependsOn={[2]} />);
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Módulo A' })).toBeNull());
  });

  it('draws only the options in view of a thousand, each saying its place among them', async () => {
    // Reaching them by keyboard (the active option kept in view, a pick by Enter) is checked on
    // the real app with the browser's own key presses: e2e/pickers.test.ts.
    const user = userEvent.setup();
    const all = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, label: `Curso ${i + 1}` }));
    render(<Harness load={async () => all} />);
    await user.click(screen.getByRole('combobox', { name: 'Curso' }));
    const first = await screen.findByRole('option', { name: 'Curso 1' });
    // A screenful (320 px of 32 px rows) and a few more, not a thousand.
    expect(screen.getAllByRole('option').length).toBeLessThan(40);
    expect(first.getAttribute('aria-setsize')).toBe('1000');
    expect(first.getAttribute('aria-posinset')).toBe('1');
  });
});
