import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// No vitest globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

import { AppShell, isCurrentEntry, type MenuSection } from './app-shell';

const sections: MenuSection[] = [
  { title: null, entries: [{ key: 'admin', label: 'Início', href: '/admin' }] },
  {
    title: 'Administração',
    entries: [{ key: 'cursos', label: 'Cursos', href: '/admin/administracao/cursos' }],
  },
];

describe('isCurrentEntry', () => {
  it('matches the page and its children, not siblings with the same prefix', () => {
    expect(isCurrentEntry('/admin/cursos', '/admin/cursos')).toBe(true);
    expect(isCurrentEntry('/admin/cursos', '/admin/cursos/3?page=2')).toBe(true);
    expect(isCurrentEntry('/admin/cursos', '/admin/cursos-antigos')).toBe(false);
    expect(isCurrentEntry('/admin/cursos', undefined)).toBe(false);
  });
});

describe('AppShell', () => {
  it('highlights only the deepest matching entry and logs out', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(
      <AppShell
        wideQuery="(min-width: 0px)"
        sections={sections}
        user={{ nome: null }}
        currentPath="/admin/administracao/cursos/7"
        onLogout={onLogout}
      >
        <p>conteúdo</p>
      </AppShell>,
    );
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getByRole('link', { name: 'Cursos' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Início' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('-')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows the loading placeholders', () => {
    render(
      <AppShell wideQuery="(min-width: 0px)" sections={null} user={null} loading onLogout={() => {}}>
        <p>conteúdo</p>
      </AppShell>,
    );
    expect(screen.getByText('Carregando dados')).toBeTruthy();
    expect(screen.getByText('Carregando Menu')).toBeTruthy();
  });
});
