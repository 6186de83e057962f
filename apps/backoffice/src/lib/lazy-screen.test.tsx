import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen, preloadScreens } from './lazy-screen';

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

function Lista() {
  return <p>a lista</p>;
}

/** Draws `element` under a Suspense boundary in one synchronous render; returns what it shows then. */
function drawNow(element: RouteObject['element']) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  flushSync(() => root?.render(<Suspense fallback={<p>carregando</p>}>{element}</Suspense>));
  return container.textContent;
}

describe('lazyScreen', () => {
  it('draws a screen already loaded at once, without suspending (no fallback, which React holds up to 300 ms)', async () => {
    let loads = 0;
    const route = {
      path: '/lista',
      ...lazyScreen(async () => {
        loads++;
        return Lista;
      }),
    };
    await preloadScreens([route], '/lista');
    expect(drawNow(route.element)).toBe('a lista');
    expect(loads).toBe(1);
  });

  it('suspends while the screen loads, then draws it', async () => {
    let arrive: (screen: typeof Lista) => void = () => {};
    const route = { path: '/lista', ...lazyScreen(() => new Promise((resolve) => (arrive = resolve))) };
    expect(drawNow(route.element)).toBe('carregando');
    arrive(Lista);
    await expect.poll(() => document.body.textContent).toBe('a lista');
  });

  it('starts loading every route an address matches, together, and only those', async () => {
    const started: string[] = [];
    const screen = (name: string) =>
      lazyScreen(async () => {
        started.push(name);
        return Lista;
      });
    const routes: RouteObject[] = [
      { path: '/admin', ...screen('layout'), children: [{ path: 'cursos', ...screen('cursos') }] },
      { path: '/outra', ...screen('outra') },
    ];
    const settled = preloadScreens(routes, '/admin/cursos');
    expect(started).toEqual(['layout', 'cursos']);
    await settled;
  });
});
