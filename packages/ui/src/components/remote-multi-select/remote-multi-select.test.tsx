import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
