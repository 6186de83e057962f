import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// No vitest globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The kit's stylesheet: the focus ring is measured.
import '../../styles/index.css';
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
  it('offers a skip link as the first Tab stop, which moves focus to the content', async () => {
    const user = userEvent.setup();
    render(
      <AppShell wideQuery="(min-width: 0px)" sections={sections} user={{ nome: 'Ana' }} onLogout={() => {}}>
        <p>conteúdo</p>
      </AppShell>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    // Focus moved by hand: the address gets no '#' fragment for the app's router to read.
    expect(window.location.hash).toBe('');
  });

  it("draws the kit's one focus ring on plain elements of the app too", async () => {
    const user = userEvent.setup();
    render(
      <AppShell wideQuery="(min-width: 0px)" sections={sections} user={{ nome: 'Ana' }} onLogout={() => {}}>
        <a href="/admin/outra">um link da aplicação</a>
      </AppShell>,
    );
    const plain = screen.getByRole('link', { name: 'um link da aplicação' });
    await user.click(screen.getByRole('main'));
    await user.tab();
    expect(document.activeElement).toBe(plain);
    const ring = getComputedStyle(plain);
    const kit = getComputedStyle(screen.getByRole('link', { name: 'Pular para o conteúdo' }));
    expect([ring.outlineStyle, ring.outlineWidth, ring.outlineOffset]).toEqual(['solid', '2px', '2px']);
    // The same colour as the kit's own ring (`outline-focus`).
    expect(ring.outlineColor).toBe(kit.outlineColor);
  });

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
