import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterLink } from './router-link';

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

/** Draws a list page with a link to a course's form; returns the page's container. */
function draw(onClick?: (event: React.MouseEvent) => void) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  flushSync(() =>
    root?.render(
      <MemoryRouter initialEntries={['/admin/cursos']}>
        <Routes>
          <Route
            path="/admin/cursos"
            element={
              <RouterLink to="/admin/cursos/7" className="name" onClick={onClick}>
                Piloto Privado
              </RouterLink>
            }
          />
          <Route path="/admin/cursos/:id" element={<p>o formulário</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return container;
}

/** Clicks the link as a user would, and says whether the browser would still follow it itself. */
function click(link: HTMLAnchorElement, init: MouseEventInit = {}) {
  let followed = false;
  // After React's handler (on the root): stop the browser's own navigation, noting whether it was due.
  const after = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after, { once: true });
  flushSync(() => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init })));
  return followed;
}

describe('RouterLink', () => {
  it('is a real link to the address, which a click opens in place', async () => {
    const page = draw();
    const link = page.querySelector('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/admin/cursos/7');
    expect(link.className).toBe('name');
    expect(click(link)).toBe(false);
    // React Router renders a navigation as a transition.
    await expect.poll(() => page.textContent).toBe('o formulário');
  });

  it('leaves a click with Ctrl, ⌘ or Shift to the browser (a new tab or window)', async () => {
    const page = draw();
    const link = page.querySelector('a') as HTMLAnchorElement;
    for (const key of ['ctrlKey', 'metaKey', 'shiftKey'])
      expect(click(link, { [key]: true }), key).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.textContent).toBe('Piloto Privado');
  });

  it('lets the caller’s onClick cancel the navigation', async () => {
    const page = draw((event) => event.preventDefault());
    expect(click(page.querySelector('a') as HTMLAnchorElement)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.textContent).toBe('Piloto Privado');
  });
});
