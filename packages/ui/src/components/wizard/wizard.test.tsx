import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Wizard } from './wizard';

afterEach(cleanup);

function Demo({ onFinish, onCancel }: { onFinish: () => unknown; onCancel: () => void }) {
  const [ok, setOk] = useState(false);
  return (
    <Wizard
      onFinish={onFinish}
      onCancel={onCancel}
      steps={[
        {
          id: 'a',
          title: 'Cursos',
          canAdvance: ok,
          content: (
            <button type="button" onClick={() => setOk(true)}>
              escolher
            </button>
          ),
        },
        { id: 'b', title: 'Módulos', content: 'módulos' },
      ]}
    />
  );
}

describe('Wizard', () => {
  it('blocks AVANÇAR until the step can advance, then shows FINALIZAR on the last step', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(<Demo onFinish={onFinish} onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: 'AVANÇAR' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'escolher' }));
    await user.click(screen.getByRole('button', { name: 'AVANÇAR' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Etapa 2 de 2: Módulos');
    expect(screen.queryByRole('button', { name: 'AVANÇAR' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'FINALIZAR' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('spins FINALIZAR while the returned promise is pending', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => {};
    const onFinish = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(
      <Wizard
        onFinish={onFinish}
        onCancel={() => {}}
        steps={[{ id: 'only', title: 'Única', content: null }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'FINALIZAR' }));
    expect(screen.getByRole('button', { name: 'CANCELAR' })).toHaveProperty('disabled', true);
    resolve();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'CANCELAR' })).toHaveProperty('disabled', false),
    );
  });

  it('calls onCancel from CANCELAR by keyboard', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Demo onFinish={() => {}} onCancel={onCancel} />);
    screen.getByRole('button', { name: 'CANCELAR' }).focus();
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
